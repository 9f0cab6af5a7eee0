import Foundation

/// The scroll style of `UIPageViewController`: a paging scroll view with three slots, the page before,
/// the page shown and the page after, along the navigation axis.
///
/// The shown page sits in the middle slot and the content offset rests there. The scroll view is one
/// page plus the inter-page spacing long (half the spacing on each side of the page), so paging, which
/// lands on multiples of the scroll view's size, lands on the slots and the spacing shows between pages
/// while they move. Which neighbours may be reached is set through negative content insets: a side whose
/// neighbour the data source said does not exist is closed (the drag rubber-bands there); a side not yet
/// asked about is open, and the data source is asked as soon as a drag goes that way (lazily, as on
/// iOS). When the content comes to rest on a neighbour's slot, that page becomes the shown one and
/// everything shifts back to the middle slot without a visible move.
@MainActor
final class PageScrollController: UIScrollViewDelegate {
    unowned let pager: UIPageViewController
    let scrollView = UIScrollView()
    let spacing: CGFloat

    /// The neighbours of the shown page: nil until asked, `.some(nil)` when the data source has none.
    private var neighbours: [UIPageViewController.NavigationDirection: UIViewController?] = [:]
    /// The page moving in, and from which side.
    private(set) var pending: (controller: UIViewController, direction: UIPageViewController.NavigationDirection)?
    /// Whether the pending page came from `setViewControllers` or the page control (true: no delegate
    /// calls, the completion below instead) or from a drag.
    private var programmatic = false
    private var completion: ((Bool) -> Void)?
    /// Set while this controller moves the offset itself, so `scrollViewDidScroll` ignores it.
    private var repositioning = false
    /// The area the pages fill, in the pager's view.
    private var pageArea: CGRect = .zero

    init(pager: UIPageViewController, spacing: CGFloat) {
        self.pager = pager
        self.spacing = max(0, spacing)
        scrollView.isPagingEnabled = true
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.clipsToBounds = true
        scrollView.delegate = self
        if horizontal { scrollView.alwaysBounceHorizontal = true } else { scrollView.alwaysBounceVertical = true }
    }

    /// Whether a transition is in progress (a drag toward a page, a glide, an animated change).
    var isTransitioning: Bool { pending != nil || scrollView.isDragging }

    // MARK: Geometry

