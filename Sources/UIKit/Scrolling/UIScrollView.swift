/// A view whose content is larger than it: `contentOffset` (its bounds' origin) says which part shows.
///
/// Drag it (its `panGestureRecognizer`, also fed by the mouse wheel and trackpad) and it follows the
/// finger, rubber-bands past its edges, glides on after a flick with iOS's deceleration, springs back
/// to its edges, and lands on pages with `isPagingEnabled`; thin indicators show where it is. See
/// `ScrollPhysics` for the formulas and `UIScrollViewDelegate` for the order of its calls.
///
/// Pinching zooms the delegate's `viewForZooming(in:)` between `minimumZoomScale` and
/// `maximumZoomScale`.
///
/// Where Tessera differs: the indicators are layers, not subviews, so `subviews` holds only your views
/// (and the refresh control, when there is one).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the content, in points.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            updateAdjustedContentInset()
            if hasScrollGuides { layoutInputsChanged(.geometry) }
            setNeedsLayout()
        }
    }

    /// Extra space around the content (in addition to the safe area the adjustment behavior adds).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            updateAdjustedContentInset()
        }
    }

    /// Which safe-area insets join `contentInset` (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// `contentInset` plus the safe-area insets the adjustment behavior adds: what scrolling honours.
    open private(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// Called when `adjustedContentInset` changes (after the delegate hears it).
    open func adjustedContentInsetDidChange() {}

    /// Whether the scroll indicators' insets follow the safe area (true by default).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Told what the scroll view does.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Whether dragging scrolls (true by default).
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// Whether the content rubber-bands past its edges and springs back (true by default).
    open var bounces = true
    /// Whether the content rubber-bands vertically even when it fits.
    open var alwaysBounceVertical = false
    /// Whether the content rubber-bands horizontally even when it fits.
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts along one axis stays on it.
    open var isDirectionalLockEnabled = false
    /// Whether scrolling comes to rest on multiples of the bounds' size.
    open var isPagingEnabled = false
    /// How fast a flick slows down (`.normal` by default).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether touches reach the content only after a short wait, so a drag can claim them first (true).
    open var delaysContentTouches = true {
        didSet { scrollPan.delaysContent = delaysContentTouches }
    }
    /// Whether a drag may take touches the content already has (true by default).
    open var canCancelContentTouches = true
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a scroll-to-top request scrolls this view (true by default).
    open var scrollsToTop = true
    /// How a table's section index shows.
    open var indexDisplayMode: IndexDisplayMode = .automatic

    /// Whether the vertical indicator shows while scrolling (true by default).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (true by default).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colours.
    open var indicatorStyle: IndicatorStyle = .default
    /// Insets of the vertical indicator's track.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator's track.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicators' insets (reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1 by default: zooming needs a larger one and `viewForZooming(in:)`).
    open var maximumZoomScale: CGFloat = 1
    /// The zoom scale of the delegate's `viewForZooming(in:)`; setting it zooms around the middle of
    /// the visible content.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var storedZoomScale: CGFloat = 1
    /// Whether pinching past the zoom limits goes a little beyond and springs back (true by default).
    open var bouncesZoom = true
    /// Whether a pinch is zooming.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back inside its limits.
    open internal(set) var isZoomBouncing = false
    /// Whether an animated zoom (`setZoomScale(_:animated: true)`, `zoom(to:animated: true)`) is running.
    var zoomAnimationRunning = false

    /// Whether arrow and page keys scroll the content when the scroll view is focused (true by default,
    /// iOS 17). Stored only: Tessera's focus does not focus scroll views, so keys do not reach one
    /// for scrolling.
    open var allowsKeyboardScrolling = true
    /// Where content smaller than the visible area sits, as a unit point (.zero: top leading, the
    /// default; iOS 17.4). Stored only: Tessera keeps small content at the top leading corner.
    open var contentAlignmentPoint: CGPoint = .zero
    /// Whether a horizontal scroll that reaches an edge goes on in an enclosing scroll view (true by
    /// default; iOS 17.4). Stored only: Tessera's wheel and trackpad scrolls stop at the edge.
    open var transfersHorizontalScrollingToParent = true
    /// Whether a vertical scroll that reaches an edge goes on in an enclosing scroll view (true by
    /// default; iOS 17.4). Stored only: Tessera's wheel and trackpad scrolls stop at the edge.
    open var transfersVerticalScrollingToParent = true

    /// The recognizer that zooms (nil while zooming is impossible: no zoom range, or no view to zoom).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil ? scrollPinch : nil
    }
    let scrollPinch = UIPinchGestureRecognizer()

    /// Whether a finger is down on the content (and may drag it).
    open internal(set) var isTracking = false
    /// Whether the content follows a drag.
    open internal(set) var isDragging = false
    /// Whether the content glides on after a drag.
    open internal(set) var isDecelerating = false

    /// The recognizer that drags the content (its `allowedScrollTypesMask` takes wheel and trackpad).
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = ScrollViewPanGestureRecognizer()

    /// What moves the content between frames (a glide, a spring back, an animated offset).
    var motion: ScrollMotion?
    /// The drag in progress.
    var drag: DragState?
    /// The pull-to-refresh control.
    var storedRefreshControl: UIRefreshControl?
    /// The zoom scale, the fingers' place (scroll view coordinates) and the offset when a pinch began.
    var pinchStart: (scale: CGFloat, location: CGPoint, offset: CGPoint)?
    /// The scroll indicators.
    lazy var indicators = ScrollIndicators(scrollView: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a scroll view from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderScrollView(coder) }
    }

    private func configure() {
        clipsToBounds = true
        scrollPan.allowedScrollTypesMask = .all
        scrollPan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(scrollPan)
        scrollPinch.addTarget(self, action: UIScrollView.handlePinch)
        addGestureRecognizer(scrollPinch)
    }

    // MARK: Offset

    /// Which point of the content shows at the top left of the bounds: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Moves the content to `contentOffset`, at once or (animated) over 0.3 s on the ease-in-out curve,
    /// ending with `scrollViewDidEndScrollingAnimation`. Any glide stops first.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard let offset = BadValue.checkedPoint(contentOffset, "UIKit", api: "UIScrollView.setContentOffset") else { return }
        stopMotion()
        guard animated, offset != self.contentOffset else {
            bounds.origin = offset
            return
        }
        startMotion(.animating(from: self.contentOffset, to: offset, start: MediaClock.now, duration: 0.3))
    }

    /// The bounds' origin is the content offset: a change lays the scroll view out (so it can tile its
    /// content) and tells the delegate.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            guard super.bounds.origin != old.origin else { return }
            if hasScrollGuides { layoutInputsChanged(.geometry) }
            setNeedsLayout()
            indicators.scrolled()
            updateRefreshControl()
            delegate?.scrollViewDidScroll(self)
            offsetObserver?.scrollViewOffsetDidChange(self)
        }
    }

    /// A container that follows the offset (a navigation controller collapsing its large title).
    weak var offsetObserver: ScrollViewOffsetObserving?

    /// Scrolls as little as possible to show `rect` (in content coordinates) inside the bounds less the
    /// adjusted insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard let rect = BadValue.checkedRect(rect, "UIKit", api: "UIScrollView.scrollRectToVisible") else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        offset.x += Self.leastScroll(from: rect.minX, to: rect.maxX, within: visible.minX, visible.maxX)
        offset.y += Self.leastScroll(from: rect.minY, to: rect.maxY, within: visible.minY, visible.maxY)
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// How far to scroll along one axis to show `low`…`high` inside `visibleLow`…`visibleHigh`, as
    /// little as possible: none when it shows already, its start at the visible start when it is above
    /// or larger, else its end at the visible end.
    static func leastScroll(from low: CGFloat, to high: CGFloat, within visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
        if high - low > visibleHigh - visibleLow || low < visibleLow { return low - visibleLow }
        if high > visibleHigh { return high - visibleHigh }
        return 0
    }

    /// Scrolls to the top (as a tap on the status bar does on iPhone), if the delegate agrees.
    open func scrollToTop(animated: Bool = true) {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        scrollsToTopPending = true
        setContentOffset(top, animated: animated)
        if !animated { finishScrollToTop() }
    }

    var scrollsToTopPending = false

    func finishScrollToTop() {
        guard scrollsToTopPending else { return }
        scrollsToTopPending = false
        delegate?.scrollViewDidScrollToTop(self)
    }

    /// The offsets the content rests between: from minus the leading insets to the content's far edge
    /// plus the trailing insets, less the bounds.
    var offsetLimits: CGRect {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where a drag released at `velocity` (points per millisecond) should rest, before the delegate
    /// hears it: `proposed` here; a collection view asks its layout.
    func restingTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// `offset` moved inside `offsetLimits`.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let limits = offsetLimits
        return CGPoint(x: min(max(offset.x, limits.minX), limits.maxX), y: min(max(offset.y, limits.minY), limits.maxY))
    }

    /// Whether the content is wider or taller than the bounds less the insets.
    var scrollsHorizontally: Bool { contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width }
    var scrollsVertically: Bool { contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height }

    // MARK: Touches

    /// The scroll view's own pan begins only when it can move the content (see `panShouldBegin`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === scrollPan, !panShouldBegin() { return false }
        if gestureRecognizer === scrollPinch, pinchGestureRecognizer == nil { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether a drag may take a touch `view` (content) already has: true unless it is a control, as
    /// in UIKit (a table view lets drags take touches from controls too).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether `view` (content) may receive the touches that start on it (true by default). Asked
    /// just before a touch's began phase reaches a view inside the scroll view (after the content
    /// touch delay when `delaysContentTouches`); false keeps that touch from the view altogether,
    /// while the scroll view may still drag with it. The nearest enclosing scroll view is asked.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        indicators.flash()
    }

    // MARK: Insets

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
        updateAdjustedContentInset()
        updateRefreshControl()
        indicators.layout()
    }

    /// Recomputes `adjustedContentInset`, telling the delegate and the scroll view when it changed.
    /// Content at rest against its top (or leading) edge stays against it, as in UIKit: a scroll view
    /// under a bar or the status bar shows its content below them from the start. `keepingEdge` false
    /// leaves the offset to the caller (a refresh control animates it).
    func updateAdjustedContentInset(keepingEdge: Bool = true) {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let horizontal = contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal
        let vertical = contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical
        let (addVertical, addHorizontal): (Bool, Bool) = switch contentInsetAdjustmentBehavior {
        case .never: (false, false)
        case .always: (true, true)
        case .scrollableAxes: (vertical, horizontal)
        case .automatic: (automaticBehaviorAdjustsVertically || vertical, horizontal)
        }
        if addVertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if addHorizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        // A refresh in progress keeps its control in view above the content.
        if storedRefreshControl?.isRefreshing == true { adjusted.top += UIRefreshControl.height }
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        adjustedContentInset = adjusted
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        adjustedContentInsetDidChange()
        guard keepingEdge, motion == nil, drag == nil, !isTracking else { return }
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        if offset != contentOffset { bounds.origin = offset }
    }

    // MARK: Accessibility (see UIScrollView+Accessibility.swift)

    /// VoiceOver's three-finger swipe: scrolls a page and posts `.pageScrolled` ("Page 2 of 5").
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        accessibilityScrollByPage(direction)
    }
}
