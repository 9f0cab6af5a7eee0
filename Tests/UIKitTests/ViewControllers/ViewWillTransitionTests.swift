import Testing
import TesseraTesting
@testable import UIKit

/// A controller that records its size transitions: the size it is given, its view's size at the call,
/// and when the coordinator's alongside block and completion run.
@MainActor
private final class SizeProbe: UIViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("\(name).will(\(Int(size.width))x\(Int(size.height)), view \(Int(view.bounds.width))x\(Int(view.bounds.height)))")
        super.viewWillTransition(to: size, with: coordinator)
        // The SDK's form with no completion (a default argument there, an overload here).
        coordinator.animate(alongsideTransition: { [self] context in
            log.add("\(name).alongside(view \(Int(view.bounds.width))x\(Int(view.bounds.height)), animated \(context.isAnimated))")
        })
        coordinator.animate(alongsideTransition: nil) { [self] context in
            log.add("\(name).completion(cancelled \(context.isCancelled))")
        }
    }
}

/// A container that shows two children side by side, each half its width.
@MainActor
private final class SplitProbe: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func embed(_ children: [UIViewController]) {
        for child in children {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let half = view.bounds.width / 2
        for (index, child) in children.enumerated() {
            child.view.frame = CGRect(x: CGFloat(index) * half, y: 0, width: half, height: view.bounds.height)
        }
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("split.will(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// `viewWillTransition(to:with:)` when the window's size changes, down the controller hierarchy.
@MainActor @Suite struct ViewWillTransitionTests {
    init() { LogCapture.install() }

    /// A window on a screen of its own, showing `root`.
    private func show(_ root: UIViewController, profile: UIScreen.DeviceProfile = .iPhone) -> (UIWindow, UIScreen) {
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.advanceFrame(by: 0)
        return (window, screen)
    }

    @Test func rotationTellsTheRootAndItsChildrenBeforeTheSizeChanges() {
        let log = EventLog()
        let split = SplitProbe(log: log)
        split.embed([SizeProbe("left", log: log), SizeProbe("right", log: log)])
        let (window, screen) = show(split)
        defer { window.isHidden = true }
        screen.profile = screen.profile.rotated
        #expect(log.take() == [
            "split.will(844x390)",
            // Children hear it after their parent, with the size their container gives them, while
            // their views still have the old size.
            "left.will(422x390, view 195x844)",
            "right.will(422x390, view 195x844)",
            // The alongside blocks run once the new size is applied and laid out, then the completions.
            "left.alongside(view 422x390, animated false)",
            "right.alongside(view 422x390, animated false)",
            "left.completion(cancelled false)",
            "right.completion(cancelled false)",
        ])
        #expect(window.frame.size == CGSize(width: 844, height: 390))
        screen.profile = screen.profile.rotated
        #expect(log.take().first == "split.will(390x844)")
    }

    @Test func theCoordinatorDescribesAQuarterTurn() {
        final class Recorder: UIViewController {
            var transform: CGAffineTransform?
            var duration: TimeInterval?
            var keys: [UIViewController?] = []
            var refusedAfterEnd: Bool?
            var coordinator: UIViewControllerTransitionCoordinator?
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                transform = coordinator.targetTransform
                duration = coordinator.transitionDuration
                keys = [coordinator.viewController(forKey: .from), coordinator.viewController(forKey: .to)]
                self.coordinator = coordinator
            }
        }
        let root = Recorder()
        let (window, screen) = show(root)
        defer { window.isHidden = true }
        screen.profile = screen.profile.rotated
        #expect(root.transform == CGAffineTransform(rotationAngle: -.pi / 2))
        #expect(root.duration == 0)
        #expect(root.keys.count == 2 && root.keys.allSatisfy { $0 === root })
        #expect(root.coordinator?.animate(alongsideTransition: { _ in }) == false)
    }

    @Test func aResizeThatIsNotATurnHasNoTransform() {
        let log = EventLog()
        let root = SizeProbe("root", log: log)
        let (window, screen) = show(root, profile: .desktop)
        defer { window.isHidden = true }
        var bigger = screen.profile
        bigger.size = CGSize(width: 1280, height: 800)
        screen.profile = bigger
        #expect(log.take() == [
            "root.will(1280x800, view 1024x768)",
            "root.alongside(view 1280x800, animated false)",
            "root.completion(cancelled false)",
        ])
        // The same size again is no transition.
        screen.profile = bigger
        #expect(log.take().isEmpty)
    }

    @Test func navigationControllerTellsOnlyItsTopController() {
        let log = EventLog()
        let first = SizeProbe("first", log: log)
        let second = SizeProbe("second", log: log)
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        let (window, screen) = show(navigation)
        defer { window.isHidden = true }
        screen.profile = screen.profile.rotated
        #expect(log.take().filter { $0.contains(".will(") } == ["second.will(844x390, view 390x844)"])
    }

    @Test func tabBarControllerTellsOnlyItsSelectedController() {
        let log = EventLog()
        let tabs = UITabBarController()
        tabs.setViewControllers([SizeProbe("one", log: log), SizeProbe("two", log: log)], animated: false)
        tabs.selectedIndex = 1
        let (window, screen) = show(tabs)
        defer { window.isHidden = true }
        screen.profile = screen.profile.rotated
        #expect(log.take().filter { $0.contains(".will(") } == ["two.will(844x390, view 390x844)"])
    }

    @Test func presentedControllerHearsThroughItsPresentationController() {
        let log = EventLog()
        let root = SizeProbe("root", log: log)
        let (window, screen) = show(root)
        defer { window.isHidden = true }
        let presented = SizeProbe("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        log.take()
        screen.profile = screen.profile.rotated
        #expect(log.take().filter { $0.contains(".will(") } == [
            "root.will(844x390, view 390x844)",
            "presented.will(844x390, view 390x844)",
        ])
    }

    @Test func aWindowWithoutALoadedRootOrNotFillingTheScreenHearsNothing() {
        let log = EventLog()
        let screen = UIScreen(profile: .iPhone)
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        small.screen = screen
        small.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        small.rootViewController = SizeProbe("small", log: log)
        small.makeKeyAndVisible()
        defer { small.isHidden = true }
        screen.profile = screen.profile.rotated
        #expect(log.take().isEmpty)
        #expect(small.frame.size == CGSize(width: 200, height: 200))
    }
}
