import Testing
@testable import UIKit

/// Tab bar items in a regular-width bar (iPad, desktop), as iPadOS 17 lays them out: the icon beside the
/// title, each item as wide as its content (at least 76 points), the group centred with 34 points between
/// items; when the room runs out, titles end in an ellipsis instead of being cut off.
@MainActor @Suite struct TabBarItemLayoutTests {
    static let titles = ["Pages", "Appearance", "Library", "Search", "Settings"]

    /// A 24-point square icon, as a template.
    private func icon() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 2, width: 20, height: 20)).fill()
        }.withRenderingMode(.alwaysTemplate)
    }

    /// A tab bar across the bottom of a desktop window `size` points large (regular width), with items.
    private func scene(_ titles: [String], size: CGSize = CGSize(width: 1024, height: 768)) -> (UIWindow, UITabBar) {
        var profile = UIScreen.DeviceProfile.desktop
        profile.size = size
        let window = keyWindow(profile, scale: 1)
        window.backgroundColor = .white
        let bar = UITabBar(frame: CGRect(x: 0, y: size.height - 49, width: size.width, height: 49))
        let items = titles.enumerated().map { UITabBarItem(title: $0.element, image: icon(), tag: $0.offset) }
        bar.items = items
        bar.selectedItem = items[0]
        window.addSubview(bar)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, bar)
    }

    /// What an inline item's content asks for: icon, 6-point gap, title, 10 points each side.
    private func contentWidth(_ title: String) -> CGFloat {
        24 + 6 + ceil(title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .medium)]).width) + 20
    }

    @Test(arguments: [2, 3, 5])
    func itemsAreAsWideAsTheirContentAndCentred(count: Int) {
        let titles = Array(Self.titles.prefix(count))
        let (window, bar) = scene(titles)
        defer { window.isHidden = true }
        #expect(bar.traitCollection.horizontalSizeClass == .regular)
        let frames = bar.buttons.map(\.frame)
        for (frame, title) in zip(frames, titles) {
            #expect(frame.width == max(76, contentWidth(title)), "\(title): \(frame.width)")
            #expect(frame.minY == 0 && frame.height == 49)
        }
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(abs(right.minX - left.maxX - 34) <= 1, "34 points apart")
        }
        let middle = (frames.first!.minX + frames.last!.maxX) / 2
        #expect(abs(middle - 512) <= 1, "the group is centred: \(middle)")
        #expect(bar.buttons.allSatisfy { $0.inline && !$0.truncatesTitle }, "icon beside title, nothing cut")
    }

    @Test func theCatalogsTabsShowTheirWholeTitlesOnAnIPad() {
        let (window, bar) = scene(["Pages", "Appearance"], size: CGSize(width: 820, height: 1180))
        defer { window.isHidden = true }
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "tabbar-regular-catalog")
        let button = bar.buttons[1]
        #expect(!button.truncatesTitle && button.titleWidth == contentWidth("Appearance") - 50)
        // The title's ink ends where the whole title ends, inside the item's padding.
        let frame = button.frame.offsetBy(dx: 0, dy: bar.frame.minY)
        let lastInk = (Int(frame.minX)..<Int(frame.maxX)).last { x in
            (Int(frame.minY) + 4..<Int(frame.maxY) - 4).contains { y in rgba(image, x, y)[0] < 200 }
        }
        let titleEnd = frame.minX + button.iconRect.maxX + 6 + button.titleWidth
        #expect(lastInk.map { abs(CGFloat($0) - titleEnd) <= 3 } == true, "ink to \(lastInk ?? -1), title to \(titleEnd)")
        #expect(lastInk.map { CGFloat($0) < frame.maxX - 9 } == true)
    }

    @Test func whenTheRoomRunsOutTitlesEndInAnEllipsisInsteadOfBeingCut() {
        let titles = ["Recently Played Albums", "Featured Playlists for You", "Browse Everything New",
                      "Radio Stations Near Me", "Downloaded Music Library"]
        let (window, bar) = scene(titles, size: CGSize(width: 980, height: 320))
        defer { window.isHidden = true }
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "tabbar-regular-ellipsis")
        let frames = bar.buttons.map(\.frame)
        #expect(frames.first!.minX == 0 && frames.last!.maxX == 980, "the items fill the bar")
        for (left, right) in zip(frames, frames.dropFirst()) { #expect(left.maxX == right.minX, "side by side, no overlap") }
        #expect(bar.buttons.contains { $0.truncatesTitle }, "some titles have too little room")
        for button in bar.buttons {
            #expect(button.titleWidth <= button.bounds.width - 20 - 24 - 6 + 0.001)
            // No ink in the padding at either side: a cut title would run to the edge.
            let frame = button.frame.offsetBy(dx: 0, dy: bar.frame.minY)
            for x in [Int(frame.minX) + 1, Int(frame.maxX) - 2] {
                #expect(!(Int(frame.minY) + 4..<Int(frame.maxY) - 4).contains { rgba(image, x, $0)[0] < 200 },
                        "\(button.item.title ?? ""): ink at the edge x=\(x)")
            }
        }
        // An ellipsis is drawn: the truncated title's ink is as wide as the room, not the whole title.
        let truncated = bar.buttons.first { $0.truncatesTitle }!
        let frame = truncated.frame.offsetBy(dx: 0, dy: bar.frame.minY)
        let ink = (Int(frame.minX)..<Int(frame.maxX)).filter { x in
            (Int(frame.minY) + 4..<Int(frame.maxY) - 4).contains { y in rgba(image, x, y)[0] < 200 }
        }
        #expect(ink.last.map { CGFloat($0) >= frame.maxX - 10 - 8 } == true, "the ellipsis reaches the end of the room")
    }

    @Test func theFairShareLeavesNarrowItemsAlone() {
        #expect(TabBarItemLayout.fairShare([50, 200, 300], of: 400) == 175)
        #expect(TabBarItemLayout.fairShare([50, 60], of: 400) == 60)
        let frames = TabBarItemLayout.frames(widths: [100, 100], spacing: 34, in: CGRect(x: 0, y: 0, width: 220, height: 49))
        #expect(frames.map(\.minX) == [0, 120], "the spacing shrinks before any item does")
    }
}