    private var horizontal: Bool { pager.navigationOrientation == .horizontal }
    /// Forward is leftwards in a right-to-left horizontal layout.
    private var rightToLeft: Bool {
        horizontal && pager.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
    /// The distance between the starts of two slots: a page and the spacing.
    private var stride: CGFloat { (horizontal ? pageArea.width : pageArea.height) + spacing }

    /// The slot (0, 1, 2 in content order) of the shown page (nil) or of the neighbour `direction`.
    private func slot(_ direction: UIPageViewController.NavigationDirection?) -> Int {
        guard let direction else { return 1 }
        return (direction == .forward) != rightToLeft ? 2 : 0
    }

    /// The content offset that shows `slot`.
    private func offset(forSlot slot: Int) -> CGPoint {
        horizontal ? CGPoint(x: CGFloat(slot) * stride, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * stride)
    }

    /// A page's frame in `slot`, in the scroll view's content.
    private func frame(forSlot slot: Int) -> CGRect {
        let start = CGFloat(slot) * stride + spacing / 2
        return horizontal
            ? CGRect(x: start, y: 0, width: pageArea.width, height: pageArea.height)
            : CGRect(x: 0, y: start, width: pageArea.width, height: pageArea.height)
    }

    /// How far the content is from the middle slot, positive toward the forward neighbour.
    private var displacement: CGFloat {
        let along = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let d = along - stride
        return rightToLeft ? -d : d
    }

    /// Places the scroll view over `area` (the pager's page area) and the pages in their slots.
    func layout(in area: CGRect) {
        let changed = area != pageArea
        pageArea = area
        repositioning = true
        defer { repositioning = false }
        scrollView.frame = horizontal
            ? CGRect(x: area.minX - spacing / 2, y: area.minY, width: area.width + spacing, height: area.height)
            : CGRect(x: area.minX, y: area.minY - spacing / 2, width: area.width, height: area.height + spacing)
        scrollView.contentSize = horizontal
            ? CGSize(width: 3 * stride, height: area.height)
            : CGSize(width: area.width, height: 3 * stride)
        placePages()
        updateLimits()
        if changed || !isTransitioning { scrollView.contentOffset = offset(forSlot: 1) }
    }

    /// Puts the shown page's view in the middle slot and the pending one's in its slot.
    func placePages() {
        if let current = pager.pages.first {
            place(current, slot: 1)
        }
        if let pending { place(pending.controller, slot: slot(pending.direction)) }
    }

    private func place(_ controller: UIViewController, slot: Int) {
        let view = controller.view!
        if view.superview !== scrollView { scrollView.addSubview(view) }
        view.frame = frame(forSlot: slot)
    }

    /// Opens the sides a drag may go to and closes the others (negative insets take a slot away).
    private func updateLimits() {
        func open(_ direction: UIPageViewController.NavigationDirection) -> Bool {
            if pending?.direction == direction { return true }
            guard pager.dataSource != nil, !pager.pages.isEmpty, !programmatic else { return false }
            guard let asked = neighbours[direction] else { return true }
            return asked != nil
        }
        let low = open(rightToLeft ? .forward : .reverse)
        let high = open(rightToLeft ? .reverse : .forward)
        let closed = -stride
        // A scroll view at rest keeps its content's edge when the insets change; the pages keep their
        // offset instead.
        let kept = scrollView.contentOffset
        defer {
            if scrollView.contentOffset != kept {
                let was = repositioning
                repositioning = true
                scrollView.contentOffset = kept
                repositioning = was
            }
        }
        scrollView.contentInset = horizontal
            ? UIEdgeInsets(top: 0, left: low ? 0 : closed, bottom: 0, right: high ? 0 : closed)
            : UIEdgeInsets(top: low ? 0 : closed, left: 0, bottom: high ? 0 : closed, right: 0)
    }

    // MARK: Neighbours

    /// The page `direction` of the shown one, asking the data source the first time.
    private func neighbour(_ direction: UIPageViewController.NavigationDirection) -> UIViewController? {
        if let asked = neighbours[direction] { return asked }
        guard let current = pager.pages.first, let dataSource = pager.dataSource else { return nil }
        var page = direction == .forward
            ? dataSource.pageViewController(pager, viewControllerAfter: current)
            : dataSource.pageViewController(pager, viewControllerBefore: current)
        if let found = page, found === current || found.parent === pager && pending?.controller !== found {
            TesseraLog.error("UIKit", "UIPageViewController: the data source returned a page that is already shown; ignored")
            page = nil
        }
        neighbours[direction] = .some(page)
        updateLimits()
        return page
    }

    /// Forgets the neighbours (the shown page changed, or the data source did).
    func forgetNeighbours() {
        neighbours = [:]
        updateLimits()
    }

    // MARK: Scroll view delegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard pending == nil || !programmatic else { return }
        // Ask about the side the finger is going to before the content first moves, so a missing page
        // rubber-bands from the start.
        let t = scrollView.panGestureRecognizer.translation(in: scrollView)
        var forward = (horizontal ? t.x : t.y) < 0
        if rightToLeft { forward.toggle() }
        _ = neighbour(forward ? .forward : .reverse)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !repositioning, !programmatic, scrollView.isDragging, pager.dataSource != nil else { return }
        let d = displacement
        guard d != 0 else { return }
        let direction: UIPageViewController.NavigationDirection = d > 0 ? .forward : .reverse
        guard pending?.direction != direction, let page = neighbour(direction) else { return }
        begin(page, direction: direction)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    // MARK: Transitions

    /// Brings `page` in from `direction`: containment and appearance start, and (for a drag) the
    /// delegate hears `willTransitionTo`. A page already pending on the other side (the finger turned
    /// round) goes away first, without a `didFinishAnimating` of its own: the one transition ends once.
    private func begin(_ page: UIViewController, direction: UIPageViewController.NavigationDirection) {
        let onScreen = pager.pagesAreOnScreen
        if let previous = pending {
            // The drag turned round: the page it was bringing leaves again.
            pending = nil
            if onScreen { previous.controller.beginAppearanceTransition(false, animated: true) }
            previous.controller.willMove(toParent: nil)
            previous.controller.viewIfLoaded?.removeFromSuperview()
            if onScreen { previous.controller.endAppearanceTransition() }
            previous.controller.removeFromParent()
            if !programmatic { pager.delegate?.pageViewController(pager, willTransitionTo: [page]) }
        } else {
            if !programmatic { pager.delegate?.pageViewController(pager, willTransitionTo: [page]) }
            if onScreen, let current = pager.pages.first { current.beginAppearanceTransition(false, animated: true) }
        }
        pending = (page, direction)
        page.loadViewIfNeeded()
        pager.addChild(page)
        if onScreen { page.beginAppearanceTransition(true, animated: true) }
        place(page, slot: slot(direction))
        page.didMove(toParent: pager)
        updateLimits()
    }

    /// The content came to rest: on the pending page's slot the transition completes, on the middle
    /// slot it is cancelled; anywhere else (a finger caught the glide) it goes on.
    private func settle() {
        guard let pending, !scrollView.isDragging else { return }
        let d = displacement
        let target = pending.direction == .forward ? stride : -stride
        if abs(d - target) < 0.5 {
            finish(completed: true)
        } else if abs(d) < 0.5 {
            finish(completed: false)
        }
    }

    /// Ends the pending transition: the pending page becomes the shown one (`completed`) or leaves.
    private func finish(completed: Bool) {
        guard let pending, let previous = pager.pages.first else { return }
        let (page, direction) = (pending.controller, pending.direction)
        let onScreen = pager.pagesAreOnScreen
        let wasProgrammatic = programmatic
        let completion = self.completion
        self.pending = nil
        programmatic = false
        self.completion = nil
        scrollView.isUserInteractionEnabled = true
        if completed {
            previous.willMove(toParent: nil)
            previous.viewIfLoaded?.removeFromSuperview()
            pager.pages = [page]
            neighbours = [:]
            repositioning = true
            place(page, slot: 1)
            updateLimits()
            scrollView.contentOffset = offset(forSlot: 1)
            repositioning = false
            if onScreen {
                previous.endAppearanceTransition()
                page.endAppearanceTransition()
            }
            previous.removeFromParent()
            if !wasProgrammatic { pager.pageStepped(direction) }
        } else {
            if onScreen {
                page.beginAppearanceTransition(false, animated: true)
                previous.beginAppearanceTransition(true, animated: true)
            }
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            if onScreen {
                page.endAppearanceTransition()
                previous.endAppearanceTransition()
            }
            page.removeFromParent()
            updateLimits()
        }
        if wasProgrammatic {
            completion?(completed)
        } else {
            pager.delegate?.pageViewController(pager, didFinishAnimating: true, previousViewControllers: [previous],
                                               transitionCompleted: completed)
        }
    }

    /// Ends whatever transition is in progress at once, where the content is nearest (before
    /// `setViewControllers` replaces the pages).
    func finishInFlight() {
        guard pending != nil else { return }
        let d = displacement
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        finish(completed: abs(d) > stride / 2)
    }

    /// Slides to `page` from `direction`, as `setViewControllers(…, animated: true)` and the page control
    /// do; `gesture` says whether the delegate hears it (the page control) or `completion` does.
    func slide(to page: UIViewController, direction: UIPageViewController.NavigationDirection,
               gesture: Bool, completion: ((Bool) -> Void)?) {
        finishInFlight()
        guard pager.pagesAreOnScreen, !pageArea.isEmpty else {
            // Off screen: nothing to watch slide.
            pager.replacePages(with: [page])
            completion?(true)
            return
        }
        programmatic = !gesture
        self.completion = completion
        if gesture { pager.delegate?.pageViewController(pager, willTransitionTo: [page]) }
        let wasProgrammatic = programmatic
        programmatic = true  // no delegate call from begin: it was made above when it is due
        begin(page, direction: direction)
        programmatic = wasProgrammatic
        scrollView.isUserInteractionEnabled = false
        scrollView.setContentOffset(offset(forSlot: slot(direction)), animated: true)
    }

    /// After `setViewControllers` replaced the shown page.
    func pagesReplaced() {
        neighbours = [:]
        guard pager.isViewLoaded else { return }
        repositioning = true
        placePages()
        updateLimits()
        scrollView.contentOffset = offset(forSlot: 1)
        repositioning = false
    }
}
