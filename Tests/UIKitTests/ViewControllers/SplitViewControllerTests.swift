import Testing
@testable import UIKit

/// UISplitViewController: column frames per display mode and split behavior at 1024×768 and
/// 1366×1024, width fractions and clamping, wrapping in navigation controllers, collapsing and
/// expanding with the delegate's calls in order, showDetail routing, appearance callbacks when a
/// column shows and hides, the sidebars' traits, right-to-left, and what it draws.
@MainActor @Suite struct SplitViewControllerTests {
    /// A key, visible window of `size` points at scale 1 on an iPad-like screen (regular width).
    private func window(_ size: CGSize, idiom: UIUserInterfaceIdiom = .pad, showing root: UIViewController) -> UIWindow {
        let window = keyWindow(UIScreen.DeviceProfile(name: "Split", size: size, scale: 1, idiom: idiom), scale: 1)
        window.backgroundColor = .white
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        UIApplication.shared.advanceFrame(by: 0)
        return window
    }

    /// The appearance callbacks in `log` (containment left out).
    private func appearance(_ log: NavEventLog) -> [String] { log.events.filter { $0.contains("ppear") } }

    private let landscape = CGSize(width: 1024, height: 768)
    private let large = CGSize(width: 1366, height: 1024)

    /// Where `controller`'s view is in the split view's coordinates (nil when it is not in a window).
    private func frame(of controller: UIViewController?, in split: UISplitViewController) -> CGRect? {
        guard let view = controller?.viewIfLoaded, view.window != nil else { return nil }
        return view.convert(view.bounds, to: split.view)
    }

