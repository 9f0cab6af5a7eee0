import Testing
@testable import UIKit

/// UINavigationController: the stack after each operation, containment and appearance callbacks in
/// UIKit's order, the delegate, the push and pop transitions' end states, the back button, bars and
/// safe areas.
@MainActor @Suite struct NavigationControllerTests {
    @Test func theStackFollowsEachOperation() {
        let log = NavEventLog()
        let a = NavLoggedController("A", log: log), b = NavLoggedController("B", log: log)
        let c = NavLoggedController("C", log: log), d = NavLoggedController("D", log: log)
        let nav = UINavigationController(rootViewController: a)
        #expect(nav.viewControllers == [a] && nav.topViewController === a && a.navigationController === nav)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        #expect(nav.viewControllers == [a, b, c] && nav.children == [a, b, c])
        #expect(nav.navigationBar.items?.map(\.title) == ["A", "B", "C"])
        nav.pushViewController(b, animated: false)
        #expect(nav.viewControllers == [a, b, c], "pushing a controller already in the stack is ignored")
        #expect(nav.popViewController(animated: false) === c)
        #expect(nav.viewControllers == [a, b] && c.parent == nil && c.navigationController == nil)
        nav.pushViewController(c, animated: false)
        nav.pushViewController(d, animated: false)
        #expect(nav.popToViewController(b, animated: false) == [c, d])
        #expect(nav.viewControllers == [a, b])
        #expect(nav.popToViewController(d, animated: false) == nil, "not in the stack")
        nav.setViewControllers([c, d], animated: false)
        #expect(nav.viewControllers == [c, d] && a.parent == nil && b.parent == nil && nav.children == [c, d])
        #expect(nav.popToRootViewController(animated: false) == [d])
        #expect(nav.viewControllers == [c] && nav.popViewController(animated: false) == nil)
        #expect(nav.navigationBar.items?.map(\.title) == ["C"])
    }

