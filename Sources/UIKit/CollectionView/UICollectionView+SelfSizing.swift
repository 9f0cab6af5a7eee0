/// Self-sizing invalidation: a visible self-sizing cell that says its size may have changed fits
/// itself again in the next layout pass (see `selfSizingInvalidation`).
extension UICollectionView {
    /// How a collection view reacts when a self-sizing cell says its size may have changed.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Nothing happens: the cell keeps its size until the layout is invalidated.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on the cell or its content view, or a new content
        /// configuration, makes the cell fit itself again.
        case enabled = 1
        /// As `.enabled`; on iOS, Auto Layout changes inside the content view also invalidate the
        /// cell. Tessera treats it as `.enabled`.
        case enabledIncludingConstraints = 2
    }

    /// A visible cell's size may have changed: it fits itself again in the next layout pass.
    func cellSizeInvalidated(_ cell: UICollectionViewCell) {
        guard selfSizingInvalidation != .disabled, !isTiling else { return }
        guard let key = visibleViews.first(where: { $0.key.category == .cell && $0.value === cell })?.key,
              let attributes = visibleAttributes[key], !attributes.selfSizingAxes.isEmpty else { return }
        selfSizingKeys.insert(key)
        setNeedsLayout()
    }
}

extension UICollectionViewCell: SelfSizingCell {
    var selfSizingContentView: UIView { contentView }

    func selfSizingInvalidated() {
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView {
                collectionView.cellSizeInvalidated(self)
                return
            }
            view = current.superview
        }
    }
}
