/// The accessibility tree seen from a view: which objects assistive technologies see, and a text dump
/// of it (both from `AccessibilityTree`'s walk).
extension UIView {
    /// The view's accessibility storage, made when the first property is set.
    var accessibility: AccessibilityStorage {
        if let storage = extras.accessibility { return storage }
        let made = AccessibilityStorage()
        extras.accessibility = made
        return made
    }

    /// The view's bounds in screen coordinates.
    var boundsOnScreen: CGRect { bounds.applying(toScreenSpace) }

    /// The views among the accessibility elements of this view's subtree, in reading order (see
    /// `accessibilityTreeDescription()`): elements that are views, skipping hidden and transparent views
    /// and subtrees with `accessibilityElementsHidden` (this view itself may be hidden: a window not yet
    /// shown). When a visible view has `accessibilityViewIsModal`, only the last such view's elements
    /// count, as VoiceOver does. A Tessera addition, for tests.
    public var accessibilityElementsInTree: [UIView] {
        AccessibilityTree.elements(of: self).compactMap { $0.object as? UIView }
    }

    /// A text dump of the accessibility elements below this view (a window, typically), one per line, in
    /// reading order: traits, label, value, hint, identifier and frame on screen. Elements that are
    /// not views (`UIAccessibilityElement`) are listed too. A Tessera addition, for tests and debugging
    /// (iOS has the Accessibility Inspector).
    public func accessibilityTreeDescription() -> String {
        AccessibilityTree.elements(of: self).map { element in
            var line = "[\(element.traits)]"
            if let label = element.label, !label.isEmpty { line += " \"\(label)\"" }
            if let value = element.value, !value.isEmpty { line += " value: \"\(value)\"" }
            if let hint = element.hint, !hint.isEmpty { line += " hint: \"\(hint)\"" }
            if let identifier = element.identifier { line += " id: \(identifier)" }
            let f = element.frame
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
