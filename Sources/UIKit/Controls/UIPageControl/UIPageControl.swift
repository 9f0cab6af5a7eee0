/// A row of dots, one per page, with the current page's dot highlighted.
///
/// It looks like iOS 14 and later: 7-point dots in the label colour (the current one) and the tertiary
/// label colour (the others), on a translucent capsule with the `.prominent` background style (with
/// `.automatic`, while the user interacts). A tap before or after the current dot moves one page back
/// or forward; dragging along the dots scrubs through the pages. Each change sends `.valueChanged`.
/// Where Tessera differs: when the dots don't fit, the row scrolls to keep the current one in view
/// but the dots near the edges aren't shrunk; the iOS 16 `direction` property is left out (the row
/// follows the layout direction).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter, the gap between dots, the capsule's padding and the control's height.
    static let indicatorDiameter: CGFloat = 7
    static let indicatorGap: CGFloat = 9
    static let capsulePadding: CGFloat = 10
    static let standardHeight: CGFloat = 26

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0
    private var storedPageIndicatorTintColor: UIColor?
    private var storedCurrentPageIndicatorTintColor: UIColor?
    /// Images set per page for the indicators and for the current page's indicator.
    var indicatorImages: [Int: UIImage] = [:]
    var currentIndicatorImages: [Int: UIImage] = [:]
    /// Where the finger went down, to tell a scrub from a tap.
    var touchStart: CGPoint = .zero

    // Hit testing may walk into a UIPageControl without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIPageControl.self }

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Creates a page control from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    // MARK: Pages

    /// The number of pages (0 by default; a negative number is reported and counts as 0).
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            if newValue < 0 { BadValue.report("UIKit", api: "UIPageControl.numberOfPages", "\(newValue) is negative; clamped to 0") }
            let count = max(0, newValue)
            guard count != storedNumberOfPages else { return }
            storedNumberOfPages = count
            storedCurrentPage = min(storedCurrentPage, max(0, count - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, kept within 0…numberOfPages − 1 (a page outside is reported and clamped).
    /// Setting it sends no event.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let page = min(max(0, newValue), max(0, storedNumberOfPages - 1))
            if page != newValue {
                BadValue.report("UIKit", api: "UIPageControl.currentPage", "page \(newValue) is out of range (\(storedNumberOfPages) pages); clamped to \(page)")
            }
            guard page != storedCurrentPage else { return }
            storedCurrentPage = page
            setNeedsDisplay()
        }
    }

    /// Whether the control shows nothing when there is only one page (false by default).
    open var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } }
    }

    /// The size the control needs to show a number of pages' indicators.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        guard count > 0 else { return CGSize(width: 0, height: Self.standardHeight) }
        let widths = (0..<count).reduce(0) { $0 + indicatorSize(forPage: $1).width }
        let height = (0..<count).map { indicatorSize(forPage: $0).height }.max() ?? 0
        return CGSize(width: widths + Self.indicatorGap * CGFloat(count - 1) + 2 * Self.capsulePadding,
                      height: max(Self.standardHeight, height + Self.standardHeight - Self.indicatorDiameter))
    }

    // MARK: Looks

    /// The colour of the dots of pages other than the current one (nil: the tertiary label colour).
    open var pageIndicatorTintColor: UIColor? {
        get { storedPageIndicatorTintColor }
        set {
            guard appearanceAllowsSetting(Self.pageIndicatorTintColorAppearance) else { return }
            storedPageIndicatorTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// The colour of the current page's dot (nil: the label colour).
    open var currentPageIndicatorTintColor: UIColor? {
        get { storedCurrentPageIndicatorTintColor }
        set {
            guard appearanceAllowsSetting(Self.currentPageIndicatorTintColorAppearance) else { return }
            storedCurrentPageIndicatorTintColor = newValue
            setNeedsDisplay()
        }
    }

    /// When the indicators sit on a capsule (`.automatic` by default: while the user interacts).
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
    }

    /// The image for every page's indicator (nil: a dot), drawn in the indicator colours unless its
    /// rendering mode is `.alwaysOriginal`.
    open var preferredIndicatorImage: UIImage? {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// The image for the current page's indicator (nil: the page's indicator image).
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// The image set for one page's indicator.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Sets one page's indicator image (nil: the preferred image).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The image set for one page's indicator while it is the current page.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    /// Sets one page's indicator image for when it is the current page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Interaction

    /// How the user is interacting with the control now.
    open internal(set) var interactionState: InteractionState = .none {
        didSet { if interactionState != oldValue { setNeedsDisplay() } }
    }

    /// Whether dragging along the indicators scrubs through the pages (true by default; never with
    /// the `.minimal` background style).
    open var allowsContinuousInteraction = true

    // MARK: Size, drawing and touches

    /// The size for the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedNumberOfPages) }

    /// The size for the current number of pages.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        drawIndicators()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginPageTracking(touch)
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continuePageTracking(touch)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endPageTracking(touch)
    }

    open override func cancelTracking(with event: UIEvent?) {
        interactionState = .none
    }

    // MARK: Accessibility

    /// Adjustable: swiping up or down moves a page.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// The value set, else "page 2 of 5".
    open override var accessibilityValue: String? {
        get { viewExtras?.accessibility?.value ?? (storedNumberOfPages > 0 ? "page \(storedCurrentPage + 1) of \(storedNumberOfPages)" : nil) }
        set { super.accessibilityValue = newValue }
    }

    /// Moves to the next page.
    open override func accessibilityIncrement() { moveAsUser(to: storedCurrentPage + 1) }

    /// Moves to the previous page.
    open override func accessibilityDecrement() { moveAsUser(to: storedCurrentPage - 1) }
}
