/// Laying the table out: asking the data source for counts and heights (on reload), then tiling the
/// visible area with cells, header and footer views, measuring rows as they appear.
extension UITableView {
    /// How far sections are inset from the table's edges: 20 points for inset-grouped tables on an
    /// iPhone (iOS 17's Settings and `UICollectionLayoutListConfiguration.insetGrouped` at 390 points
    /// wide), none otherwise.
    var sectionInsetX: CGFloat {
        style == .insetGrouped ? 20 : 0
    }

    /// The corner radius of inset-grouped sections (10 points, iOS 17).
    static let insetGroupedCornerRadius: CGFloat = 10


    // MARK: Reload

    /// Asks the data source and delegate for counts and heights, and recycles every visible view.
    func reloadModel() {
        needsReload = false
        selfSizingRows.removeAll()
        cancelSwipe(animated: false)
        recycleEverything()
        model = TableModel()
        modelWidth = bounds.width
        model.tableHeader = tableHeaderView?.frame.height ?? 0
        model.tableFooter = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            model.setSections([])
            updateContentSize()
            updateSectionIndex()
            return
        }
        var sectionCount = dataSource.numberOfSections(in: self)
        if sectionCount < 0 {
            TesseraLog.error("UIKit", "UITableView: numberOfSections(in:) returned \(sectionCount); using 0")
            sectionCount = 0
        }
        var counts = [Int](repeating: 0, count: sectionCount)
        for s in 0..<sectionCount {
            let n = dataSource.tableView(self, numberOfRowsInSection: s)
            if n < 0 { TesseraLog.error("UIKit", "UITableView: tableView(_:numberOfRowsInSection: \(s)) returned \(n); using 0") }
            counts[s] = max(0, n)
        }
        let first = counts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }

        // Which height methods the delegate implements (their defaults mark themselves when called).
        var delegateHeights = false, delegateEstimates = false
        if let tableDelegate, let first {
            defaults.remove(.rowHeight)
            _ = tableDelegate.tableView(self, heightForRowAt: first)
            delegateHeights = !defaults.contains(.rowHeight)
            defaults.remove(.estimatedRowHeight)
            _ = tableDelegate.tableView(self, estimatedHeightForRowAt: first)
            delegateEstimates = !defaults.contains(.estimatedRowHeight)
        }
        let automaticRows = rowHeight < 0
        let exactHeightsUpFront = estimatedRowHeight == 0 && !delegateEstimates && delegateHeights
        model.measuresRows = (delegateHeights || automaticRows) && !exactHeightsUpFront

        var delegateHeaderHeights = false, delegateFooterHeights = false
        if let tableDelegate, sectionCount > 0 {
            defaults.remove([.headerHeight, .footerHeight])
            _ = tableDelegate.tableView(self, heightForHeaderInSection: 0)
            _ = tableDelegate.tableView(self, heightForFooterInSection: 0)
            delegateHeaderHeights = !defaults.contains(.headerHeight)
            delegateFooterHeights = !defaults.contains(.footerHeight)
        }

        heightPolicy = HeightPolicy(delegateHeights: delegateHeights, delegateEstimates: delegateEstimates,
                                    exactUpFront: exactHeightsUpFront, delegateHeaderHeights: delegateHeaderHeights,
                                    delegateFooterHeights: delegateFooterHeights)
        explicitHeaderHeights.removeAll()
        explicitFooterHeights.removeAll()
        var sections: [TableModel.Section] = []
        sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount { sections.append(makeSection(s, rowCount: counts[s])) }
        model.setSections(sections)
        updateContentSize()
        updateSectionIndex()
    }

    /// Which height methods the delegate implements, learned at the last reload.
    struct HeightPolicy {
        var delegateHeights = false
        var delegateEstimates = false
        var exactUpFront = false
        var delegateHeaderHeights = false
        var delegateFooterHeights = false
    }

    /// What the table knows of section `s` with `rowCount` rows before any is shown: the rows'
    /// estimate (or exact heights when estimates are off), the titles, header and footer heights.
    func makeSection(_ s: Int, rowCount: Int) -> TableModel.Section {
        let policy = heightPolicy
        let estimate: CGFloat
        if !model.measuresRows && !policy.exactUpFront {
            estimate = checkedHeight(rowHeight, fallback: 44)
        } else if policy.delegateEstimates, rowCount > 0, let tableDelegate {
            estimate = checkedHeight(tableDelegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: s)), fallback: 44)
        } else if estimatedRowHeight > 0 {
            estimate = estimatedRowHeight
        } else {
            estimate = rowHeight > 0 ? rowHeight : 44
        }
        var section = TableModel.Section(rows: RowHeightIndex(count: rowCount, estimate: estimate))
        if policy.exactUpFront, let tableDelegate {
            // Estimates off: every row's height up front, as UIKit does.
            for r in 0..<rowCount {
                let h = tableDelegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s))
                section.rows.setHeight(checkedHeight(h, fallback: estimate), forRow: r)
            }
        }
        section.headerTitle = dataSource?.tableView(self, titleForHeaderInSection: s)
        section.footerTitle = dataSource?.tableView(self, titleForFooterInSection: s)
        let headerHeight = policy.delegateHeaderHeights ? (tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight) : sectionHeaderHeight
        let footerHeight = policy.delegateFooterHeights ? (tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight) : sectionFooterHeight
        let explicitHeader = headerHeight >= 0 && headerHeight < BadValue.largestCoordinate
        let explicitFooter = footerHeight >= 0 && footerHeight < BadValue.largestCoordinate
        section.header = explicitHeader ? headerHeight : automaticHeaderHeight(section.headerTitle, section: s, footer: false)
        section.footer = explicitFooter ? footerHeight : automaticHeaderHeight(section.footerTitle, section: s, footer: true)
        section.headerPadding = headerPadding(forHeaderHeight: section.header)
        explicitHeaderHeights[s] = explicitHeader
        explicitFooterHeights[s] = explicitFooter
        return section
    }

    /// `value` when it is a usable height, else `fallback` (reported).
    func checkedHeight(_ value: CGFloat, fallback: CGFloat) -> CGFloat {
        if value >= 0 && value < BadValue.largestCoordinate { return value }
        if value == UITableView.automaticDimension { return fallback }
        BadValue.report("UIKit", api: "UITableView row height", "\(BadValue.number(value)) is not a height; \(BadValue.number(fallback)) used")
        return fallback
    }

    /// The height a header or footer has when left automatic: from its title, or the style's spacing
    /// (grouped: 35 points above the first section and 17.5 between sections, half from the footer
    /// above and half from the header below, as iOS 17; plain: none).
    func automaticHeaderHeight(_ title: String?, section: Int, footer: Bool) -> CGFloat {
        if let title, !title.isEmpty {
            return UITableViewHeaderFooterView.titleHeight(title, style: style, footer: footer, first: section == 0,
                                                           width: bounds.width, sectionInset: sectionInsetX)
        }
        guard style != .plain else { return 0 }
        if footer { return 17.5 }
        return section == 0 ? 35 : 17.5
    }

    /// The padding above a header of `height` (see `sectionHeaderTopPadding`).
    func headerPadding(forHeaderHeight height: CGFloat) -> CGFloat {
        if sectionHeaderTopPadding >= 0 && sectionHeaderTopPadding.isFinite { return height > 0 ? sectionHeaderTopPadding : 0 }
        return style == .plain && height > 0 ? 22 : 0
    }

    /// Sends every visible cell, header and footer back to the reuse queues, telling the delegate.
    func recycleEverything() {
        let cells = visibleCellMap
        visibleCellMap.removeAll()
        for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            enqueue(cell)
        }
        for (section, view) in visibleHeaderMap {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            recycleHeaderFooter(view)
        }
        for (section, view) in visibleFooterMap {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            recycleHeaderFooter(view)
        }
        visibleHeaderMap.removeAll()
        visibleFooterMap.removeAll()
        for view in pendingHeaderViews.values { recycleHeaderFooter(view) }
        for view in pendingFooterViews.values { recycleHeaderFooter(view) }
        pendingHeaderViews.removeAll()
        pendingFooterViews.removeAll()
        touchedRow = nil
        cancelPrefetching(all: true)
    }

    func recycleHeaderFooter(_ view: UIView) {
        if view is UITableViewHeaderFooterView { enqueueHeaderFooter(view) } else { view.removeFromSuperview() }
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: model.contentHeight())
        if contentSize != size { contentSize = size }
    }

    // MARK: Tiling

    /// Places the table header and footer, the rows and headers in the visible area, and the index.
    func layoutTable() {
        if bounds.width != modelWidth { widthChanged() }
        backgroundView?.frame = bounds
        let headerHeight = tableHeaderView?.frame.height ?? 0
        if headerHeight != model.tableHeader {
            model.tableHeader = headerHeight
            model.tableHeaderChanged()
        }
        model.tableFooter = tableFooterView?.frame.height ?? 0
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        forgetSelfSizingRows()
        let suspended = selfSizingSuspended
        selfSizingSuspended = true
        tileRows()
        selfSizingSuspended = suspended
        tileHeadersAndFooters()
        updateContentSize()
        let footerTop = model.top(ofSection: model.sectionCount)
        tableFooterView?.frame = CGRect(x: 0, y: footerTop, width: bounds.width, height: model.tableFooter)
        layoutSectionIndex()
        layoutSwipe()
        updatePrefetching()
        lastTiledOffset = bounds.minY
    }

    /// A new width: self-sized rows and title headers are measured again.
    func widthChanged() {
        modelWidth = bounds.width
        guard model.sectionCount > 0 else { return }
        for s in 0..<model.sectionCount {
            if model.measuresRows {
                let rows = model.sections[s].rows
                model.sections[s].rows.rebuild(count: rows.count, estimate: rows.estimate, measured: [])
            }
            if !explicitHeaderHeights[s, default: false], model.sections[s].headerTitle != nil {
                model.sections[s].header = automaticHeaderHeight(model.sections[s].headerTitle, section: s, footer: false)
                model.sections[s].headerResolved = false
            }
            if !explicitFooterHeights[s, default: false], model.sections[s].footerTitle != nil {
                model.sections[s].footer = automaticHeaderHeight(model.sections[s].footerTitle, section: s, footer: true)
                model.sections[s].footerResolved = false
            }
            model.sectionChanged(s)
        }
    }

    /// The frame of a row spanning `span` (content coordinates).
    func rowFrame(_ span: (y: CGFloat, height: CGFloat)) -> CGRect {
        let inset = sectionInsetX
        return CGRect(x: inset, y: span.y, width: max(0, bounds.width - 2 * inset), height: span.height)
    }

    /// Shows a cell for every row in the visible area (measuring rows as they come; a row above the
    /// visible area that changes height moves the content offset with it), and recycles the rest.
    func tileRows() {
        var visibleTop = bounds.minY
        var visibleBottom = bounds.maxY
        // Cells that left the visible area go back to the queue first, so the rows coming in reuse them.
        for (indexPath, cell) in visibleCellMap {
            guard model.contains(indexPath) else { continue }
            let span = model.rowSpan(indexPath)
            if span.y >= visibleBottom || span.y + span.height <= visibleTop {
                visibleCellMap[indexPath] = nil
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                enqueue(cell)
            }
        }
        var shown: [IndexPath: UITableViewCell] = [:]
        shown.reserveCapacity(visibleCellMap.count + 4)
        var next = model.firstIndexPath(atOrBelow: visibleTop)
        var steps = 0
        while let indexPath = next, steps < 100_000 {
            steps += 1
            var span = model.rowSpan(indexPath)
            if span.y >= visibleBottom { break }
            var cell = visibleCellMap[indexPath] ?? shown[indexPath]
            if model.measuresRows && !model.sections[indexPath.section].rows.isMeasured(indexPath.row) {
                let (height, made) = measureRow(indexPath, cell: cell)
                if cell == nil { cell = made }
                let change = model.setHeight(height, for: indexPath)
                if change != 0 && span.y < visibleTop {
                    shiftContent(by: change)
                    visibleTop += change
                    visibleBottom += change
                }
                span = model.rowSpan(indexPath)
            }
            if span.y + span.height > visibleTop && span.height > 0 {
                let cell = cell ?? makeCell(indexPath)
                shown[indexPath] = cell
                place(cell, at: indexPath, frame: rowFrame(span))
            } else if let cell, visibleCellMap[indexPath] == nil {
                // Measured but not on screen after all.
                enqueue(cell)
            }
            next = model.indexPath(after: indexPath)
        }
        for (indexPath, cell) in visibleCellMap where shown[indexPath] !== cell {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            enqueue(cell)
        }
        visibleCellMap = shown
    }

    /// Puts `cell` on screen for `indexPath`: a cell new to the screen gets its chrome, state and the
    /// delegate's `willDisplay`.
    func place(_ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect) {
        let isNew = visibleCellMap[indexPath] !== cell
        if isNew {
            applyChrome(to: cell, at: indexPath)
            configureEditing(cell, at: indexPath, animated: false)
            let selected = selectedRows.contains(indexPath)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
            if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) { cell.indentationLevel = level }
            cell.frame = frame
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell.superview !== self {
                insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            }
            cell.isHidden = false
            prefetchedRows.remove(indexPath)
        } else if cell.frame != frame, !cell.isSwiped {
            cell.frame = frame
        }
        cell.layoutIfNeeded()
    }

    /// Asks the data source for the cell of `indexPath`.
    func makeCell(_ indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.tableView = self
        if cell.superview === self, visibleCellMap.values.contains(where: { $0 === cell }) {
            TesseraLog.errorOnce("UIKit", key: "table-cell-twice",
                                 "UITableView: the data source returned a cell that is already shown for another row (\(indexPath)); a new cell is used")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// The height of the row at `indexPath`: the delegate's (or `rowHeight`), or, when automatic, the
    /// cell's fitting height at the row's width (then the cell made for it is returned to be shown).
    func measureRow(_ indexPath: IndexPath, cell: UITableViewCell?) -> (CGFloat, UITableViewCell?) {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked != UITableView.automaticDimension {
            return (checkedHeight(asked, fallback: model.sections[indexPath.section].rows.estimate), nil)
        }
        let cell = cell ?? makeCell(indexPath)
        return (selfSizedHeight(of: cell, at: indexPath), cell)
    }

    /// A cell's height at the row's width: from Auto Layout when its content view has constraints
    /// (`systemLayoutSizeFitting` at the content view's width), else from `sizeThatFits`; plus the
    /// separator's hairline, as UIKit adds.
    func selfSizedHeight(of cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat {
        let width = rowFrame((0, 0)).width
        let estimate = model.sections[indexPath.section].rows.estimate
        applyChrome(to: cell, at: indexPath)
        configureEditing(cell, at: indexPath, animated: false)
        cell.frame = CGRect(x: 0, y: -10_000, width: width, height: max(estimate, 1))
        cell.layoutIfNeeded()
        var height: CGFloat
        if let fitted = cell.contentSlot.fittingSize(width: cell.contentView.bounds.width) {
            height = max(44, fitted.height + (separatorStyle != .none ? 1 / max(1, traitCollection.displayScale) : 0))
        } else if cell.contentView.usesAutoLayoutContent {
            let content = cell.contentView.systemLayoutSizeFitting(
                CGSize(width: cell.contentView.bounds.width, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            height = content.height
            if height < 1 {
                // UIKit's rule: constraints that leave the content view no height (a label centred
                // vertically, say) are taken as a mistake, and the row gets the standard height.
                TesseraLog.warningOnce("UIKit", key: "table-cell-zero-height",
                                       "Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead.")
                height = 44
            }
            if separatorStyle != .none { height += 1 / max(1, traitCollection.displayScale) }
        } else {
            height = cell.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if !(height >= 0 && height < BadValue.largestCoordinate) { height = estimate }
        return height
    }

    // MARK: Headers and footers

    /// Resolves section `s`'s header view (asks the delegate, measures an automatic height) once.
    func resolveHeader(_ s: Int, footer: Bool) -> CGFloat {
        let resolved = footer ? model.sections[s].footerResolved : model.sections[s].headerResolved
        guard !resolved else { return 0 }
        if footer { model.sections[s].footerResolved = true } else { model.sections[s].headerResolved = true }
        let view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: s) : tableDelegate?.tableView(self, viewForHeaderInSection: s)
        guard let view else { return 0 }
        if footer { pendingFooterViews[s] = view } else { pendingHeaderViews[s] = view }
        let explicit = footer ? explicitFooterHeights[s, default: false] : explicitHeaderHeights[s, default: false]
        guard !explicit else { return 0 }
        let height = fittingHeight(of: view, width: bounds.width)
        let old = footer ? model.sections[s].footer : model.sections[s].header
        guard height != old else { return 0 }
        if footer {
            model.sections[s].footer = height
        } else {
            let oldPadding = model.sections[s].headerPadding
            model.sections[s].header = height
            model.sections[s].headerPadding = headerPadding(forHeaderHeight: height)
            model.sectionChanged(s)
            return height - old + model.sections[s].headerPadding - oldPadding
        }
        model.sectionChanged(s)
        return height - old
    }

    /// The height `view` wants at `width`: from Auto Layout, else `sizeThatFits`, else its frame.
    func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
        if let header = view as? UITableViewHeaderFooterView, let fitted = header.contentSlot.fittingSize(width: width) {
            return fitted.height
        }
        if let header = view as? UITableViewHeaderFooterView, header.contentView.usesAutoLayoutContent == false,
           let title = header.textLabel?.text, !title.isEmpty {
            return UITableViewHeaderFooterView.titleHeight(title, style: style, footer: header.isFooter, first: false, width: width, sectionInset: sectionInsetX)
        }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        if fitted > 0 && fitted < BadValue.largestCoordinate { return fitted }
        let size: CGFloat = view.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
        if size > 0 && size < BadValue.largestCoordinate && size != view.bounds.height { return size }
        return max(0, view.frame.height)
    }

    /// Shows the headers and footers of the sections in the visible area; in plain tables headers stick
    /// to the top of the visible area while their section scrolls under them, and footers to the bottom.
    func tileHeadersAndFooters() {
        var shownHeaders: [Int: UIView] = [:]
        var shownFooters: [Int: UIView] = [:]
        // Headers and footers of sections that left the visible area go back to the queue first.
        for (s, view) in visibleHeaderMap where s >= model.sectionCount || !sectionIsVisible(s) {
            visibleHeaderMap[s] = nil
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: s)
            recycleHeaderFooter(view)
        }
        for (s, view) in visibleFooterMap where s >= model.sectionCount || !sectionIsVisible(s) {
            visibleFooterMap[s] = nil
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: s)
            recycleHeaderFooter(view)
        }
        if model.sectionCount > 0 {
            var visibleTop = bounds.minY
            var s = model.section(at: visibleTop)
            while s < model.sectionCount {
                let top = model.top(ofSection: s)
                if top >= bounds.maxY { break }
                for footer in [false, true] {
                    let change = resolveHeader(s, footer: footer)
                    if change != 0 && top < visibleTop {
                        shiftContent(by: change)
                        visibleTop += change
                    }
                }
                let section = model.sections[s]
                if section.header > 0, let view = headerFooterView(s, footer: false) {
                    shownHeaders[s] = view
                    place(headerFooter: view, section: s, footer: false, frame: headerFrame(s))
                }
                if section.footer > 0, let view = headerFooterView(s, footer: true) {
                    shownFooters[s] = view
                    place(headerFooter: view, section: s, footer: true, frame: footerFrame(s))
                }
                s += 1
            }
        }
        for (s, view) in visibleHeaderMap where shownHeaders[s] !== view {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: s)
            recycleHeaderFooter(view)
        }
        for (s, view) in visibleFooterMap where shownFooters[s] !== view {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: s)
            recycleHeaderFooter(view)
        }
        visibleHeaderMap = shownHeaders
        visibleFooterMap = shownFooters
    }

    /// Whether any of section `s` is in the visible area.
    func sectionIsVisible(_ s: Int) -> Bool {
        let top = model.top(ofSection: s)
        let bottom = model.top(ofSection: s + 1)
        return top < bounds.maxY && bottom > bounds.minY
    }

    /// The header's frame (content coordinates), after sticking in plain tables.
    func headerFrame(_ s: Int) -> CGRect {
        let section = model.sections[s]
        let top = model.top(ofSection: s) + section.headerPadding
        var y = top
        if style == .plain {
            let pinned = bounds.minY + adjustedContentInset.top
            let sectionEnd = model.top(ofSection: s + 1) - section.footer
            y = min(max(y, pinned), sectionEnd - section.header)
            y = max(y, top)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: section.header)
    }

    /// The footer's frame (content coordinates), after sticking in plain tables.
    func footerFrame(_ s: Int) -> CGRect {
        let section = model.sections[s]
        let natural = model.top(ofSection: s + 1) - section.footer
        var y = natural
        if style == .plain {
            let pinned = bounds.maxY - adjustedContentInset.bottom - section.footer
            let rowsTop = model.rowsTop(s)
            y = max(min(y, pinned), rowsTop)
            y = min(y, natural)
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: section.footer)
    }

    /// The view shown for section `s`'s header or footer: the one on screen, the delegate's, or a
    /// title view.
    func headerFooterView(_ s: Int, footer: Bool) -> UIView? {
        if let view = footer ? visibleFooterMap[s] : visibleHeaderMap[s] { return view }
        if let view = footer ? pendingFooterViews.removeValue(forKey: s) : pendingHeaderViews.removeValue(forKey: s) { return view }
        guard let title = footer ? model.sections[s].footerTitle : model.sections[s].headerTitle, !title.isEmpty else { return nil }
        let identifier = footer ? "UITableView.titleFooter" : "UITableView.titleHeader"
        let view: UITableViewHeaderFooterView
        if var queue = reusableHeaderFooters[identifier], let reused = queue.popLast() {
            reusableHeaderFooters[identifier] = queue
            view = reused
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        view.tableStyle = style
        view.isFooter = footer
        view.textLabel?.text = UITableViewHeaderFooterView.displayTitle(title, style: style, footer: footer)
        return view
    }

    func place(headerFooter view: UIView, section s: Int, footer: Bool, frame: CGRect) {
        let isNew = (footer ? visibleFooterMap[s] : visibleHeaderMap[s]) !== view
        if let header = view as? UITableViewHeaderFooterView {
            header.tableStyle = style
            header.isFooter = footer
            header.isFirstSection = s == 0
            header.sectionInset = sectionInsetX
            // A plain header floats over the rows: it gets the table's background unless it has its own.
            if header.backgroundView == nil, header.backgroundConfiguration == nil, style == .plain, !footer,
               header.backgroundColor == nil || header.hasTableBackground {
                header.backgroundColor = backgroundColor
                header.hasTableBackground = true
            }
        }
        if view.frame != frame { view.frame = frame }
        if isNew {
            if footer {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
            } else {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
            }
            view.isHidden = false
            // Headers and footers stay above the rows (cells are always inserted at the bottom), so a
            // floating header covers the rows scrolling under it; the index stays above them all.
            if view.superview !== self {
                addSubview(view)
                if let sectionIndexView { bringSubviewToFront(sectionIndexView) }
            }
        }
    }
}

extension UIView {
    /// Whether the view's subviews are placed by constraints (a self-sizing cell's content view).
    var usesAutoLayoutContent: Bool {
        if !constraints.isEmpty { return true }
        return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }
}

extension UIScrollView {
    /// Moves the content offset by `dy` without a jump on screen: a drag in progress, a glide and an
    /// animated scroll move with it (the table measured rows above the visible area).
    func shiftContent(by dy: CGFloat) {
        guard dy != 0, dy.isFinite else { return }
        drag?.origin.y += dy
        if let motion {
            switch motion {
            case .animating(let from, let to, let start, let duration):
                self.motion = .animating(from: CGPoint(x: from.x, y: from.y + dy), to: CGPoint(x: to.x, y: to.y + dy),
                                         start: start, duration: duration)
            case .decelerating(let x, var y, let rate):
                switch y.phase {
                case .gliding(let start, let target): y.phase = .gliding(start: start + dy, target: target + dy)
                case .springing, .resting: break
                }
                self.motion = .decelerating(x: x, y: y, rate: rate)
            }
        }
        bounds.origin.y += dy
    }
}
