/// Where a preview shows: a container view, a centre in its coordinates and a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the centre is in.
    public let container: UIView
    /// The preview's centre in the container's coordinates.
    public let center: CGPoint
    /// A transform applied to the preview.
    public let transform: CGAffineTransform

    /// Creates a target.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// Creates a target without a transform.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view as a menu lifts it (or as it goes back when the menu dismisses): the view, how it is drawn
/// and where.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// Where the preview shows.
    public let target: UIPreviewTarget
    /// The view shown.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// The preview's size.
    open var size: CGSize { view.bounds.size }

    /// A preview of a view at a given target.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of a view in a window, where it is. A view outside a window needs a target; Tessera
    /// reports it and places the preview at the view's own position.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        if view.window == nil {
            TesseraLog.error("UIKit", "UITargetedPreview: the view \(type(of: view)) is not in a window; use init(view:parameters:target:)")
        }
        let container = view.superview ?? view
        self.init(view: view, parameters: parameters,
                  target: UIPreviewTarget(container: container, center: view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center))
    }

    /// A preview of a view in a window, with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// A copy at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// The preview's frame in `window`'s coordinates.
    func frame(in window: UIWindow) -> CGRect {
        let center = target.container.convert(target.center, to: window)
        let size = view.bounds.size.applying(target.transform)
        return CGRect(x: center.x - abs(size.width) / 2, y: center.y - abs(size.height) / 2, width: abs(size.width), height: abs(size.height))
    }
}
