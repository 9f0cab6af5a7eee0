/// Supplies a page view controller's pages on demand, as the user turns them. The two neighbour
/// methods are required; the page-indicator pair is optional.
///
/// The page view controller asks for a neighbour only when a gesture needs it (a swipe or a turn that
/// way), and asks again after the pages changed. Return nil where there is no page: the first page has
/// none before it, the last none after it.
///
/// When both `presentationCount(for:)` and `presentationIndex(for:)` are implemented and the style is
/// `.scroll`, a page indicator (a `UIPageControl`) shows at the bottom, as on iOS. Both are asked after
/// each `setViewControllers(_:direction:animated:completion:)`; after a swipe the indicator moves one
/// dot by itself.
///
/// Where Tessera differs: Swift cannot ask whether an optional method is implemented, so the defaults of
/// the indicator pair note on the page view controller that they ran; either default running means "not
/// implemented", and no indicator shows.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController` (nil: it is the first).
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (nil: it is the last).
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots in the page indicator (optional; see the protocol).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot the page indicator highlights (optional; see the protocol).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: notes so on the page view controller (no indicator) and answers 0.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.indicatorDefaultsRan = true
        return 0
    }

    /// Not implemented: notes so on the page view controller (no indicator) and answers 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.indicatorDefaultsRan = true
        return 0
    }
}
