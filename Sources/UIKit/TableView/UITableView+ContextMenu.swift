/// Context menus on rows: a long press (or a secondary click) on a row asks the delegate's
/// `tableView(_:contextMenuConfigurationForRowAt:point:)`; a configuration shows its menu with the
/// row's cell lifted, nil lets the touch go on (a long press then selects the row on lift, as on iOS).
///
/// The row highlights under the finger as usual; when the menu opens the touch is cancelled, so the
/// highlight ends (`didUnhighlightRowAt`) and the row is not selected.
extension UITableView {
    /// The context menu interaction the table uses for its rows' menus (read-only; use it to dismiss
    /// or update the menu showing). Nil when the delegate gives no menus, as on iOS.
    ///
    /// Where Tessera differs: Swift cannot ask whether a delegate implements an optional method, so
    /// the table learns it the first time it asks (the protocol's default marks itself). Until then the
    /// interaction is returned for any table delegate; afterwards it is nil when the method is not
    /// implemented.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        guard let contextMenuBridge, contextMenuBridge.delegateLacksMenus != true else { return nil }
        return contextMenuBridge.interaction
    }

    /// Installs the interaction for a table delegate, removes it when there is none; a new delegate
    /// starts over (it may implement the menus where the old one did not).
    func updateContextMenuInteraction() {
        if let old = contextMenuBridge {
            removeInteraction(old.interaction)
            contextMenuBridge = nil
        }
        guard tableDelegate != nil else { return }
        let bridge = TableContextMenuBridge(table: self)
        addInteraction(bridge.interaction)
        contextMenuBridge = bridge
    }
}
