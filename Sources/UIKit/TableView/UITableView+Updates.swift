/// Updates: insertions, deletions, moves and reloads of rows and sections, alone or in batches, checked
/// against the data source's new counts (by `ListUpdate`) and animated with the row animations.
struct TableUpdates {
    /// The changes, as `ListUpdate` takes them.
    var batch = ListBatch()
    /// The animations of rows that leave (deleted or reloaded; by their index paths before the
    /// update) and of rows that arrive (inserted; by their index paths after it).
    var leavingRows: [IndexPath: UITableView.RowAnimation] = [:]
    var arrivingRows: [IndexPath: UITableView.RowAnimation] = [:]
    /// The same for sections: deleted or reloaded (before), inserted (after).
    var leavingSections: [Int: UITableView.RowAnimation] = [:]
    var arrivingSections: [Int: UITableView.RowAnimation] = [:]
    /// Rows whose cells are configured again in place (index paths before the update).
    var reconfigured: Set<IndexPath> = []

    var isEmpty: Bool { batch.isEmpty && reconfigured.isEmpty }
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
        record { u in
            u.batch.insertedItems += indexPaths
            for path in indexPaths { u.arrivingRows[path] = animation }
        }
    }

    /// Deletes the rows at `indexPaths` (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in
            u.batch.deletedItems += indexPaths
            for path in indexPaths { u.leavingRows[path] = animation }
        }
    }

    /// Reloads the rows at `indexPaths`: new cells from the data source replace the old ones.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in
            u.batch.reloadedItems += indexPaths
            for path in indexPaths { u.leavingRows[path] = animation }
        }
    }

    /// Updates the rows' cells in place: the data source's `cellForRowAt` runs again and dequeuing gets
    /// the existing cell back, so nothing fades or moves.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { u in u.reconfigured.formUnion(indexPaths) }
    }

    /// Moves a row from `indexPath` (before) to `newIndexPath` (after).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { u in u.batch.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in
            u.batch.insertedSections.formUnion(sections)
            for s in sections { u.arrivingSections[s] = animation }
        }
    }

    /// Deletes the sections at `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in
            u.batch.deletedSections.formUnion(sections)
            for s in sections { u.leavingSections[s] = animation }
        }
    }

    /// Reloads the sections at `sections`: their rows, titles and heights are asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in
            u.batch.reloadedSections.formUnion(sections)
            for s in sections { u.leavingSections[s] = animation }
        }
    }

    /// Moves a section from `section` (before) to `newSection` (after).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { u in u.batch.movedSections.append((section, newSection)) }
    }

    /// Records a diffable data source's whole difference, every change with `animation`, and the
    /// rows to reconfigure (index paths before the update).
    func record(_ batch: ListBatch, reconfiguring reconfigured: [IndexPath], with animation: RowAnimation) {
        record { u in
            u.batch.merge(batch)
            for s in batch.insertedSections { u.arrivingSections[s] = animation }
            for s in batch.deletedSections.union(batch.reloadedSections) { u.leavingSections[s] = animation }
            for path in batch.insertedItems { u.arrivingRows[path] = animation }
            for path in batch.deletedItems + batch.reloadedItems { u.leavingRows[path] = animation }
            u.reconfigured.formUnion(reconfigured)
        }
    }

    // MARK: Applying

    /// Logs an inconsistent update in UIKit's words and reloads from the data source.
    private func rejectUpdate(_ problem: ListUpdate.Inconsistency, completion: ((Bool) -> Void)?) {
        TesseraLog.error("UIKit", problem.description)
        selectedRows.removeAll()
        reloadModel()
        setNeedsLayout()
        layoutIfNeeded()
        completion?(false)
    }

    /// Checks `updates` against the data source and the table's counts, maps old rows to new ones,
    /// and animates cells to their new places. Without `validate` the data source is not asked (the
    /// table moved a row itself): the new counts are the ones the changes imply.
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
        let update: ListUpdate
        do throws(ListUpdate.Inconsistency) {
            let oldCounts = (0..<old.sectionCount).map { old.rowCount($0) }
            var newCounts: [Int]?
            if validate {
                let sectionCount = max(0, dataSource.numberOfSections(in: self))
                newCounts = (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
            }
            update = try ListUpdate(updates.batch, oldCounts: oldCounts, newCounts: newCounts, vocabulary: .table)
        } catch {
            return rejectUpdate(error, completion: completion)
        }
        let sections = updatedSections(from: old, update, askingTitles: validate)

        // Remember where things were.
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for cell in visibleCellMap.values { oldFrames[ObjectIdentifier(cell)] = cell.frame }
        var oldHeaderFrames: [ObjectIdentifier: CGRect] = [:]
        for view in Array(visibleHeaderMap.values) + Array(visibleFooterMap.values) { oldHeaderFrames[ObjectIdentifier(view)] = view.frame }

        model.setSections(sections)
        var departing = remapViews(updates, update)
        reconfigure(updates.reconfigured, update, dataSource: dataSource, departing: &departing)

        UIView.performWithoutAnimation {
            layoutTable()
        }
        for cell in visibleCellMap.values { cell.layoutIfNeeded() }
        guard animated else {
            for (cell, _) in departing { enqueue(cell) }
            completion?(true)
            return
        }
        var starts = arrivalStarts(updates, update, oldFrames: oldFrames, old: &old)
        for view in Array(visibleHeaderMap.values) + Array(visibleFooterMap.values) {
            if let from = oldHeaderFrames[ObjectIdentifier(view)] { starts.append((view, from, 1)) }
        }
        animateUpdate(starts: starts, departing: departing, completion: completion)
    }

    /// The model's sections after `update`: rows that stay keep their measured heights (moved rows
    /// too); inserted and reloaded sections are asked for anew.
    private func updatedSections(from old: TableModel, _ update: ListUpdate, askingTitles: Bool) -> [TableModel.Section] {
        var measured = [[(row: Int, height: CGFloat)]](repeating: [], count: update.newSectionCount)
        for s in old.sections.indices where update.newSection(forOld: s) != nil {
            for (row, height) in old.sections[s].rows.measuredRows() {
                if let new = update.newIndexPath(forOld: IndexPath(row: row, section: s)) { measured[new.section].append((new.row, height)) }
            }
        }
        var sections: [TableModel.Section] = []
        sections.reserveCapacity(update.newSectionCount)
        for j in 0..<update.newSectionCount {
            guard let s = update.oldSection(forNew: j), !update.isFresh(newSection: j) else {
                sections.append(makeSection(j, rowCount: update.newCounts[j]))
                continue
            }
            var section = old.sections[s]
            section.rows.rebuild(count: update.newCounts[j], estimate: section.rows.estimate, measured: measured[j])
            if askingTitles, let dataSource {
                section.headerTitle = dataSource.tableView(self, titleForHeaderInSection: j)
                section.footerTitle = dataSource.tableView(self, titleForFooterInSection: j)
            }
            sections.append(section)
        }
        return sections
    }

    /// Moves the selection, the visible cells and the header and footer views to their new index
    /// paths; returns the cells that leave, with their animations.
    private func remapViews(_ updates: TableUpdates, _ update: ListUpdate) -> [(UITableViewCell, RowAnimation)] {
        let explicitHeaders = explicitHeaderHeights, explicitFooters = explicitFooterHeights
        for j in 0..<update.newSectionCount where !update.isFresh(newSection: j) {
            if let s = update.oldSection(forNew: j) {
                explicitHeaderHeights[j] = explicitHeaders[s]
                explicitFooterHeights[j] = explicitFooters[s]
            }
        }
        selectedRows = Set(selectedRows.compactMap { update.newIndexPath(forOld: $0) })
        var departing: [(UITableViewCell, RowAnimation)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellMap {
            if let new = update.newIndexPath(forOld: path), model.contains(new) {
                kept[new] = cell
            } else {
                let animation = updates.leavingRows[path] ?? updates.leavingSections[path.section] ?? .automatic
                departing.append((cell, animation))
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            }
        }
        visibleCellMap = kept
        // A row that stays may have become its section's first or last: its corners and separator follow.
        for (path, cell) in kept { applyChrome(to: cell, at: path) }
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        for (s, view) in visibleHeaderMap {
            if let j = update.newSection(forOld: s), !update.isFresh(newSection: j) { headers[j] = view } else { recycleHeaderFooter(view) }
        }
        for (s, view) in visibleFooterMap {
            if let j = update.newSection(forOld: s), !update.isFresh(newSection: j) { footers[j] = view } else { recycleHeaderFooter(view) }
        }
        visibleHeaderMap = headers
        visibleFooterMap = footers
        pendingHeaderViews.removeAll()
        pendingFooterViews.removeAll()
        cancelPrefetching(all: true)
        return departing
    }

    /// Reconfigured rows get their cell back from the data source's dequeue (a different cell
    /// replaces the old one, which leaves without animation).
    private func reconfigure(_ paths: Set<IndexPath>, _ update: ListUpdate, dataSource: any UITableViewDataSource,
                             departing: inout [(UITableViewCell, RowAnimation)]) {
        for path in paths {
            guard let new = update.newIndexPath(forOld: path), let cell = visibleCellMap[new] else { continue }
            reconfiguringCell = (new, cell)
            let returned = dataSource.tableView(self, cellForRowAt: new)
            reconfiguringCell = nil
            if returned !== cell {
                visibleCellMap[new] = returned
                departing.append((cell, .none))
                returned.tableView = self
            }
        }
    }

    /// Where each visible view starts its update animation, and its opacity there: survivors from
    /// their old frames (or, off screen before, where the old layout had them), new rows from
    /// offstage as their animation says.
    private func arrivalStarts(_ updates: TableUpdates, _ update: ListUpdate, oldFrames: [ObjectIdentifier: CGRect],
                               old: inout TableModel) -> [(UIView, CGRect, CGFloat)] {
        var starts: [(UIView, CGRect, CGFloat)] = []
        for (path, cell) in visibleCellMap {
            let final = cell.frame
            if let from = oldFrames[ObjectIdentifier(cell)] {
                starts.append((cell, from, 1))
            } else if let animation = arrivalAnimation(path, updates, update) {
                let (from, alpha) = Self.offstage(final, animation: animation, width: bounds.width)
                starts.append((cell, from, alpha))
            } else if let oldPath = update.oldIndexPath(forNew: path, followingReloads: true), old.contains(oldPath) {
                // A surviving row that was off screen: from where the old layout had it.
                let span = old.rowSpan(oldPath)
                starts.append((cell, CGRect(x: final.minX, y: span.y, width: final.width, height: span.height), 1))
            }
        }
        return starts
    }

    /// How the new row at `path` arrives: its insertion's animation, its reload's, or its section's
    /// (nil when it was there before).
    private func arrivalAnimation(_ path: IndexPath, _ updates: TableUpdates, _ update: ListUpdate) -> RowAnimation? {
        if let animation = updates.arrivingRows[path] { return animation }
        if let replaced = update.oldIndexPath(forNew: path, followingReloads: true), update.isReloaded(replaced),
           let animation = updates.leavingRows[replaced] { return animation }
        if let animation = updates.arrivingSections[path.section] { return animation }
        guard let s = update.oldSection(forNew: path.section), update.batch.reloadedSections.contains(s) else { return nil }
        return updates.leavingSections[s]
    }

    /// Animates the views from `starts` to where they are now and `departing` cells offstage, then
    /// reuses the departed cells and calls `completion`.
    private func animateUpdate(starts: [(UIView, CGRect, CGFloat)], departing: [(UITableViewCell, RowAnimation)],
                               completion: ((Bool) -> Void)?) {
        let finals = starts.map { ($0.0, $0.0.frame) }
        UIView.performWithoutAnimation {
            for (view, from, alpha) in starts {
                view.frame = from
                view.alpha = alpha
            }
        }
        // Rows deleted without animation leave at once.
        for (cell, animation) in departing where animation == .none { enqueue(cell) }
        let departing = departing.filter { $0.1 != .none }
        let departingFinals = departing.map { cell, animation in
            (cell, Self.offstage(cell.frame, animation: animation, width: bounds.width))
        }
        guard !starts.isEmpty || !departing.isEmpty else {
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
