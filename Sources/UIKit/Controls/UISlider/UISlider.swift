/// A control that picks one value from a continuous range by dragging a thumb along a track.
///
/// Only a touch on the thumb (within 10 points of it) drags it, as on iOS: a tap elsewhere on the
/// track does nothing. The thumb keeps its offset from the finger. With `isContinuous` (the default)
/// `valueChanged` is sent at every move that changes the value, otherwise once when the finger lifts.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The default thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The default track's thickness.
    static let trackHeight: CGFloat = 4
    /// How far outside the thumb a touch still grabs it.
    static let thumbSlop: CGFloat = 10

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    /// The value drawn: the value, or between two values while `setValue(_:animated:)` runs.
    private var displayedValue: Float = 0 { didSet { if displayedValue != oldValue { setNeedsDisplay() } } }
    private var animation: ControlAnimation?
    /// The horizontal distance from the finger to the thumb's centre when the drag began.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    var storedMinimumTrackTintColor: UIColor?
    var storedMaximumTrackTintColor: UIColor?
    var storedThumbTintColor: UIColor?
    /// Images per state raw value.
    var thumbImages: [UInt: UIImage] = [:]
    var minimumTrackImages: [UInt: UIImage] = [:]
    var maximumTrackImages: [UInt: UIImage] = [:]

    // Hit testing may walk into a UISlider without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UISlider.self }

    /// Creates a slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Creates a slider from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderControl(coder); decodeInterfaceBuilderSlider(coder) }
    }

    // MARK: Value

    /// The value, always between the minimum and maximum (0 by default).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped to the range), sliding the thumb when animated. No event is sent. NaN
    /// is reported and ignored.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return BadValue.report("UIKit", api: "UISlider.value", "NaN ignored; the value stays \(storedValue)") }
        let clamped = clamp(value)
        storedValue = clamped
        ControlAnimation.move(&animation, from: CGFloat(displayedValue), to: CGFloat(clamped),
                              duration: animated && window != nil ? 0.3 : nil) { [weak self] in self?.displayedValue = Float($0) }
    }

    /// The lowest value (0 by default); raising it above the maximum raises the maximum too.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return BadValue.report("UIKit", api: "UISlider.minimumValue", "must be finite; \(newValue) ignored") }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The highest value (1 by default); lowering it below the minimum lowers the minimum too.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return BadValue.report("UIKit", api: "UISlider.maximumValue", "must be finite; \(newValue) ignored") }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            setValue(storedValue, animated: false)
        }
    }

    /// Whether `valueChanged` is sent while dragging (true) or only when the finger lifts.
    open var isContinuous = true

    private func clamp(_ value: Float) -> Float {
        guard !value.isNaN else { return storedMinimum }
        return min(max(value, storedMinimum), storedMaximum)
    }

    /// The value's place in the range, 0 to 1.
    private func fraction(of value: Float) -> CGFloat {
        let range = storedMaximum - storedMinimum
        return range > 0 ? CGFloat((value - storedMinimum) / range) : 0
    }

    // MARK: Look

    /// The image at the minimum end, left of the track in left-to-right layouts.
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The image at the maximum end.
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }

    /// The track's colour on the minimum side of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? {
        get { storedMinimumTrackTintColor }
        set {
            guard appearanceAllowsSetting(Self.minimumTrackTintColorAppearance) else { return }
            storedMinimumTrackTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// The track's colour on the maximum side (nil: iOS's translucent grey).
    open var maximumTrackTintColor: UIColor? {
        get { storedMaximumTrackTintColor }
        set {
            guard appearanceAllowsSetting(Self.maximumTrackTintColorAppearance) else { return }
            storedMaximumTrackTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        get { storedThumbTintColor }
        set {
            guard appearanceAllowsSetting(Self.thumbTintColorAppearance) else { return }
            storedThumbTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// Sets the thumb image for a state (states without one use the normal image).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        guard appearanceAllowsSetting(Self.thumbImageAppearance, axes: [Int(state.rawValue)]) else { return }
        thumbImages[state.rawValue] = image
        imagesChanged()
    }

    /// Sets the minimum-side track image for a state (stretched along the track: make it resizable).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        guard appearanceAllowsSetting(Self.minimumTrackImageAppearance, axes: [Int(state.rawValue)]) else { return }
        minimumTrackImages[state.rawValue] = image
        imagesChanged()
    }

    /// Sets the maximum-side track image for a state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        guard appearanceAllowsSetting(Self.maximumTrackImageAppearance, axes: [Int(state.rawValue)]) else { return }
        maximumTrackImages[state.rawValue] = image
        imagesChanged()
    }

    /// The thumb image for a state (falling back to the normal one).
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    /// The minimum-side track image for a state.
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }
    /// The maximum-side track image for a state.
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }
    /// The thumb image shown now.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum-side track image shown now.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum-side track image shown now.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    private func imagesChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Geometry

    /// The rectangle of the minimum value image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        endImageRect(minimumValueImage, atLeading: true, in: bounds)
    }

    /// The rectangle of the maximum value image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        endImageRect(maximumValueImage, atLeading: false, in: bounds)
    }

    /// The track's rectangle: between the value images, 4 points thick (or the track image's height), centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var track = bounds
        let gap: CGFloat = 8
        let minimumRect = minimumValueImageRect(forBounds: bounds), maximumRect = maximumValueImageRect(forBounds: bounds)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leftImage = rightToLeft ? maximumRect : minimumRect, rightImage = rightToLeft ? minimumRect : maximumRect
        if leftImage.width > 0 { track.origin.x = leftImage.maxX + gap; track.size.width = bounds.maxX - track.minX }
        if rightImage.width > 0 { track.size.width = rightImage.minX - gap - track.minX }
        let height = max(currentMinimumTrackImage?.size.height ?? Self.trackHeight, currentMaximumTrackImage?.size.height ?? Self.trackHeight)
        return CGRect(x: track.minX, y: bounds.midY - height / 2, width: max(0, track.width), height: height)
    }

    /// The thumb's rectangle for a value: the thumb's centre runs along the track, inset by half the thumb.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        var t = fraction(of: min(max(value, storedMinimum), storedMaximum))
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { t = 1 - t }
        let travel = max(0, rect.width - size.width)
        return CGRect(x: rect.minX + travel * t, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func endImageRect(_ image: UIImage?, atLeading: Bool, in bounds: CGRect) -> CGRect {
        guard let image else { return .zero }
        let onLeft = atLeading != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = onLeft ? bounds.minX : bounds.maxX - image.size.width
        return CGRect(x: x, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    /// No intrinsic width; the height of the thumb (31 points for the default one) or the tallest image.
    open override var intrinsicContentSize: CGSize {
        let images = [currentThumbImage, minimumValueImage, maximumValueImage, currentMinimumTrackImage, currentMaximumTrackImage]
        let height = images.compactMap { $0?.size.height }.max().map { max($0, 31) } ?? 31
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, 118), height: intrinsicContentSize.height)
    }

    open override func draw(_ rect: CGRect) { drawSlider(value: displayedValue) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    // MARK: Touches

    /// A touch that missed the thumb never highlights the slider.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if !isTracking { isHighlighted = false }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumb.insetBy(dx: -Self.thumbSlop, dy: -Self.thumbSlop).contains(point) else {
            isHighlighted = false
            return false
        }
        animation?.cancel()
        animation = nil
        displayedValue = storedValue
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // The thumb stays highlighted while dragged, wherever the finger is.
        isHighlighted = true
        let track = trackRect(forBounds: bounds)
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let travel = track.width - size.width
        guard travel > 0 else { return true }
        var t = (touch.location(in: self).x - grabOffset - track.minX - size.width / 2) / travel
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { t = 1 - t }
        let newValue = clamp(storedMinimum + Float(min(max(t, 0), 1)) * (storedMaximum - storedMinimum))
        guard newValue != storedValue else { return true }
        storedValue = newValue
        displayedValue = newValue
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    // MARK: Accessibility

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// The value as a percentage of the range ("50%"), as VoiceOver reads a slider.
    open override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? "\(Int((fraction(of: storedValue) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// Moves the value up by a tenth of the range and sends `valueChanged`.
    open override func accessibilityIncrement() { step(by: 0.1) }

    /// Moves the value down by a tenth of the range and sends `valueChanged`.
    open override func accessibilityDecrement() { step(by: -0.1) }

    private func step(by fraction: Float) {
        guard isEnabled else { return }
        let before = storedValue
        setValue(storedValue + fraction * (storedMaximum - storedMinimum), animated: false)
        if storedValue != before { sendActions(for: .valueChanged) }
    }
}
