/// The base of gesture recognizers: it watches touches (and, for some kinds, scroll, hover and
/// transform events) on a view and its subviews, moves through UIKit's state machine, and sends its
/// actions as its state changes.
///
/// Discrete recognizers (tap, swipe) go from possible straight to recognized (`.ended`) or failed and
/// send their actions once. Continuous ones (pan, pinch, long press) go possible, began, changed…, ended
/// or cancelled, sending actions at each step. A recognizer that ended, was cancelled or failed is
/// `reset()` to possible once all of its touches are gone.
///
/// Subclasses set `state` (on iOS they import UIKit.UIGestureRecognizerSubclass; here the setter is
/// public) and override the touch methods and `reset()`.
///
/// Where Tessera differs: there are no selectors. Targets are typed method references, held weakly,
/// taking nothing, the recognizer, or `Any` — `UITapGestureRecognizer(target: self, action: Controller.tapped)`
/// — and a recognizer can be made with a closure, `UITapGestureRecognizer { recognizer in … }`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in its life.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same as `.ended`).
        public static var recognized: State { .ended }
    }

    // MARK: Creating

    /// Creates a recognizer with a target and a selector. This is the designated initializer, as on iOS:
    /// a subclass overrides `init(target:action:)` and calls `super.init(target:action:)`, and `init()`
    /// and the typed forms below go through it.
    ///
    /// Where Tessera differs: with no Objective-C runtime a selector can only name a standard responder
    /// action (`Selector.perform(on:sender:)`, with a `UIResponder` target); any other is reported when
    /// the recognizer first sends it, and not called. Pass nil (the usual call from a subclass) or use a
    /// typed method reference.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Releases the object's associated objects now (other Swift objects' wait for a sweep).
    deinit {
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// Creates a recognizer that calls a method taking nothing.
    public convenience init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init()
        if let target { addTarget(target, action: action) }
    }

    /// Creates a recognizer that calls a method taking the recognizer.
    public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
        self.init()
        if let target { addTarget(target, action: action) }
    }

    /// Creates a recognizer that calls a method taking the recognizer as `Any`.
    public convenience init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> (Any) -> Void) {
        self.init()
        if let target { addTarget(target, action: action) }
    }

    /// Creates a recognizer that runs `handler` with itself at each action. A Tessera addition (iOS
    /// needs a target object).
    public convenience init(_ handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    // MARK: Targets

    /// Adds a target and a method taking nothing.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(GestureTarget(target, action: action))
    }

    /// Adds a target and a method taking the recognizer.
    public func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        targets.append(GestureTarget(target, action: action))
    }

    /// Adds a target and a method taking the recognizer as `Any`.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Any) -> Void) {
        targets.append(GestureTarget(target, action: action))
    }

    /// Adds a target and a selector; see `init(target:action:)` for the selectors that can be called.
    public func addTarget(_ target: Any, action: Selector) {
        guard let responder = target as? UIResponder else {
            BadValue.report("UIKit", api: "UIGestureRecognizer.addTarget(_:action:)", "the target of selector \(action) is a \(type(of: target)), not a responder; a selector can only name a standard responder action on Linux, so it is ignored (use a typed method reference)")
            return
        }
        targets.append(GestureTarget(responder) { responder, recognizer in
            if !action.perform(on: responder, sender: recognizer) {
                BadValue.report("UIKit", api: "UIGestureRecognizer.addTarget(_:action:)", "\(action) is not a standard responder action, and Linux has no Objective-C runtime to call it by name; use a typed method reference")
            }
        })
    }

    /// Removes a target's actions (every target's when nil), as `removeTarget(_:)` does.
    ///
    /// Where Tessera differs: a typed method cannot be named by a selector, so `action` does not narrow
    /// the removal.
    public func removeTarget(_ target: Any?, action: Selector?) {
        removeTarget(target.map { $0 as AnyObject })
    }

    /// Adds a closure run with the recognizer at each action. A Tessera addition.
    public final func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        // The handler is only ever invoked with this recognizer (`sendActions` passes `self`), which is a
        // `Self`; `unsafeDowncast` checks that in debug builds.
        targets.append(GestureTarget(handler: { handler(unsafeDowncast($0, to: Self.self)) }, owner: self))
    }

    /// Removes every action of a target (every target and handler when nil).
    ///
    /// Where Tessera differs: without selectors, one method of a target can't be named, so iOS's
    /// `action:` argument is left out.
    public func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.target === target || $0.target == nil }
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as the gesture progresses; the recognizer checks the
    /// change is one UIKit allows, holds it while recognizers it must wait for are undecided, and sends
    /// the actions.
    open var state: State {
        get { storedState }
        set { GestureArena.request(newValue, for: self) }
    }

    /// Whether the recognizer takes events (true by default); disabling it mid-gesture cancels or fails it.
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { GestureArena.abandon(self) } }
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// The delegate (held weakly).
    open weak var delegate: UIGestureRecognizerDelegate?

    /// A name for debugging.
    open var name: String?

    /// Whether the view's touches are cancelled when the gesture is recognized (true by default).
    open var cancelsTouchesInView = true
    /// Whether the view gets touchesBegan only once the recognizer fails (false by default).
    open var delaysTouchesBegan = false
    /// Whether the view gets touchesEnded only once the recognizer fails (true by default); if the
    /// recognizer recognizes instead, the view gets touchesCancelled.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes only touches of one type at a time (true by default).
    open var requiresExclusiveTouchType = true
    /// The kinds of touch the recognizer takes, as `UITouch.TouchType` raw values (all by default).
    open var allowedTouchTypes: [Int] = [UITouch.TouchType.direct.rawValue, UITouch.TouchType.indirect.rawValue,
                                         UITouch.TouchType.pencil.rawValue, UITouch.TouchType.indirectPointer.rawValue]

    /// The touches the recognizer is tracking that have not ended.
    open var numberOfTouches: Int { activeTouches.count }

    /// Where the gesture is in `view`'s coordinates: the centroid of its touches (window coordinates
    /// when nil).
    open func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches.isEmpty ? lastTouches : activeTouches
        guard !touches.isEmpty else { return convertFromWindow(lastLocationInWindow, to: view) }
        var sum = CGPoint.zero
        for touch in touches {
            let point = touch.location(in: view)
            sum.x += point.x
            sum.y += point.y
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// Where one of the recognizer's touches is (by index, in the order they went down).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches.isEmpty ? lastTouches : activeTouches
        guard touches.indices.contains(touchIndex) else {
            TesseraLog.error("UIKit", "UIGestureRecognizer.location(ofTouch:in:): touch index \(touchIndex) is out of range (\(touches.count) touches); returned the gesture's location")
            return location(in: view)
        }
        return touches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            TesseraLog.error("UIKit", "a gesture recognizer can't require itself to fail; ignored")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Subclass hooks

    /// Touches began in the view (or a subview).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches were cancelled. The default cancels a gesture in progress and fails a
    /// possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Puts the recognizer back to its starting values, after it ended, was cancelled or failed and
    /// its touches are gone. Subclasses clear their own state here and call super.
    open func reset() {}

    /// Stops sending a touch to the recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        activeTouches.removeAll { $0 === touch }
        ignoredTouches.append(touch)
    }

    /// Whether this recognizer, recognizing, keeps `preventedGestureRecognizer` from recognizing (true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, keeps this one from recognizing (true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (false; for subclasses).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail (false; for subclasses).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer takes an event at all; subclasses that take scroll or transform events
    /// say yes for them. Touch events are taken by default.
    open func shouldReceive(_ event: UIEvent) -> Bool { event.type == .touches }

    // MARK: Internal state

    var storedState: State = .possible
    /// A change to began or recognized held until the recognizers this one waits for have failed.
    var pendingState: State?
    var targets: [GestureTarget] = []
    var failureRequirements: [WeakRecognizer] = []
    /// The recognizer's touches that have not ended or been cancelled, in the order they went down.
    var activeTouches: [UITouch] = []
    /// The touches of the gesture's last moment, for `location(in:)` after they lifted.
    var lastTouches: [UITouch] = []
    /// Every touch the recognizer took since its last reset.
    var gestureTouches: [UITouch] = []
    var ignoredTouches: [UITouch] = []
    var lastLocationInWindow = CGPoint.zero
    /// The type of the touches taken while `requiresExclusiveTouchType`.
    var exclusiveTouchType: UITouch.TouchType?
    /// Whether the recognizer has taken input since its last reset (it is in the arena).
    var isEngaged = false
    /// The non-touch input session (scroll, hover, transform) the recognizer is part of.
    var inputSession: Int?
    /// The window the recognizer's gesture is in.
    weak var engagedWindow: UIWindow?

    /// Whether the recognizer takes touches at all (hover recognizers don't).
    var takesTouches: Bool { true }

    /// Whether the gesture is continuous (began, changed…, ended) rather than discrete.
    var isContinuous: Bool { true }

    /// The centroid of the active touches, in window coordinates.
    var centroidInWindow: CGPoint {
        guard !activeTouches.isEmpty else { return lastLocationInWindow }
        var sum = CGPoint.zero
        for touch in activeTouches {
            sum.x += touch.locationInWindow.x
            sum.y += touch.locationInWindow.y
        }
        return CGPoint(x: sum.x / CGFloat(activeTouches.count), y: sum.y / CGFloat(activeTouches.count))
    }

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = engagedWindow ?? self.view?.window else { return point }
        return view.convert(point, from: window)
    }

    /// Converts a vector in window coordinates to `view`'s coordinates.
    func convertVectorFromWindow(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        let origin = convertFromWindow(.zero, to: view)
        let end = convertFromWindow(vector, to: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    func convertVectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = engagedWindow ?? self.view?.window else { return vector }
        let origin = window.convert(CGPoint.zero, from: view)
        let end = window.convert(vector, from: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// Takes one step of a trackpad pinch or rotation (pinch and rotation recognizers override it).
    func takeTransform(scale: CGFloat, rotation: CGFloat, phase: TransformInput.Phase, timestamp: TimeInterval) {}

    /// Sends the actions to every target.
    func sendActions() {
        for target in targets { target.invoke(from: self) }
        targets.removeAll { $0.target == nil }
    }

    // MARK: Timers

    /// Runs `body` once the media clock reaches `delay` seconds from now (checked every frame and
    /// before each input), unless the recognizer resets first.
    final func schedule(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) {
        GestureArena.schedule(MediaClock.now + delay, for: self, body)
    }

    /// Cancels the recognizer's timers.
    func cancelTimers() { GestureArena.cancelTimers(for: self) }
}

/// A recognizer held weakly.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
