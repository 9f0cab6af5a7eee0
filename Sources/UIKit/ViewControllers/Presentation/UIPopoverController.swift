import Foundation

/// The iPad popover of iOS 3–8: shows a content controller in a popover beside a rectangle or a bar
/// button item. Deprecated in iOS 9 for `modalPresentationStyle = .popover`, which it now uses: it
/// presents its content controller as a popover from the controller that owns the source view.
///
/// Appearance rules contained in `UIPopoverController` apply to the views in its popover (as
/// rules contained in `UIPopoverPresentationController` do), so older appearance code keeps working.
///
/// Where Tessera differs: it has no delegate (`UIPopoverControllerDelegate`); use the content
/// controller's `popoverPresentationController?.delegate`.
@available(*, deprecated, message: "Use a view controller with modalPresentationStyle = .popover")
@preconcurrency @MainActor
open class UIPopoverController: NSObject, UIAppearanceContainer {
    /// The controller shown in the popover.
    open var contentViewController: UIViewController
    /// The size of the popover's content (the content controller's `preferredContentSize`).
    open var popoverContentSize: CGSize {
        get { contentViewController.preferredContentSize }
        set { contentViewController.preferredContentSize = newValue }
    }
    /// Views that keep taking touches while the popover shows.
    open var passthroughViews: [UIView]?
    /// The popover's colour (nil: the system's).
    open var backgroundColor: UIColor?
    /// The margins the popover keeps from the screen's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// Creates a popover controller for a content controller.
    public init(contentViewController viewController: UIViewController) {
        contentViewController = viewController
        super.init()
    }

    /// Whether the popover is on screen.
    open var isPopoverVisible: Bool { contentViewController.presentingViewController != nil }

    /// The direction of the popover's arrow (`.unknown` when it is not shown).
    open var popoverArrowDirection: UIPopoverArrowDirection {
        isPopoverVisible ? contentViewController.popoverPresentationController?.arrowDirection ?? .unknown : .unknown
    }

    /// Shows the popover pointing at `rect` in `view`.
    open func present(from rect: CGRect, in view: UIView, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool) {
        guard let popover = configure(arrowDirections) else { return }
        popover.sourceView = view
        popover.sourceRect = rect
        present(from: view, animated: animated)
    }

    /// Shows the popover pointing at a bar button item.
    open func present(from item: UIBarButtonItem, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool) {
        guard let popover = configure(arrowDirections) else { return }
        popover.barButtonItem = item
        let shown = UIPopoverPresentationController.view(showing: item, in: nil) ?? UIApplication.shared.keyWindow
        guard let shown else {
            TesseraLog.error("UIKit", "UIPopoverController.present(from:permittedArrowDirections:animated:): no window shows \(item)")
            return
        }
        present(from: shown, animated: animated)
    }

    /// Dismisses the popover.
    open func dismiss(animated: Bool) {
        guard isPopoverVisible else { return }
        contentViewController.dismiss(animated: animated)
    }

    private func configure(_ arrowDirections: UIPopoverArrowDirection) -> UIPopoverPresentationController? {
        contentViewController.modalPresentationStyle = .popover
        guard let popover = contentViewController.popoverPresentationController else { return nil }
        popover.permittedArrowDirections = arrowDirections
        popover.passthroughViews = passthroughViews
        popover.backgroundColor = backgroundColor
        popover.popoverLayoutMargins = popoverLayoutMargins
        popover.legacyOwner = self
        return popover
    }

    /// Presents from the outermost controller around `view`.
    private func present(from view: UIView, animated: Bool) {
        var responder: UIResponder? = view
        var controller: UIViewController?
        while let r = responder {
            if let c = r as? UIViewController { controller = c }
            responder = r.next
        }
        if controller == nil { controller = view.window?.rootViewController }
        guard let presenter = controller else {
            TesseraLog.error("UIKit", "UIPopoverController: \(type(of: view)) is not in a view controller's window; the popover is not shown")
            return
        }
        var top = presenter
        while let presented = top.presentationLinks.presented { top = presented }
        top.present(contentViewController, animated: animated)
    }
}
