/// Hears about a page view controller's gesture-driven page changes and chooses its spine. Every method
/// is optional.
///
/// A swipe (scroll style) or a turn (page-curl style) that reaches a page calls
/// `pageViewController(_:willTransitionTo:)` once it starts, then, when it comes to rest,
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`, with
/// `transitionCompleted` false when the user let the old page spring back. Changes made with
/// `setViewControllers(_:direction:animated:completion:)` call neither, as on iOS (its completion says
/// when they end).
///
/// Where Tessera differs: nothing rotates by itself on Linux, so the two interface-orientation methods
/// are declared for ported code but never asked (Tessera's view controllers have no
/// `supportedInterfaceOrientations` to pass them on to), and
/// `pageViewController(_:spineLocationFor:)` is asked when the page-curl style's view changes between
/// portrait and landscape shapes (wider than tall is landscape).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture is about to bring `pendingViewControllers` on screen.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven transition came to rest: `completed` says whether the pending pages are now
    /// shown (false: the user took the gesture back). `previousViewControllers` are the pages shown
    /// before it.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for `orientation` (page-curl style); set the pages it needs
    /// (`setViewControllers`) before returning when it changes how many show. By default the spine stays
    /// where it is.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports (by default, all but upside down).
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation to present the page view controller in (by default, portrait).
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// Keeps the spine where it is.
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// All orientations but upside-down portrait.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        .portrait
    }
}
