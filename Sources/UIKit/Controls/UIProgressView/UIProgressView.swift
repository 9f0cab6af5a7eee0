/// A bar showing how far a task has come: a rounded track filled from the leading end.
///
/// The bar is 4 points tall (2.5 for `.bar`) whatever its frame, drawn centred; images set as
/// `progressImage` and `trackImage` are stretched over their parts instead (make them resizable). It
/// is not a control: it takes no touches. Overriding `draw(_:)` replaces the whole drawing.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The kinds of progress bar.
    public enum Style: Int, Sendable, CaseIterable {
        /// The standard bar, with a grey track and rounded ends.
        case `default` = 0
        /// A thinner bar for toolbars, with square ends.
        case bar = 1
    }

    private var storedProgress: Float = 0
    /// The progress drawn: the progress, or between two values while `setProgress(_:animated:)` runs.
    private var displayedProgress: Float = 0 { didSet { if displayedProgress != oldValue { setNeedsDisplay() } } }
    private var animation: ControlAnimation?
    private var storedProgressTintColor: UIColor?
    private var storedTrackTintColor: UIColor?
    private var storedProgressImage: UIImage?
    private var storedTrackImage: UIImage?

    // Hit testing may walk into a UIProgressView without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIProgressView.self }

    /// Creates a progress view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Creates a progress view of a style, sized to its intrinsic height.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = CGSize(width: 150, height: intrinsicContentSize.height)
    }

    /// Creates a progress view from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
    }

    /// The style (`.default` unless made with another).
    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// How much is done, from 0 to 1 (values outside are clamped).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress (clamped to 0…1), growing the bar over a quarter second when animated. NaN is
    /// reported and ignored.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { return BadValue.report("UIKit", api: "UIProgressView.progress", "NaN ignored; the progress stays \(storedProgress)") }
        let clamped = min(max(progress, 0), 1)
        storedProgress = clamped
        ControlAnimation.move(&animation, from: CGFloat(displayedProgress), to: CGFloat(clamped),
                              duration: animated && window != nil ? 0.25 : nil) { [weak self] in self?.displayedProgress = Float($0) }
    }

    /// The colour of the filled part (nil: the tint colour).
    open var progressTintColor: UIColor? {
        get { storedProgressTintColor }
        set {
            guard appearanceAllowsSetting(Self.progressTintColorAppearance) else { return }
            storedProgressTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// The colour of the unfilled track (nil: iOS's translucent grey).
    open var trackTintColor: UIColor? {
        get { storedTrackTintColor }
        set {
            guard appearanceAllowsSetting(Self.trackTintColorAppearance) else { return }
            storedTrackTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// An image stretched over the filled part (nil: a rounded bar in the progress tint).
    open var progressImage: UIImage? {
        get { storedProgressImage }
        set {
            guard appearanceAllowsSetting(Self.progressImageAppearance) else { return }
            storedProgressImage = newValue
            setNeedsDisplay()
        }
    }

    /// An image stretched over the whole track (nil: a rounded bar in the track tint).
    open var trackImage: UIImage? {
        get { storedTrackImage }
        set {
            guard appearanceAllowsSetting(Self.trackImageAppearance) else { return }
            storedTrackImage = newValue
            setNeedsDisplay()
        }
    }

    /// The bar's thickness: 4 points, 2.5 for `.bar`; an image's height when images are set.
    var barHeight: CGFloat {
        if let image = storedTrackImage ?? storedProgressImage { return image.size.height }
        return progressViewStyle == .bar ? 2.5 : 4
    }

    /// No intrinsic width; the bar's thickness.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func draw(_ rect: CGRect) {
        let height = min(bounds.height, barHeight)
        let track = CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
        let radius = progressViewStyle == .bar ? 0 : height / 2
        let width = track.width * CGFloat(displayedProgress)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rightToLeft ? track.maxX - width : track.minX, y: track.minY, width: width, height: track.height)
        if let image = trackImage { image.draw(in: track) } else {
            (trackTintColor ?? .systemFill).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
        }
        guard width > 0 else { return }
        if let image = progressImage { image.draw(in: filled) } else {
            (progressTintColor ?? tintColor).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: min(radius, width / 2)).fill()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// Progress views are accessibility elements unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// "Progress", unless a label was set.
    open override var accessibilityLabel: String? {
        get { viewExtras?.accessibility?.label ?? "Progress" }
        set { super.accessibilityLabel = newValue }
    }

    /// The progress as a percentage ("50%").
    open override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }

    /// `.updatesFrequently`, unless traits were set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { viewExtras?.accessibility?.traits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }
}