    private func doubleColumn(_ log: NavEventLog = NavEventLog()) -> (UISplitViewController, NavLoggedController, NavLoggedController) {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = NavLoggedController("P", log: log), secondary = NavLoggedController("S", log: log)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    private func tripleColumn(_ log: NavEventLog = NavEventLog()) -> (UISplitViewController, NavLoggedController, NavLoggedController, NavLoggedController) {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = NavLoggedController("P", log: log), list = NavLoggedController("L", log: log), detail = NavLoggedController("S", log: log)
        split.setViewController(primary, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        return (split, primary, list, detail)
    }

    // MARK: Frames

    @Test func doubleColumnFramesFollowTheDisplayModeAndBehaviorAt1024() {
        let (split, primary, secondary) = doubleColumn()
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        #expect(split.splitBehavior == .tile && split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(frame(of: secondary.navigationController, in: split) == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(split.dimmingView.isHidden)

        split.preferredDisplayMode = .oneOverSecondary
        #expect(split.displayMode == .oneBesideSecondary, "tiling has no overlay mode: its equivalent is used")
        split.preferredSplitBehavior = .overlay
        UIApplication.shared.advanceFrame(by: 0)
        #expect(split.splitBehavior == .overlay && split.displayMode == .oneOverSecondary)
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(frame(of: secondary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(!split.dimmingView.isHidden && split.dimmingView.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))

        split.preferredDisplayMode = .secondaryOnly
        UIApplication.shared.advanceFrame(by: 0)
        #expect(frame(of: primary.navigationController, in: split) == nil, "a hidden column's view leaves the window")
        #expect(frame(of: secondary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(split.dimmingView.isHidden)

        split.preferredSplitBehavior = .displace
        split.preferredDisplayMode = .twoDisplaceSecondary
        UIApplication.shared.advanceFrame(by: 0)
        #expect(split.displayMode == .oneBesideSecondary, "two sidebars are one in a double-column split view")
        #expect(frame(of: secondary.navigationController, in: split) == CGRect(x: 320, y: 0, width: 704, height: 768))
    }

    @Test func tripleColumnFramesAt1024DisplaceAndAt1366Tile() {
        let (split, primary, list, detail) = tripleColumn()
        let window = window(landscape, showing: split)
        #expect(split.splitBehavior == .displace && split.displayMode == .oneBesideSecondary)
        #expect(frame(of: primary.navigationController, in: split) == nil)
        #expect(frame(of: list.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(frame(of: detail.navigationController, in: split) == CGRect(x: 320, y: 0, width: 704, height: 768))
        split.show(.primary)
        runFrames(0.5)
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(frame(of: list.navigationController, in: split) == CGRect(x: 320, y: 0, width: 320, height: 768))
        #expect(frame(of: detail.navigationController, in: split) == CGRect(x: 640, y: 0, width: 704, height: 768),
                "displaced: the secondary keeps its width and is pushed partly off screen")
        #expect(!split.dimmingView.isHidden)
        // A tap on the dimmed secondary hides the primary again.
        window.send(TouchInput.tap(at: CGPoint(x: 900, y: 400), timestamp: CACurrentMediaTime() + 1))
        runFrames(0.5)
        #expect(split.displayMode == .oneBesideSecondary && frame(of: primary.navigationController, in: split) == nil)
        window.isHidden = true

        let (bigSplit, bigPrimary, bigList, bigDetail) = tripleColumn()
        let bigWindow = self.window(large, showing: bigSplit)
        defer { bigWindow.isHidden = true }
        #expect(bigSplit.splitBehavior == .tile && bigSplit.displayMode == .twoBesideSecondary)
        #expect(bigSplit.primaryColumnWidth == 375 && bigSplit.supplementaryColumnWidth == 375)
        #expect(frame(of: bigPrimary.navigationController, in: bigSplit) == CGRect(x: 0, y: 0, width: 375, height: 1024))
        #expect(frame(of: bigList.navigationController, in: bigSplit) == CGRect(x: 375, y: 0, width: 375, height: 1024))
        #expect(frame(of: bigDetail.navigationController, in: bigSplit) == CGRect(x: 750, y: 0, width: 616, height: 1024))
        bigSplit.preferredSplitBehavior = .overlay
        bigSplit.preferredDisplayMode = .twoOverSecondary
        UIApplication.shared.advanceFrame(by: 0)
        #expect(bigSplit.displayMode == .twoOverSecondary)
        #expect(frame(of: bigList.navigationController, in: bigSplit) == CGRect(x: 375, y: 0, width: 375, height: 1024))
        #expect(frame(of: bigDetail.navigationController, in: bigSplit) == CGRect(x: 0, y: 0, width: 1366, height: 1024))
    }

    @Test func portraitOverlaysAndHidesThePrimary() {
        let (split, primary, secondary) = doubleColumn()
        let window = window(CGSize(width: 768, height: 1024), showing: split)
        defer { window.isHidden = true }
        #expect(split.splitBehavior == .overlay && split.displayMode == .secondaryOnly)
        #expect(frame(of: primary.navigationController, in: split) == nil)
        #expect(frame(of: secondary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 768, height: 1024))
        split.displayModeButtonItem.primaryAction?.performWithSender(nil, target: nil)
        runFrames(0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 1024))
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "split-overlay")
        #expect(close(rgba(image, 160, 600), [242, 242, 247, 255]), "the primary lies over the secondary, undimmed")
        #expect(close(rgba(image, 500, 600), [204, 204, 204, 255]), "the secondary is dimmed (black at 20 %)")
    }

