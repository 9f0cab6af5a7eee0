import Foundation

/// Prefetching: the prefetch data source hears about the items within a screen beyond the visible
/// rect in the direction the content scrolls, and about those that left that band without showing.
extension UICollectionView {
    /// Tells the prefetch data source about items about to show, and cancels those no longer expected.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, !bounds.isEmpty else {
            if !prefetchedItems.isEmpty { cancelAllPrefetching() }
            return
        }
        let visible = bounds
        let scrollsVertically = contentSize.height > visible.height || contentSize.width <= visible.width
        let band = scrollsVertically
            ? visible.insetBy(dx: 0, dy: -visible.height)
            : visible.insetBy(dx: -visible.width, dy: 0)
        let visibleItems = Set(visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath))
        var upcoming: Set<IndexPath> = []
        for attributes in shownElements(in: band)
        where attributes.representedElementCategory == .cell && !visibleItems.contains(attributes.indexPath) && isValidItem(attributes.indexPath) {
            upcoming.insert(attributes.indexPath)
        }
        let fresh = upcoming.subtracting(prefetchedItems).subtracting(visibleItems)
        let stale = prefetchedItems.subtracting(upcoming).subtracting(visibleItems)
        prefetchedItems.subtract(visibleItems)
        if !stale.isEmpty {
            prefetchedItems.subtract(stale)
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: stale.sorted())
        }
        if !fresh.isEmpty {
            prefetchedItems.formUnion(fresh)
            prefetchDataSource.collectionView(self, prefetchItemsAt: fresh.sorted())
        }
    }

    /// Cancels every outstanding prefetch.
    func cancelAllPrefetching() {
        guard !prefetchedItems.isEmpty else { return }
        let items = prefetchedItems.sorted()
        prefetchedItems.removeAll()
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: items)
    }
}
