import Foundation

/// The page-curl style of `UIPageViewController`: pages lie around a spine and turn over it.
///
/// A turn is drawn with layers over the pages, from images of the turning page taken when it starts:
/// the part still lying flat, and the flap folded back over it (the front's content mirrored and washed
/// out, or the next page when the pages are double-sided), shaded across the fold, casting a shadow on
/// the flat part and on the page being uncovered below. The fold is straight and square to the
/// navigation axis.
///
/// Geometry works along the navigation axis in "u", the distance from the spine toward the turning
/// page's outer edge, so one set of formulas serves every spine and orientation: the page spans
/// u ∈ [0, L]; at progress p (0: flat, 1: turned over) its outer edge is at e = L − 2pL and the fold at
/// f = L − pL; the flat part is [0, f] and the flap, the part [f, L] reflected across the fold, lies on
/// [e, f]. `mirrored` turns u the other way (a spine at the trailing or bottom edge, or the left page of
/// a middle spine).
@MainActor
final class PageCurlController {
    unowned let pager: UIPageViewController
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    var gestureRecognizers: [UIGestureRecognizer] { [pan, tap] }
    /// Hosts the turn's layers, over the pages, only during a turn.
    let curlView = UIView()
    private let underShadow = CAGradientLayer()
    private let flatLayer = CALayer()
    private let flapLayer = CALayer()
    private let flapImage = CALayer()
    private let flapWash = CALayer()
    private let flapShading = CAGradientLayer()
    private var area: CGRect = .zero

    /// A turn in progress.
    private struct Turn {
        var direction: UIPageViewController.NavigationDirection
        var leaving: [UIViewController]
        var incoming: [UIViewController]
        /// The page whose image turns, and the image of its back (nil: the front, washed out).
        var turning: UIViewController
        var front: UIImage
        var back: UIImage?
        var mirrored: Bool
        /// Progress at the start and where it ends when the turn completes.
        var start: CGFloat
        var done: CGFloat
        var progress: CGFloat
        var gesture: Bool
        var completion: ((Bool) -> Void)?
    }

    private var turn: Turn?
    private var link: CADisplayLink?
    private var animation: (from: CGFloat, to: CGFloat, duration: CFTimeInterval, began: CFTimeInterval?)?

    var isTransitioning: Bool { turn != nil }

    init(pager: UIPageViewController) {
        self.pager = pager
        pan.addTarget(self, action: PageCurlController.handlePan)
        tap.addTarget(self, action: PageCurlController.handleTap)
        curlView.isUserInteractionEnabled = false
        curlView.isHidden = true
        underShadow.colors = [UIColor(white: 0, alpha: 0.35).cgColor, UIColor(white: 0, alpha: 0).cgColor]
        flapLayer.backgroundColor = UIColor.white.cgColor
        flapLayer.shadowColor = UIColor.black.cgColor
        flapLayer.shadowOpacity = 0.35
        flapLayer.shadowRadius = 6
        flapLayer.shadowOffset = .zero
        flapLayer.masksToBounds = false
        flapWash.backgroundColor = UIColor(white: 1, alpha: 0.78).cgColor
        // Light at the free edge, a highlight where the paper bends most, dark into the fold.
        flapShading.colors = [UIColor(white: 0, alpha: 0.08).cgColor, UIColor(white: 1, alpha: 0.25).cgColor,
                              UIColor(white: 0, alpha: 0.28).cgColor]
        flapShading.locations = [0, 0.55, 1]
        for layer in [flapImage, flapWash, flapShading] { flapLayer.addSublayer(layer) }
        for layer in [underShadow, flatLayer, flapLayer] { curlView.layer.addSublayer(layer) }
    }

    /// Adds the curl view and the gestures to the page view controller's view.
    func install(in root: UIView) {
        root.addSubview(curlView)
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(tap)
    }

    // MARK: Geometry

