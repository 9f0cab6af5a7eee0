/// Counts, rectangles and index paths: what is where in the table.
extension UITableView {
    /// How many sections the table has (from the data source, as of the last reload or update).
    public var numberOfSections: Int {
        if needsReload { reloadModel() }
        return model.sectionCount
    }

    /// How many rows section `section` has (0 for a section that does not exist, logged).
    public func numberOfRows(inSection section: Int) -> Int {
        if needsReload { reloadModel() }
        guard section >= 0, section < model.sectionCount else {
            reportBadSection(section, api: "UITableView.numberOfRows(inSection:)")
            return 0
        }
        return model.rowCount(section)
    }

    /// The rectangle of section `section`: its header padding, header, rows and footer (content
    /// coordinates; `.zero` for a section that does not exist).
    public func rect(forSection section: Int) -> CGRect {
        if needsReload { reloadModel() }
        guard section >= 0, section < model.sectionCount else {
            reportBadSection(section, api: "UITableView.rect(forSection:)")
            return .zero
        }
        let top = model.top(ofSection: section)
        return CGRect(x: 0, y: top, width: bounds.width, height: model.top(ofSection: section + 1) - top)
    }

    /// The rectangle of section `section`'s header where it scrolls (not where it floats).
    public func rectForHeader(inSection section: Int) -> CGRect {
        if needsReload { reloadModel() }
        guard section >= 0, section < model.sectionCount else {
            reportBadSection(section, api: "UITableView.rectForHeader(inSection:)")
            return .zero
        }
        let s = model.sections[section]
        return CGRect(x: 0, y: model.top(ofSection: section) + s.headerPadding, width: bounds.width, height: s.header)
    }

    /// The rectangle of section `section`'s footer where it scrolls.
    public func rectForFooter(inSection section: Int) -> CGRect {
        if needsReload { reloadModel() }
        guard section >= 0, section < model.sectionCount else {
            reportBadSection(section, api: "UITableView.rectForFooter(inSection:)")
            return .zero
        }
        let footer = model.sections[section].footer
        return CGRect(x: 0, y: model.top(ofSection: section + 1) - footer, width: bounds.width, height: footer)
    }

    /// The rectangle of the row at `indexPath` (content coordinates; `.zero` for a row that does not
    /// exist, logged). Rows not yet shown have their estimated height.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        if needsReload { reloadModel() }
        guard model.contains(indexPath) else {
            reportBadIndexPath(indexPath, api: "UITableView.rectForRow(at:)")
            return .zero
        }
        return rowFrame(model.rowSpan(indexPath))
    }

    /// The row under `point` (content coordinates), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        if needsReload { reloadModel() }
        guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else { return nil }
        return model.indexPath(at: point.y)
    }

    /// The rows intersecting `rect` (content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        if needsReload { reloadModel() }
        guard let rect = BadValue.checkedRect(rect, "UIKit", api: "UITableView.indexPathsForRows(in:)"),
              !rect.isEmpty || rect.height > 0 else { return [] }
        var result: [IndexPath] = []
        var next = model.firstIndexPath(atOrBelow: rect.minY)
        while let indexPath = next {
            let span = model.rowSpan(indexPath)
            if span.y >= rect.maxY { break }
            if span.y + span.height > rect.minY { result.append(indexPath) }
            next = model.indexPath(after: indexPath)
        }
        return result
    }

    /// The index path of `cell` when it is on screen in this table.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellMap.first { $0.value === cell }?.key
    }

    /// The cell showing the row at `indexPath`, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellMap[indexPath]
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellMap.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellMap.keys.sorted()
    }

    /// Section `section`'s header view, when it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleHeaderMap[section] as? UITableViewHeaderFooterView
    }

    /// Section `section`'s footer view, when it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return visibleFooterMap[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: as little as shows it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        if needsReload { reloadModel() }
        guard model.contains(indexPath) else {
            reportBadIndexPath(indexPath, api: "UITableView.scrollToRow(at:at:animated:)")
            return
        }
        // Measure the rows around the target first, so it lands where asked.
        var rect = rectForRow(at: indexPath)
        if model.measuresRows {
            let wanted = targetOffset(for: rect, position: scrollPosition)
            let saved = bounds.origin.y
            UIView.performWithoutAnimation {
                super.bounds.origin.y = clampedOffset(CGPoint(x: contentOffset.x, y: wanted)).y
                layoutTable()
                super.bounds.origin.y = saved
            }
            rect = rectForRow(at: indexPath)
        }
        let y = targetOffset(for: rect, position: scrollPosition)
        let target = clampedOffset(CGPoint(x: contentOffset.x, y: y))
        setContentOffset(target, animated: animated)
    }

    private func targetOffset(for rect: CGRect, position: ScrollPosition) -> CGFloat {
        let inset = adjustedContentInset
        var visibleTop = bounds.minY + inset.top
        // A floating header covers the top of the visible area in plain tables.
        if style == .plain, let s = indexPathForRow(at: CGPoint(x: 1, y: rect.midY))?.section ?? Optional(model.section(at: rect.minY)),
           s < model.sectionCount {
            visibleTop += model.sections[s].header
        }
        let visibleHeight = bounds.height - inset.top - inset.bottom - (visibleTop - bounds.minY - inset.top)
        let headerCover = visibleTop - bounds.minY - inset.top
        switch position {
        case .top: return rect.minY - inset.top - headerCover
        case .middle: return rect.midY - inset.top - headerCover - visibleHeight / 2
        case .bottom: return rect.maxY - bounds.height + inset.bottom
        case .none:
            if rect.minY < visibleTop { return rect.minY - inset.top - headerCover }
            if rect.maxY > bounds.maxY - inset.bottom { return rect.maxY - bounds.height + inset.bottom }
            return bounds.minY
        }
    }

    /// Scrolls the first selected row to `scrollPosition`.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = selectedRows.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }

    func reportBadIndexPath(_ indexPath: IndexPath, api: String) {
        BadValue.report("UIKit", api: api, "index path \(describe(indexPath)) does not exist (the table has \(model.sectionCount) sections); ignored")
    }

    func reportBadSection(_ section: Int, api: String) {
        BadValue.report("UIKit", api: api, "section \(section) does not exist (the table has \(model.sectionCount) sections); ignored")
    }

    func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "(section: \(indexPath.section), row: \(indexPath.row))" : "\(Array(indexPath))"
    }
}
