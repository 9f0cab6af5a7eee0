import Foundation

/// Changing layouts: the views move from the old layout's attributes to the new one's.
extension UICollectionView {
    /// Replaces the layout, animating the elements to their new places when `animated`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout, animating the elements to their new places when `animated`, then calls
    /// `completion` with whether the animation ran to its end.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = storedLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        cancelInteractiveMovementState()
        layoutIfNeeded()
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let views = visibleViews.values
        for view in views { view.willTransition(from: old, to: layout) }
        storedLayout = layout
        adoptLayout(layout)
        prepareLayout()
        let proposed = clampedOffset(layout.targetContentOffset(forProposedContentOffset: contentOffset))
        let target = clampedOffset(collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed)
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for view in visibleViews.values { view.didTransition(from: old, to: layout) }
            if old.storedCollectionView === self { old.storedCollectionView = nil }
            completion?(finished)
        }
        guard animated, UIView.areAnimationsEnabled else {
            super.bounds.origin = target
            tile()
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            finish(true)
            return
        }
        // New views start where the old layout had them (or fade in); views that stay slide across.
        updateAppearance = UpdateAppearance { key, final in
            let before: UICollectionViewLayoutAttributes? = switch key.category {
            case .cell: self.shown(old.layoutAttributesForItem(at: key.indexPath))
            case .supplementaryView: self.shown(old.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath))
            case .decorationView: self.shown(old.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath))
            }
            if let before { return before }
            let start = final.copied()
            start.alpha = 0
            return start
        }
        let appearance = updateAppearance
        UIView.performWithoutAnimation {
            super.bounds.origin = target
            tile()
        }
        updateAppearance = nil
        let leaving = appearance?.leaving ?? []
        for (key, view, _) in leaving { didEndDisplaying(view, key) }
        UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [.beginFromCurrentState], animations: { [self] in
            for (key, view) in visibleViews {
                if let attributes = visibleAttributes[key] { applyAttributes(attributes, to: view) }
            }
            for (_, view, final) in leaving { applyAttributes(final, to: view) }
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
        }, completion: { [weak self] finished in
            for (key, view, _) in leaving {
                view.removeFromSuperview()
                self?.enqueue(view, key)
            }
            finish(finished)
        })
    }
}