    private var horizontal: Bool { pager.navigationOrientation == .horizontal }
    private var spine: UIPageViewController.SpineLocation { pager.spineLocation }
    /// The length of one page along the axis.
    private var length: CGFloat {
        let whole = horizontal ? area.width : area.height
        return spine == .mid ? whole / 2 : whole
    }
    /// The spine's position along the axis, in the pager's view.
    private var spinePosition: CGFloat {
        let (low, high) = horizontal ? (area.minX, area.maxX) : (area.minY, area.maxY)
        switch spine {
        case .mid: return (low + high) / 2
        case .max: return high
        default: return low
        }
    }

    /// The frame of the pages' `index`th page when at rest.
    private func restingFrame(_ index: Int, of count: Int) -> CGRect {
        guard spine == .mid, count == 2 else { return area }
        if horizontal {
            return CGRect(x: index == 0 ? area.minX : area.midX, y: area.minY, width: area.width / 2, height: area.height)
        }
        return CGRect(x: area.minX, y: index == 0 ? area.minY : area.midY, width: area.width, height: area.height / 2)
    }

    /// The rectangle covering u ∈ [a, b] across the whole page.
    private func rect(_ a: CGFloat, _ b: CGFloat, mirrored: Bool) -> CGRect {
        let s = spinePosition
        let start = mirrored ? s - b : s + a
        return horizontal
            ? CGRect(x: start, y: area.minY, width: b - a, height: area.height)
            : CGRect(x: area.minX, y: start, width: area.width, height: b - a)
    }

    /// The unit rectangle of a page image between local positions a and b (0…L from the page's top
    /// or left edge).
    private func unitRect(_ a: CGFloat, _ b: CGFloat) -> CGRect {
        let l = max(length, 1)
        return horizontal ? CGRect(x: a / l, y: 0, width: (b - a) / l, height: 1) : CGRect(x: 0, y: a / l, width: 1, height: (b - a) / l)
    }

    /// Lays the pages out in `area` (the pager's page area).
    func layout(in area: CGRect) {
        self.area = area
        curlView.frame = pager.viewIfLoaded?.bounds ?? area
        if let turn {
            place(turn)
            draw(turn)
        } else {
            for (index, page) in pager.pages.enumerated() { place(page, frame: restingFrame(index, of: pager.pages.count)) }
        }
        curlView.superview?.bringSubviewToFront(curlView)
    }

    private func place(_ page: UIViewController, frame: CGRect) {
        guard let root = pager.viewIfLoaded else { return }
        let view = page.view!
        if view.superview !== root { root.insertSubview(view, belowSubview: curlView) }
        view.frame = frame
    }

    /// During a turn: the pages under the turning one, live, where they lie when the turn is over (or
    /// was before it).
    private func place(_ turn: Turn) {
        let count = turn.incoming.count
        for (index, page) in turn.incoming.enumerated() { place(page, frame: restingFrame(index, of: count)) }
        for (index, page) in turn.leaving.enumerated() { place(page, frame: restingFrame(index, of: count)) }
    }

    // MARK: Drawing

    /// Sets the layers for the turn's progress.
    private func draw(_ turn: Turn) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let l = length
        let p = min(max(turn.progress, 0), 1)
        let edge = l - 2 * p * l
        let fold = l - p * l
        let m = turn.mirrored
        let offset = curlView.frame.origin
        func local(_ r: CGRect) -> CGRect { r.offsetBy(dx: -offset.x, dy: -offset.y) }
        // A page-local range [a, b] of the front, measured from its top or left edge.
        func frontRange(_ a: CGFloat, _ b: CGFloat) -> CGRect { m ? unitRect(l - b, l - a) : unitRect(a, b) }

        let scale = turn.front.scale
        flatLayer.contents = turn.front.cgImage
        flatLayer.contentsScale = scale
        flatLayer.frame = local(rect(0, fold, mirrored: m))
        flatLayer.contentsRect = frontRange(0, fold)

