import Foundation

/// The page-curl style of `UIPageViewController`: pages lie around a spine and turn over it.
///
/// A turn is drawn with layers over the pages, from images of the turning page taken when it starts:
/// the part still lying flat (masked), and the flap folded back over it (the front's content mirrored
/// and washed out, or the next page when the pages are double-sided), shaded across the fold, casting a
/// shadow on the flat part and on the page being uncovered below. The page peels from its outer bottom
/// (or trailing) corner; the fold is straight (iOS bends the flap round a cone).
///
/// Geometry works in "u", the distance along the navigation axis from the spine toward the turning
/// page's outer edge, and "w" across it, so one set of formulas serves every spine and orientation:
/// the page spans u ∈ [0, L]; at progress p (0: flat, 1: turned over) its outer edge has reached
/// u = L − 2pL. `mirrored` turns u the other way (a spine at the trailing or bottom edge, or the left
/// page of a middle spine).
@MainActor
final class PageCurlController {
    unowned let pager: UIPageViewController
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    var gestureRecognizers: [UIGestureRecognizer] { [pan, tap] }
    /// Hosts the turn's layers, over the pages, only during a turn.
    let curlView = UIView()
    private let underShadow = CAGradientLayer()
    private let underMask = CAShapeLayer()
    private let flatLayer = CALayer()
    private let flatMask = CAShapeLayer()
    private let flapShadow = CAShapeLayer()
    private let flapImage = CALayer()
    private let flapMask = CAShapeLayer()
    private let flapContent = CALayer()
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
        underShadow.mask = underMask
        flatLayer.mask = flatMask
        flapImage.mask = flapMask
        flapImage.backgroundColor = UIColor.white.cgColor
        flapShadow.fillColor = UIColor.white.cgColor
        flapShadow.shadowColor = UIColor.black.cgColor
        flapShadow.shadowOpacity = 0.35
        flapShadow.shadowRadius = 6
        flapShadow.shadowOffset = .zero
        flapWash.backgroundColor = UIColor(white: 1, alpha: 0.78).cgColor
        flapShading.colors = [UIColor(white: 0, alpha: 0.28).cgColor, UIColor(white: 1, alpha: 0.25).cgColor,
                              UIColor(white: 0, alpha: 0.06).cgColor]
        flapShading.locations = [0, 0.35, 1]
        for layer in [flapContent, flapWash, flapShading] { flapImage.addSublayer(layer) }
        for layer in [underShadow, flatLayer, flapShadow, flapImage] { curlView.layer.addSublayer(layer) }
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
    ///
    /// The turning page's outer corner at the far end of the cross axis (the bottom corner of a
    /// horizontal book) is lifted and carried across: at progress p it lies at u = L − 2pL, raised by
    /// a quarter of the page's smaller side times sin(πp), so the page peels from that corner first
    /// and lies straight again at both ends of the turn. The fold is the perpendicular bisector of the
    /// corner's rest and current positions (what folding paper does): the part of the page on the
    /// corner's side of it is the flap, reflected across it. All of this is worked out in the page
    /// image's own coordinates (the layers' local space), where the page is [0, width] × [0, height].
    private func draw(_ turn: Turn) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let l = length
        let p = min(max(turn.progress, 0), 1)
        let m = turn.mirrored
        let offset = curlView.frame.origin
        let page = rect(0, l, mirrored: m).offsetBy(dx: -offset.x, dy: -offset.y)
        let size = page.size
        let across = horizontal ? size.height : size.width
        /// A point at u along the axis (from the spine) and w across it, in the page's local space.
        func point(_ u: CGFloat, _ w: CGFloat) -> CGPoint {
            let along = m ? l - u : u
            return horizontal ? CGPoint(x: along, y: w) : CGPoint(x: w, y: along)
        }
        let corners = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height), CGPoint(x: 0, y: size.height)]
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

        let rest = point(l, across)
        let lift = 0.25 * min(l, across) * sin(.pi * p)
        let moved = point(l - 2 * p * l, across - lift)
        // n points from the fold toward the corner's rest: the flap's side (before reflection).
        let n = CGPoint(x: rest.x - moved.x, y: rest.y - moved.y)
        let nLength = hypot(n.x, n.y)
        let middle = CGPoint(x: (rest.x + moved.x) / 2, y: (rest.y + moved.y) / 2)
        let turning = nLength > 0.01
        let flatPolygon = turning ? Self.clip(corners, through: middle, normal: n) : corners
        let flapPolygon = turning ? Self.clip(corners, through: middle, normal: CGPoint(x: -n.x, y: -n.y)) : []

        let scale = turn.front.scale
        flatLayer.frame = page
        flatLayer.contents = turn.front.cgImage
        flatLayer.contentsScale = scale
        flatLayer.contentsRect = unit
        flatMask.frame = CGRect(origin: .zero, size: size)
        flatMask.path = Self.path(flatPolygon)

        flapImage.isHidden = flapPolygon.isEmpty
        flapShadow.isHidden = flapPolygon.isEmpty
        underShadow.isHidden = flapPolygon.isEmpty
        guard turning, !flapPolygon.isEmpty else { return }
        drawFlap(turn, page: page, polygon: flapPolygon, fold: middle, normal: n, rest: rest, progress: p)
    }

    /// Draws the flap of a turning page: `polygon` (in the page's local space, before reflection)
    /// reflected across the fold through `fold` square to `normal` (pointing toward the corner's `rest`),
    /// the back of the page (or the front washed out) on it, its shading, and the shadows it casts.
    private func drawFlap(_ turn: Turn, page: CGRect, polygon flapPolygon: [CGPoint], fold middle: CGPoint,
                          normal n: CGPoint, rest: CGPoint, progress p: CGFloat) {
        let size = page.size
        let nLength = hypot(n.x, n.y)
        let scale = turn.front.scale
        func unitPoint(_ q: CGPoint) -> CGPoint {
            CGPoint(x: q.x / max(size.width, 1), y: q.y / max(size.height, 1))
        }
        // The reflection across the fold, as the layer's transform (applied around its centre).
        let d = CGPoint(x: -n.y / nLength, y: n.x / nLength)
        let a11 = d.x * d.x - d.y * d.y, a12 = 2 * d.x * d.y, a22 = d.y * d.y - d.x * d.x
        func reflect(_ q: CGPoint) -> CGPoint {
            let rx = q.x - middle.x, ry = q.y - middle.y
            return CGPoint(x: middle.x + a11 * rx + a12 * ry, y: middle.y + a12 * rx + a22 * ry)
        }
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let movedCentre = reflect(centre)
        let reflection = CGAffineTransform(a: a11, b: a12, c: a12, d: a22,
                                           tx: movedCentre.x - centre.x, ty: movedCentre.y - centre.y)
        flapImage.bounds = CGRect(origin: .zero, size: size)
        flapImage.position = CGPoint(x: page.midX, y: page.midY)
        flapImage.transform = CATransform3DMakeAffineTransform(reflection)
        flapMask.frame = CGRect(origin: .zero, size: size)
        flapMask.path = Self.path(flapPolygon)
        flapContent.bounds = CGRect(origin: .zero, size: size)
        flapContent.position = centre
        if let back = turn.back {
            // The next page printed on the back: mirrored here so that, reflected, it reads right.
            flapContent.contents = back.cgImage
            flapContent.contentsScale = back.scale
            flapContent.transform = horizontal ? CATransform3DMakeScale(-1, 1, 1) : CATransform3DMakeScale(1, -1, 1)
            flapWash.isHidden = true
        } else {
            // The front seen through the paper, washed out.
            flapContent.contents = turn.front.cgImage
            flapContent.contentsScale = scale
            flapContent.transform = CATransform3DIdentity
            flapWash.isHidden = false
            flapWash.frame = CGRect(origin: .zero, size: size)
        }
        // Dark into the fold, a highlight where the paper bends, light toward the free corner.
        flapShading.frame = CGRect(origin: .zero, size: size)
        flapShading.startPoint = unitPoint(middle)
        flapShading.endPoint = unitPoint(rest)

        // The flap's shadow on the flat part, cast by a shape of the flap where it lies.
        let lying = flapPolygon.map { q in CGPoint(x: reflect(q).x + page.minX, y: reflect(q).y + page.minY) }
        flapShadow.frame = curlView.bounds
        flapShadow.path = Self.path(lying)

        // The shadow the flap casts on the page being uncovered, just beyond the fold, fading as the
        // page lies down.
        underShadow.frame = page
        underMask.frame = CGRect(origin: .zero, size: size)
        underMask.path = Self.path(flapPolygon)
        let reach: CGFloat = 36
        underShadow.startPoint = unitPoint(middle)
        underShadow.endPoint = unitPoint(CGPoint(x: middle.x + n.x / nLength * reach, y: middle.y + n.y / nLength * reach))
        underShadow.opacity = Float(min(1, 4 * p * (1 - p) + 0.2))
    }

    /// The part of the convex `polygon` behind the line through `point` square to `normal`: where
    /// (q − point)·normal ≤ 0 (Sutherland–Hodgman against one edge).
    private static func clip(_ polygon: [CGPoint], through point: CGPoint, normal: CGPoint) -> [CGPoint] {
        func side(_ q: CGPoint) -> CGFloat { (q.x - point.x) * normal.x + (q.y - point.y) * normal.y }
        var result: [CGPoint] = []
        for (i, a) in polygon.enumerated() {
            let b = polygon[(i + 1) % polygon.count]
            let sa = side(a), sb = side(b)
            if sa <= 0 { result.append(a) }
            if (sa < 0 && sb > 0) || (sa > 0 && sb < 0) {
                let t = sa / (sa - sb)
                result.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return result
    }

    private static func path(_ polygon: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        guard let first = polygon.first else { return path }
        path.move(to: first)
        for q in polygon.dropFirst() { path.addLine(to: q) }
        path.closeSubpath()
        return path
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
