/// Updates: insertions, deletions, moves and reloads of rows and sections, alone or in batches, checked
/// against the data source's new counts and animated with the row animations.
struct TableUpdates {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reconfigured: Set<IndexPath> = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty && reconfigured.isEmpty
    }
}

extension UITableView {
    /// How long update animations take (UIKit's 0.3 s).
    static let updateDuration: TimeInterval = 0.3

    /// Runs `updates` (inserts, deletes, moves, reloads) as one animated change, then `completion`
    /// when the animations end (true when they finished).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Whether a batch of updates is being collected and has not been applied yet.
    public var hasUncommittedUpdates: Bool { pendingUpdates != nil }

    /// Starts a batch of updates (nested batches join the outer one).
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = TableUpdates() }
        updateDepth += 1
    }

    /// Ends a batch begun with `beginUpdates()`: the table checks and animates it.
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            TesseraLog.error("UIKit", "UITableView.endUpdates() without beginUpdates(); ignored")
            completion?(true)
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates ?? TableUpdates()
        pendingUpdates = nil
        if needsReload {
            // Never loaded: the data source's new state is simply the table's.
            layoutIfNeeded()
            completion?(true)
            return
        }
        applyUpdates(updates, animated: true, validate: true, completion: completion)
    }

    /// Records `change` in the batch in progress, or applies it at once.
    private func record(_ change: (inout TableUpdates) -> Void) {
        if updateDepth > 0 {
            change(&pendingUpdates!)
        } else {
            var updates = TableUpdates()
            change(&updates)
            if needsReload {
                layoutIfNeeded()
                return
            }
            applyUpdates(updates, animated: true, validate: true)
        }
    }

    /// Inserts rows at `indexPaths` (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for path in indexPaths { u.insertedRows[path] = animation } }
    }

    /// Deletes the rows at `indexPaths` (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for path in indexPaths { u.deletedRows[path] = animation } }
    }

    /// Reloads the rows at `indexPaths`: new cells from the data source replace the old ones.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for path in indexPaths { u.reloadedRows[path] = animation } }
    }

    /// Updates the rows' cells in place: the data source's `cellForRowAt` runs again and dequeuing gets
    /// the existing cell back, so nothing fades or moves.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { u in u.reconfigured.formUnion(indexPaths) }
    }

    /// Moves a row from `indexPath` (before) to `newIndexPath` (after).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { u in u.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.insertedSections[s] = animation } }
    }

    /// Deletes the sections at `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.deletedSections[s] = animation } }
    }

    /// Reloads the sections at `sections`: their rows, titles and heights are asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.reloadedSections[s] = animation } }
    }

    /// Moves a section from `section` (before) to `newSection` (after).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { u in u.movedSections.append((section, newSection)) }
    }

    // MARK: Applying

    /// Where each old row goes in one section: removed rows (sorted, before) and occupied new slots
    /// (sorted, after); survivors keep their order in the free slots.
    struct SectionRowMap {
        var oldSection: Int?
        var newCount: Int
        var removed: [Int] = []
        var occupied: [Int] = []
        var movedIn: [Int: IndexPath] = [:]
        var reloadedOld: Set<Int> = []
        var fresh = false

        /// The new row of old row `row` (nil when removed).
        func newRow(ofOld row: Int) -> Int? {
            var lo = 0, hi = removed.count
            while lo < hi { let mid = (lo + hi) / 2; if removed[mid] < row { lo = mid + 1 } else { hi = mid } }
            if lo < removed.count && removed[lo] == row { return nil }
            var slot = row - lo
            for o in occupied { if o <= slot { slot += 1 } else { break } }
            return slot
        }
    }

    /// The whole update's mapping.
    struct UpdateMap {
        /// For each new section, where its rows come from.
        var sections: [SectionRowMap]
        /// Old section → new section.
        var sectionOfOld: [Int: Int]
        /// Old rows that moved, to where.
        var movedRows: [IndexPath: IndexPath]

        /// Where the old row `indexPath` is after the update (nil: deleted or reloaded).
        func newIndexPath(ofOld indexPath: IndexPath) -> IndexPath? {
            if let moved = movedRows[indexPath] { return moved }
            guard let s = sectionOfOld[indexPath.section] else { return nil }
            let map = sections[s]
            if map.fresh || map.reloadedOld.contains(indexPath.row) { return nil }
            return map.newRow(ofOld: indexPath.row).map { IndexPath(row: $0, section: s) }
        }
    }

    /// Logs an inconsistent update in UIKit's words and reloads from the data source.
    private func rejectUpdate(_ message: String, completion: ((Bool) -> Void)?) {
        TesseraLog.error("UIKit", "Invalid update: \(message)")
        selectedRows.removeAll()
        reloadModel()
        setNeedsLayout()
        layoutIfNeeded()
        completion?(false)
    }

    /// Checks `updates` against the data source and the table's counts, maps old rows to new ones,
    /// and animates cells to their new places.
    func applyUpdates(_ updates: TableUpdates, animated: Bool, validate: Bool, completion: ((Bool) -> Void)? = nil) {
        guard !updates.isEmpty else {
            completion?(true)
            return
        }
        // Rows move: a pending self-sizing request would name the wrong row (the update measures anew).
        selfSizingRows.removeAll()
        guard let dataSource else {
            reloadModel()
            completion?(false)
            return
        }
        cancelSwipe(animated: false)
        var old = model
        let oldSectionCount = old.sectionCount

        // Sections.
        for s in updates.deletedSections.keys.sorted() + updates.reloadedSections.keys.sorted() + updates.movedSections.map(\.from)
        where s < 0 || s >= oldSectionCount {
            return rejectUpdate("attempt to delete or reload section \(s), but there are only \(oldSectionCount) sections before the update", completion: completion)
        }
        let newSectionCount = validate ? max(0, dataSource.numberOfSections(in: self)) : oldSectionCount
        let expectedSections = oldSectionCount - updates.deletedSections.count + updates.insertedSections.count
        if validate && expectedSections != newSectionCount {
            return rejectUpdate("invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted).", completion: completion)
        }
        var sources = [Int?](repeating: nil, count: newSectionCount)
        var taken = [Bool](repeating: false, count: newSectionCount)
        for s in updates.insertedSections.keys {
            guard s >= 0, s < newSectionCount, !taken[s] else {
                return rejectUpdate("attempt to insert section \(s) but there are only \(newSectionCount) sections after the update", completion: completion)
            }
            taken[s] = true
        }
        let movedFrom = Set(updates.movedSections.map(\.from))
        for move in updates.movedSections {
            guard move.to >= 0, move.to < newSectionCount, !taken[move.to] else {
                return rejectUpdate("attempt to move section \(move.from) to section \(move.to), but there are only \(newSectionCount) sections after the update", completion: completion)
            }
            taken[move.to] = true
            sources[move.to] = move.from
        }
        var nextOld = 0
        for j in 0..<newSectionCount where !taken[j] {
            while nextOld < oldSectionCount && (updates.deletedSections[nextOld] != nil || movedFrom.contains(nextOld)) { nextOld += 1 }
            guard nextOld < oldSectionCount else {
                return rejectUpdate("invalid number of sections. The number of sections contained in the table view after the update (\(newSectionCount)) must be equal to the number of sections contained in the table view before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted).", completion: completion)
            }
            sources[j] = nextOld
            nextOld += 1
        }
        var sectionOfOld: [Int: Int] = [:]
        for (j, source) in sources.enumerated() { if let source { sectionOfOld[source] = j } }

        // Rows.
        for path in Array(updates.deletedRows.keys) + Array(updates.reloadedRows.keys) + updates.moves.map(\.from) where !old.contains(path) {
            return rejectUpdate("attempt to delete row \(path.row) from section \(path.section), which only contains \(old.rowCount(path.section)) rows before the update", completion: completion)
        }
        var maps: [SectionRowMap] = []
        maps.reserveCapacity(newSectionCount)
        var movedRows: [IndexPath: IndexPath] = [:]
        for move in updates.moves { movedRows[move.from] = move.to }
        for j in 0..<newSectionCount {
            let newCount = validate ? max(0, dataSource.tableView(self, numberOfRowsInSection: j)) : old.rowCount(sources[j] ?? -1)
            var map = SectionRowMap(oldSection: sources[j], newCount: newCount)
            if let s = sources[j], updates.reloadedSections[s] == nil {
                let deleted = updates.deletedRows.keys.filter { $0.section == s }.map(\.row)
                let movedOut = updates.moves.filter { $0.from.section == s }.map(\.from.row)
                let inserted = updates.insertedRows.keys.filter { $0.section == j }.map(\.row)
                let movedIn = updates.moves.filter { $0.to.section == j }
                map.removed = Array(Set(deleted + movedOut)).sorted()
                map.occupied = Array(Set(inserted + movedIn.map(\.to.row))).sorted()
                for move in movedIn { map.movedIn[move.to.row] = move.from }
                map.reloadedOld = Set(updates.reloadedRows.keys.filter { $0.section == s }.map(\.row))
                let oldCount = old.rowCount(s)
                let expected = oldCount - map.removed.count + map.occupied.count
                let movedInCount = movedIn.filter { $0.from.section != s }.count
                let movedOutCount = updates.moves.filter { $0.from.section == s && $0.to.section != j }.count
                if validate && expected != newCount {
                    return rejectUpdate("invalid number of rows in section \(j). The number of rows contained in an existing section after the update (\(newCount)) must be equal to the number of rows contained in that section before the update (\(oldCount)), plus or minus the number of rows inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of rows moved into or out of that section (\(movedInCount) moved in, \(movedOutCount) moved out).", completion: completion)
                }
                if let bad = map.occupied.last, bad >= newCount {
                    return rejectUpdate("attempt to insert row \(bad) into section \(j), but there are only \(newCount) rows in section \(j) after the update", completion: completion)
                }
            } else {
                map.fresh = true
                let stray = updates.insertedRows.keys.filter { $0.section == j }
                if validate, let row = stray.map(\.row).max(), row >= newCount {
                    return rejectUpdate("attempt to insert row \(row) into section \(j), but there are only \(newCount) rows in section \(j) after the update", completion: completion)
                }
            }
            maps.append(map)
        }
        let mapping = UpdateMap(sections: maps, sectionOfOld: sectionOfOld, movedRows: movedRows)

        // The new model: surviving rows keep their measured heights; new sections are asked for.
        var sections: [TableModel.Section] = []
        sections.reserveCapacity(newSectionCount)
        var newSectionSet = Set<Int>()
        for (j, map) in maps.enumerated() {
            guard let s = map.oldSection, !map.fresh else {
                sections.append(makeSection(j, rowCount: map.newCount))
                newSectionSet.insert(j)
                continue
            }
            var section = old.sections[s]
            let estimate = section.rows.estimate
            var measured: [(row: Int, height: CGFloat)] = []
            for (row, height) in section.rows.measuredRows() {
                if let new = mapping.newIndexPath(ofOld: IndexPath(row: row, section: s)), new.section == j { measured.append((new.row, height)) }
            }
            for (to, from) in map.movedIn where from.section != s && old.sections[from.section].rows.isMeasured(from.row) {
                measured.append((to, old.sections[from.section].rows.height(from.row)))
            }
            section.rows.rebuild(count: map.newCount, estimate: estimate, measured: measured)
            if validate {
                section.headerTitle = dataSource.tableView(self, titleForHeaderInSection: j)
                section.footerTitle = dataSource.tableView(self, titleForFooterInSection: j)
            }
            sections.append(section)
        }

        // Remember where things were.
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for cell in visibleCellMap.values { oldFrames[ObjectIdentifier(cell)] = cell.frame }
        var oldHeaderFrames: [ObjectIdentifier: CGRect] = [:]
        for view in Array(visibleHeaderMap.values) + Array(visibleFooterMap.values) { oldHeaderFrames[ObjectIdentifier(view)] = view.frame }

        // Swap the model in; map the selection, the visible cells and the header views.
        let explicitHeaders = explicitHeaderHeights, explicitFooters = explicitFooterHeights
        model.setSections(sections)
        for (j, map) in maps.enumerated() where !newSectionSet.contains(j) {
            if let s = map.oldSection {
                explicitHeaderHeights[j] = explicitHeaders[s]
                explicitFooterHeights[j] = explicitFooters[s]
            }
        }
        selectedRows = Set(selectedRows.compactMap { mapping.newIndexPath(ofOld: $0) })
        var departing: [(UITableViewCell, RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellMap {
            if let new = mapping.newIndexPath(ofOld: path), model.contains(new) {
                kept[new] = cell
            } else {
                let animation = updates.deletedRows[path] ?? updates.reloadedRows[path]
                    ?? updates.deletedSections[path.section] ?? updates.reloadedSections[path.section] ?? .automatic
                departing.append((cell, animation))
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            }
        }
        visibleCellMap = kept
        // A row that stays may have become its section's first or last: its corners and separator follow.
        for (path, cell) in kept { applyChrome(to: cell, at: path) }
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        for (s, view) in visibleHeaderMap {
            if let j = sectionOfOld[s], !maps[j].fresh { headers[j] = view } else { recycleHeaderFooter(view) }
        }
        for (s, view) in visibleFooterMap {
            if let j = sectionOfOld[s], !maps[j].fresh { footers[j] = view } else { recycleHeaderFooter(view) }
        }
        visibleHeaderMap = headers
        visibleFooterMap = footers
        pendingHeaderViews.removeAll()
        pendingFooterViews.removeAll()
        cancelPrefetching(all: true)

        // Reconfigured rows get their cell back from the data source's dequeue.
        for path in updates.reconfigured {
            guard let new = mapping.newIndexPath(ofOld: path), let cell = visibleCellMap[new] else { continue }
            reconfiguringCell = (new, cell)
            let returned = dataSource.tableView(self, cellForRowAt: new)
            reconfiguringCell = nil
            if returned !== cell {
                visibleCellMap[new] = returned
                departing.append((cell, .none))
                returned.tableView = self
            }
        }

        UIView.performWithoutAnimation {
            layoutTable()
        }
        for cell in visibleCellMap.values { cell.layoutIfNeeded() }
        guard animated else {
            for (cell, _) in departing { enqueue(cell) }
            completion?(true)
            return
        }

        // Animate: survivors from their old frames; new rows in; departing rows out.
        var insertedAnimation: [ObjectIdentifier: RowAnimation] = [:]
        for (path, cell) in visibleCellMap where oldFrames[ObjectIdentifier(cell)] == nil {
            let animation = updates.insertedRows[path] ?? updates.reloadedRows.first { mapping.newIndexPath(ofOld: $0.key) == nil && $0.key == path }?.value
                ?? updates.insertedSections[path.section] ?? updates.reloadedSections[maps[path.section].oldSection ?? -1]
            if let animation { insertedAnimation[ObjectIdentifier(cell)] = animation }
        }
        var starts: [(UIView, CGRect, CGFloat)] = []
        for (path, cell) in visibleCellMap {
            let id = ObjectIdentifier(cell)
            let final = cell.frame
            if let from = oldFrames[id] {
                starts.append((cell, from, 1))
            } else if let animation = insertedAnimation[id] {
                let (from, alpha) = Self.offstage(final, animation: animation, width: bounds.width)
                starts.append((cell, from, alpha))
            } else {
                // A surviving row that was off screen: from where the old layout had it.
                if let oldPath = oldIndexPath(of: path, mapping: mapping, oldCount: old.sectionCount), old.contains(oldPath) {
                    let span = old.rowSpan(oldPath)
                    starts.append((cell, CGRect(x: final.minX, y: span.y, width: final.width, height: span.height), 1))
                }
            }
        }
        for view in Array(visibleHeaderMap.values) + Array(visibleFooterMap.values) {
            if let from = oldHeaderFrames[ObjectIdentifier(view)] { starts.append((view, from, 1)) }
        }
        let finals = starts.map { ($0.0, $0.0.frame) }
        UIView.performWithoutAnimation {
            for (view, from, alpha) in starts {
                view.frame = from
                view.alpha = alpha
            }
        }
        // Rows deleted without animation leave at once.
        for (cell, animation) in departing where animation == .none { enqueue(cell) }
        departing.removeAll { $0.1 == .none }
        let departingFinals = departing.map { cell, animation in
            (cell, Self.offstage(cell.frame, animation: animation, width: bounds.width))
        }
        var pending = 0
        if !starts.isEmpty || !departing.isEmpty { pending = 1 }
        guard pending > 0 else {
            completion?(true)
            return
        }
        UIView.animate(withDuration: Self.updateDuration, animations: {
            for (view, frame) in finals {
                view.frame = frame
                view.alpha = 1
            }
            for (cell, target) in departingFinals {
                cell.frame = target.0
                cell.alpha = target.1
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, _) in departing where !self.visibleCellMap.values.contains(where: { $0 === cell }) {
                cell.alpha = 1
                self.enqueue(cell)
            }
            completion?(finished)
        })
    }

    /// The old index path of a row now at `path`, for rows that were off screen (a linear search of
    /// the mapping is avoided: survivors keep their order, so nearby old rows are tried).
    private func oldIndexPath(of path: IndexPath, mapping: UpdateMap, oldCount: Int) -> IndexPath? {
        guard path.section < mapping.sections.count, let s = mapping.sections[path.section].oldSection,
              !mapping.sections[path.section].fresh else { return nil }
        let map = mapping.sections[path.section]
        if map.occupied.contains(path.row) { return map.movedIn[path.row] }
        // Survivor rank: its row less the occupied slots before it; the old row is the rank-th kept.
        let rank = path.row - map.occupied.filter { $0 < path.row }.count
        var row = rank
        for removed in map.removed { if removed <= row { row += 1 } else { break } }
        return IndexPath(row: row, section: s)
    }

    /// Where a row comes from or goes to for `animation`, and its opacity there.
    static func offstage(_ frame: CGRect, animation: RowAnimation, width: CGFloat) -> (CGRect, CGFloat) {
        switch animation {
        case .fade, .automatic: return (frame, 0)
        case .none: return (frame, 1)
        case .left: return (frame.offsetBy(dx: -width, dy: 0), 1)
        case .right: return (frame.offsetBy(dx: width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 0)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 0)
        case .middle: return (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 0)
        }
    }
}
