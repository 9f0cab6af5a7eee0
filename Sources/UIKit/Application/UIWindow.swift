/// The backdrop of an app's views: it shows a view hierarchy on a screen, keeps the first responder and
/// delivers events to its views.
///
/// A window starts hidden; `makeKeyAndVisible()` shows it. Shown windows are ordered by `windowLevel`
/// (then by when they were shown) and drawn by their own compositor; `UIApplication.advanceFrame(by:)`
/// lays out, draws and composites them.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is shown on.
    open var screen: UIScreen {
        didSet { if screen !== oldValue { screenDidChange(from: oldValue.profile) } }
    }

    /// Where the window stacks among windows: higher levels are in front.
    open var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { UIApplication.shared.windowOrderChanged() } }
    }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { setRootViewController(newValue) }
    }

    /// The scene the window belongs to (nil for apps without scenes).
    open weak var windowScene: UIWindowScene?

    /// Whether this is the window that receives keyboard and other non-touch events.
    open var isKeyWindow: Bool { UIApplication.shared.storedKeyWindow === self }

    /// Whether shown windows can become key (true).
    open var canBecomeKey: Bool { true }

    var storedRootViewController: UIViewController?
    /// The window's first responder (see `UIResponder.becomeFirstResponder()`); the window backend
    /// hears when it starts or stops taking text.
    weak var currentFirstResponder: UIResponder? {
        didSet {
            guard currentFirstResponder !== oldValue else { return }
            AccessibilityChanges.mark(oldValue)
            AccessibilityChanges.mark(currentFirstResponder)
            // The text of a key taken before the change belonged to the old responder.
            KeyboardState.dropTextOfLastKey = false
            TextInputRouting.firstResponderChanged(in: self)
        }
    }
    /// The compositor that draws the window into its bitmap; made when it is first shown.
    package var compositor: Compositor?
    /// The window's keyboard focus system once made (`focusSystem` makes it). Kept here rather than as
    /// an associated object: `UIView.isFocused` reads it for every view a walk asks.
    var madeFocusSystem: UIFocusSystem?
    /// Touches in progress, by finger.
    package internal(set) var activeTouches: [Int: UITouch] = [:]
    /// The last ended touch, for counting taps.
    var lastTap: (location: CGPoint, timestamp: TimeInterval, count: Int)?

    // Hit testing may walk into a UIWindow without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIWindow.self }

    /// Creates a hidden window with a frame on the main screen.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        layer.isHidden = true
        storedWindow = self
        resolvedTraits = screen.traitCollection
        UIApplication.shared.windowCreated(self)
    }

    /// Creates a hidden window filling the main screen. (iOS makes a zero-sized window without a scene;
    /// Tessera has no scenes, so the screen's bounds are the useful default.)
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a hidden window of a scene, filling the scene's screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// Creates a window from an archive; Tessera has no nibs, so this makes a hidden full-screen window.
    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
        frame = screen.bounds
        layer.isHidden = true
        storedWindow = self
        UIApplication.shared.windowCreated(self)
    }

    // MARK: Visibility and key status

    /// Whether the window is hidden (windows start hidden); showing a window puts it on its screen.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            if newValue { UIApplication.shared.windowDidHide(self) } else { UIApplication.shared.windowDidShow(self) }
        }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window (showing it is up to you).
    open func makeKey() {
        let app = UIApplication.shared
        guard app.storedKeyWindow !== self else { return }
        let previous = app.storedKeyWindow
        app.storedKeyWindow = self
        previous?.resignKey()
        previous?.cancelPresses()
        becomeKey()
        TextInputRouting.keyWindowChanged()
    }

    /// Called when the window became the key window.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being the key window.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    // MARK: Events

    /// Delivers an event to the window's views: each touch goes to the view it began in
    /// (`touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`), and on up the responder chain
    /// from there when the view does not handle it.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent { deliverPresses(presses) } else { dispatch(event) }
    }

    // MARK: Responder chain

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }

    override var firstResponderScope: UIWindow? { self }

    /// The first responder left the window with `view`'s subtree: it resigns.
    func firstResponderWillLeave(_ view: UIView) {
        guard let responder = currentFirstResponder else { return }
        if !responder.resignFirstResponder() { currentFirstResponder = nil }
    }

    // MARK: Root view controller

    private func setRootViewController(_ controller: UIViewController?) {
        guard controller !== storedRootViewController else { return }
        let old = storedRootViewController
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        storedRootViewController = controller
        guard let controller else { return }
        let view = controller.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }

    // MARK: Geometry and safe area

    /// The screen's safe area, where it overlaps the window, as the window's insets.
    var windowSafeAreaInsets: UIEdgeInsets {
        let safe = screen.bounds.inset(by: screen.safeAreaInsets)
        let f = frame
        let insets = screen.safeAreaInsets
        return UIEdgeInsets(top: insets.top > 0 ? max(0, safe.minY - f.minY) : 0,
                            left: insets.left > 0 ? max(0, safe.minX - f.minX) : 0,
                            bottom: insets.bottom > 0 ? max(0, f.maxY - safe.maxY) : 0,
                            right: insets.right > 0 ? max(0, f.maxX - safe.maxX) : 0)
    }

    /// The screen's profile or the window's screen changed: a window filling the old screen fills the new
    /// one; everything lays out again and redraws at the new scale. When that changes the window's size,
    /// its view controllers hear `viewWillTransition(to:with:)` first (see `SizeTransitionCoordinator`).
    func screenDidChange(from old: UIScreen.DeviceProfile) {
        let fillsScreen = frame == CGRect(origin: .zero, size: old.size)
        let newSize = screen.bounds.size
        guard fillsScreen, newSize != frame.size, rootViewController?.isViewLoaded == true else {
            return applyScreenChange(fillsScreen: fillsScreen)
        }
        let coordinator = SizeTransitionCoordinator(window: self, from: frame.size, to: newSize)
        sendSizeTransition(to: newSize, with: coordinator)
        coordinator.perform { applyScreenChange(fillsScreen: true) }
    }

    /// Tells the root view controller, then each presentation controller up the presentation chain, that
    /// the window's size becomes `size`.
    private func sendSizeTransition(to size: CGSize, with coordinator: SizeTransitionCoordinator) {
        guard let root = rootViewController else { return }
        root.viewWillTransition(to: size, with: coordinator)
        var presenter = root
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let presented = presenter.presentedViewController, seen.insert(ObjectIdentifier(presented)).inserted {
            // The presentation's own controller, not one made on first use for a controller not presented.
            presented.presentationLinks.controller?.viewWillTransition(to: size, with: coordinator)
            presenter = presented
        }
    }

    private func applyScreenChange(fillsScreen: Bool) {
        if fillsScreen { frame = screen.bounds }
        invalidateSafeAreaCache()
        compositor = nil
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.setNeedsLayout()
            stack.pushSubviews(of: view, inOrder: false)
        }
        updateTraitsInSubtree()
        if !isHidden { layer.setNeedsComposite() }
    }

    /// The screen's traits changed: the window's tree follows.
    func updateTraitsInSubtree() { UIView.updateTraits(subtree: self) }

    // MARK: Frames

    /// Runs the layout and display passes of the window's tree.
    package func layoutAndDisplay() {
        runLayoutPass()
        existingFocusSystem?.frameDidLayout()
        layer.displayTreeIfNeeded()
    }

    /// Composites what changed since the last frame into the window's bitmap; returns the repainted
    /// areas in screen points. `beneath` are the compositors of the windows below on the same screen
    /// (back to front) and `beneathDamage` what they repainted this frame, for backdrop materials.
    @discardableResult
    package func composite(beneath: [Compositor] = [], beneathDamage: [CGRect] = []) -> [CGRect] {
        // The bitmap covers the window where it is on its screen (origin on the pixel grid).
        let scale = screen.scale
        let origin = CGPoint(x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale)
        if compositor == nil || compositor?.size != bounds.size || compositor?.origin != origin {
            compositor = Compositor(root: layer, size: bounds.size, scale: scale, origin: origin)
        }
        return compositor?.renderFrame(beneath: beneath, beneathDamage: beneathDamage) ?? []
    }

    /// The window's bitmap as last composited (nil before the first frame).
    var compositedImage: CGImage? { compositor?.image() }
}

extension UIWindow {
    /// The stacking level of a window.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ordinary app windows.
        public static let normal = Level(0)
        /// Above the status bar.
        public static let statusBar = Level(1000)
        /// Alerts, above everything else.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level raised by `value`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level lowered by `value`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// Posted when a window becomes visible.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
