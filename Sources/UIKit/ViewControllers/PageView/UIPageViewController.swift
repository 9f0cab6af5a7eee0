import Foundation

/// A container that shows pages, each the view of a child view controller, and moves between them by a
/// swipe (`.scroll`) or by turning the page like paper (`.pageCurl`).
///
/// Give it the first page with `setViewControllers(_:direction:animated:completion:)`; a `dataSource`
/// supplies the pages before and after as the user goes (without one, only your own calls change
/// pages). The `delegate` hears gesture-driven changes. The pages are children of the page view
/// controller while they show, with the appearance callbacks in UIKit's order: when a swipe or turn
/// starts, `viewWillDisappear(true)` for the page leaving and `viewWillAppear(true)` for the page
/// arriving; when it comes to rest, `viewDidDisappear(true)` and `viewDidAppear(true)`; when the user
/// takes it back, the arriving page disappears again and the old one appears again.
///
/// The scroll style is a paging scroll view holding the pages before and after the shown one, with
/// `OptionsKey.interPageSpacing` between them; horizontal pages follow the layout direction (forward is
/// leftwards right to left). With a data source that implements `presentationCount(for:)` and
/// `presentationIndex(for:)` a page control shows at the bottom, in a strip the pages do not cover.
///
/// The page-curl style turns the page around its spine: drag along the navigation axis, or tap in the
/// outer or inner fifth of the page. The page peels from its outer corner and folds over with its back
/// washed out (or showing the next page, double-sided), shaded across the fold and casting shadows on
/// the flat part and on the page below; let go before the edge reaches the middle of the page and it
/// falls back.
///
/// Where Tessera differs: a wrong number of view controllers for `setViewControllers` (iOS raises an
/// exception) is logged and ignored, with the completion called with false; the page curl folds along
/// a straight line rather than iOS's cone, follows the drag along the axis only (the corner's lift
/// comes with the progress, not the finger's height), and is not mirrored right to left; the interface
/// orientation delegate methods are never asked (nothing rotates by itself on Linux).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    private let style: TransitionStyle
    private let orientation: NavigationOrientation
    private var storedSpineLocation: SpineLocation
    /// The space between pages of the scroll style (from the options).
    let interPageSpacing: CGFloat
    /// The pages shown (one, or two for a middle spine or double-sided pages).
    var pages: [UIViewController] = []
    /// Set by the data source's default page-indicator methods: they are not implemented.
    var indicatorDefaultsRan = false
    /// Whether the page indicator shows (scroll style, both indicator methods implemented).
    private(set) var showsIndicator = false
    /// The page indicator of the scroll style.
    let pageControl = UIPageControl()
    /// The machinery of the style (one of the two is made with the view).
    var scroller: PageScrollController?
    var curler: PageCurlController?
    /// The orientation the spine location was last asked for.
    var spineOrientation: UIInterfaceOrientation?
    /// Set while the delegate chooses the spine location (its `setViewControllers` may give the new
    /// spine's page count, and is not animated: the spine moves at once).
    private var askingSpine = false

    /// A page view controller in `transitionStyle` whose pages follow one another along
    /// `navigationOrientation`. `options` may give `.spineLocation` (page curl; `.min` by default) and
    /// `.interPageSpacing` (scroll; 0 by default).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.style = style
        orientation = navigationOrientation
        let spine = OptionsKey.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
        storedSpineLocation = style == .scroll ? .none : (spine == nil || spine == SpineLocation.none ? .min : spine!)
        interPageSpacing = style == .scroll ? CGFloat(OptionsKey.number(options?[.interPageSpacing]) ?? 0) : 0
        isDoubleSided = storedSpineLocation == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller from an archive. Tessera has no storyboards, so this makes one with
    /// Interface Builder's defaults: page curl, horizontal, the spine at the leading edge.
    public required init?(coder: NSCoder) {
        style = .pageCurl
        orientation = .horizontal
        storedSpineLocation = .min
        interPageSpacing = 0
        isDoubleSided = false
        super.init(coder: coder)
    }

    // MARK: Configuration

    /// How pages change: by scrolling or by curling.
    open var transitionStyle: TransitionStyle { style }
    /// The axis along which pages follow one another.
    open var navigationOrientation: NavigationOrientation { orientation }
    /// Where the spine is (`.none` for the scroll style). The delegate's
    /// `pageViewController(_:spineLocationFor:)` may move it when the view changes orientation.
    open var spineLocation: SpineLocation { storedSpineLocation }
    /// Whether content shows on the back of a turning page (page curl). True with a middle spine, where
    /// the back of the right page is the next left page; otherwise the back shows the front's content
    /// faded through the paper, as iOS does.
    open var isDoubleSided: Bool

    /// Supplies the pages around the shown one (held weakly). Without one, gestures do not change pages.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet {
            scroller?.forgetNeighbours()
            updateIndicator()
        }
    }

    /// Hears gesture-driven page changes (held weakly).
    open weak var delegate: UIPageViewControllerDelegate?

    /// The pages shown (empty until `setViewControllers` gives some).
    open var viewControllers: [UIViewController]? { pages }

    /// The gesture recognizers that turn pages: a pan and a tap for the page-curl style, attached to the
    /// page view controller's view (move them to another view to change where turning works); none for
    /// the scroll style, whose scroll view pans by itself, as on iOS.
    open var gestureRecognizers: [UIGestureRecognizer] { curler?.gestureRecognizers ?? [] }

    // MARK: Changing pages

    /// Shows `viewControllers` (one page; two for a middle spine or double-sided pages), coming from
    /// `direction`. Animated, the pages slide (scroll) or turn (page curl) in as a swipe would, and
    /// `completion` gets true at the end; otherwise the pages change at once and `completion` gets true
    /// straight away. The delegate hears neither, as on iOS. The data source's page-indicator methods
    /// are asked again.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        let required = style == .pageCurl && (storedSpineLocation == .mid || isDoubleSided) ? 2 : 1
        // While the delegate chooses a new spine it sets the pages that spine needs, one or two.
        guard new.count == required || askingSpine && (1...2).contains(new.count) else {
            TesseraLog.error("UIKit", "UIPageViewController: the number of view controllers provided (\(new.count)) doesn't match the number required (\(required)) for the requested transition")
            completion?(false)
            return
        }
        updateIndicator()
        if new.elementsEqual(pages, by: ===) {
            completion?(true)
            return
        }
        if animated, !askingSpine, !pages.isEmpty, isViewLoaded {
            if let scroller {
                scroller.slide(to: new[0], direction: direction, gesture: false, completion: completion)
                return
            }
            if let curler {
                curler.turn(to: new, direction: direction, completion: completion)
                return
            }
        }
        scroller?.finishInFlight()
        curler?.finishInFlight()
        replacePages(with: new)
        completion?(true)
    }

    /// Replaces the shown pages at once, with containment and (on screen) the appearance callbacks.
    func replacePages(with new: [UIViewController]) {
        let old = pages
        let onScreen = pagesAreOnScreen
        let leaving = old.filter { page in !new.contains { $0 === page } }
        let arriving = new.filter { page in !old.contains { $0 === page } }
        for page in leaving { page.willMove(toParent: nil) }
        for page in arriving {
            // Loaded first, so `viewWillAppear` comes after `viewDidLoad`.
            if isViewLoaded { page.loadViewIfNeeded() }
            addChild(page)
        }
        if onScreen {
            for page in leaving { page.beginAppearanceTransition(false, animated: false) }
            for page in arriving { page.beginAppearanceTransition(true, animated: false) }
        }
        for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
        pages = new
        scroller?.pagesReplaced()
        curler?.pagesReplaced()
        if onScreen {
            for page in leaving { page.endAppearanceTransition() }
            for page in arriving { page.endAppearanceTransition() }
        }
        for page in leaving { page.removeFromParent() }
        for page in arriving { page.didMove(toParent: self) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the pages are on screen: the page view controller appears, in a visible window.
    var pagesAreOnScreen: Bool {
        guard let window = viewIfLoaded?.window, !window.isHidden else { return false }
        return appearance == .appeared || appearance == .appearing
    }

    // MARK: Appearance

    /// False: the page view controller sends its pages' appearance callbacks itself (a page sliding in
    /// appears while the page view controller already shows).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Starts the page view controller's appearance transition, and its shown pages' (unless pages are
    /// changing, when those transitions are already under way).
    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        super.beginAppearanceTransition(isAppearing, animated: animated)
        guard !pagesAreChanging else { return }
        for page in pages {
            // A page whose view is not loaded yet would otherwise hear the window instead (unanimated),
            // once the page view controller's view puts it in.
            if isAppearing { page.loadViewIfNeeded() }
            guard page.isViewLoaded else { continue }
            page.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the page view controller's appearance transition, and its shown pages'.
    open override func endAppearanceTransition() {
        super.endAppearanceTransition()
        guard !pagesAreChanging else { return }
        for page in pages where page.appearanceIsManual { page.endAppearanceTransition() }
    }

    private var pagesAreChanging: Bool { scroller?.isTransitioning == true || curler?.isTransitioning == true }

    // MARK: The view

    /// Makes the page view controller's view: the pages (in a scroll view for the scroll style), the
    /// page indicator when it shows, and the page-curl gestures.
    open override func loadView() {
        let root = PageViewControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        root.clipsToBounds = true
        view = root
        switch style {
        case .scroll:
            let scroller = PageScrollController(pager: self, spacing: interPageSpacing)
            self.scroller = scroller
            root.addSubview(scroller.scrollView)
            pageControl.addAction(UIAction { [weak self] _ in self?.pageControlChanged() }, for: .valueChanged)
            if showsIndicator { root.addSubview(pageControl) }
        case .pageCurl:
            let curler = PageCurlController(pager: self)
            self.curler = curler
            curler.install(in: root)
        }
        root.setNeedsLayout()
    }

    /// Lays out the pages and the indicator (called by the view's `layoutSubviews`).
    func layoutPages() {
        guard let root = viewIfLoaded else { return }
        var area = root.bounds
        if showsIndicator {
            // The indicator's strip: the control's height above the bottom safe area, which the pages
            // leave free.
            let strip = UIPageControl.standardHeight + 8 + root.safeAreaInsets.bottom
            area.size.height = max(0, area.height - strip)
            pageControl.frame = CGRect(x: root.bounds.minX, y: area.maxY + 4, width: root.bounds.width,
                                       height: UIPageControl.standardHeight)
        }
        scroller?.layout(in: area)
        if let curler {
            askSpineLocation(for: area.size)
            curler.layout(in: area)
        }
    }

    /// Asks the delegate for the spine location when the page area turns between portrait and
    /// landscape shapes (not for the first shape: the options gave that spine).
    private func askSpineLocation(for size: CGSize) {
        let shape: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        guard spineOrientation != shape, size.width > 0, size.height > 0 else { return }
        let first = spineOrientation == nil
        spineOrientation = shape
        guard let delegate, !first else { return }
        askingSpine = true
        let spine = delegate.pageViewController(self, spineLocationFor: shape)
        askingSpine = false
        guard spine != .none, spine != storedSpineLocation else { return }
        storedSpineLocation = spine
        if spine == .mid { isDoubleSided = true }
    }

    // MARK: The page indicator

    /// Asks the data source for the indicator's count and index (scroll style only).
    func updateIndicator() {
        var shows = false
        if style == .scroll, let dataSource {
            indicatorDefaultsRan = false
            let count = dataSource.presentationCount(for: self)
            let index = dataSource.presentationIndex(for: self)
            shows = !indicatorDefaultsRan
            indicatorDefaultsRan = false
            if shows {
                pageControl.numberOfPages = count
                pageControl.currentPage = index
                shownIndicatorPage = pageControl.currentPage
            }
        }
        guard shows != showsIndicator else { return }
        showsIndicator = shows
        if let root = viewIfLoaded {
            if shows { root.addSubview(pageControl) } else { pageControl.removeFromSuperview() }
            root.setNeedsLayout()
        }
    }

    /// A swipe moved one page `direction`: the indicator follows by itself, as on iOS.
    func pageStepped(_ direction: NavigationDirection) {
        guard showsIndicator else { return }
        pageControl.currentPage = max(0, min(pageControl.numberOfPages - 1, pageControl.currentPage + (direction == .forward ? 1 : -1)))
        shownIndicatorPage = pageControl.currentPage
    }

    /// The dot the indicator showed before the user tapped it.
    private var shownIndicatorPage: Int?

    /// A tap on the indicator moved its dot: slide one page that way (the delegate hears it as a gesture).
    private func pageControlChanged() {
        let wanted = pageControl.currentPage
        let shown = shownIndicatorPage ?? wanted
        guard let scroller, wanted != shown, let dataSource, let current = pages.first, !scroller.isTransitioning else {
            return
        }
        let direction: NavigationDirection = wanted > shown ? .forward : .reverse
        pageControl.currentPage = shown
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return }
        scroller.slide(to: next, direction: direction, gesture: true, completion: nil)
    }
}

/// The page view controller's root view: lays out the pages whenever it lays out.
final class PageViewControllerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }
}
