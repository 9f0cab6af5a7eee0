import Foundation

/// The state a view controller keeps about the modal presentations it takes part in: what it presents
/// (held strongly, as on iOS, until dismissed), who presents it (weakly: the presenter owns it), its
/// presentation controller, and whether a transition is under way.
@MainActor
struct PresentationLinks {
    /// The controller this one presents.
    var presented: UIViewController?
    /// The controller that presents this one.
    weak var presenting: UIViewController?
    /// The presentation controller the app sees (`presentationController`), made on first use.
    var controller: UIPresentationController?
    /// The presentation controller that runs the presentation: `controller`, or the one it adapted to.
    var active: UIPresentationController?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// Where a full-screen presentation took the presenter's view from, to put it back on dismissal.
    weak var removedViewHost: UIView?
    var removedViewIndex = 0
}
