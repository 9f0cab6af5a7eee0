/// An on/off switch, drawn as iOS draws it: a 51 × 31 capsule whose white thumb slides to the right
/// over the on colour.
///
/// A tap toggles the switch; a drag moves the thumb and the side it ends on decides. `valueChanged`
/// is sent as soon as the finger lifts on a changed value (never for `setOn(_:animated:)`). The size
/// is fixed: any frame keeps 51 × 31 points, as on iOS. Where Tessera differs: `onImage` and
/// `offImage` are drawn inside the track (iOS 7 and later ignore them), so a custom "YES" image shows.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's fixed size.
    static let size = CGSize(width: 51, height: 31)
    /// How long `setOn(_:animated: true)` takes.
    static let animationDuration: TimeInterval = 0.25

    private var storedIsOn = false
    /// The thumb's place: 0 off (left in left-to-right layouts) to 1 on; between during animation and drags.
    var thumbPosition: CGFloat = 0 { didSet { if thumbPosition != oldValue { setNeedsDisplay() } } }
    private var animation: ControlAnimation?
    private var storedOnTintColor: UIColor?
    private var storedThumbTintColor: UIColor?
    private var storedOnImage: UIImage?
    private var storedOffImage: UIImage?
    /// Where a drag began, and the thumb's position then.
    private var dragStart: (x: CGFloat, position: CGFloat)?
    private var didDrag = false

    // Hit testing may walk into a UISwitch without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UISwitch.self }

    /// Creates a switch; the frame's size is ignored (the switch is always 51 × 31).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        contentMode = .redraw
    }

    /// Creates a switch from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderControl(coder); decodeInterfaceBuilderSwitch(coder) }
    }

    /// The switch's frame; its size always stays 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// Whether the switch is on.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sliding the thumb over a quarter second when animated (no event is sent).
    open func setOn(_ on: Bool, animated: Bool) {
        AccessibilityChanges.markContent(self)
        storedIsOn = on
        ControlAnimation.move(&animation, from: thumbPosition, to: on ? 1 : 0, duration: animated ? Self.animationDuration : nil) {
            [weak self] in self?.thumbPosition = $0
        }
    }

    /// The colour of the track when on (nil: `.systemGreen`).
    open var onTintColor: UIColor? {
        get { storedOnTintColor }
        set {
            guard appearanceAllowsSetting(Self.onTintColorAppearance) else { return }
            storedOnTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// The colour of the thumb (nil: white).
    open var thumbTintColor: UIColor? {
        get { storedThumbTintColor }
        set {
            guard appearanceAllowsSetting(Self.thumbTintColorAppearance) else { return }
            storedThumbTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// An image drawn inside the track while on (a Tessera extension of iOS 6's behaviour; see the type's notes).
    open var onImage: UIImage? {
        get { storedOnImage }
        set {
            guard appearanceAllowsSetting(Self.onImageAppearance) else { return }
            storedOnImage = newValue
            setNeedsDisplay()
        }
    }

    /// An image drawn inside the track while off.
    open var offImage: UIImage? {
        get { storedOffImage }
        set {
            guard appearanceAllowsSetting(Self.offImageAppearance) else { return }
            storedOffImage = newValue
            setNeedsDisplay()
        }
    }

    /// The look the app asks for: iOS draws a sliding switch on iPhone and iPad.
    public enum Style: Int, Sendable, CaseIterable {
        /// The platform's choice (sliding).
        case automatic = 0
        /// A checkbox (macOS only on iOS; Tessera draws a sliding switch).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    /// The style asked for (`.automatic` by default).
    open var preferredStyle: Style = .automatic
    /// The style drawn: always `.sliding`, as on iPhone.
    open var style: Style { .sliding }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        drawSwitch(in: bounds, position: thumbPosition, pressed: isHighlighted && isTracking)
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        animation?.cancel()
        animation = nil
        dragStart = (touch.location(in: self).x, thumbPosition)
        didDrag = false
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = dragStart else { return true }
        let dx = touch.location(in: self).x - start.x
        if abs(dx) > 4 { didDrag = true }
        guard didDrag else { return true }
        let travel = Self.size.width - 2 * Self.thumbInset - Self.thumbDiameter
        let direction: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        thumbPosition = min(1, max(0, start.position + direction * dx / travel))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishTouch(commit: isTouchInside || didDrag)
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishTouch(commit: false)
    }

    /// Settles the thumb after a touch: a tap toggles, a drag keeps the side the thumb is on.
    private func finishTouch(commit: Bool) {
        let wasOn = storedIsOn
        let on = commit ? (didDrag ? thumbPosition >= 0.5 : !wasOn) : wasOn
        dragStart = nil
        didDrag = false
        setOn(on, animated: true)
        if on != wasOn { sendActions(for: .valueChanged) }
    }

    // MARK: Accessibility

    override var defaultAccessibilityTraits: UIAccessibilityTraits { [.button, .toggleButton] }

    /// "1" when on, "0" when off, as VoiceOver reads a switch.
    open override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

    /// Toggles the switch and sends `valueChanged`.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}
