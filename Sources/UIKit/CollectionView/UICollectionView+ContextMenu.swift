/// Context menus on items: a long press (or a secondary click) asks the delegate's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (by default the older
/// `contextMenuConfigurationForItemAt`); a configuration shows its menu with the pressed item's cell
/// lifted, nil lets the touch go on (a long press then selects on lift, as on iOS).
///
/// The item highlights under the finger as usual; when the menu opens the touch is cancelled, so the
/// highlight ends (`didUnhighlightItemAt`) and nothing is selected.
extension UICollectionView {
    /// The context menu interaction the collection view uses for its items' menus (read-only; use it to
    /// dismiss or update the menu showing). Nil when the delegate gives no menus, as on iOS.
    ///
    /// Where Tessera differs: Swift cannot ask whether a delegate implements an optional method, so
    /// the collection view learns it the first time it asks about an item (the protocol's default marks
    /// itself). Until then the interaction is returned for any collection view delegate.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        guard let contextMenuBridge, contextMenuBridge.delegateLacksMenus != true else { return nil }
        return contextMenuBridge.interaction
    }

    /// Installs the interaction for a collection view delegate, removes it when there is none; a new
    /// delegate starts over.
    func updateContextMenuInteraction() {
        if let old = contextMenuBridge {
            removeInteraction(old.interaction)
            contextMenuBridge = nil
        }
        guard collectionDelegate != nil else { return }
        let bridge = CollectionContextMenuBridge(collectionView: self)
        addInteraction(bridge.interaction)
        contextMenuBridge = bridge
    }
}