        let flapFrame = local(rect(edge, fold, mirrored: m))
        flapLayer.frame = flapFrame
        flapLayer.isHidden = p <= 0
        let inside = CGRect(origin: .zero, size: flapFrame.size)
        flapImage.bounds = inside
        flapImage.position = CGPoint(x: inside.midX, y: inside.midY)
        if let back = turn.back {
            // The next page printed on the back: it reads the right way round.
            flapImage.contents = back.cgImage
            flapImage.contentsScale = back.scale
            flapImage.contentsRect = m ? unitRect(fold, l) : unitRect(0, l - fold)
            flapImage.transform = CATransform3DIdentity
            flapWash.isHidden = true
        } else {
            // The front seen through the paper: mirrored across the fold, washed out.
            flapImage.contents = turn.front.cgImage
            flapImage.contentsScale = scale
            flapImage.contentsRect = frontRange(fold, l)
            flapImage.transform = horizontal ? CATransform3DMakeScale(-1, 1, 1) : CATransform3DMakeScale(1, -1, 1)
            flapWash.isHidden = false
            flapWash.frame = inside
        }
        flapShading.frame = inside
        // From the free edge (u = e) to the fold (u = f).
        let (edgeEnd, foldEnd) = m ? (CGFloat(1), CGFloat(0)) : (CGFloat(0), CGFloat(1))
        flapShading.startPoint = horizontal ? CGPoint(x: edgeEnd, y: 0.5) : CGPoint(x: 0.5, y: edgeEnd)
        flapShading.endPoint = horizontal ? CGPoint(x: foldEnd, y: 0.5) : CGPoint(x: 0.5, y: foldEnd)

