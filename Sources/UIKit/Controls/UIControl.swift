/// The base of controls: state (enabled, selected, highlighted), touch tracking, and the actions it
/// sends for events.
///
/// Touches reach a control through the window like any view's; UIControl turns them into
/// `beginTracking`/`continueTracking`/`endTracking`/`cancelTracking` calls and control events. While a
/// finger is down, it counts as inside until it is more than 70 points outside the bounds, as on iOS.
/// A disabled control passes its touches to the next responder.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside its bounds a dragged touch still counts as inside (iOS's undocumented 70 points).
    static let trackingMargin: CGFloat = 70

    /// The registered actions and targets, in the order they were added.
    var eventHandlers: [ControlEventHandler] = []
    /// The touch being tracked, and the event it arrived with.
    private weak var trackedTouch: UITouch?
    /// The event of the touch being handled, passed to actions sent meanwhile. Saved and restored around
    /// each touch call, since an action may deliver another touch to the same control.
    private(set) var currentEvent: UIEvent?

    // Hit testing may walk into a UIControl without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIControl.self }

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a control whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive; Tessera has no nibs, so this makes an empty control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: State

    /// Whether the control responds to touches (true by default); a disabled control draws dimmed.
    /// Whether a tap shows the control's menu (a button's `menu`) instead of sending its primary action;
    /// see UIButton+Menu.swift.
    open var showsMenuAsPrimaryAction = false

    /// An enabled control takes keyboard focus, so Tab reaches every control as iPadOS's Full Keyboard
    /// Access does (iPadOS's own keyboard navigation focuses only text fields and list items; Tessera
    /// follows Full Keyboard Access, the desktop's expectation).
    open override var canBecomeFocused: Bool { isEnabled }

    open var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking || trackedTouch != nil { abandonTracking() }
            controlStateDidChange()
        }
    }

    /// Whether the control is selected (false by default).
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted: set while a touch is down inside it.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The control's state, from its flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// A control's state includes `.focused` while it has keyboard focus: it redraws.
    override package func focusStateDidChange() { controlStateDidChange() }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes; redraws the control.
    func controlStateDidChange() {
        setNeedsDisplay()
    }

    // MARK: Content alignment

    /// How the content sits horizontally (centred by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// How the content sits vertically (centred by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout(); setNeedsDisplay() } }
    }

    /// The horizontal alignment with leading and trailing resolved to left or right for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Tracking

    /// Whether the control is tracking a touch (between a `beginTracking` that returned true and the end).
    open private(set) var isTracking = false

    /// Whether the tracked touch is inside the control (within the 70-point tracking margin).
    open private(set) var isTouchInside = false

    /// A touch went down in the control; return true to keep tracking it (the default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return true to keep tracking it (the default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled (the touch was cancelled, or the control disabled).
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a point (in the control's coordinates) counts as inside while tracking.
    func isInsideTrackingArea(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(point)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        trackedTouch = touch
        let outerEvent = currentEvent
        currentEvent = event
        defer { currentEvent = outerEvent }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let outerEvent = currentEvent
        currentEvent = event
        defer { currentEvent = outerEvent }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        // Crossing the edge is sent first, on its own: enter (or exit), then the drag inside (or outside).
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        let outerEvent = currentEvent
        currentEvent = event
        defer { currentEvent = outerEvent }
        isTouchInside = isInsideTrackingArea(touch.location(in: self))
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        let inside = isTouchInside
        finishTracking()
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside && Self.sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        let outerEvent = currentEvent
        currentEvent = event
        defer { currentEvent = outerEvent }
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        finishTracking()
        sendActions(for: .touchCancel)
    }

    /// Refuses, while enabled, recognizers of other views that overlap the control's default action, as
    /// iOS does since iOS 6: a single-finger single tap on a button, switch, stepper, segmented control
    /// or page control, and a single-finger swipe or pan along a slider or switch.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, gestureRecognizer.view !== self else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1,
           self is UIButton || self is UISwitch || self is UIStepper || self is UISegmentedControl || self is UIPageControl {
            return false
        }
        if self is UISlider || self is UISwitch, gestureRecognizer.numberOfTouches <= 1 {
            if let swipe = gestureRecognizer as? UISwipeGestureRecognizer, !swipe.direction.isDisjoint(with: [.left, .right]) { return false }
            if let pan = gestureRecognizer as? UIPanGestureRecognizer {
                let translation = pan.translation(in: self)
                if abs(translation.x) > abs(translation.y) { return false }
            }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether a tap (touch up inside) also sends `.primaryActionTriggered` (buttons do).
    class var sendsPrimaryActionOnTouchUpInside: Bool { false }

    private func finishTracking() {
        isTracking = false
        isTouchInside = false
        trackedTouch = nil
    }

    /// Stops tracking without a touch ending (the control was disabled mid-touch).
    private func abandonTracking() {
        isHighlighted = false
        if isTracking { cancelTracking(with: nil) }
        finishTracking()
    }

    // MARK: Sending actions (see UIControl+Actions.swift)

    /// Runs an action's handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends every action and target registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        let event = currentEvent
        for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvents) {
            switch handler.kind {
            case .action(let action): sendAction(action)
            case .target(let target): target.invoke(from: self, event: event)
            }
        }
    }

    // MARK: Accessibility

    /// Controls are accessibility elements unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? (self as? any AccessibilityDefaults)?.standardIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The traits set, or the control's own (`.button` for buttons), with `.notEnabled` while disabled
    /// and `.selected` while selected.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = viewExtras?.accessibility?.traits ?? defaultAccessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The traits a kind of control has unless set (none for a plain control; a private control's
    /// `AccessibilityDefaults` answer).
    var defaultAccessibilityTraits: UIAccessibilityTraits { (self as? any AccessibilityDefaults)?.standardAccessibilityTraits ?? [] }
}
