/// Hears about and shapes a split view controller's display-mode changes, collapsing and expanding.
/// Every method is optional.
///
/// The order of the calls, as in UIKit: a display-mode change calls `willChangeTo displayMode` and
/// then `willShow`/`willHide` for each column that appears or goes (column styles only); collapsing a
/// column-style split view calls `topColumnForCollapsingToProposedTopColumn` and then
/// `splitViewControllerDidCollapse`, expanding it `displayModeForExpandingToProposedDisplayMode` and then
/// `splitViewControllerDidExpand`. A classic split view asks `primaryViewController(forCollapsing:)` and
/// `collapseSecondary(_:onto:)` when collapsing, and `primaryViewController(forExpanding:)` and
/// `separateSecondaryFrom` when expanding (`didCollapse`/`didExpand` are for column styles only).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// `column` is about to appear (column styles).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// `column` is about to disappear (column styles).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The column whose controllers end on top of the collapsed navigation stack (column styles; the
    /// proposal is `.secondary`). `.primary` leaves the supplementary and secondary columns off the
    /// stack; `.supplementary` leaves the secondary off.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode to expand to (column styles; the proposal is the automatic mode for the size).
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The split view collapsed (column styles).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded (column styles).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// The display mode the display-mode button would change to (`.automatic`: the split view's choice).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode

    /// Shows `vc` in the primary context instead of the split view (true: handled). Classic style.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Shows `vc` as the detail instead of the split view (true: handled). Classic style.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The controller to use as the only child while collapsed (nil: the primary). Classic style.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary once expanded (nil: the current primary). Classic style.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Folds the secondary into the primary while collapsing; true means handled (nothing more is done,
    /// and the secondary is let go), false lets the primary's
    /// `collapseSecondaryViewController(_:for:)` do it (a navigation controller pushes it). Classic style.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool
    /// The secondary to show once expanded (nil: ask the primary's `separateSecondaryViewController(for:)`,
    /// which a navigation controller answers by popping what collapsing pushed). Classic style.
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
}
