/// How a container adapts its content to size and trait changes. View controllers and presentation
/// controllers are content containers: the window tells its root view controller (and each presentation
/// controller) before its size changes, and each passes the change on to the children it shows.
///
/// Where Tessera differs: a size change (the screen's profile turned between portrait and landscape,
/// or the desktop window resized) happens at once, not animated: the coordinator reports
/// `isAnimated == false` and a duration of 0, and the animations queued with
/// `animate(alongsideTransition:completion:)` run right after the new size is applied, without
/// animation. `willTransition(to:with:)` is declared for source compatibility; Tessera does not call it
/// yet (trait changes reach controllers through `traitCollectionDidChange(_:)`).
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container would like its view to have.
    var preferredContentSize: CGSize { get }
    /// A child container's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child container's view changed its fitting size (Auto Layout).
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give `container`, a child, when this container's size becomes `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to take `size`; `coordinator` runs animations alongside the change
    /// and tells when it is over.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to become `newCollection` (declared; see the protocol's note).
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension UIPresentationController: UIContentContainer {}
