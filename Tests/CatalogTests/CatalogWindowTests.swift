import CatalogPages
import Testing
import TesseraTesting
import UIKit

/// The catalog as an app in a real window (under Xvfb in `make test`): what the window shows is what the
/// headless renderer draws, the pointer drives it, and a press reaches the screen in the next frame with
/// only the changed area uploaded.
@MainActor @Suite(.serialized, .enabled(if: CatalogWindow.unavailableReason == nil,
                                         Comment(rawValue: CatalogWindow.unavailableReason ?? "")))
struct CatalogWindowTests {
    /// The catalog's first screen (the shell: the page list in its navigation controller, the tab
    /// bar) rendered headless, on a screen like the window's (iPhone, scale 1 unless another profile is
    /// given).
    private func headlessList(style: UIUserInterfaceStyle = .light, profile: UIScreen.DeviceProfile? = nil)
        -> (image: UIImage, list: PageListViewController, window: UIWindow) {
        var profile = profile ?? .iPhone
        if profile == .iPhone { profile.scale = 1 }
        let screen = UIScreen(profile: profile)
        screen.userInterfaceStyle = style
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let shell = CatalogShell.makeRootController()
        window.rootViewController = shell
        window.makeKeyAndVisible()
        let image = screen.snapshotImage()
        let list = (shell.viewControllers?.first as? UINavigationController)?.topViewController as! PageListViewController
        return (image, list, window)
    }

    /// The centre of the page list's row titled `title`, in window coordinates.
    private func rowCenter(_ title: String, in list: PageListViewController, window: UIWindow) throws -> CGPoint {
        let cell = try #require(list.tableView.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == title })
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
    }

    /// The share of pixels that differ by more than `tolerance` in any channel.
    private func differingShare(_ a: UIImage, _ b: UIImage, tolerance: Int = 3) -> Double {
        guard let ca = a.cgImage, let cb = b.cgImage, ca.width == cb.width, ca.height == cb.height else { return 1 }
        var differing = 0
        for y in 0..<ca.height {
            for x in 0..<ca.width {
                let p = ca.pixel(x: x, y: y)!, q = cb.pixel(x: x, y: y)!
                if abs(Int(p.red) - Int(q.red)) > tolerance || abs(Int(p.green) - Int(q.green)) > tolerance
                    || abs(Int(p.blue) - Int(q.blue)) > tolerance { differing += 1 }
            }
        }
        return Double(differing) / Double(ca.width * ca.height)
    }

