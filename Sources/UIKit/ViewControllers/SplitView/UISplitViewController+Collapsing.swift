/// Collapsing into one stack in a horizontally compact environment, and expanding back.
///
/// A column-style split view shows its `.compact` column's controller when one is set. Otherwise the
/// delegate picks the top column (`topColumnForCollapsingToProposedTopColumn`, proposed `.secondary`)
/// and the controllers of the columns up to it move onto the primary navigation controller's stack,
/// primary first; expanding gives each column its controllers back (what was pushed while collapsed
/// goes to the secondary, and a column left empty gets its old root again), after the delegate picks
/// the display mode (`displayModeForExpandingToProposedDisplayMode`).
///
/// A classic split view asks the delegate for the primary (`primaryViewController(forCollapsing:)`),
/// then lets the delegate fold the secondary in (`collapseSecondary(_:onto:)`), else the primary's
/// `collapseSecondaryViewController(_:for:)`, which a navigation controller answers by pushing it.
/// Expanding asks `separateSecondaryFrom`, else the primary's `separateSecondaryViewController(for:)`
/// (a navigation controller pops what collapsing pushed); when neither gives a secondary, the one the
/// delegate kept while collapsing is shown again (UIKit leaves the column empty).
extension UISplitViewController {
    /// Collapses or expands to match the horizontal size class, once the view is in a window (a split
    /// view is made expanded, as in UIKit).
    func updateCollapsedState() {
        guard let root = viewIfLoaded, root.window != nil else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, !collapsed {
            if style == .unspecified { collapseClassic() } else { collapseColumns() }
        } else if !compact, collapsed {
            if style == .unspecified { expandClassic() } else { expandColumns() }
        }
    }

    // MARK: Column styles

    private func collapseColumns() {
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        collapsed = true
        updateShownColumns(animated: false)
        if columnChildren[.compact] == nil, let stack = columnChildren[.primary] as? UINavigationController {
            var record = SplitCollapseRecord(primary: stack.viewControllers, supplementary: [], secondary: [], top: top)
            var controllers = stack.viewControllers
            if style == .tripleColumn, top != .primary, let navigation = columnChildren[.supplementary] as? UINavigationController {
                record.supplementary = navigation.viewControllers
                navigation.setViewControllers([], animated: false)
                controllers += record.supplementary
            }
            if top == .secondary, let navigation = columnChildren[.secondary] as? UINavigationController {
                record.secondary = navigation.viewControllers
                navigation.setViewControllers([], animated: false)
                controllers += record.secondary
            }
            collapseRecord = record
            stack.setViewControllers(controllers, animated: false)
        }
        viewIfLoaded?.setNeedsLayout()
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expandColumns() {
        let proposed = targetDisplayMode(for: layoutSize)
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        collapsed = false
        if let record = collapseRecord, let stack = columnChildren[.primary] as? UINavigationController {
            redistribute(stack.viewControllers, from: stack, record: record)
        }
        collapseRecord = nil
        currentDisplayMode = normalized(mode == .automatic ? proposed : mode, behavior: splitBehavior)
        updateShownColumns(animated: false)
        viewIfLoaded?.setNeedsLayout()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Gives each column its part of the collapsed stack.
    private func redistribute(_ controllers: [UIViewController], from stack: UINavigationController, record: SplitCollapseRecord) {
        var rest = controllers[...]
        var primaryPart: [UIViewController] = []
        while let first = rest.first, record.primary.contains(where: { $0 === first }) {
            primaryPart.append(first)
            rest = rest.dropFirst()
        }
        if primaryPart.isEmpty, let first = rest.first {
            primaryPart = [first]
            rest = rest.dropFirst()
        }
        var supplementaryPart: [UIViewController] = []
        if style == .tripleColumn {
            while let first = rest.first, record.supplementary.contains(where: { $0 === first }) {
                supplementaryPart.append(first)
                rest = rest.dropFirst()
            }
            if supplementaryPart.isEmpty, let root = record.supplementary.first { supplementaryPart = [root] }
        }
        var secondaryPart = Array(rest)
        if secondaryPart.isEmpty, let root = record.secondary.first { secondaryPart = [root] }
        stack.setViewControllers(primaryPart, animated: false)
        if !supplementaryPart.isEmpty, let navigation = columnChildren[.supplementary] as? UINavigationController {
            navigation.setViewControllers(supplementaryPart, animated: false)
        }
        if !secondaryPart.isEmpty, let navigation = columnChildren[.secondary] as? UINavigationController {
            navigation.setViewControllers(secondaryPart, animated: false)
        }
    }

    /// `show(_:)` while collapsed: the stack goes back to the column's controllers, or takes them.
    func showCollapsed(_ column: Column) {
        guard style != .unspecified, columnChildren[.compact] == nil, var record = collapseRecord,
              let stack = columnChildren[.primary] as? UINavigationController else { return }
        let onStack = { (controller: UIViewController) in stack.viewControllers.contains { $0 === controller } }
        switch column {
        case .primary:
            if let last = record.primary.last(where: onStack) { stack.popToViewController(last, animated: isOnScreen) }
        case .supplementary, .secondary:
            let recorded = column == .supplementary ? record.supplementary : record.secondary
            if let last = recorded.last(where: onStack) {
                if column == .supplementary { stack.popToViewController(last, animated: isOnScreen) }
                return
            }
            guard let navigation = columnChildren[column] as? UINavigationController, !navigation.viewControllers.isEmpty else { return }
            let moved = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            if column == .supplementary { record.supplementary = moved } else { record.secondary = moved }
            collapseRecord = record
            stack.setViewControllers(stack.viewControllers + moved, animated: isOnScreen)
        case .compact:
            break
        }
    }

    // MARK: The classic style

    private func collapseClassic() {
        if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== columnChildren[.primary] {
            replaceChild(in: .primary, with: replacement)
        }
        collapsed = true
        updateShownColumns(animated: false)
        guard let secondary = columnChildren[.secondary], let primary = columnChildren[.primary] else {
            viewIfLoaded?.setNeedsLayout()
            return
        }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        if secondary.parent === self {
            secondary.willMove(toParent: nil)
            secondary.viewIfLoaded?.removeFromSuperview()
            secondary.removeFromParent()
        }
        columnChildren[.secondary] = nil
        let folded = !handled && (secondary.parent != nil || (primary as? UINavigationController)?.foldedSecondary?.navigation === secondary)
        discardedSecondary = folded ? nil : secondary
        viewIfLoaded?.setNeedsLayout()
    }

    private func expandClassic() {
        let current = columnChildren[.primary]
        let primary = delegate?.primaryViewController(forExpanding: self) ?? current
        var secondary: UIViewController?
        if let primary {
            secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary) ?? primary.separateSecondaryViewController(for: self)
        }
        if secondary == nil { secondary = discardedSecondary }
        discardedSecondary = nil
        collapsed = false
        if primary !== current { replaceChild(in: .primary, with: primary) }
        replaceChild(in: .secondary, with: secondary)
        currentDisplayMode = targetDisplayMode(for: layoutSize)
        updateShownColumns(animated: false)
        viewIfLoaded?.setNeedsLayout()
    }
}