        // The shadow the flap casts on the page being uncovered, beyond the fold, fading as it lies down.
        let reach = min(36, l - fold)
        underShadow.isHidden = reach <= 0
        underShadow.frame = local(rect(fold, fold + reach, mirrored: m))
        underShadow.startPoint = horizontal ? CGPoint(x: foldEnd == 1 ? 0 : 1, y: 0.5) : CGPoint(x: 0.5, y: foldEnd == 1 ? 0 : 1)
        underShadow.endPoint = horizontal ? CGPoint(x: foldEnd == 1 ? 1 : 0, y: 0.5) : CGPoint(x: 0.5, y: foldEnd == 1 ? 1 : 0)
        underShadow.opacity = Float(min(1, 4 * p * (1 - p) + 0.2))
    }

    // MARK: Starting and ending turns

    /// The pages `direction` of the shown ones, from the data source (nil: none).
    private func neighbours(_ direction: UIPageViewController.NavigationDirection) -> [UIViewController]? {
        guard let dataSource = pager.dataSource, let first = pager.pages.first, let last = pager.pages.last else { return nil }
        let two = pager.pages.count == 2
        func after(_ page: UIViewController) -> UIViewController? { dataSource.pageViewController(pager, viewControllerAfter: page) }
        func before(_ page: UIViewController) -> UIViewController? { dataSource.pageViewController(pager, viewControllerBefore: page) }
        if direction == .forward {
            guard let a = after(last) else { return nil }
            guard two else { return [a] }
            guard let b = after(a) else { return nil }
            return [a, b]
        }
        guard let a = before(first) else { return nil }
        guard two else { return [a] }
        guard let b = before(a) else { return nil }
        return [b, a]
    }

    /// Starts turning to `incoming` (the pages that will show) from `direction`.
    private func start(_ incoming: [UIViewController], direction: UIPageViewController.NavigationDirection,
                       gesture: Bool, completion: ((Bool) -> Void)?) -> Bool {
        guard let root = pager.viewIfLoaded, turn == nil, !pager.pages.isEmpty, area.width > 0, area.height > 0 else { return false }
        let leaving = pager.pages
        let onScreen = pager.pagesAreOnScreen
        if gesture { pager.delegate?.pageViewController(pager, willTransitionTo: incoming) }
        for page in incoming {
            page.loadViewIfNeeded()
            pager.addChild(page)
        }
        if onScreen {
            for page in leaving { page.beginAppearanceTransition(false, animated: true) }
            for page in incoming { page.beginAppearanceTransition(true, animated: true) }
        }
        let two = incoming.count == 2
        // Which page turns, what is on its back, and which way u runs.
        let turning: UIViewController
        let back: UIViewController?
        let mirrored: Bool
        let startProgress: CGFloat
        if spine == .mid && two {
            turning = direction == .forward ? leaving[1] : leaving[0]
            back = direction == .forward ? incoming[0] : incoming[1]
            mirrored = direction == .reverse
            startProgress = 0
        } else {
            turning = direction == .forward ? leaving[0] : incoming[0]
            back = two && pager.isDoubleSided ? (direction == .forward ? incoming[0] : leaving[0]) : nil
            mirrored = spine == .max
            startProgress = direction == .forward ? 0 : 1
        }
        // Progress runs toward 1 when the turning page is the old one, toward 0 when it is the new one
        // coming back over the spine.
        let done: CGFloat = startProgress == 0 ? 1 : 0
        // The pages to show are put in place (and laid out) before their images are taken.
        for (index, page) in incoming.enumerated() { place(page, frame: restingFrame(index, of: incoming.count)) }
        root.layoutIfNeeded()
        let front = turning.view.snapshotImage()
        let backImage = back?.view.snapshotImage()
        turning.view.isHidden = true
        if let back, back !== turning, spine == .mid { back.view.isHidden = true }
        // Under the turn: for a middle spine, the side the flap lands on keeps its old page until the
        // turn is over.
        if spine == .mid && two {
            let stay = direction == .forward ? leaving[0] : leaving[1]
            stay.view.superview?.bringSubviewToFront(stay.view)
        }
        let newTurn = Turn(direction: direction, leaving: leaving, incoming: incoming, turning: turning, front: front,
                           back: backImage, mirrored: mirrored, start: startProgress, done: done,
                           progress: startProgress, gesture: gesture, completion: completion)
        turn = newTurn
        for page in incoming { page.didMove(toParent: pager) }
        curlView.isHidden = false
        root.bringSubviewToFront(curlView)
        draw(newTurn)
        return true
    }

    /// Ends the turn: the incoming pages show (`completed`) or go away again.
    private func end(completed: Bool) {
        guard let turn else { return }
        self.turn = nil
        stopAnimating()
        let onScreen = pager.pagesAreOnScreen
        curlView.isHidden = true
        for page in turn.leaving + turn.incoming { page.viewIfLoaded?.isHidden = false }
        let (gone, kept) = completed ? (turn.leaving, turn.incoming) : (turn.incoming, turn.leaving)
        if !completed, onScreen {
            for page in gone { page.beginAppearanceTransition(false, animated: true) }
            for page in kept { page.beginAppearanceTransition(true, animated: true) }
        }
        for page in gone {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
        }
        pager.pages = kept
        for (index, page) in kept.enumerated() { place(page, frame: restingFrame(index, of: kept.count)) }
        if onScreen {
            for page in gone { page.endAppearanceTransition() }
            for page in kept { page.endAppearanceTransition() }
        }
        for page in gone { page.removeFromParent() }
        if turn.gesture {
            pager.delegate?.pageViewController(pager, didFinishAnimating: true, previousViewControllers: turn.leaving,
                                               transitionCompleted: completed)
        } else {
            turn.completion?(completed)
        }
    }

    /// Turns to `pages` as `setViewControllers(…, animated: true)` does.
    func turn(to pages: [UIViewController], direction: UIPageViewController.NavigationDirection, completion: ((Bool) -> Void)?) {
        finishInFlight()
        guard pager.pagesAreOnScreen, start(pages, direction: direction, gesture: false, completion: completion) else {
            pager.replacePages(with: pages)
            completion?(true)
            return
        }
        animate(to: turn!.done, duration: 0.5)
    }

    /// Ends a turn in progress at once, where it was heading (or the nearer end when dragged).
    func finishInFlight() {
        guard let turn else { return }
        if let animation {
            end(completed: animation.to == turn.done)
        } else {
            end(completed: abs(turn.progress - turn.done) < 0.5)
        }
    }

    /// After `setViewControllers` replaced the pages.
    func pagesReplaced() {
        guard pager.isViewLoaded else { return }
        for (index, page) in pager.pages.enumerated() { place(page, frame: restingFrame(index, of: pager.pages.count)) }
    }

    // MARK: Animation

    private func animate(to target: CGFloat, duration: CFTimeInterval) {
        guard let turn else { return }
        animation = (turn.progress, target, max(0.05, duration), nil)
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.step(link) }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func step(_ link: CADisplayLink) {
        guard var animation, var turn else {
            stopAnimating()
            return
        }
        let began = animation.began ?? link.timestamp
        animation.began = began
        self.animation = animation
        let t = min(1, max(0, (link.targetTimestamp - began) / animation.duration))
        // Ease out: the page slows as it lies down.
        let eased = 1 - (1 - t) * (1 - t)
        turn.progress = animation.from + (animation.to - animation.from) * CGFloat(eased)
        self.turn = turn
        draw(turn)
        if t >= 1 { end(completed: animation.to == turn.done) }
    }

    private func stopAnimating() {
        link?.invalidate()
        link = nil
        animation = nil
    }

    // MARK: Gestures

    /// The drag along the axis, in u (positive away from the spine) for a turn that is `mirrored`.
    private func along(_ point: CGPoint, mirrored: Bool) -> CGFloat {
        let d = horizontal ? point.x : point.y
        return mirrored ? -d : d
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let root = pager.viewIfLoaded else { return }
        switch pan.state {
        case .began:
            guard turn == nil else { return }
            let t = pan.translation(in: root)
            let d = horizontal ? t.x : t.y
            let forward = spine == .max ? d > 0 : d < 0
            let direction: UIPageViewController.NavigationDirection = forward ? .forward : .reverse
            guard let incoming = neighbours(direction) else { return }
            _ = start(incoming, direction: direction, gesture: true, completion: nil)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            guard let turn, animation == nil else { return }
            let l = max(length, 1)
            let v = along(pan.velocity(in: root), mirrored: turn.mirrored)
            // Progress per second from the finger's speed (the edge moves 2L over a whole turn).
            let rate = -v / (2 * l)
            let toward = turn.done - turn.start
            let flick = abs(v) > 300 && rate * toward > 0
            // Past a quarter of the turn the edge has crossed the middle of the page: it goes over.
            let completes = pan.state == .ended && (flick || abs(turn.progress - turn.start) > 0.25)
            let target = completes ? turn.done : turn.start
            animate(to: target, duration: 0.15 + 0.35 * Double(abs(target - turn.progress)))
        default:
            break
        }
    }

    /// The turning page's edge follows the finger.
    private func follow(_ pan: UIPanGestureRecognizer) {
        guard var turn, animation == nil, let root = pager.viewIfLoaded else { return }
        let du = along(pan.translation(in: root), mirrored: turn.mirrored)
        turn.progress = min(1, max(0, turn.start - du / (2 * max(length, 1))))
        self.turn = turn
        draw(turn)
    }

    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard turn == nil, let root = pager.viewIfLoaded, tap.state == .ended else { return }
        // The tap's distance from the spine, positive over the page (the right page for a middle spine).
        let s = along(tap.location(in: root), mirrored: spine == .max) - along(CGPoint(x: spinePosition, y: spinePosition), mirrored: spine == .max)
        let l = length
        let direction: UIPageViewController.NavigationDirection
        if spine == .mid {
            guard abs(s) > 0.8 * l else { return }
            direction = s > 0 ? .forward : .reverse
        } else if s > 0.8 * l {
            direction = .forward
        } else if s < 0.2 * l {
            direction = .reverse
        } else {
            return
        }
        guard let incoming = neighbours(direction), start(incoming, direction: direction, gesture: true, completion: nil),
              let turn else { return }
        animate(to: turn.done, duration: 0.5)
    }
}
