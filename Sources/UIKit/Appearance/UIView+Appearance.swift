/// Explicit values and appearance values on a view: a value the code sets is explicit, per property and
/// axis tuple, and appearance never overwrites it.
extension UIView {
    /// Built-in appearance properties of every view.
    static let backgroundColorAppearance = AppearanceProperty(name: "backgroundColor", of: UIView.self, defaultValue: UIColor?.none,
                                                              flag: .explicitBackgroundColor) { color in { $0.backgroundColor = color } }
    /// `tintColor` as an appearance property: not marked `UI_APPEARANCE_SELECTOR` in UIKit's headers,
    /// but honoured by iOS's run time, so Tessera follows the run time.
    static let tintColorAppearance = AppearanceProperty(name: "tintColor", of: UIView.self, defaultValue: UIColor?.none,
                                                        flag: .explicitTintColor) { color in { $0.tintColor = color } }

    /// Call at the start of an appearance property's setter: false means the write must be ignored
    /// (an appearance value for a property the code has set, or a probe). A write from code marks the
    /// property (and axis values) explicit, so appearance never overwrites it.
    public func appearanceAllowsSetting(_ property: AppearanceProperty, axes: [Int] = []) -> Bool {
        switch AppearanceRegistry.mode {
        case .code:
            markExplicit(property, axes: axes)
            return true
        case .applying:
            return !isExplicit(property, axes: axes)
        case .probing:
            AppearanceRegistry.probed = property
            return false
        }
    }

    /// `appearanceAllowsSetting(_:axes:)` for a built-in property whose explicit value is kept in a view
    /// flag, inlined into its setter: the flag alone answers code and rule writes, and `property`, a
    /// static whose every read checks its one-time initialisation, is read only by a probe.
    @inline(__always)
    func appearanceAllowsSetting(flag: ViewFlags, _ property: () -> AppearanceProperty) -> Bool {
        assert(property().explicitFlag == flag, "\(property()) keeps its explicit value in another flag")
        switch AppearanceRegistry.mode {
        case .code:
            viewFlags.insert(flag)
            return true
        case .applying:
            return !viewFlags.contains(flag)
        case .probing:
            AppearanceRegistry.probed = property()
            return false
        }
    }

    /// Whether the code has set any appearance property on this view.
    var hasExplicitAppearance: Bool {
        !viewFlags.isDisjoint(with: .explicitAppearance) || viewExtras?.appearance != nil
    }

    /// Whether the code has set the property (for these axis values) on this view.
    func isExplicit(_ property: AppearanceProperty, axes: [Int]) -> Bool {
        if let flag = property.explicitFlag { return viewFlags.contains(flag) }
        return viewExtras?.appearance?.explicit.contains(AppearanceKey(property: property, axes: axes)) ?? false
    }

    private func markExplicit(_ property: AppearanceProperty, axes: [Int]) {
        if let flag = property.explicitFlag { viewFlags.insert(flag); return }
        if let record = viewExtras?.appearance { record.explicit.insert(AppearanceKey(property: property, axes: axes)); return }
        let record = AppearanceRecord()
        record.explicit.insert(AppearanceKey(property: property, axes: axes))
        extras.appearance = record
    }
}

/// A property with axis values: what explicit and applied values are tracked by.
struct AppearanceKey: Hashable {
    let property: AppearanceProperty
    let axes: [Int]
}

/// The explicit values of a view's appearance properties that have no view flag.
@MainActor
final class AppearanceRecord {
    var explicit: Set<AppearanceKey> = []
}
