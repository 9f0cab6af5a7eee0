import Testing
@testable import UIKit

/// UITabBarController: selection by index and by tap (with the delegate's veto), the items from the
/// children, appearance callbacks when switching, safe areas above the bar, and the More tab.
@MainActor @Suite struct TabBarControllerTests {
    final class Delegate: UITabBarControllerDelegate {
        var vetoed: UIViewController?
        var log: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.title ?? "?")")
            return viewController !== vetoed
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.title ?? "?")")
        }
    }

    private func tabs(_ count: Int, log: NavEventLog) -> [NavLoggedController] {
        (0..<count).map { NavLoggedController("T\($0)", log: log) }
    }

    /// Taps the tab bar's button `index`.
    private func tap(_ controller: UITabBarController, _ index: Int, in window: UIWindow) {
        let button = controller.tabBar.buttons[index]
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        window.send(TouchInput.tap(at: point, timestamp: CACurrentMediaTime() + 1))
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test func selectionByIndexAndByTapWithAVeto() {
        let log = NavEventLog()
        let children = tabs(4, log: log)
        let controller = UITabBarController()
        controller.viewControllers = children
        #expect(controller.tabBar.items?.map(\.title) == ["T0", "T1", "T2", "T3"])
        #expect(controller.selectedIndex == 0 && children[2].tabBarController === controller)
        let delegate = Delegate()
        controller.delegate = delegate
        let window = phoneWindow(showing: controller)
        defer { window.isHidden = true }
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(children[0].view.safeAreaInsets.bottom == 83 && children[0].view.safeAreaInsets.top == 47)
        log.clear()
        controller.selectedIndex = 2
        #expect(log.events == ["T0.willDisappear", "T2.willAppear", "T0.didDisappear", "T2.didAppear"])
        #expect(controller.selectedViewController === children[2] && controller.tabBar.selectedItem === children[2].tabBarItem)
        #expect(controller.containerView.subviews == [children[2].view])
        #expect(delegate.log.isEmpty, "programmatic selection does not ask the delegate")
        controller.selectedIndex = 9
        #expect(controller.selectedIndex == 2, "out of range is ignored")
        log.clear()
        tap(controller, 1, in: window)
        #expect(controller.selectedIndex == 1 && delegate.log == ["should T1", "did T1"])
        #expect(log.events == ["T2.willDisappear", "T1.willAppear", "T2.didDisappear", "T1.didAppear"])
        delegate.vetoed = children[3]
        tap(controller, 3, in: window)
        #expect(controller.selectedIndex == 1 && controller.tabBar.selectedItem === children[1].tabBarItem, "vetoed")
        #expect(delegate.log.suffix(1) == ["should T3"])
    }

    @Test func aNavigationControllerInATabSitsBetweenTheBars() {
        let root = UIViewController()
        root.title = "List"
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Pages", image: nil, tag: 0)
        let other = UIViewController()
        let controller = UITabBarController()
        controller.viewControllers = [nav, other]
        let window = phoneWindow(showing: controller)
        defer { window.isHidden = true }
        #expect(controller.tabBar.items?.first?.title == "Pages")
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(root.tabBarController === controller && root.navigationController === nav)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(controller.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
        nav.popViewController(animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(!controller.tabBar.isHidden && root.view.safeAreaInsets.bottom == 83)
    }

    @Test func moreThanFiveTabsShowAMoreTab() {
        let log = NavEventLog()
        let children = tabs(7, log: log)
        let controller = UITabBarController()
        controller.viewControllers = children
        let window = phoneWindow(showing: controller)
        defer { window.isHidden = true }
        #expect(controller.tabBar.items?.prefix(4).map(\.title) == ["T0", "T1", "T2", "T3"])
        #expect(controller.tabBar.items?.last?.systemItem == .more && controller.tabBar.items?.count == 5)
        #expect(controller.moreViewControllers == Array(children[4...]))
        tap(controller, 4, in: window)
        runFrames(0.1)
        let more = controller.moreNavigationController
        #expect(controller.containerView.subviews == [more.view])
        let list = more.topViewController as? UITableViewController
        #expect(list?.tableView.numberOfRows(inSection: 0) == 3)
        list?.tableView.layoutIfNeeded()
        #expect(list?.tableView.visibleCells.count == 3)
        saveNavigationPNG(window.screen.snapshotImage(), "more-list")
        // Choosing a row pushes its controller in the More tab.
        list?.tableView(list!.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        runFrames(0.6)
        #expect(more.topViewController === children[5] && controller.selectedViewController === children[5])
        #expect(controller.selectedIndex == 5 && controller.tabBar.selectedItem?.systemItem == .more)
        // Selecting an overflow controller by index shows it in the More tab.
        controller.selectedIndex = 0
        controller.selectedIndex = 6
        #expect(more.viewControllers.last === children[6] && controller.containerView.subviews == [more.view])
        // Back to five: no More tab.
        controller.viewControllers = Array(children.prefix(5))
        #expect(controller.tabBar.items?.count == 5 && controller.tabBar.items?.last?.title == "T4")
    }
}

/// Containers at rest leave the run loop idle: no frame work once shown and settled.
@MainActor @Suite struct ContainerIdleTests {
    @Test func aSettledTabAndNavigationShellNeedsNoFrames() {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let list = List(style: .insetGrouped)
        list.title = "List"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        let window = phoneWindow(showing: tabs)
        defer { window.isHidden = true }
        for _ in 0..<5 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        // The window's own work, not the application's: other suites' windows and the shared keyboard
        // may still be animating while this one settles.
        #expect(!window.layer.hasPendingFrameWork)
        #expect(nav.navigationBar.frame.height == 96)
    }
}
