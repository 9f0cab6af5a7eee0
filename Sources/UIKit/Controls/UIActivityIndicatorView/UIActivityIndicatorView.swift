/// A spinner that shows a task is in progress.
///
/// It draws iOS 13+'s eight-spoke spinner at its style's size (20 or 37 points), centred in its bounds,
/// so a larger indicator with a background colour and rounded corners frames it. While animating, the
/// spinner steps with the frame clock (`UIApplication.shared.advanceFrame(by:)`), a turn a second.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    private var storedColor: UIColor?
    /// When the animation started, and the leading spoke drawn.
    private var animationStart: CFTimeInterval = 0
    private(set) var phase = 0

    // Hit testing may walk into a UIActivityIndicatorView without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIActivityIndicatorView.self }

    /// Creates an indicator in a style, sized for it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        configure()
    }

    /// Creates a medium indicator in a frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        configure()
    }

    /// Creates an indicator from an archive; Tessera has no nibs, so this makes a medium indicator.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isOpaque = false
        contentMode = .redraw
        isHidden = hidesWhenStopped
    }

    /// The size and (for the deprecated styles) colour: `.medium` by default.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour: the style's (the secondary label colour for medium and large) unless set;
    /// setting nil returns to it.
    open var color: UIColor! {
        get { storedColor ?? style.defaultColor }
        set {
            guard appearanceAllowsSetting(Self.colorAppearance) else { return }
            storedColor = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the indicator hides while it isn't animating (true by default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner is turning.
    open private(set) var isAnimating = false

    /// Starts the spinner (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        animationStart = CACurrentMediaTime()
        phase = 0
        updateFrameObserver()
        setNeedsDisplay()
    }

    /// Stops the spinner (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateFrameObserver()
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { style.size }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    open override func draw(_ rect: CGRect) {
        drawSpinner()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateFrameObserver()
    }

    /// Follows the frame clock while animating in a window.
    private func updateFrameObserver() {
        guard isAnimating, window != nil else { return UIApplication.shared.removeFrameObserver(for: self) }
        UIApplication.shared.addFrameObserver(for: self) { [weak self] now in self?.advance(to: now) }
    }

    private func advance(to now: CFTimeInterval) {
        let next = Self.phase(at: now - animationStart)
        guard next != phase else { return }
        phase = next
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// An element unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label set, else "In progress" while animating and "Progress halted" when stopped, as iOS says.
    open override var accessibilityLabel: String? {
        get { viewExtras?.accessibility?.label ?? (isAnimating ? "In progress" : "Progress halted") }
        set { super.accessibilityLabel = newValue }
    }

    /// The traits set, else `.updatesFrequently`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { viewExtras?.accessibility?.traits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }
}
