/// Prefetching: the rows of the next screenful in the direction the content moves go to the
/// prefetch data source before they are shown; rows that drift out of that range unshown are
/// cancelled.
extension UITableView {
    /// How many rows ahead the table prefetches at most (about a screenful of short rows).
    static let prefetchLimit = 40

    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, model.sectionCount > 0, !visibleCellMap.isEmpty else {
            if prefetchDataSource == nil { prefetchedRows.removeAll() }
            return
        }
        let offset = bounds.minY
        guard offset != lastTiledOffset else { return }
        let down = offset > lastTiledOffset
        var wanted: [IndexPath] = []
        if down {
            let edge = bounds.maxY
            var next = model.firstIndexPath(atOrBelow: edge)
            while let path = next, wanted.count < Self.prefetchLimit {
                if model.rowSpan(path).y >= edge + bounds.height { break }
                if visibleCellMap[path] == nil { wanted.append(path) }
                next = model.indexPath(after: path)
            }
        } else {
            let edge = bounds.minY
            guard var path = model.firstIndexPath(atOrBelow: edge) else { return }
            while wanted.count < Self.prefetchLimit {
                guard let previous = indexPath(before: path) else { break }
                let span = model.rowSpan(previous)
                if span.y + span.height <= edge - bounds.height { break }
                if visibleCellMap[previous] == nil { wanted.append(previous) }
                path = previous
            }
        }
        let wantedSet = Set(wanted)
        let cancelled = prefetchedRows.filter { !wantedSet.contains($0) && visibleCellMap[$0] == nil }.sorted()
        let fresh = wanted.filter { !prefetchedRows.contains($0) }
        prefetchedRows.subtract(cancelled)
        prefetchedRows.formUnion(fresh)
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh) }
    }

    /// The row before `indexPath`, crossing into earlier sections.
    func indexPath(before indexPath: IndexPath) -> IndexPath? {
        var s = indexPath.section, r = indexPath.row - 1
        while s >= 0 {
            if r >= 0 && r < model.rowCount(s) { return IndexPath(row: r, section: s) }
            s -= 1
            if s >= 0 { r = model.rowCount(s) - 1 }
        }
        return nil
    }

    /// Cancels every outstanding prefetch (on reload and updates).
    func cancelPrefetching(all: Bool) {
        guard !prefetchedRows.isEmpty else { return }
        let rows = prefetchedRows.sorted()
        prefetchedRows.removeAll()
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: rows)
    }
}
