/// Hears about a navigation controller's pushes and pops and may supply their animation and
/// interaction. Every method is optional.
///
/// Where Tessera differs: the interface orientation methods are not offered (Tessera has no
/// `UIInterfaceOrientationMask`; a window does not rotate by itself).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller is about to show (at the start of the transition, after the appearance callbacks
    /// `viewWillDisappear`/`viewWillAppear`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller showed (at the end of the transition, after `viewDidAppear`).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The object that animates a push or pop (nil: the standard slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The object that drives the animation `animationController` interactively (nil: not interactive).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}
