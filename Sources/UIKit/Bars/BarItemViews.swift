/// The item views of one row of a bar: made for the items shown, kept for items that stay, told of
/// their items' changes, with the items' appearance rules resolved by the bar (a helper of the bars).
@MainActor
final class BarItemViews {
    private(set) var views: [BarButtonItemView] = []
    /// The rule generation the views were resolved at.
    private var generation = -1

    /// Shows `items` in `bar`: views of items that stay are kept; the others are made or removed.
    func setItems(_ items: [UIBarButtonItem], in bar: UIView & BarItemHost, container: UIView) {
        var kept: [BarButtonItemView] = []
        for item in items {
            if let existing = views.first(where: { $0.item === item }) {
                kept.append(existing)
            } else {
                let view = BarButtonItemView(item: item)
                item.addHost(bar)
                kept.append(view)
            }
        }
        for old in views where !kept.contains(where: { $0 === old }) {
            if !items.contains(where: { $0 === old.item }) { old.item.removeHost(bar) }
            old.removeFromSuperview()
        }
        for view in kept where view.superview !== container { container.addSubview(view) }
        views = kept
        generation = -1
        resolve(in: bar, force: true)
    }

    /// Resolves the items' appearance rules for the bar (when it is in a window): once, unless forced
    /// (items changed, the bar entered a window, `reapplyAppearance()`); as for views, a rule changed
    /// later doesn't reach live items on its own.
    func resolve(in bar: UIView, force: Bool = false) {
        guard bar.window != nil else { return }
        let registry = BarItemAppearanceRegistry.shared
        guard force || generation == -1 else { return }
        generation = registry.generation
        for view in views { view.resolved = registry.apply(to: view.item, in: bar) }
    }

    /// The view showing an item.
    func view(for item: UIBarItem) -> BarButtonItemView? { views.first { $0.item === item } }

    /// Removes every view and forgets the bar in the items.
    func removeAll(from bar: BarItemHost) {
        for view in views { view.item.removeHost(bar); view.removeFromSuperview() }
        views = []
    }
}
