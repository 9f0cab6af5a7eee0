/// The accessibility tree: which views assistive technologies see, and a text dump of it.
extension UIView {
    var accessibility: AccessibilityStorage {
        if let storage = extras.accessibility { return storage }
        let made = AccessibilityStorage()
        extras.accessibility = made
        return made
    }

    /// The view's bounds in screen coordinates.
    var boundsOnScreen: CGRect { bounds.applying(toScreenSpace) }

    /// The accessibility elements of this view's subtree, in reading order (depth first, back to front):
    /// views that are elements (their subviews are not visited), skipping hidden and transparent views and
    /// subtrees with `accessibilityElementsHidden` (this view itself may be hidden: a window not yet shown). When a visible view has `accessibilityViewIsModal`,
    /// only the last such view's elements count, as VoiceOver does.
    public var accessibilityElementsInTree: [UIView] {
        var root: UIView = self
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard view === self || view.isVisibleToAccessibility else { continue }
            if view !== self && view.accessibilityViewIsModal { root = view }
            stack.pushSubviews(of: view, inOrder: true)
        }
        var elements: [UIView] = []
        stack = [root]
        while let view = stack.popLast() {
            guard view === self || view.isVisibleToAccessibility else { continue }
            if view.isAccessibilityElement {
                elements.append(view)
                continue
            }
            stack.pushSubviews(of: view, inOrder: true)
        }
        return elements
    }

    private var isVisibleToAccessibility: Bool {
        !isHidden && alpha >= 0.01 && !accessibilityElementsHidden
    }

    /// A text dump of the accessibility elements below this view (a window, typically), one per line, in
    /// reading order: traits, label, value, hint, identifier and frame on screen. A Tessera addition, for
    /// tests and debugging (iOS has the Accessibility Inspector).
    public func accessibilityTreeDescription() -> String {
        accessibilityElementsInTree.map { element in
            var line = "[\(element.accessibilityTraits)]"
            if let label = element.accessibilityLabel, !label.isEmpty { line += " \"\(label)\"" }
            if let value = element.accessibilityValue, !value.isEmpty { line += " value: \"\(value)\"" }
            if let hint = element.accessibilityHint, !hint.isEmpty { line += " hint: \"\(hint)\"" }
            if let identifier = element.accessibilityIdentifier { line += " id: \(identifier)" }
            let f = element.accessibilityFrame
            line += " frame: (\(format(f.minX)), \(format(f.minY)), \(format(f.width)), \(format(f.height)))"
            return line
        }.joined(separator: "\n")
    }
}

/// A coordinate without a trailing ".0".
private func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
}