    @Test func anAnimatedPushCallsBackInUIKitsOrder() {
        let log = NavEventLog()
        let a = NavLoggedController("A", log: log), b = NavLoggedController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavigationDelegateLog(log: log)
        nav.delegate = delegate
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        #expect(log.events.contains("A.didAppear"))
        log.clear()
        nav.pushViewController(b, animated: true)
        #expect(log.events == ["B.willMove(nav)", "A.willDisappear", "B.willAppear", "willShow B"])
        #expect(nav.transitionCoordinator != nil && b.transitionCoordinator != nil)
        runFrames(0.6)
        #expect(log.events == ["B.willMove(nav)", "A.willDisappear", "B.willAppear", "willShow B",
                               "A.didDisappear", "B.didAppear", "B.didMove(nav)", "didShow B"])
        #expect(b.movingDuringAppearance == ["toParent"] && !b.isMovingToParent)
        #expect(nav.transitionCoordinator == nil)
        // The end state: only the top view is in the container, filling it.
        #expect(b.view.superview === nav.containerView && a.view.superview == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(nav.containerView.subviews == [b.view])

        log.clear()
        nav.popViewController(animated: true)
        #expect(log.events == ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "willShow A"])
        #expect(b.isMovingFromParent)
        runFrames(0.6)
        #expect(log.events == ["B.willMove(nil)", "B.willDisappear", "A.willAppear", "willShow A",
                               "B.didDisappear", "A.didAppear", "B.didMove(nil)", "didShow A"])
        #expect(b.movingDuringAppearance == ["toParent", "fromParent"])
        #expect(a.view.superview === nav.containerView && b.view.superview == nil && b.parent == nil)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func theMidPushFrameSlidesTheNewViewOverTheOld() {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        let nav = UINavigationController(rootViewController: a)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: true)
        UIApplication.shared.advanceFrame(by: 0)
        runFrames(0.1)
        let bX = b.view.layer.presentation()?.frame.minX ?? b.view.frame.minX
        let aX = a.view.layer.presentation()?.frame.minX ?? a.view.frame.minX
        #expect(bX > 0 && bX < 390, "the new view is on its way in from the right: \(bX)")
        #expect(aX < 0 && aX > -117.5, "the old view moves left, at most 30%: \(aX)")
        #expect(abs(aX - (bX - 390) * 0.3) < 2, "the old view moves at 30% of the new one's speed")
        let image = window.screen.snapshotImage()
        saveNavigationPNG(image, "mid-push")
        do {
            let x = Int(bX) + 20
            #expect(close(rgba(image, x, 500), [0, 0, 255, 255], 3), "the pushed view's colour right of its edge")
            let left = rgba(image, Int(bX) - 20, 500)
            #expect(left[0] > 200 && left[2] < 40, "the old view, slightly dimmed, left of the edge: \(left)")
            #expect(left[0] < 250, "dimmed")
        }
        runFrames(0.6)
        #expect(b.view.frame.minX == 0 && a.view.superview == nil)
    }

    @Test func theBackButtonPopsAndASubclassMayVeto() {
        final class GuardedNavigation: UINavigationController {
            var allowsPop = true
            override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                guard allowsPop else { return false }
                return super.navigationBar(navigationBar, shouldPop: item)
            }
        }
        let a = UIViewController(), b = UIViewController()
        a.title = "Inbox"
        b.title = "Message"
        let nav = GuardedNavigation(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        let back = nav.navigationBar.backButton
        #expect(!back.isHidden && back.title == "Inbox")
        let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
        nav.allowsPop = false
        window.send(TouchInput.tap(at: point, timestamp: CACurrentMediaTime() + 1))
        runFrames(0.6)
        #expect(nav.viewControllers == [a, b], "the subclass vetoed the pop")
        nav.allowsPop = true
        window.send(TouchInput.tap(at: point, timestamp: CACurrentMediaTime() + 1))
        runFrames(0.6)
        #expect(nav.viewControllers == [a] && nav.navigationBar.items?.count == 1)
    }

    @Test func theBackButtonShowsBackTitlesAndDisplayModes() {
        let a = UIViewController(), b = UIViewController()
        a.title = "Settings"
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        #expect(nav.navigationBar.backButton.title == "Settings")
        a.navigationItem.backButtonTitle = "Back Home"
        nav.view.layoutIfNeeded()
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar.backButton.title == "Back Home")
        a.navigationItem.backButtonDisplayMode = .minimal
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar.backButton.title == nil)
        a.navigationItem.backButtonDisplayMode = .default
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar.backButton.title == "Up")
    }

    @Test func barsAndSafeAreasOnAPhone() {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the view extends under the bar")
        #expect(a.view.safeAreaInsets.top == 91 && a.view.safeAreaInsets.bottom == 34)
        #expect(a.additionalSafeAreaInsets == .zero, "the bar's part is not the app's additional insets")
        // The toolbar: 44 points above the home indicator.
        a.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        nav.setToolbarHidden(false, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(nav.toolbar.frame.minY == 844 - 34 - nav.toolbar.frame.height)
        #expect(nav.toolbar.items?.first?.title == "Edit")
        #expect(a.view.safeAreaInsets.bottom == 34 + nav.toolbar.frame.height)
        // Hiding the bar gives the top back to the status bar.
        nav.setNavigationBarHidden(true, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(a.view.safeAreaInsets.top == 47 && nav.navigationBar.isHidden)
        nav.setNavigationBarHidden(false, animated: true)
        runFrames(0.4)
        #expect(a.view.safeAreaInsets.top == 91 && !nav.navigationBar.isHidden && nav.navigationBar.frame.minY == 47)
        // A view that does not extend under the top starts below the bar.
        a.edgesForExtendedLayout = []
        UIApplication.shared.advanceFrame(by: 0)
        #expect(a.view.frame.minY == 91 && a.view.safeAreaInsets.top == 0)
    }

    @Test func aLargeTitleBarIs96PointsAndCollapsesAsTheContentScrolls() {
        final class ListController: UIViewController {
            let scroll = UIScrollView()
            override func loadView() {
                scroll.contentSize = CGSize(width: 390, height: 3000)
                view = scroll
            }
        }
        let list = ListController()
        list.title = "Mail"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(list.view.safeAreaInsets.top == 143)
        #expect(list.scroll.adjustedContentInset.top == 143 && list.scroll.contentOffset.y == -143)
        #expect(nav.navigationBar.showsScrollEdgeAppearance, "at the top: the scroll-edge appearance")
        saveNavigationPNG(window.screen.snapshotImage(), "large-title-expanded")
        list.scroll.contentOffset.y = -143 + 30
        UIApplication.shared.advanceFrame(by: 0)
        #expect(nav.navigationBar.frame.height == 66, "30 points scrolled: 30 points collapsed")
        #expect(!nav.navigationBar.showsScrollEdgeAppearance)
        list.scroll.contentOffset.y = 200
        UIApplication.shared.advanceFrame(by: 0)
        #expect(nav.navigationBar.frame.height == 44, "collapsed to the 44-point bar")
        #expect(list.view.safeAreaInsets.top == 91)
        #expect(!nav.navigationBar.titleLabel.isHidden && nav.navigationBar.largeTitleLabel.alpha == 0)
        saveNavigationPNG(window.screen.snapshotImage(), "large-title-collapsed")
        // A pushed controller with `.never` shows the small bar.
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(nav.navigationBar.frame.height == 44 && detail.view.safeAreaInsets.top == 91)
    }

    @Test func customAnimationControllersComeFromTheDelegate() {
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            var log: [String] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                log.append("animate")
                let to = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(to)
                to.alpha = 0
                UIView.animate(withDuration: 0.2, animations: { to.alpha = 1 }, completion: { _ in
                    transitionContext.view(forKey: .from)?.removeFromSuperview()
                    transitionContext.completeTransition(true)
                })
            }
            func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
        }
        final class Delegate: UINavigationControllerDelegate {
            let fade = Fade()
            var operations: [UINavigationController.Operation] = []
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                operations.append(operation)
                return fade
            }
        }
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let delegate = Delegate()
        nav.delegate = delegate
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: true)
        #expect(delegate.operations == [.push] && delegate.fade.log == ["animate"])
        runFrames(0.4)
        #expect(delegate.fade.log == ["animate", "ended true"])
        #expect(b.view.superview === nav.containerView && a.view.superview == nil && b.view.alpha == 1)
        nav.popViewController(animated: true)
        runFrames(0.4)
        #expect(delegate.operations == [.push, .pop] && nav.viewControllers == [a])
    }

    @Test func aPushDuringATransitionShowsTheNewTopWhenItEnds() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = phoneWindow(showing: nav)
        defer { window.isHidden = true }
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers == [a, b, c])
        runFrames(1.2)
        #expect(nav.containerView.subviews == [c.view] && c.view.frame.minX == 0)
        #expect(b.parent === nav && c.parent === nav)
    }

    @Test func showPushesInANavigationController() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        a.show(b, sender: nil)
        #expect(nav.viewControllers == [a, b])
        let c = UIViewController()
        b.showDetailViewController(c, sender: nil)
        #expect(nav.viewControllers == [a, b, c])
    }

    @Test func theNavigationItemFollowsTheTitle() {
        let a = UIViewController()
        a.title = "First"
        #expect(a.navigationItem.title == "First")
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: a)
        #expect(nav.navigationBar.topItem === a.navigationItem)
        #expect(nav.navigationBar.topItem?.rightBarButtonItem != nil)
    }
}
