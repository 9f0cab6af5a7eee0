/// The delegate of a table's context menu interaction: it turns the interaction's locations into rows
/// and its calls into the table delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)` family.
///
/// It remembers the row the menu belongs to so the default previews (the row's cell) can be found
/// again; a row deleted or scrolled off meanwhile falls back to a preview at the touch point, never to
/// a stale cell.
@MainActor
final class TableContextMenuBridge: UIContextMenuInteractionDelegate {
    /// The table (which owns the bridge, so it is held weakly).
    weak var table: UITableView?
    /// The interaction the table uses (it holds the bridge weakly; the table holds the bridge).
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)
    /// Whether the delegate's configuration method ran its default (not implemented); nil until asked.
    var delegateLacksMenus: Bool?
    /// The row the showing menu belongs to, and where it was opened (table coordinates).
    private var row: IndexPath?
    private var location: CGPoint = .zero

    init(table: UITableView) {
        self.table = table
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        row = nil
        guard let table, let delegate = table.tableDelegate else { return nil }
        // No menus while a row is dragged by its grip or shows its swipe actions.
        guard table.reorder == nil, table.swipe == nil else { return nil }
        guard let indexPath = table.indexPathForRow(at: location), table.visibleCellMap[indexPath] != nil else { return nil }
        table.defaults.remove(.contextMenu)
        let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
        delegateLacksMenus = table.defaults.contains(.contextMenu)
        guard let configuration else { return nil }
        // The menu opens: the highlight ends now, before the cell is pictured for the preview, as on iOS
        // (the touch is cancelled next, which then finds no highlighted row).
        table.tableTouchesCancelled([])
        row = indexPath
        self.location = location
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let table else { return nil }
        return table.tableDelegate?.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration)
            ?? defaultPreview(in: table)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let table else { return nil }
        return table.tableDelegate?.tableView(table, previewForDismissingContextMenuWithConfiguration: configuration)
            ?? defaultPreview(in: table)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// The row's cell, where it is; a point preview when the row no longer has one.
    private func defaultPreview(in table: UITableView) -> UITargetedPreview {
        if let row, let cell = table.visibleCellMap[row], cell.window != nil { return UITargetedPreview(view: cell) }
        return .point(location, in: table)
    }
}
