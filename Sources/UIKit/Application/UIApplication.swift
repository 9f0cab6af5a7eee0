/// The running app: its windows, event delivery, and the frame clock.
///
/// Time and input enter through two doors: `advanceFrame(by:)` moves the clock and shows a frame
/// (animations step, then layout, drawing and compositing of every visible window), and
/// `UIWindow.send(_:)` delivers touches. Window backends and tests use the same doors.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// Whether the app is in the foreground.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The app's state (always active: Tessera apps run in the foreground).
    open internal(set) var applicationState: State = .active

    /// The layout direction of the app's interface (left to right unless set; a Tessera setting, iOS
    /// takes it from the language).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            var screens = [UIScreen.main]
            for window in allWindows where !screens.contains(where: { $0 === window.screen }) { screens.append(window.screen) }
            for screen in screens { screen.refreshTraits() }
        }
    }

    /// Whether the screen may dim when idle (kept; there is no idle timer).
    open var isIdleTimerDisabled = false

    /// The window that receives non-touch events.
    public var keyWindow: UIWindow? {
        TestHost.prepareIfRequested()
        return storedKeyWindow
    }
    /// The key window, as `keyWindow` answers once a requested test host is up.
    weak var storedKeyWindow: UIWindow?

    /// The visible windows, back to front (by level, then by when they were shown).
    public var windows: [UIWindow] {
        TestHost.prepareIfRequested()
        return shownWindows
    }

    /// Visible windows, back to front. The app keeps them alive while they are shown, as iOS's scenes do.
    private var shownWindows: [UIWindow] = []
    /// Every window still alive, shown or hidden, for screen changes.
    private var knownWindows: [WeakWindow] = []
    private var frameObservers: [ObjectIdentifier: (CFTimeInterval) -> Void] = [:]
    /// Controllers waiting for `viewDidAppear(_:)`, held weakly: one released before the next frame
    /// (with its window) must go at once, not outlive the window it would then look at.
    private var pendingAppearances: [WeakController] = []

    /// The delegate, scenes and life-cycle flags (see UIApplication+Lifecycle.swift).
    let lifecycle = AppLifecycle()
    /// The time between frames the display shows (a window backend sets its refresh rate).
    package var framePeriod: CFTimeInterval = 1.0 / 60 {
        didSet { RunLoopFrameDriver.framePeriod = framePeriod }
    }

    /// Whether spinning the main run loop headless makes frames in real time (true by default). A
    /// Tessera addition.
    ///
    /// On iOS the main run loop drives Core Animation, so `RunLoop.current.run(until:)` or XCTest's
    /// `wait(for:timeout:)` lets animations, display links and completion blocks run. Tessera's headless
    /// clock is virtual and moves in `advanceFrame(by:)`; while code spins the main run loop (nested in
    /// whatever loop was running when UIKit started, so an idle test runner never does), frames come at
    /// the display's rate and move the virtual clock on by the real time between them. Turn this off in a
    /// test that spins the run loop for another reason (a network callback, say) and must keep the clock
    /// where its own `advanceFrame(by:)` calls put it. In a window, the app's loop makes frames in real
    /// time anyway; a spin nested in one of its callbacks shows frames as it goes.
    public var drivesFramesWhileRunLoopRuns: Bool {
        get { RunLoopFrameDriver.isEnabled }
        set { RunLoopFrameDriver.isEnabled = newValue }
    }
    /// Told what each window repainted in a frame (the window backend uploads those areas).
    package var compositeObserver: ((UIWindow, [CGRect]) -> Void)?

    private override init() {
        super.init()
        // Spinning the main run loop makes the app's frames (layout, display, compositing too).
        RunLoopFrameDriver.makeFrame = { interval in UIApplication.shared.runLoopFrame(after: interval) }
        RunLoopFrameDriver.hasFrameWork = { UIApplication.shared.needsFrame || CATransaction.hasOpenImplicitTransaction }
        RunLoopFrameDriver.install()
    }

    /// A frame made because code spins the main run loop: in a window, shown as the app's loop shows
    /// its frames; headless, `interval` seconds of real time after the last.
    private func runLoopFrame(after interval: CFTimeInterval) {
        if MainRunLoop.shared.backend != nil {
            MainRunLoop.shared.showFrame()
        } else {
            advanceFrame(by: interval)
        }
    }

    /// Delivers an event to the window its touches (or presses) belong to.
    open func sendEvent(_ event: UIEvent) {
        var delivered: [UIWindow] = []
        if let presses = event as? UIPressesEvent {
            for press in presses.allPresses {
                guard let window = press.window, !delivered.contains(where: { $0 === window }) else { continue }
                delivered.append(window)
                window.sendEvent(presses)
            }
            return
        }
        for touch in event.allTouches ?? [] {
            guard let window = touch.window, !delivered.contains(where: { $0 === window }) else { continue }
            delivered.append(window)
            window.sendEvent(event)
        }
    }

    /// Presses that reach the application were handled by no responder: the keyboard types them.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        KeyboardState.pressReachedApplication = true
    }

    // MARK: Frames

    /// Moves the media clock forward by `interval` seconds and shows a frame: frame observers
    /// (animations) step, then every visible window lays out, draws what changed and composites it,
    /// and view controllers that finished appearing get `viewDidAppear(_:)`. A Tessera addition.
    ///
    /// This is the deterministic door tests use: headless, time moves only here (and with touches), so
    /// the same calls give the same frames. Spinning the main run loop also makes frames, in real time
    /// (see `drivesFramesWhileRunLoopRuns`); a test that never spins it sees only its own frames.
    public func advanceFrame(by interval: TimeInterval = 1.0 / 60) {
        // Views and layers freed off the main thread finish their teardown before anything walks the trees.
        MainThreadTeardown.drain()
        // Changes made since the last frame outside any transaction commit now, as at the end of a
        // run loop turn on iOS.
        CATransaction.commitImplicit()
        MediaClock.advance(by: interval)
        FramePhase.withPhase(.animations) {
            InterfaceStyleState.frameTick()
            let now = MediaClock.now
            LayerAnimations.step(at: now)
            DisplayLinkRegistry.fire(frameTime: now, period: interval > 0 ? interval : framePeriod)
            for observer in Array(frameObservers.values) { observer(now) }
        }
        for window in shownWindows { window.layoutAndDisplay() }
        finishAppearances()
        CATransaction.commitImplicit()
        FramePhase.withPhase(.compositing) { composite() }
    }

    /// The frame's compositing step: every visible window, back to front, with animated properties'
    /// presentation values shown.
    private func composite() {
        // The compositor draws what is on screen: animated properties' presentation values, put back
        // to the model values once the frame is made.
        LayerAnimations.showPresentation(at: MediaClock.now)
        // Back to front, so that a window's backdrops (the keyboard's, a menu's) blur the windows below it
        // as they are this frame, and know what changed in them.
        // Only windows on the same screen are beneath one another: what another screen repainted is
        // no reason to blur again.
        var below: [(screen: UIScreen, compositor: Compositor, damage: [CGRect])] = []
        for window in shownWindows {
            let screen = window.screen
            let under = below.filter { $0.screen === screen }
            let damage = window.composite(beneath: under.map(\.compositor), beneathDamage: under.flatMap(\.damage))
            if let compositor = window.compositor { below.append((screen, compositor, damage)) }
            if !damage.isEmpty { compositeObserver?(window, damage) }
        }
        LayerAnimations.restoreModel()
    }

    /// Whether the next frame would change anything: something steps every frame (frame observers,
    /// display links), or a visible window has layout, drawing or compositing left. An idle run loop
    /// sleeps until this turns true.
    package var needsFrame: Bool {
        MainThreadTeardown.drain()
        return !frameObservers.isEmpty || DisplayLinkRegistry.hasActiveLinks || LayerAnimations.isAnimating || !pendingAppearances.isEmpty
            || shownWindows.contains { $0.layer.hasPendingFrameWork }
    }

    /// Calls `body` with the media time at every frame until `removeFrameObserver(for:)`.
    func addFrameObserver(for owner: AnyObject, _ body: @escaping (CFTimeInterval) -> Void) {
        // An owner freed off the main thread may have left its removal queued under the same identifier.
        MainThreadTeardown.drain()
        frameObservers[ObjectIdentifier(owner)] = body
    }

    func removeFrameObserver(for owner: AnyObject) {
        removeFrameObserver(ObjectIdentifier(owner))
    }

    /// Removes the observer of an owner known by identifier (one being freed).
    func removeFrameObserver(_ owner: ObjectIdentifier) {
        frameObservers[owner] = nil
    }

    /// A view controller whose view entered a visible window gets `viewDidAppear(_:)` after the next
    /// layout pass, as on iOS.
    func scheduleDidAppear(_ controller: UIViewController) {
        if !pendingAppearances.contains(where: { $0.controller === controller }) {
            pendingAppearances.append(WeakController(controller: controller))
        }
    }

    private func finishAppearances() {
        while !pendingAppearances.isEmpty {
            let pending = pendingAppearances.removeFirst()
            pending.controller?.finishAppearing()
        }
    }

    // MARK: Windows

    /// Remembers a new window (without keeping it alive), so screen changes reach it.
    func windowCreated(_ window: UIWindow) {
        knownWindows.removeAll { $0.window == nil }
        knownWindows.append(WeakWindow(window: window))
    }

    func windowDidShow(_ window: UIWindow) {
        shownWindows.removeAll { $0 === window }
        shownWindows.append(window)
        windowOrderChanged()
        UIView.updateTraits(subtree: window)
        window.layer.setNeedsComposite()
        UIViewController.windowVisibilityChanged(window, visible: true)
        NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: window)
    }

    func windowDidHide(_ window: UIWindow) {
        shownWindows.removeAll { $0 === window }
        if storedKeyWindow === window {
            storedKeyWindow = nil
            window.resignKey()
        }
        UIViewController.windowVisibilityChanged(window, visible: false)
        NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: window)
    }

    /// Keeps shown windows sorted by level (stable, so equal levels stay in the order shown).
    func windowOrderChanged() {
        shownWindows = shownWindows.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// Windows still alive.
    var allWindows: [UIWindow] {
        knownWindows.removeAll { $0.window == nil }
        return knownWindows.compactMap(\.window)
    }

    /// An image of `screen` as last composited: its visible windows, back to front, over black.
    func screenImage(_ screen: UIScreen) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = screen.scale
        format.opaque = true
        return UIGraphicsImageRenderer(size: screen.bounds.size, format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(CGColor(gray: 0, alpha: 1))
            cg.fill(screen.bounds)
            for window in shownWindows where window.screen === screen {
                guard let image = window.compositedImage, let origin = window.compositor?.origin else { continue }
                cg.drawUpright(image, in: CGRect(origin: origin, size: window.bounds.size))
            }
        }
    }
}

/// A window the app knows of without keeping it alive.
private struct WeakWindow {
    weak var window: UIWindow?
}

private struct WeakController {
    weak var controller: UIViewController?
}
