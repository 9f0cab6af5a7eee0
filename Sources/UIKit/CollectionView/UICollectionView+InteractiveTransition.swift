import Foundation

/// Interactive layout changes: a transition layout between the current layout and a new one, driven
/// by its `transitionProgress`, then finished (animating to the new layout) or cancelled.
extension UICollectionView {
    /// Called when an interactive transition ends: whether its animation finished, and whether it
    /// completed (ended on the new layout) rather than being cancelled.
    public typealias LayoutInteractiveTransitionCompletion = @MainActor (_ completed: Bool, _ finished: Bool) -> Void

    /// Starts an interactive change to `layout`: the collection view takes the transition layout the
    /// delegate gives (`transitionLayoutForOldLayout`) or a plain one, and returns it to drive.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        if let running = interactiveTransition {
            TesseraLog.warning("UIKit", "UICollectionView.startInteractiveTransition(to:completion:): a transition is already in progress; it is returned")
            return running.layout
        }
        let old = storedLayout
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = InteractiveLayoutTransition(layout: transition, completion: completion)
        layout.storedCollectionView = self
        setCollectionViewLayout(transition, animated: false)
        old.storedCollectionView = self
        return transition
    }

    /// Ends the interactive transition on the new layout, animating there from where it is.
    public func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Ends the interactive transition back on the old layout, animating there from where it is.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    private func endInteractiveTransition(completed: Bool) {
        guard let running = interactiveTransition else { return }
        interactiveTransition = nil
        let target = completed ? running.layout.nextLayout : running.layout.currentLayout
        setCollectionViewLayout(target, animated: true) { finished in
            running.completion?(completed, finished)
        }
    }
}

/// The interactive transition in progress.
@MainActor
final class InteractiveLayoutTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    init(layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?) {
        self.layout = layout
        self.completion = completion
    }
}
