import Foundation

/// Bookkeeping shared by the diffable data sources.
@MainActor
enum DiffableApplying {
    /// Runs `body` with view animations turned off (the view's update then lands at once and calls its
    /// completion), restoring the previous setting afterwards (such blocks nest).
    static func withoutAnimation(_ body: () -> Void) {
        let enabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(false)
        body()
        UIView.setAnimationsEnabled(enabled)
    }

    /// The section snapshots that still describe their section in `snapshot`: a section that is gone,
    /// or whose items no longer are the section snapshot's visible items, loses its section snapshot.
    static func keptSectionSnapshots<S, I>(_ stored: [S: NSDiffableDataSourceSectionSnapshot<I>],
                                           in snapshot: NSDiffableDataSourceSnapshot<S, I>) -> [S: NSDiffableDataSourceSectionSnapshot<I>] {
        guard !stored.isEmpty else { return stored }
        return stored.filter { section, sectionSnapshot in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == sectionSnapshot.visibleItems
        }
    }
}

extension DiffableApplying {
    /// `sectionSnapshot` after an interactive move left its visible items as `visibleItems`: moved
    /// roots are reordered among the roots; an item that left is deleted (with its children) and one
    /// that arrived is added as a root where it landed.
    static func reordered<I>(_ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<I>, to visibleItems: [I]) -> NSDiffableDataSourceSectionSnapshot<I> {
        var result = sectionSnapshot
        let wanted = Set(visibleItems)
        result.delete(sectionSnapshot.visibleItems.filter { !wanted.contains($0) })
        // Rebuild the roots' order from the visible order; children keep their parents.
        var rootOrder: [I] = []
        for item in visibleItems {
            if !result.contains(item) {
                result.append([item])
                rootOrder.append(item)
            } else if result.parent(of: item) == nil {
                rootOrder.append(item)
            }
        }
        let shownRoots = Set(rootOrder)
        let hiddenRoots = result.roots.filter { !shownRoots.contains($0) }
        result.roots = rootOrder + hiddenRoots
        return result
    }
}

extension Array {
    /// The element at `index`, or nil when the index is out of range.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
