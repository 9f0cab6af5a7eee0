/// A control with a minus and a plus button that step a value down and up.
///
/// It looks like iOS 13 and later: a 94×32 rounded rectangle with "−" and "+" halves and a divider;
/// a half dims when its limit is reached (unless the value wraps). Background, divider, increment
/// and decrement images per state replace the standard look.
///
/// Touch: a half steps the value when the finger goes down on it and, with `autorepeat`, again and
/// faster while the finger stays (driven by the frame clock). Where Tessera differs: the getters for
/// images return only images that were set (iOS returns its built-in glyphs), and a stepper given
/// another size stretches its drawing instead of keeping 94×32.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// iOS 13+'s size.
    static let standardSize = CGSize(width: 94, height: 32)

    private var storedValue: Double = 0
    private var storedMinimumValue: Double = 0
    private var storedMaximumValue: Double = 100
    private var storedStepValue: Double = 1
    /// Images by [state] (background, increment, decrement) and [left state, right state] (divider).
    var backgroundImages: [UInt: UIImage] = [:]
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]
    var dividerImages: [[UInt]: UIImage] = [:]

    // Touch state (see UIStepper+Tracking.swift).
    /// The half the finger went down on: +1 for increment, -1 for decrement.
    var pressedDirection: Int?
    /// Whether the touch that just went down still has to take its first step.
    var needsFirstStep = false
    /// The value when the touch began, to know whether it changed (for non-continuous steppers).
    var valueAtTouchDown: Double = 0
    /// When the next autorepeat step is due, and how many repeats happened.
    var nextRepeatTime: CFTimeInterval = 0
    var repeatCount = 0

    // Hit testing may walk into a UIStepper without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIStepper.self }

    /// Creates a stepper (94×32 unless `frame` gives another size).
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.standardSize) : frame)
        contentMode = .redraw
        layer.cornerRadius = Self.cornerRadius
        updateAccessibilityElements()
    }

    /// Creates a stepper from an archive; Tessera has no nibs, so this makes a default stepper.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
        layer.cornerRadius = Self.cornerRadius
        updateAccessibilityElements()
    }

    // MARK: Value

    /// The value (0 by default), kept within the minimum and maximum. Setting it sends no event.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else {
                return BadValue.report("UIKit", api: "UIStepper.value", "NaN is not a value; the value stays \(storedValue)")
            }
            let clamped = min(max(newValue, storedMinimumValue), storedMaximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// The lowest value (0 by default); it must stay below the maximum (UIKit raises otherwise: the
    /// change is reported and ignored).
    open var minimumValue: Double {
        get { storedMinimumValue }
        set {
            guard newValue < storedMaximumValue, newValue.isFinite else {
                return BadValue.report("UIKit", api: "UIStepper.minimumValue", "\(newValue) must be finite and less than maximumValue (\(storedMaximumValue)); the minimum stays \(storedMinimumValue)")
            }
            storedMinimumValue = newValue
            if storedValue < newValue { storedValue = newValue }
            setNeedsDisplay()
        }
    }

    /// The highest value (100 by default); it must stay above the minimum (UIKit raises otherwise: the
    /// change is reported and ignored).
    open var maximumValue: Double {
        get { storedMaximumValue }
        set {
            guard newValue > storedMinimumValue, newValue.isFinite else {
                return BadValue.report("UIKit", api: "UIStepper.maximumValue", "\(newValue) must be finite and greater than minimumValue (\(storedMinimumValue)); the maximum stays \(storedMaximumValue)")
            }
            storedMaximumValue = newValue
            if storedValue > newValue { storedValue = newValue }
            setNeedsDisplay()
        }
    }

    /// How much a press changes the value (1 by default); it must be positive (UIKit raises otherwise:
    /// the change is reported and ignored).
    open var stepValue: Double {
        get { storedStepValue }
        set {
            guard newValue > 0, newValue.isFinite else {
                return BadValue.report("UIKit", api: "UIStepper.stepValue", "\(newValue) must be finite and greater than 0; the step stays \(storedStepValue)")
            }
            storedStepValue = newValue
        }
    }

    /// Whether stepping past one end continues from the other (false by default).
    open var wraps = false {
        didSet { if wraps != oldValue { setNeedsDisplay() } }
    }

    /// Whether holding a button keeps stepping, faster and faster (true by default).
    open var autorepeat = true

    /// Whether `.valueChanged` is sent at every step (true, the default) or once when the finger lifts.
    open var isContinuous = true

    // MARK: Images

    /// Sets the background image for a state (drawn under each half: make it resizable).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        guard appearanceAllowsSetting(Self.backgroundImageAppearance, axes: [Int(state.rawValue)]) else { return }
        backgroundImages[state.rawValue] = image
        layer.cornerRadius = backgroundImages.isEmpty ? Self.cornerRadius : 0   // rounds a background colour
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The background image set for a state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// Sets the image between the halves when the left one is in `leftState` and the right one in
    /// `rightState` (stretched to the stepper's height).
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        guard appearanceAllowsSetting(Self.dividerImageAppearance, axes: [Int(leftState.rawValue), Int(rightState.rawValue)]) else { return }
        dividerImages[[leftState.rawValue, rightState.rawValue]] = image
        setNeedsDisplay()
    }

    /// The divider image set for a pair of states.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[[leftState.rawValue, rightState.rawValue]]
    }

    /// Sets the increment button's image for a state (drawn in the glyph colour unless `.alwaysOriginal`).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        guard appearanceAllowsSetting(Self.incrementImageAppearance, axes: [Int(state.rawValue)]) else { return }
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The increment image set for a state.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }

    /// Sets the decrement button's image for a state (drawn in the glyph colour unless `.alwaysOriginal`).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        guard appearanceAllowsSetting(Self.decrementImageAppearance, axes: [Int(state.rawValue)]) else { return }
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The decrement image set for a state.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    // MARK: Size, drawing and touches

    /// 94×32, or the normal background image's height when one is set.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.standardSize.width, height: backgroundImages[0]?.size.height ?? Self.standardSize.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessibilityElements()
    }

    open override func draw(_ rect: CGRect) {
        drawStepper()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginStepperTracking(touch)
    }

    /// Steps once the touch went down (after `.touchDown` is sent, so observers see the cause first).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        stepForNewTouch()
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueStepperTracking()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishStepperTracking()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishStepperTracking()
    }

    // MARK: Accessibility

    /// Not an element itself: its "Decrement" and "Increment" buttons are.
    open override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? false }
        set { super.isAccessibilityElement = newValue }
    }

    /// The value set, else the stepper's value as a number ("5", "2.5").
    open override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? Self.spoken(storedValue) }
        set { super.accessibilityValue = newValue }
    }

    /// Adjustable, when made an element.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// Steps up, as the plus button does.
    open override func accessibilityIncrement() { stepAsUser(1) }

    /// Steps down, as the minus button does.
    open override func accessibilityDecrement() { stepAsUser(-1) }
}