    @Test func theWindowShowsWhatTheHeadlessRendererDraws() throws {
        let app = try CatalogWindow()
        defer { #expect(app.close() == 0) }
        let shown = try app.screenshot()
        let expected = try app.headlessSnapshot()
        #expect(shown.size == CGSize(width: 390, height: 844))
        let share = differingShare(shown, expected)
        #expect(share < 0.001, "\(share * 100) % of the pixels differ")
        // And the screen is the catalog's list as this process draws it too (the same code headless).
        let (local, _, window) = headlessList()
        defer { window.isHidden = true }
        #expect(differingShare(shown, local) < 0.05)
    }

    @Test func resizingTheWindowResizesTheScreenAndLaysOutAgain() throws {
        let app = try CatalogWindow()
        defer { #expect(app.close() == 0) }
        let before = try app.headlessSnapshot()
        try app.resize(width: 700, height: 600)
        let shown = try app.screenshot()
        #expect(shown.size == CGSize(width: 700, height: 600))
        // The app's screen took the new size (and laid out for it), and the window shows it.
        let expected = try app.headlessSnapshot()
        #expect(expected.size == CGSize(width: 700, height: 600))
        #expect(before.size == CGSize(width: 390, height: 844))
        let share = differingShare(shown, expected)
        #expect(share < 0.001, "\(share * 100) % of the pixels differ")
        // The page list's rows stretch across the wider screen: a row's white reaches past 600 points.
        let buttonRow = (0..<600).first { y in rgbaOf(shown, 350, y) == [255, 255, 255] }
        let row = try #require(buttonRow)
        #expect(rgbaOf(shown, 620, row + 4) == rgbaOf(shown, 350, row + 4))
    }

    @Test func atScaleTwoTheWindowHasTwoPixelsPerPoint() throws {
        let app = try CatalogWindow(device: "iphone-se", scale: 2)
        defer { #expect(app.close() == 0) }
        let shown = try app.screenshot()
        #expect(shown.size == CGSize(width: 750, height: 1334))
        let expected = try app.headlessSnapshot()
        #expect(expected.cgImage?.width == 750 && expected.scale == 1)
        let share = differingShare(shown, expected)
        #expect(share < 0.001, "\(share * 100) % of the pixels differ")
    }

    @Test func aClickOnTheSwitchTurnsTheAppDark() throws {
        let app = try CatalogWindow()
        defer { #expect(app.close() == 0) }
        let (before, list, window) = headlessList()
        defer { window.isHidden = true }
        // The bar's "Dark" button, at the trailing end of the navigation bar's row.
        let bar = try #require(list.navigationController?.navigationBar)
        let center = CGPoint(x: window.bounds.width - 36, y: bar.frame.minY + 22)
        _ = list
        let framesBefore = app.traceLines.count
        try app.pointer(at: center, ["click", "1"])
        // Wait until frames stop coming.
        var lines = try app.waitForTrace { $0.count > framesBefore + 2 }
        repeat {
            let count = lines.count
            usleep(400_000)
            lines = app.traceLines
            if lines.count == count { break }
        } while true
        let shown = try app.screenshot()
        let background = rgbaOf(shown, 5, 700)
        let light = rgbaOf(before, 5, 700)
        #expect(light[0] > 200, "the light background is light: \(light)")
        #expect(background[0] < 40 && background[1] < 40 && background[2] < 40, "the background turned dark: \(background)")
    }

    @Test func aKeyCommandTurnsTheAppDarkAndEscapeGoesBack() throws {
        let app = try CatalogWindow()
        defer { #expect(app.close() == 0) }
        let (_, list, window) = headlessList()
        defer { window.isHidden = true }
        try app.changing { try app.pointer(at: try rowCenter("Views", in: list, window: window), ["click", "1"]) }
        let page = try app.screenshot()
        try app.changing { try app.keys(["ctrl+d"]) }
        let dark = try app.screenshot()
        #expect(rgbaOf(page, 5, 700)[0] > 200)
        #expect(rgbaOf(dark, 5, 700)[0] < 40, "Control-D turned the page dark")
        try app.changing { try app.keys(["Escape"]) }
        let back = try app.screenshot()
        let share = differingShare(back, try app.headlessSnapshot())
        #expect(share < 0.001, "back on the list: \(share * 100) % of the pixels differ")
        #expect(rgbaOf(back, 5, 700)[0] < 40, "still dark")
    }

    @Test func aPressIsOnScreenInTheNextFrameAndUploadsOnlyWhatChanged() throws {
        let app = try CatalogWindow()
        defer { #expect(app.close() == 0) }
        let (_, list, window) = headlessList()
        defer { window.isHidden = true }
        // A row away from the bars: one within the blur's reach of the tab bar would rightly repaint
        // its material too (what lies beneath it changed).
        let center = try rowCenter("Auto Layout", in: list, window: window)
        let unpressed = try app.screenshot()
        try app.pointer(at: center, ["mousedown", "1"])
        let lines = try app.waitForTrace { lines in
            guard let down = lines.lastIndex(where: { $0.hasPrefix("input down") }) else { return false }
            return lines[(down + 1)...].contains { $0.hasPrefix("frame ") }
        }
        let down = lines.lastIndex { $0.hasPrefix("input down") }!
        // The next line after the press is a frame: nothing else was shown in between.
        let frame = lines[down + 1]
        let fields = Dictionary(uniqueKeysWithValues: frame.split(separator: " ").compactMap { token -> (String, Double)? in
            let parts = token.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Double(parts[1]) ?? 0) : nil
        })
        let uploaded = try #require(fields["uploaded"]), drawable = try #require(fields["drawable"])
        #expect(uploaded > 0)
        #expect(uploaded / drawable <= 0.10, "the highlight uploaded \(uploaded) of \(drawable) pixels")
        let pressed = try app.screenshot()
        let x = Int(center.x)
        #expect(rgbaOf(pressed, x, Int(center.y)) != rgbaOf(unpressed, x, Int(center.y)), "the pressed row looks highlighted")
        // Elsewhere nothing changed.
        #expect(rgbaOf(pressed, 10, 800) == rgbaOf(unpressed, 10, 800))
        try app.pointer(at: CGPoint(x: 10, y: 800), ["mouseup", "1"])
    }

    private func rgbaOf(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.cgImage!.pixel(x: x, y: y)!
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }
}

extension UIView {
    /// Every view below this one of type `T`, depth first.
    func allSubviews<T: UIView>(of type: T.Type) -> [T] {
        var found: [T] = []
        var stack = subviews
        while let view = stack.popLast() {
            if let match = view as? T { found.append(match) }
            stack.append(contentsOf: view.subviews)
        }
        return found
    }

    func firstSubview<T: UIView>(of type: T.Type) -> T? { allSubviews(of: type).first }
}
