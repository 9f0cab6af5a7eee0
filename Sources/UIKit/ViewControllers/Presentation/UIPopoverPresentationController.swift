import Foundation

/// The presentation controller of `.popover`: the presented view in a rounded bubble beside its source
/// (a view and rectangle, or a bar button item), with an arrow pointing at it. Taps outside dismiss it
/// (unless they land on `passthroughViews`). In compact widths it adapts to a sheet, configured through
/// `adaptiveSheetPresentationController`, unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
///
/// Geometry (iOS 17's look): a soft shadow, 13-point corners, an arrow 13 points long and 36 wide at its base, 10-point
/// margins to the container's safe area; the content is the presented controller's
/// `preferredContentSize` (320×480 when it has none). The arrow direction is the first permitted one
/// with room, tried in the order up (popover below the source), down, left, right.
///
/// Where Tessera differs: `sourceItem` is not supported (use
/// `sourceView`/`sourceRect` or `barButtonItem`).
@preconcurrency @MainActor
public class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    public var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at (`.zero`: the view's bounds).
    public var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (instead of `sourceView`).
    public var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (`.any`).
    public var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points (`.unknown` before the popover is laid out).
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The colour over the bubble's blur, arrow included, instead of the material's tint (nil: the
    /// material alone, as on iOS).
    public var backgroundColor: UIColor? { didSet { bubble.material.tintOverride = backgroundColor } }
    /// Views that keep taking touches while the popover shows.
    public var passthroughViews: [UIView]? { didSet { dimming?.passthroughViews = passthroughViews ?? [] } }
    /// The margins the popover keeps from the container's safe area (10 points each side).
    public var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source (false).
    public var canOverlapSourceViewRect = false
    /// The sheet the popover becomes in compact widths: set its detents and grabber here.
    public private(set) lazy var adaptiveSheetPresentationController =
        UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingIfKnown)

    private lazy var bubble = PopoverBubbleView(popover: self)
    /// The deprecated `UIPopoverController` that showed this popover, if one did (an appearance container).
    weak var legacyOwner: AnyObject?
    private var dimming: PresentationDimmingView?

    static let arrowLength: CGFloat = 13
    static let arrowBase: CGFloat = 36
    static let cornerRadius: CGFloat = 13

    /// Popovers adapt to sheets in compact widths (action sheets to their bottom sheet).
    public override var adaptivePresentationStyle: UIModalPresentationStyle {
        presentedIfAlive is UIAlertController ? .custom : .formSheet
    }

    /// The bubble with the presented controller's view in it.
    public override var presentedView: UIView? {
        guard let view = presentedIfAlive?.view else { return nil }
        if view.superview !== bubble.clip { bubble.clip.addSubview(view) }
        return bubble
    }

    /// Asks the delegate to prepare (the last moment to set the source).
    override var presentsElevatedContent: Bool { true }

    /// The delegate prepares the popover (`prepareForPopoverPresentation(_:)`) before it adapts.
    override func presentationWillStart() {
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    }

    override func presentationDidResolve(replacing original: UIPresentationController?) { checkSource() }

    /// Logs a popover shown without a source (UIKit raises an exception).
    func checkSource() {
        if sourceView == nil, barButtonItem == nil {
            TesseraLog.error("UIKit", "UIPopoverPresentationController (\(presentedIfAlive.map { "\(type(of: $0))" } ?? "nil")) should have a non-nil sourceView or barButtonItem set before the presentation occurs; it points at the centre of the presenter's view")
        }
    }

    /// The rectangle the popover points at, in the container's coordinates.
    var anchorRect: CGRect {
        guard let container = containerView else { return .zero }
        if let item = barButtonItem {
            if let view = Self.view(showing: item, in: container.window) {
                return view.convert(view.bounds, to: container)
            }
            TesseraLog.error("UIKit", "UIPopoverPresentationController: \(item) is not shown in a bar; the popover points at the top of the screen")
            return CGRect(x: container.bounds.midX, y: container.safeAreaInsets.top, width: 0, height: 0)
        }
        if let sourceView, sourceView.window != nil {
            let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
            return sourceView.convert(rect, to: container)
        }
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }

    /// The view a bar shows for `item` (its custom view, or its button).
    static func view(showing item: UIBarButtonItem, in root: UIView?) -> UIView? {
        if let custom = item.customView, custom.window != nil { return custom }
        guard let root else { return nil }
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if let button = view as? BarButtonItemView, button.item === item { return button }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The bubble (content and arrow) beside the source, inside the safe area less the margins.
    public override var frameOfPresentedViewInContainerView: CGRect {
        layoutBubble().frame
    }

    /// The bubble's frame and arrow direction and position (along its side, in the bubble's coordinates).
    func layoutBubble() -> (frame: CGRect, direction: UIPopoverArrowDirection, arrowAt: CGFloat) {
        guard let container = containerView else { return (.zero, .unknown, 0) }
        let safe = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let preferred = presentedIfAlive?.preferredContentSize ?? .zero
        var content = CGSize(width: preferred.width > 0 ? preferred.width : 320, height: preferred.height > 0 ? preferred.height : 480)
        let anchor = anchorRect
        let arrow = Self.arrowLength
        let permitted = permittedArrowDirections == .unknown || permittedArrowDirections.isEmpty ? .any : permittedArrowDirections
        let below = safe.maxY - anchor.maxY - arrow, above = anchor.minY - safe.minY - arrow
        let right = safe.maxX - anchor.maxX - arrow, left = anchor.minX - safe.minX - arrow
        var direction: UIPopoverArrowDirection = .up
        let candidates: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [(.up, below, content.height), (.down, above, content.height),
                                                                         (.left, right, content.width), (.right, left, content.width)]
        if let fit = candidates.first(where: { permitted.contains($0.0) && $0.1 >= $0.2 }) {
            direction = fit.0
        } else if let roomiest = candidates.filter({ permitted.contains($0.0) }).max(by: { $0.1 < $1.1 }) {
            direction = roomiest.0
        }
        var frame: CGRect
        switch direction {
        case .up, .down:
            content.width = min(content.width, safe.width)
            let room = direction == .up ? below : above
            content.height = max(min(content.height, room), 44)
            let x = min(max(anchor.midX - content.width / 2, safe.minX), safe.maxX - content.width)
            let y = direction == .up ? anchor.maxY : anchor.minY - arrow - content.height
            frame = CGRect(x: x, y: y, width: content.width, height: content.height + arrow)
        default:
            content.height = min(content.height, safe.height)
            let room = direction == .left ? right : left
            content.width = max(min(content.width, room), 44)
            let y = min(max(anchor.midY - content.height / 2, safe.minY), safe.maxY - content.height)
            let x = direction == .left ? anchor.maxX : anchor.minX - arrow - content.width
            frame = CGRect(x: x, y: y, width: content.width + arrow, height: content.height)
        }
        frame = frame.integral
        let along = direction == .up || direction == .down ? anchor.midX - frame.minX : anchor.midY - frame.minY
        let span = direction == .up || direction == .down ? frame.width : frame.height
        let limit = Self.cornerRadius + Self.arrowBase / 2
        return (frame, direction, min(max(along, limit), span - limit))
    }

    /// Adds the clear view that takes taps outside the popover and places the arrow.
    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let dimming = PresentationDimmingView(frame: container.bounds)
        dimming.backgroundColor = .clear
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.passthroughViews = passthroughViews ?? []
        dimming.onTap = { [weak self] in self?.tappedOutside() }
        container.insertSubview(dimming, at: 0)
        self.dimming = dimming
        let layout = layoutBubble()
        arrowDirection = layout.direction
        bubble.arrowDirection = layout.direction
        bubble.arrowPosition = layout.arrowAt
    }

    /// Removes the view that took taps outside.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming?.removeFromSuperview(); dimming = nil }
    }

    /// Removes the view that took taps outside when the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming?.removeFromSuperview(); dimming = nil }
    }

    /// Places the bubble and its arrow again (the source may have moved).
    public override func containerViewWillLayoutSubviews() {
        guard let presented = presentedIfAlive, !presented.presentationLinks.isBeingPresented,
              !presented.presentationLinks.isBeingDismissed else { return }
        let layout = layoutBubble()
        arrowDirection = layout.direction
        bubble.arrowDirection = layout.direction
        bubble.arrowPosition = layout.arrowAt
        bubble.frame = layout.frame
    }

    private func tappedOutside() {
        if let alert = presentedIfAlive as? UIAlertController {
            // An action sheet in a popover runs its cancel action when tapped outside, as on iPad.
            if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
                alert.choose(cancel)
                return
            }
        }
        if let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate,
           !popoverDelegate.popoverPresentationControllerShouldDismissPopover(self) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        userAttemptedDismissal()
        if let presented = presentedIfAlive, presented.presentationLinks.isBeingDismissed {
            (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}

/// A popover's bubble: a rounded rectangle with the arrow, holding the content inset from the arrow's
/// side and clipped to the rounded corners. Its background is iOS's popover material (the standard
/// system material, blurring what lies behind), cut to the outline with the arrow by a shape mask; the
/// popover's `backgroundColor`, when set, is drawn over the blur instead of the material's tint.
@MainActor
final class PopoverBubbleView: UIView {
    private weak var popover: UIPopoverPresentationController?
    var arrowDirection: UIPopoverArrowDirection = .up { didSet { setNeedsLayout() } }
    var arrowPosition: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The view that holds the content, clipped to the rounded corners.
    let clip = UIView()
    /// The material under the content, masked to the outline.
    let material = VisualEffectBackdropView(material: .regular)
    private let outlineMask = CAShapeLayer()

    init(popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        material.tintOverride = popover.backgroundColor
        material.layer.mask = outlineMask
        addSubview(material)
        clip.layer.cornerRadius = UIPopoverPresentationController.cornerRadius
        clip.layer.masksToBounds = true
        addSubview(clip)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The content's frame: the bubble less the arrow.
    var contentFrame: CGRect {
        let a = UIPopoverPresentationController.arrowLength
        switch arrowDirection {
        case .down: return CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - a)
        case .left: return CGRect(x: a, y: 0, width: bounds.width - a, height: bounds.height)
        case .right: return CGRect(x: 0, y: 0, width: bounds.width - a, height: bounds.height)
        default: return CGRect(x: 0, y: a, width: bounds.width, height: bounds.height - a)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = contentFrame
        for view in clip.subviews { view.frame = clip.bounds }
        let path = outline.cgPath
        layer.shadowPath = path
        material.frame = bounds
        // The mask follows at once (a standalone layer would animate the change).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        outlineMask.frame = material.bounds
        outlineMask.path = path
        CATransaction.commit()
    }

    /// The bubble's outline: the rounded content rectangle and the arrow.
    var outline: UIBezierPath {
        let path = UIBezierPath(roundedRect: contentFrame, cornerRadius: UIPopoverPresentationController.cornerRadius)
        let a = UIPopoverPresentationController.arrowLength, half = UIPopoverPresentationController.arrowBase / 2
        let arrow = UIBezierPath()
        let c = contentFrame
        switch arrowDirection {
        case .down:
            arrow.move(to: CGPoint(x: arrowPosition - half, y: c.maxY - 1)); arrow.addLine(to: CGPoint(x: arrowPosition, y: c.maxY + a))
            arrow.addLine(to: CGPoint(x: arrowPosition + half, y: c.maxY - 1))
        case .left:
            arrow.move(to: CGPoint(x: c.minX + 1, y: arrowPosition - half)); arrow.addLine(to: CGPoint(x: 0, y: arrowPosition))
            arrow.addLine(to: CGPoint(x: c.minX + 1, y: arrowPosition + half))
        case .right:
            arrow.move(to: CGPoint(x: c.maxX - 1, y: arrowPosition - half)); arrow.addLine(to: CGPoint(x: c.maxX + a, y: arrowPosition))
            arrow.addLine(to: CGPoint(x: c.maxX - 1, y: arrowPosition + half))
        default:
            arrow.move(to: CGPoint(x: arrowPosition - half, y: c.minY + 1)); arrow.addLine(to: CGPoint(x: arrowPosition, y: 0))
            arrow.addLine(to: CGPoint(x: arrowPosition + half, y: c.minY + 1))
        }
        arrow.close()
        path.append(arrow)
        return path
    }

}
