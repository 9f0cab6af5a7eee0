/// Which views a proxy speaks for: a class, containers (innermost first) and traits.
package struct AppearanceSelector: Hashable, CustomStringConvertible {
    let viewClass: UIView.Type
    let containers: [any UIAppearanceContainer.Type]
    let traits: UITraitCollection?

    /// Specificity, weakest to strongest: class only, traits, containment, traits with containment.
    var tier: Int { (containers.isEmpty ? 0 : 2) + (traits == nil ? 0 : 1) }

    package static func == (lhs: AppearanceSelector, rhs: AppearanceSelector) -> Bool {
        ObjectIdentifier(lhs.viewClass) == ObjectIdentifier(rhs.viewClass)
            && lhs.containers.map { ObjectIdentifier($0) } == rhs.containers.map { ObjectIdentifier($0) }
            && lhs.traits == rhs.traits
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(viewClass))
        for container in containers { hasher.combine(ObjectIdentifier(container)) }
        hasher.combine(traits)
    }

    package var description: String {
        let containerList = "[" + containers.map { "\($0)" }.joined(separator: ", ") + "]"
        let traitList = traits.map { AppearanceSelector.describe($0) }
        switch (containers.isEmpty, traitList) {
        case (true, nil): return "\(viewClass).appearance()"
        case (false, nil): return "\(viewClass).appearance(whenContainedInInstancesOf: \(containerList))"
        case (true, let t?): return "\(viewClass).appearance(for: \(t))"
        case (false, let t?): return "\(viewClass).appearance(for: \(t), whenContainedInInstancesOf: \(containerList))"
        }
    }

    /// The specified traits only, as `[dark, compact width]`.
    static func describe(_ traits: UITraitCollection) -> String {
        var parts: [String] = []
        if traits.userInterfaceStyle != .unspecified { parts.append(traits.userInterfaceStyle == .dark ? "dark" : "light") }
        if traits.horizontalSizeClass != .unspecified { parts.append("\(traits.horizontalSizeClass == .compact ? "compact" : "regular") width") }
        if traits.verticalSizeClass != .unspecified { parts.append("\(traits.verticalSizeClass == .compact ? "compact" : "regular") height") }
        if traits.userInterfaceIdiom != .unspecified { parts.append("idiom \(traits.userInterfaceIdiom)") }
        if traits.accessibilityContrast == .high { parts.append("high contrast") }
        if traits.preferredContentSizeCategory != .unspecified { parts.append("text size \(traits.preferredContentSizeCategory.rawValue)") }
        if traits.displayScale != 0 { parts.append("@\(Int(traits.displayScale))x") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
