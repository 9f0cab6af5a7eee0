import Testing
import TesseraTesting
import UIKit

/// A view controller that records its callbacks.
@MainActor
final class ProbeController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func loadView() {
        log.add("\(name).loadView")
        view = UIView()
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

/// View controllers: loading, appearance and layout callbacks, containment, the responder chain.
@MainActor @Suite struct ViewControllerTests {
    init() { LogCapture.install() }

    @Test func theViewLoadsOnceOnFirstAccess() {
        let log = EventLog()
        let controller = ProbeController("vc", log: log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(log.events.isEmpty)
        _ = controller.view
        _ = controller.view
        #expect(log.take() == ["vc.loadView", "vc.viewDidLoad"])
        #expect(controller.isViewLoaded)
    }

    @Test func aLoadViewThatSetsNothingGetsAnEmptyViewAndAnError() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let controller = Forgetful()
        let logged = LogCapture.messages(containing: "did not set self.view") { _ = controller.view }
        #expect(logged.count == 1)
        #expect(controller.view != nil)
    }

    @Test func rootViewControllerCallbacksInUIKitsOrder() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ProbeController("vc", log: log)
        window.rootViewController = controller
        #expect(log.take() == ["vc.loadView", "vc.viewDidLoad"])
        #expect(controller.view.frame == window.bounds)
        window.makeKeyAndVisible()
        #expect(log.take() == ["vc.viewWillAppear"])
        UIApplication.shared.advanceFrame()
        #expect(log.take() == ["vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews", "vc.viewDidAppear"])
        UIApplication.shared.advanceFrame()
        #expect(log.take().isEmpty)
        window.isHidden = true
        #expect(log.take() == ["vc.viewWillDisappear", "vc.viewDidDisappear"])
    }

    @Test func childContainment() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = ProbeController("parent", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        UIApplication.shared.advanceFrame()
        log.take()

        let child = ProbeController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad",
                               "child.viewWillAppear", "child.didMove(toParent: parent)"])
        #expect(parent.children.count == 1 && child.parent === parent)
        UIApplication.shared.advanceFrame()
        #expect(log.take().contains("child.viewDidAppear"))

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear",
                               "child.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func appearanceCallbacksArePairedAndNotRepeated() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let controller = ProbeController("vc", log: log)
        window.addSubview(controller.view)
        log.take()
        let other = UIView()
        window.addSubview(other)
        other.addSubview(controller.view)      // same window: no appearance callbacks
        #expect(!log.take().contains { $0.contains("Appear") || $0.contains("Disappear") })
    }

    @Test func responderChainRunsThroughViewControllers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        let button = UIView()
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
    }

    @Test func firstResponderBelongsToTheWindow() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = Field(), b = Field()
        #expect(!a.becomeFirstResponder())          // not in a window
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())
        b.removeFromSuperview()
        #expect(!b.isFirstResponder)
    }

    @Test func keyWindowAndLevels() {
        let normal = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        alert.windowLevel = .alert
        alert.makeKeyAndVisible()
        normal.makeKeyAndVisible()
        defer { normal.isHidden = true; alert.isHidden = true }
        #expect(normal.isKeyWindow && !alert.isKeyWindow)
        let shown = UIApplication.shared.windows.filter { $0 === normal || $0 === alert }
        #expect(shown.first === normal && shown.last === alert)
        #expect(UIWindow.Level.statusBar > .normal && UIWindow.Level.alert > .statusBar)
    }

    @Test func rotationAnswersDefaultAsOnIOS() {
        let controller = UIViewController()
        #expect(controller.shouldAutorotate)
        #expect(controller.supportedInterfaceOrientations == (UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown))
        #expect(controller.viewIfLoaded == nil, "asking loads no view")
        var profile = UIScreen.DeviceProfile.iPhone.rotated
        profile.scale = 1
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = controller
        #expect(controller.preferredInterfaceOrientationForPresentation == .landscapeRight, "the orientation its screen is in")
        screen.profile = screen.profile.rotated
        #expect(controller.preferredInterfaceOrientationForPresentation == .portrait)
    }
}