    @Test func theDisplayModeButtonGoesInTheLeadingShownColumnsBar() {
        let (split, primary, secondary) = doubleColumn()
        let window = window(CGSize(width: 768, height: 1024), showing: split)
        defer { window.isHidden = true }
        let item = split.displayModeButtonItem
        #expect(split.displayModeButtonItem === item)
        #expect(secondary.navigationController?.navigationBar.leadingItems.first === item, "the primary is hidden")
        #expect(primary.navigationController?.navigationBar.leadingItems.isEmpty == true)
        let pushed = UIViewController()
        secondary.navigationController?.pushViewController(pushed, animated: false)
        #expect(secondary.navigationController?.navigationBar.leadingItems.isEmpty == true, "the back button shows instead")
        secondary.navigationController?.popViewController(animated: false)
        split.show(.primary)
        runFrames(0.5)
        #expect(secondary.navigationController?.navigationBar.leadingItems.isEmpty == true, "the primary shows")
        split.displayModeButtonVisibility = .always
        #expect(primary.navigationController?.navigationBar.leadingItems.first === item)
        split.displayModeButtonVisibility = .never
        split.hide(.primary)
        runFrames(0.5)
        #expect(secondary.navigationController?.navigationBar.leadingItems.isEmpty == true)
        split.displayModeButtonVisibility = .automatic
        UIApplication.shared.advanceFrame(by: 0)
        let bar = secondary.navigationController!.navigationBar
        #expect(bar.leadingItems.first === item)
        #expect(bar.leftViews.views.first?.frame.width ?? 0 > 0, "the button is laid out in the bar")
    }

