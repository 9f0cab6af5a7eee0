import Testing
@testable import UIKit

/// UINavigationBar: the item stack and the delegate's calls in order, the back button, the title's
/// place, large titles and prompts, and appearance.
@MainActor @Suite struct NavigationBarTests {
    @Test func pushAndPopAskTheDelegateInOrder() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let log = NavigationLog()
        bar.delegate = log
        let root = UINavigationItem(title: "Root"), detail = UINavigationItem(title: "Detail")
        bar.setItems([root], animated: false)
        #expect(log.calls.isEmpty, "setItems doesn't ask the delegate")
        bar.pushItem(detail, animated: true)
        #expect(bar.topItem === detail && bar.backItem === root)
        log.allowsPop = false
        #expect(bar.popItem(animated: true) == nil)
        #expect(bar.topItem === detail)
        log.allowsPop = true
        #expect(bar.popItem(animated: true) === detail)
        #expect(log.calls == ["shouldPush Detail", "didPush Detail", "shouldPop Detail", "shouldPop Detail", "didPop Detail"])
        #expect(bar.items?.count == 1)
        bar.pushItem(root, animated: false)
        #expect(bar.items?.count == 1, "an item already in the stack is reported and not pushed again")
    }

    @Test func theBackButtonShowsThePreviousTitleAndPopsOnTap() {
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let log = NavigationLog()
        bar.delegate = log
        let root = UINavigationItem(title: "Settings"), detail = UINavigationItem(title: "General")
        bar.items = [root, detail]
        window.addSubview(bar)
        settle()
        #expect(!bar.backButton.isHidden && bar.backButton.title == "Settings")
        #expect(bar.backButton.frame.minX == 8)
        window.send(TouchInput.tap(at: CGPoint(x: bar.backButton.frame.midX, y: 47 + 22), timestamp: CACurrentMediaTime() + 1))
        #expect(bar.topItem === root)
        #expect(log.calls == ["shouldPop General", "didPop General"])
        #expect(bar.backButton.isHidden)
    }

    @Test func backButtonTitlesFollowTheDisplayModes() {
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let root = UINavigationItem(title: "A very long title that cannot fit beside the back chevron at all")
        let top = UINavigationItem(title: "Top")
        bar.items = [root, top]
        window.addSubview(bar)
        settle()
        #expect(bar.backButton.title == "Back", "too long: shortened to Back")
        root.backButtonTitle = "List"
        settle()
        #expect(bar.backButton.title == "List")
        root.backButtonDisplayMode = .generic
        settle()
        #expect(bar.backButton.title == "Back")
        root.backButtonDisplayMode = .minimal
        settle()
        #expect(bar.backButton.title == nil && bar.backButton.frame.width == 12)
        top.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        settle()
        #expect(bar.backButton.isHidden, "left items replace the back button")
        top.leftItemsSupplementBackButton = true
        settle()
        #expect(!bar.backButton.isHidden)
        #expect(itemView(top.leftBarButtonItem!, in: bar)!.frame.minX == bar.backButton.frame.maxX + 8)
    }

    @Test func titleIsCentredAndButtonsSitAtTheMargins() {
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let item = UINavigationItem(title: "Title")
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        item.rightBarButtonItems = [edit, add]
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        item.leftBarButtonItem = cancel
        bar.items = [item]
        window.addSubview(bar)
        settle()
        #expect(abs(bar.titleLabel.frame.midX - 195) <= 1)
        #expect(bar.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let e = itemView(edit, in: bar)!.frame, a = itemView(add, in: bar)!.frame, c = itemView(cancel, in: bar)!.frame
        #expect(close(e.maxX, 374, 0.01), "the first right item at the trailing margin")
        #expect(close(e.minX - a.maxX, 8, 0.01), "the second to its left, 8 points apart")
        #expect(c.minX == 16)
        #expect(bar.sizeThatFits(.zero).height == 44)
    }

    @Test func largeTitlesMakeTheBarNinetySixPointsTall() {
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 96))
        bar.prefersLargeTitles = true
        let root = UINavigationItem(title: "Mail")
        bar.items = [root]
        window.addSubview(bar)
        settle()
        #expect(bar.sizeThatFits(.zero).height == 96)
        #expect(!bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden)
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(bar.largeTitleLabel.frame.minX == 16 && bar.largeTitleLabel.frame.minY >= 44)
        let detail = UINavigationItem(title: "Inbox")
        detail.largeTitleDisplayMode = .never
        bar.pushItem(detail, animated: false)
        #expect(bar.sizeThatFits(.zero).height == 44)
        detail.largeTitleDisplayMode = .automatic
        #expect(bar.sizeThatFits(.zero).height == 96, "automatic follows the item beneath")
        detail.prompt = "Choose a mailbox"
        #expect(bar.sizeThatFits(.zero).height == 126, "a prompt adds 30 points")
    }

    @Test func legacyAppearanceThroughTheProxy() {
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        UINavigationBar.appearance().barTintColor = .blue
        UINavigationBar.appearance().isTranslucent = false
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        bar.items = [UINavigationItem(title: "Blue")]
        window.addSubview(bar)
        settle()
        #expect(bar.barTintColor == .blue)
        #expect(bar.titleLabel.textColor == .white)
        let image = window.screen.snapshotImage()
        savePNG(image, "nav-legacy")
        #expect(rgba(image, 10, 60) == [0, 0, 255, 255])
    }

    @Test func topAttachedBarsExtendUnderTheStatusBar() {
        let window = barWindow()
        defer { window.isHidden = true }
        window.backgroundColor = .red
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let log = NavigationLog()
        log.position = .topAttached
        bar.delegate = log
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        bar.standardAppearance = appearance
        bar.items = [UINavigationItem(title: "Top")]
        window.addSubview(bar)
        settle()
        let image = window.screen.snapshotImage()
        #expect(rgba(image, 10, 10) == [255, 255, 255, 255], "the background covers the status bar")
        let below = rgba(image, 10, 91)
        #expect(below[1] < 220, "a hairline under the bar: \(below)")
    }
}

/// Compact-height bars and prompts.
@MainActor @Suite struct CompactNavigationBarTests {
    @Test func aCompactBarIsThirtyTwoPointsWithoutALargeTitle() {
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 844, height: 32))
        bar.prefersLargeTitles = true
        bar.items = [UINavigationItem(title: "Landscape")]
        window.addSubview(bar)
        bar.traitOverrides.verticalSizeClass = .compact
        settle()
        #expect(bar.sizeThatFits(.zero).height == 32)
        #expect(bar.largeTitleLabel.isHidden && !bar.titleLabel.isHidden)
    }

    @Test func promptAndBlackBarStyleRender() {
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 74))
        bar.barStyle = .black
        let root = UINavigationItem(title: "Back Here")
        let item = UINavigationItem(title: "Details")
        item.prompt = "Choose a photo"
        item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        bar.items = [root, item]
        window.addSubview(bar)
        settle()
        let image = window.screen.snapshotImage()
        savePNG(image, "nav-prompt-black")
        #expect(bar.promptLabel.frame.minY == 0 && !bar.promptLabel.isHidden)
        #expect(bar.titleLabel.frame.midY >= 30 + 18 && bar.titleLabel.frame.midY <= 30 + 26, "the title row is under the prompt")
        #expect(bar.titleLabel.textColor == .white)
        let p = rgba(image, 200, 47 + 5)
        #expect(p[0] < 80, "a dark bar: \(p)")
    }
}
