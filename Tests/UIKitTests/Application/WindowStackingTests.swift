import Testing
import UIKit

/// Windows that do not fill the screen: each is drawn where its frame puts it, over the windows below.
@MainActor @Suite struct WindowStackingTests {
    @Test func aSmallWindowAboveAnotherShowsAtItsFrame() throws {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = 1
        let screen = UIScreen(profile: profile)
        let base = UIWindow(frame: screen.bounds)
        base.screen = screen
        base.frame = screen.bounds
        base.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        base.makeKeyAndVisible()
        let overlay = UIWindow(frame: CGRect(x: 40, y: 100, width: 200, height: 150))
        overlay.screen = screen
        overlay.frame = CGRect(x: 40, y: 100, width: 200, height: 150)
        overlay.windowLevel = .alert
        overlay.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        overlay.isHidden = false
        defer {
            overlay.isHidden = true
            base.isHidden = true
        }
        let image = screen.snapshotImage()
        #expect(rgba(image, 39, 99) == [0, 0, 255, 255])
        #expect(rgba(image, 40, 100) == [255, 0, 0, 255])
        #expect(rgba(image, 239, 249) == [255, 0, 0, 255])
        #expect(rgba(image, 240, 250) == [0, 0, 255, 255])
        // Moving the window moves what it shows.
        overlay.frame.origin = CGPoint(x: 100, y: 300)
        let moved = screen.snapshotImage()
        #expect(rgba(moved, 60, 120) == [0, 0, 255, 255])
        #expect(rgba(moved, 100, 300) == [255, 0, 0, 255])
        #expect(rgba(moved, 299, 449) == [255, 0, 0, 255])
    }

    /// In a real window: RuntimeProbe's half-transparent overlay window over its teal window.
    @Test(.enabled(if: AppProcess.display != nil && AppProcess.executable("RuntimeProbe") != nil
                   && AppProcess.tool("xdotool") != nil && AppProcess.tool("import") != nil,
                   "needs an X display, RuntimeProbe, xdotool and ImageMagick (make test provides them)"))
    func anOverlayWindowBlendsOverTheWindowBelowOnTheDesktop() throws {
        let probe = AppProcess.executable("RuntimeProbe")!
        let process = Process()
        process.executableURL = probe
        process.arguments = ["--overlay"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // The window and its place are looked up on each try: a window that is not shown yet (or that
        // SDL replaced) has no geometry, and a crop of nothing would read the root window instead.
        func visibleWindow() -> (id: String, geometry: [String: Int])? {
            let ids = AppProcess.output(of: "xdotool", ["search", "--onlyvisible", "--pid", "\(process.processIdentifier)"])
            guard let id = ids.split(separator: "\n").first.map(String.init) else { return nil }
            var geometry: [String: Int] = [:]
            for line in AppProcess.output(of: "xdotool", ["getwindowgeometry", "--shell", id]).split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { geometry[String(parts[0])] = Int(parts[1]) }
            }
            guard let width = geometry["WIDTH"], let height = geometry["HEIGHT"], width > 0, height > 0 else { return nil }
            return (id, geometry)
        }
        var moved: String?
        var image: UIImage?
        var teal: [Int] = [], inside: [Int] = []
        // A busy machine shows the window and its overlay a few frames late: look until both are there
        // (at most about 20 s).
        for _ in 0..<40 {
            usleep(500_000)
            guard let (id, geometry) = visibleWindow() else { continue }
            if moved != id {
                // Away from the other tests' windows (centred, or at the top-left corner).
                _ = AppProcess.output(of: "xdotool", ["windowmove", "--sync", id, "1700", "0"])
                moved = id
                continue
            }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString).png")
            _ = AppProcess.output(of: "xdotool", ["windowraise", id])
            _ = AppProcess.output(of: "import", ["-window", "root", "-crop",
                                                "\(geometry["WIDTH"]!)x\(geometry["HEIGHT"]!)+\(geometry["X"] ?? 0)+\(geometry["Y"] ?? 0)",
                                                "+repage", "png24:" + file.path])
            image = UIImage(contentsOfFile: file.path)
            try? FileManager.default.removeItem(at: file)
            if let image {
                teal = rgba(image, 20, 20)
                inside = rgba(image, 140, 170)
                if (0..<3).allSatisfy({ abs(inside[$0] - (teal[$0] + 255 + 1) / 2) <= 2 }) { break }
            }
        }
        let shot = try #require(image)
        #expect(rgba(shot, 240, 250) == teal)
        // Half white over the teal below.
        for channel in 0..<3 { #expect(abs(inside[channel] - (teal[channel] + 255 + 1) / 2) <= 2, "\(inside) over \(teal)") }
        #expect(rgba(shot, 39, 99) == teal && rgba(shot, 40, 100) == inside)
    }
}