    @Test func widthFractionsAndClamping() {
        let (split, primary, secondary) = doubleColumn()
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320, "the automatic maximum is the standard width")
        split.maximumPrimaryColumnWidth = 600
        #expect(split.primaryColumnWidth == 512)
        split.minimumPrimaryColumnWidth = 550
        #expect(split.primaryColumnWidth == 550)
        split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
        split.preferredPrimaryColumnWidth = 200
        #expect(split.primaryColumnWidth == 200, "a width wins over the fraction")
        split.preferredPrimaryColumnWidth = 700
        #expect(split.primaryColumnWidth == 600, "bounded by the maximum")
        split.preferredPrimaryColumnWidth = 240
        UIApplication.shared.advanceFrame(by: 0)
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 240, height: 768))
        #expect(frame(of: secondary.navigationController, in: split) == CGRect(x: 240, y: 0, width: 784, height: 768))

        let triple = UISplitViewController(style: .tripleColumn)
        #expect(triple.supplementaryColumnWidth == UISplitViewController.standardColumnWidth(for: UIScreen.main.bounds.width))
        triple.preferredSupplementaryColumnWidthFraction = 0.25
        triple.maximumSupplementaryColumnWidth = 1000
        triple.loadViewIfNeeded()
        triple.view.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        #expect(triple.supplementaryColumnWidth == 342)
        triple.minimumSupplementaryColumnWidth = 400
        #expect(triple.supplementaryColumnWidth == 400)
        #expect(UISplitViewController(style: .doubleColumn).supplementaryColumnWidth == 0)
    }

    // MARK: Children

    @Test func columnsWrapInNavigationControllers() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController(), compact = UITabBarController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(compact, for: .compact)
        #expect(split.viewController(for: .primary) === primary && split.viewController(for: .secondary) === secondary)
        let primaryNavigation = primary.navigationController
        #expect(primaryNavigation != nil && primaryNavigation?.parent === split && primaryNavigation?.viewControllers == [primary])
        #expect(secondary.navigationController?.parent === split)
        #expect(compact.parent === split && compact.navigationController == nil, "the compact column is not wrapped")
        #expect(split.viewControllers == [primaryNavigation!, secondary.navigationController!])
        #expect(primary.splitViewController === split && compact.splitViewController === split)

        let own = UINavigationController(rootViewController: UIViewController())
        split.setViewController(own, for: .primary)
        #expect(split.viewController(for: .primary) === own && own.parent === split, "a navigation controller is used as it is")
        #expect(primaryNavigation?.parent == nil && !split.children.contains { $0 === primaryNavigation })

        // A plain controller set for an occupied secondary is pushed on its navigation controller.
        let next = UIViewController()
        split.setViewController(next, for: .secondary)
        #expect(secondary.navigationController?.viewControllers == [secondary, next])
        split.setViewController(nil, for: .secondary)
        split.setViewController(next, for: .secondary)
        #expect(next.navigationController?.viewControllers == [next] && next.navigationController !== secondary.navigationController)

        split.setViewController(UIViewController(), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil, "a double-column split view has no supplementary column")
        let classic = UISplitViewController()
        #expect(classic.style == .unspecified)
        classic.setViewController(UIViewController(), for: .primary)
        #expect(classic.viewControllers.isEmpty && classic.viewController(for: .primary) == nil)
    }

    @Test func sidebarsSeeACompactWidth() {
        let (split, primary, secondary) = doubleColumn()
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        #expect(primary.traitCollection.horizontalSizeClass == .compact)
        #expect(secondary.traitCollection.horizontalSizeClass == .regular)
    }

    // MARK: Display modes and appearance

    @Test func showAndHideCallTheDelegateInOrder() {
        let (split, _, _, _) = tripleColumn()
        let log = NavEventLog()
        let delegate = SplitDelegateLog(log: log)
        split.delegate = delegate
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        split.show(.primary)
        #expect(log.events == ["willChangeTo twoDisplaceSecondary", "willShow primary"])
        runFrames(0.5)
        log.clear()
        split.hide(.supplementary)
        #expect(log.events == ["willChangeTo secondaryOnly", "willHide primary", "willHide supplementary"])
        runFrames(0.5)
        log.clear()
        split.show(.supplementary)
        #expect(log.events == ["willChangeTo oneBesideSecondary", "willShow supplementary"])
        split.show(.supplementary)
        #expect(log.events.count == 2, "showing a shown column changes nothing")
    }

    @Test func aColumnAppearsAndDisappearsWithCallbacksInOrder() {
        let log = NavEventLog()
        let (split, primary, _) = doubleColumn(log)
        split.preferredDisplayMode = .secondaryOnly
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        #expect(log.events.contains("S.didAppear") && !log.events.contains("P.willAppear"))
        log.clear()
        split.show(.primary)
        #expect(appearance(log) == ["P.willAppear"])
        UIApplication.shared.advanceFrame(by: 0.1)
        let sliding = split.primaryContainer.layer.presentation()?.frame.minX ?? 0
        #expect(sliding > -320 && sliding < 0, "the column slides in from the leading edge: \(sliding)")
        runFrames(0.5)
        #expect(appearance(log) == ["P.willAppear", "P.didAppear"])
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 768))
        log.clear()
        split.hide(.primary)
        #expect(log.events == ["P.willDisappear"])
        runFrames(0.5)
        #expect(log.events == ["P.willDisappear", "P.didDisappear"])
        #expect(primary.view.window == nil)
    }

    // MARK: Collapsing

    @Test func collapsingAndExpandingFollowTheSizeClass() {
        let log = NavEventLog()
        let (split, primary, secondary) = doubleColumn()
        let delegate = SplitDelegateLog(log: log)
        split.delegate = delegate
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        let primaryNavigation = primary.navigationController!, secondaryNavigation = secondary.navigationController!
        #expect(!split.isCollapsed && log.events.isEmpty)

        window.traitOverrides.horizontalSizeClass = .compact
        UIApplication.shared.advanceFrame(by: 0)
        #expect(log.events == ["topColumn proposed secondary", "didCollapse"])
        #expect(split.isCollapsed && split.viewControllers == [primaryNavigation])
        #expect(primaryNavigation.viewControllers == [primary, secondary] && secondaryNavigation.viewControllers.isEmpty)
        #expect(frame(of: primaryNavigation, in: split) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(secondaryNavigation.viewIfLoaded?.window == nil)

        log.clear()
        window.traitOverrides.horizontalSizeClass = .regular
        UIApplication.shared.advanceFrame(by: 0)
        #expect(log.events == ["displayModeForExpanding proposed oneBesideSecondary", "didExpand"])
        #expect(!split.isCollapsed && primaryNavigation.viewControllers == [primary] && secondaryNavigation.viewControllers == [secondary])
        #expect(frame(of: secondaryNavigation, in: split) == CGRect(x: 320, y: 0, width: 704, height: 768))

        // The delegate keeps the primary on top: the secondary stays in its column.
        delegate.topColumn = .primary
        window.traitOverrides.horizontalSizeClass = .compact
        UIApplication.shared.advanceFrame(by: 0)
        #expect(primaryNavigation.viewControllers == [primary] && secondaryNavigation.viewControllers == [secondary])
        #expect(primaryNavigation.topViewController === primary)
        // Shown as detail while collapsed: pushed; on expanding it becomes the secondary.
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: nil)
        runFrames(0.6)
        #expect(primaryNavigation.viewControllers == [primary, detail])
        window.traitOverrides.horizontalSizeClass = .regular
        UIApplication.shared.advanceFrame(by: 0)
        #expect(primaryNavigation.viewControllers == [primary] && secondaryNavigation.viewControllers == [detail])
    }

    @Test func theCompactColumnShowsWhileCollapsed() {
        let (split, primary, _) = doubleColumn()
        let compact = UINavigationController(rootViewController: UIViewController())
        split.setViewController(compact, for: .compact)
        let window = window(CGSize(width: 390, height: 844), idiom: .phone, showing: split)
        defer { window.isHidden = true }
        #expect(split.isCollapsed && split.viewControllers == [compact])
        #expect(frame(of: compact, in: split) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(primary.viewIfLoaded?.window == nil && primary.navigationController?.viewControllers == [primary])
    }

    @Test func showDetailReplacesWhenExpandedAndPushesWhenCollapsed() {
        let (split, primary, secondary) = doubleColumn()
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        let detail = UIViewController()
        let secondaryNavigation = secondary.navigationController
        primary.showDetailViewController(detail, sender: nil)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(split.viewController(for: .secondary) === detail && secondary.parent == nil)
        #expect(detail.navigationController === secondaryNavigation && secondaryNavigation?.viewControllers == [detail],
                "the detail replaces the secondary's stack")
        #expect(frame(of: detail, in: split)?.minX == 320)

        let classic = UISplitViewController()
        let list = UIViewController()
        let listNavigation = UINavigationController(rootViewController: list)
        let first = UIViewController()
        classic.viewControllers = [listNavigation, first]
        let classicWindow = self.window(landscape, showing: classic)
        defer { classicWindow.isHidden = true }
        #expect(classic.displayMode == .oneBesideSecondary && classic.viewControllers == [listNavigation, first])
        let second = UIViewController()
        list.showDetailViewController(second, sender: nil)
        #expect(classic.viewControllers == [listNavigation, second] && first.parent == nil)
        classicWindow.traitOverrides.horizontalSizeClass = .compact
        UIApplication.shared.advanceFrame(by: 0)
        #expect(classic.isCollapsed && classic.viewControllers == [listNavigation])
        #expect(listNavigation.viewControllers == [list, second], "collapsing pushed the secondary")
        let third = UIViewController()
        list.showDetailViewController(third, sender: nil)
        runFrames(0.6)
        #expect(listNavigation.viewControllers == [list, second, third])
        classicWindow.traitOverrides.horizontalSizeClass = .regular
        UIApplication.shared.advanceFrame(by: 0)
        #expect(!classic.isCollapsed && classic.viewControllers == [listNavigation, third] && listNavigation.viewControllers == [list, second])
    }

    @Test func classicDelegateFoldsTheSecondaryAndNavigationStacksMove() {
        let log = NavEventLog()
        let delegate = SplitDelegateLog(log: log)
        let classic = UISplitViewController()
        classic.delegate = delegate
        let list = UIViewController(), detail = UIViewController()
        let listNavigation = UINavigationController(rootViewController: list)
        let detailNavigation = UINavigationController(rootViewController: detail)
        classic.viewControllers = [listNavigation, detailNavigation]
        let window = window(landscape, showing: classic)
        defer { window.isHidden = true }
        window.traitOverrides.horizontalSizeClass = .compact
        UIApplication.shared.advanceFrame(by: 0)
        #expect(log.events == ["collapseSecondary"], "no didCollapse for the classic style")
        #expect(listNavigation.viewControllers == [list, detail] && detailNavigation.viewControllers.isEmpty)
        log.clear()
        window.traitOverrides.horizontalSizeClass = .regular
        UIApplication.shared.advanceFrame(by: 0)
        #expect(log.events == ["separateSecondary"])
        #expect(classic.viewControllers == [listNavigation, detailNavigation] && detailNavigation.viewControllers == [detail])
        #expect(listNavigation.viewControllers == [list])

        // A delegate that handles collapsing: the secondary is let go, and shown again on expanding.
        delegate.handlesCollapse = true
        window.traitOverrides.horizontalSizeClass = .compact
        UIApplication.shared.advanceFrame(by: 0)
        #expect(listNavigation.viewControllers == [list] && detailNavigation.parent == nil)
        window.traitOverrides.horizontalSizeClass = .regular
        UIApplication.shared.advanceFrame(by: 0)
        #expect(classic.viewControllers == [listNavigation, detailNavigation])
    }

    @Test func aNarrowDesktopWindowCollapsesAndColumnsHearTheirOwnSizes() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = SplitSizeLoggingController(), secondary = SplitSizeLoggingController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        var profile = UIScreen.DeviceProfile.desktop
        profile.scale = 1
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.rootViewController = split
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        var larger = screen.profile
        larger.size = CGSize(width: 1366, height: 1024)
        screen.profile = larger
        UIApplication.shared.advanceFrame(by: 0)
        #expect(primary.sizes.last == CGSize(width: 375, height: 1024) && secondary.sizes.last == CGSize(width: 991, height: 1024))
        #expect(frame(of: secondary, in: split) == CGRect(x: 375, y: 0, width: 991, height: 1024))
        var narrow = screen.profile
        narrow.size = CGSize(width: 600, height: 768)
        screen.profile = narrow
        UIApplication.shared.advanceFrame(by: 0)
        #expect(split.traitCollection.horizontalSizeClass == .compact && split.isCollapsed)
        #expect(frame(of: secondary, in: split) == CGRect(x: 0, y: 0, width: 600, height: 768), "the secondary is on top of the stack")
        screen.profile = larger
        UIApplication.shared.advanceFrame(by: 0)
        #expect(!split.isCollapsed && frame(of: primary, in: split) == CGRect(x: 0, y: 0, width: 375, height: 1024))
    }

    @Test func showDetailFromATabOfTheCompactColumnPushesInThatTab() {
        let (split, _, _) = doubleColumn()
        let list = UIViewController()
        let tabNavigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [tabNavigation]
        split.setViewController(tabs, for: .compact)
        let window = window(CGSize(width: 390, height: 844), idiom: .phone, showing: split)
        defer { window.isHidden = true }
        #expect(split.isCollapsed && split.viewControllers == [tabs])
        let detail = UIViewController()
        list.showDetailViewController(detail, sender: list)
        runFrames(0.6)
        #expect(tabNavigation.viewControllers == [list, detail] && detail.splitViewController === split)
    }

    @Test func anEdgeSwipeShowsTheHiddenPrimary() {
        let (split, primary, _) = doubleColumn()
        let window = window(CGSize(width: 768, height: 1024), showing: split)
        defer { window.isHidden = true }
        #expect(split.displayMode == .secondaryOnly)
        window.send(TouchInput.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 200, y: 500), timestamp: CACurrentMediaTime() + 1))
        runFrames(0.5)
        #expect(split.displayMode == .oneOverSecondary && frame(of: primary, in: split)?.minX == 0)
        split.show(.secondary)
        runFrames(0.5)
        split.presentsWithGesture = false
        window.send(TouchInput.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 200, y: 500), timestamp: CACurrentMediaTime() + 1))
        runFrames(0.5)
        #expect(split.displayMode == .secondaryOnly)
    }

    // MARK: Right to left

    @Test func rightToLeftPutsThePrimaryOnTheRight() {
        let (split, primary, secondary) = doubleColumn()
        split.loadViewIfNeeded()
        split.view.semanticContentAttribute = .forceRightToLeft
        let window = window(landscape, showing: split)
        defer { window.isHidden = true }
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 704, y: 0, width: 320, height: 768))
        #expect(frame(of: secondary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 704, height: 768))
        split.primaryEdge = .trailing
        UIApplication.shared.advanceFrame(by: 0)
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 0, y: 0, width: 320, height: 768),
                "the trailing edge in a right-to-left layout is the left")
        split.view.semanticContentAttribute = .unspecified
        UIApplication.shared.advanceFrame(by: 0)
        split.view.setNeedsLayout()
        UIApplication.shared.advanceFrame(by: 0)
        #expect(frame(of: primary.navigationController, in: split) == CGRect(x: 704, y: 0, width: 320, height: 768))
    }

    // MARK: Pixels

    @Test func drawsTheSidebarTheHairlineAndTheCollapsedStack() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UITableViewController(style: .insetGrouped)
        sidebar.title = "Mailboxes"
        let source = SplitRowsSource(rows: ["Inbox", "Drafts", "Sent", "Archive"])
        sidebar.tableView.dataSource = source
        let detail = UIViewController()
        detail.title = "Message"
        detail.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 40, y: 120, width: 400, height: 40))
        label.text = "Hello from the secondary column"
        detail.view.addSubview(label)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = window(landscape, showing: split)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "split-expanded")
        #expect(close(rgba(image, 160, 700), [242, 242, 247, 255]), "the sidebar shows the grouped background")
        #expect(close(rgba(image, 600, 700), [255, 255, 255, 255]), "the secondary is white")
        let hairline = rgba(image, 319, 700)
        #expect(hairline[0] < 230 && hairline[0] > 150, "a hairline separates the columns: \(hairline)")
        #expect(close(rgba(image, 321, 700), [255, 255, 255, 255]))
        window.isHidden = true

        let phoneSplit = UISplitViewController(style: .doubleColumn)
        let phoneSidebar = UITableViewController(style: .insetGrouped)
        phoneSidebar.title = "Mailboxes"
        phoneSidebar.tableView.dataSource = source
        phoneSplit.setViewController(phoneSidebar, for: .primary)
        phoneSplit.setViewController(UIViewController(), for: .secondary)
        let delegate = SplitDelegateLog(log: NavEventLog())
        delegate.topColumn = .primary
        phoneSplit.delegate = delegate
        let phone = self.window(CGSize(width: 390, height: 844), idiom: .phone, showing: phoneSplit)
        defer { phone.isHidden = true }
        let collapsed = phone.screen.snapshotImage()
        writeDebugImage(collapsed, named: "split-collapsed")
        #expect(phoneSplit.isCollapsed)
        #expect(close(rgba(collapsed, 195, 800), [242, 242, 247, 255]), "the collapsed stack shows the sidebar's list")
        #expect(phoneSidebar.view.convert(phoneSidebar.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}

/// A split view delegate that logs its calls and answers as told.
@MainActor final class SplitDelegateLog: UISplitViewControllerDelegate {
    let log: NavEventLog
    var topColumn: UISplitViewController.Column?
    var handlesCollapse = false
    init(log: NavEventLog) { self.log = log }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.events.append("willChangeTo \(displayMode)")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.events.append("willShow \(column)")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.events.append("willHide \(column)")
    }
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.events.append("topColumn proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        log.events.append("displayModeForExpanding proposed \(proposedDisplayMode)")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.events.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.events.append("didExpand") }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        log.events.append("collapseSecondary")
        return handlesCollapse
    }
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        log.events.append("separateSecondary")
        return nil
    }
}

/// A table data source with one section of plain rows.
@MainActor final class SplitRowsSource: NSObject, UITableViewDataSource {
    let rows: [String]
    init(rows: [String]) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

/// A controller that records the sizes `viewWillTransition(to:with:)` gives it.
@MainActor final class SplitSizeLoggingController: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        sizes.append(size)
        super.viewWillTransition(to: size, with: coordinator)
    }
}
