/// Hears about a presentation's adaptation to the size class and about the user's attempts to dismiss
/// it (swiping a sheet down, tapping outside it).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in `traitCollection` (`.none`: keep the presentation controller's choice).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to adapt to (asked when the trait variant is not implemented; `.none` keeps the choice).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// A controller to present instead of the presented one in the adapted style (nil: the same one).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Whether the user may dismiss the presentation now (true); false refuses, and
    /// `presentationControllerDidAttemptToDismiss(_:)` follows.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user tried to dismiss, and `isModalInPresentation` or `presentationControllerShouldDismiss`
    /// refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// A dismissal by the user starts.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal by the user ended (not called for `dismiss(animated:)` from code).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// UIKit's adaptation: in compact widths the presentation controller's `adaptivePresentationStyle`,
    /// else `.none`. (A delegate that returns `.none` itself keeps the style, a popover on iPhone.)
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.systemAdaptiveStyle(for: controller.traitCollection)
    }
    /// nil.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    /// true.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
