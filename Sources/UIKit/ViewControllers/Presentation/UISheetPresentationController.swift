import Foundation

/// The presentation controller of page and form sheets: a card with rounded top corners that rests at
/// one of its detents, dims what is behind it, and follows the finger when dragged (to another detent,
/// or down to dismiss).
///
/// Geometry in compact widths (iPhone), from iOS 17 on a 390×844 iPhone: the large detent's top is the
/// safe area's top plus 10 points (57), the card reaches the bottom edge, a detent's value is the card's
/// height above the bottom safe area, and the medium detent is half the large one. Behind a large sheet,
/// the presenter is scaled down about its centre until its top meets the safe area's top, with 10-point
/// corners. In regular widths (iPad) a form sheet is a centred 540×620 card (or the presented
/// controller's `preferredContentSize`) and a page sheet a 704-point-wide card from the safe area's top
/// plus 20 points down to the bottom; detents apply in compact widths only, as on iOS.
///
/// Where Tessera differs: a swipe moves the card itself and the dismissal starts when the finger
/// lifts, so `presentationControllerWillDismiss(_:)` comes at the release, not at the start of the
/// swipe; `prefersScrollingExpandsWhenScrolledToEdge` and `prefersEdgeAttachedInCompactHeight` are
/// kept but a scroll view in the sheet does not hand its drag to the sheet.
@preconcurrency @MainActor
public class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, smallest to largest as resolved (`[.large()]`).
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                BadValue.report("UIKit", api: "UISheetPresentationController.detents", "an empty array; using [.large()]")
                detents = [.large()]
            }
            setNeedsSheetLayout()
        }
    }

    /// The detent the sheet rests at (nil: the smallest).
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if selectedDetentIdentifier != oldValue { setNeedsSheetLayout() } }
    }

    /// The largest detent at which what is behind is not dimmed and takes touches (nil: always dimmed).
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { setNeedsSheetLayout() } }

    /// Whether a grabber shows at the top of the sheet (false).
    public var prefersGrabberVisible = false { didSet { setNeedsSheetLayout() } }

    /// The sheet's corner radius (nil: 10 points, iOS 17's).
    public var preferredCornerRadius: CGFloat? { didSet { setNeedsSheetLayout() } }

    /// Whether scrolling a scroll view at its top edge expands the sheet to a larger detent (true; kept).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet hangs from the bottom edge in compact heights (false; kept).
    public var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the presented controller's preferred width (false; kept).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view a sheet in regular widths hangs from (kept; Tessera centres the sheet).
    public var sourceView: UIView?

    /// The card that holds the presented view.
    private lazy var card = SheetCardView(sheet: self)
    private var dimming: PresentationDimmingView?
    private var dragStartTop: CGFloat = 0
    private var isDragging = false
    private weak var scaledPresenterView: UIView?
    /// The black behind a presenter scaled back.
    private lazy var backdrop: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.isUserInteractionEnabled = false
        return view
    }()

    /// The card (with the presented controller's view in it, a grabber above).
    public override var presentedView: UIView? {
        guard let view = presentedIfAlive?.view else { return nil }
        if view.superview !== card {
            view.frame = card.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            card.insertSubview(view, at: 0)
        }
        return card
    }

    /// Whether the sheet lays out as a compact-width sheet (iPhone) rather than a centred card.
    var isCompact: Bool { (containerView?.traitCollection ?? traitCollection).horizontalSizeClass != .regular }

    /// The card's top in the container at the large detent.
    private var largeTop: CGFloat {
        guard let container = containerView else { return 0 }
        return container.safeAreaInsets.top + 10
    }

    /// The resolution context of the detents.
    var detentContext: SheetDetentContext {
        guard let container = containerView else {
            let bounds = UIScreen.main.bounds
            return SheetDetentContext(traitCollection: traitCollection, maximumDetentValue: bounds.height)
        }
        let maximum = container.bounds.height - container.safeAreaInsets.bottom - largeTop
        return SheetDetentContext(traitCollection: traitCollection, maximumDetentValue: max(maximum, 0))
    }

    /// The detents with their values, smallest first.
    var resolvedDetents: [(detent: Detent, value: CGFloat)] {
        let context = detentContext
        var resolved: [(detent: Detent, value: CGFloat)] = []
        for detent in detents {
            if let value = detent.resolvedValue(in: context) { resolved.append((detent, value)) }
        }
        resolved.sort { (a: (detent: Detent, value: CGFloat), b: (detent: Detent, value: CGFloat)) in a.value < b.value }
        return resolved
    }

    /// The detent the sheet rests at now.
    var currentDetent: (detent: Detent, value: CGFloat)? {
        let resolved = resolvedDetents
        if let id = selectedDetentIdentifier, let match = resolved.first(where: { $0.detent.identifier == id }) { return match }
        return resolved.first
    }

    /// The card's top for a detent value.
    private func top(forValue value: CGFloat) -> CGFloat {
        guard let container = containerView else { return 0 }
        return container.bounds.height - container.safeAreaInsets.bottom - value
    }

    /// The card at the selected detent (iPhone), or the centred form or page sheet (iPad).
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        if !isCompact {
            if style == .formSheet {
                let preferred = presentedIfAlive?.preferredContentSize ?? .zero
                let size = CGSize(width: preferred.width > 0 ? preferred.width : 540, height: preferred.height > 0 ? preferred.height : 620)
                let width = min(size.width, bounds.width), height = min(size.height, bounds.height - container.safeAreaInsets.top - 20)
                return CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
            }
            let width = min(704, bounds.width)
            let top = container.safeAreaInsets.top + 20
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: bounds.height - top)
        }
        let value = currentDetent?.value ?? detentContext.maximumDetentValue
        let top = top(forValue: value)
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// Whether what is behind is dimmed at the current detent.
    private var isDimmed: Bool {
        guard isCompact, let undimmed = largestUndimmedDetentIdentifier else { return true }
        guard let current = currentDetent, let limit = resolvedDetents.first(where: { $0.detent.identifier == undimmed }) else { return true }
        return current.value > limit.value
    }

    /// Whether the presenter is scaled back: a large sheet on iPhone over a controller whose view is in
    /// the window itself.
    private var scalesPresenter: Bool {
        guard isCompact, let current = currentDetent, current.value >= detentContext.maximumDetentValue - 0.5,
              let presenting = presentingIfKnown, presenting.presentationLinks.presenting == nil,
              let view = presenting.viewIfLoaded, view.superview === containerView?.superview else { return false }
        return true
    }

    // MARK: Transitions

    /// Adds the dimming view and animates it (and the presenter's scaling) with the presentation.
    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let dimming = PresentationDimmingView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        dimming.onTap = { [weak self] in self?.userAttemptedDismissal() }
        container.insertSubview(dimming, at: 0)
        self.dimming = dimming
        card.update()
        let target = restingLook()
        animateAlongside { [weak self] in self?.apply(target) }
    }

    /// Settles the dimming and the presenter at the detent, or undoes them when cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            apply(restingLook())
        } else {
            resetPresenter(); dimming?.removeFromSuperview(); dimming = nil
        }
    }

    /// Fades the dimming and restores the presenter with the dismissal.
    public override func dismissalTransitionWillBegin() {
        animateAlongside { [weak self] in
            self?.dimming?.alpha = 0
            self?.resetPresenter()
        }
    }

    /// Removes the dimming and the backdrop once dismissed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            resetPresenter()
            backdrop.removeFromSuperview()
            dimming?.removeFromSuperview()
            dimming = nil
        } else {
            apply(restingLook())
        }
    }

    private func animateAlongside(_ body: @escaping () -> Void) {
        if let coordinator = presentedIfAlive?.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in body() }, completion: nil)
        } else {
            body()
        }
    }

    /// Places the card at its detent and updates the dimming and the presenter.
    public override func containerViewWillLayoutSubviews() {
        guard let presented = presentedIfAlive, !isDragging,
              !presented.presentationLinks.isBeingPresented, !presented.presentationLinks.isBeingDismissed else { return }
        card.frame = frameOfPresentedViewInContainerView
        card.update()
        apply(restingLook())
    }

    // MARK: The resting look

    /// The dimming alpha, presenter transform and corner radius at the current detent.
    private struct Look { var dim: CGFloat; var passThrough: Bool; var scale: CGFloat?; var presenterTop: CGFloat }

    private func restingLook() -> Look {
        var look = Look(dim: isDimmed ? 0.4 : 0, passThrough: !isDimmed, scale: nil, presenterTop: 0)
        if scalesPresenter, let container = containerView {
            let height = container.bounds.height
            look.scale = (height - 2 * container.safeAreaInsets.top) / height
            look.presenterTop = container.safeAreaInsets.top
        }
        return look
    }

    private func apply(_ look: Look) {
        dimming?.alpha = look.dim
        dimming?.passesTouchesThrough = look.passThrough
        if let scale = look.scale, let view = presentingIfKnown?.viewIfLoaded {
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.layer.cornerRadius = preferredCornerRadius ?? 10
            view.layer.masksToBounds = true
            scaledPresenterView = view
            if let host = view.superview, backdrop.superview !== host {
                backdrop.frame = host.bounds
                host.insertSubview(backdrop, belowSubview: view)
            }
        } else {
            resetPresenter()
        }
    }

    private func resetPresenter() {
        guard let view = scaledPresenterView else { return }
        if presentedIfAlive?.transitionCoordinator == nil { backdrop.removeFromSuperview() }
        view.transform = .identity
        view.layer.cornerRadius = 0
        view.layer.masksToBounds = false
        scaledPresenterView = nil
    }

    func setNeedsSheetLayout() {
        card.update()
        containerView?.setNeedsLayout()
    }

    /// Makes the changes `changes` makes to the sheet (detents, selected detent) animate.
    public func animateChanges(_ changes: () -> Void) {
        changes()
        guard let container = containerView else { return }
        UIView.animate(withDuration: 0.35, delay: 0, options: .curveEaseInOut, animations: { container.layoutIfNeeded() })
    }

    /// Resolves the detents again (custom resolvers' inputs changed).
    public func invalidateDetents() { setNeedsSheetLayout() }

    override var presentsElevatedContent: Bool { true }

    /// A popover that adapted to this sheet hands over its `adaptiveSheetPresentationController`'s
    /// configuration (detents, grabber, corner radius).
    override func presentationDidResolve(replacing original: UIPresentationController?) {
        if let popover = original as? UIPopoverPresentationController {
            copyConfiguration(from: popover.adaptiveSheetPresentationController)
        }
    }

    /// Takes another sheet controller's settings.
    func copyConfiguration(from other: UISheetPresentationController) {
        detents = other.detents
        selectedDetentIdentifier = other.selectedDetentIdentifier
        largestUndimmedDetentIdentifier = other.largestUndimmedDetentIdentifier
        prefersGrabberVisible = other.prefersGrabberVisible
        preferredCornerRadius = other.preferredCornerRadius
    }

    // MARK: Dragging

    func dragChanged(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView, isCompact, let presented = presentedIfAlive,
              !presented.presentationLinks.isBeingPresented, !presented.presentationLinks.isBeingDismissed else { return }
        let resolved = resolvedDetents
        guard let smallest = resolved.first, let largest = resolved.last else { return }
        let smallestTop = top(forValue: smallest.value), largestTop = top(forValue: largest.value)
        switch pan.state {
        case .began:
            isDragging = true
            dragStartTop = card.frame.minY
        case .changed:
            var newTop = dragStartTop + pan.translation(in: container).y
            if newTop < largestTop { newTop = largestTop - (largestTop - newTop) * 0.2 }
            if newTop > smallestTop, presented.isModalInPresentationIncludingChildren {
                newTop = smallestTop + (newTop - smallestTop) * 0.2
            }
            card.frame.origin.y = newTop
            card.frame.size.height = container.bounds.height - newTop
            if newTop > smallestTop, isDimmed {
                let travel = max(container.bounds.height - smallestTop, 1)
                dimming?.alpha = 0.4 * max(0, 1 - (newTop - smallestTop) / travel)
            }
        case .ended, .cancelled, .failed:
            isDragging = false
            let velocity = pan.state == .ended ? pan.velocity(in: container).y : 0
            let current = card.frame.minY
            let projected = current + velocity * 0.15
            let dismissLine = smallestTop + (container.bounds.height - smallestTop) * 0.4
            if pan.state == .ended, projected > dismissLine || (velocity > 1200 && current > smallestTop) {
                let before = presented.presentationLinks.presenting
                userAttemptedDismissal()
                if presented.presentationLinks.presenting === before, !presented.presentationLinks.isBeingDismissed {
                    settle(at: smallest.detent, notify: false)
                }
                return
            }
            let nearest = resolved.min { abs(top(forValue: $0.value) - projected) < abs(top(forValue: $1.value) - projected) }!
            settle(at: nearest.detent, notify: true)
        default:
            break
        }
    }

    private func settle(at detent: Detent, notify: Bool) {
        let changed = detent.identifier != currentDetent?.detent.identifier
        selectedDetentIdentifier = detent.identifier
        guard let container = containerView else { return }
        let frame = frameOfPresentedViewInContainerView
        let look = restingLook()
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
            self.card.frame = frame
            self.apply(look)
            container.layoutIfNeeded()
        })
        if changed, notify { (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }
}

/// The sheet's card: the presented view with rounded corners (top ones only on iPhone), the grabber,
/// and the pan that drags the sheet.
@MainActor
final class SheetCardView: UIView {
    private weak var sheet: UISheetPresentationController?
    let grabber = UIView(frame: CGRect(x: 0, y: 5, width: 36, height: 5))

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.masksToBounds = true
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.sheet?.dragChanged(pan) }
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func update() {
        guard let sheet else { return }
        layer.cornerRadius = sheet.preferredCornerRadius ?? 10
        layer.maskedCorners = sheet.isCompact ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        grabber.isHidden = !sheet.prefersGrabberVisible
        bringSubviewToFront(grabber)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = CGRect(x: ((bounds.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
        for view in subviews where view !== grabber { view.frame = bounds }
    }
}
