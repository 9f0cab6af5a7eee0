/// The bar button item's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): background images per
/// state, style and bar metrics, and title and background offsets. A value set here beats every
/// appearance rule, per state and metrics; the proxies set the same properties for many items, and the
/// getters read back what the rules gave the item once a bar showing it applied them (as on iOS).
extension UIBarButtonItem {
    /// Sets the background image for a state and bar metrics, for any style.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        explicitValues[.backgroundImage(state, -1, barMetrics)] = backgroundImage
        itemDidChange()
    }

    /// The background image set for a state and bar metrics (any style).
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        propertyValue(.backgroundImage(state, -1, barMetrics))
    }

    /// Sets the background image for a state, a style and bar metrics.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        explicitValues[.backgroundImage(state, style.rawValue, barMetrics)] = backgroundImage
        itemDidChange()
    }

    /// The background image set for a state, a style and bar metrics.
    public func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        propertyValue(.backgroundImage(state, style.rawValue, barMetrics))
    }

    /// Sets how far the background moves up (negative) or down, for bar metrics.
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        explicitValues[.backgroundVerticalPositionAdjustment(barMetrics)] = adjustment
        itemDidChange()
    }

    /// The background's vertical adjustment for bar metrics.
    public func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        (propertyValue(.backgroundVerticalPositionAdjustment(barMetrics)) as CGFloat?) ?? 0
    }

    /// Sets how far the title moves, for bar metrics.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        explicitValues[.titlePositionAdjustment(barMetrics)] = adjustment
        itemDidChange()
    }

    /// The title's adjustment for bar metrics.
    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        (propertyValue(.titlePositionAdjustment(barMetrics)) as UIOffset?) ?? .zero
    }

    /// Sets the background image of this item when it is a navigation bar's back button.
    public func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        explicitValues[.backButtonBackgroundImage(state, barMetrics)] = backgroundImage
        itemDidChange()
    }

    /// The back button background image for a state and bar metrics.
    public func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        propertyValue(.backButtonBackgroundImage(state, barMetrics))
    }

    /// Sets how far the back button's title moves, for bar metrics.
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        explicitValues[.backButtonTitlePositionAdjustment(barMetrics)] = adjustment
        itemDidChange()
    }

    /// The back button title's adjustment for bar metrics.
    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        (propertyValue(.backButtonTitlePositionAdjustment(barMetrics)) as UIOffset?) ?? .zero
    }

    /// Sets how far the back button's background moves up or down, for bar metrics.
    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        explicitValues[.backButtonBackgroundVerticalPositionAdjustment(barMetrics)] = adjustment
        itemDidChange()
    }

    /// The back button background's vertical adjustment for bar metrics.
    public func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        (propertyValue(.backButtonBackgroundVerticalPositionAdjustment(barMetrics)) as CGFloat?) ?? 0
    }

    /// The background image to draw for a state, falling back from the style to any style, from the
    /// metrics to `.default`, and from the state to `.normal`.
    func effectiveBackgroundImage(for state: UIControl.State, metrics: UIBarMetrics, back: Bool,
                                  _ resolved: [BarItemAppearanceKey: Any]) -> UIImage? {
        let states: [UIControl.State] = state == .normal ? [.normal] : [state, .normal]
        let metricsList: [UIBarMetrics] = metrics == .default ? [.default] : [metrics, .default]
        for s in states {
            for m in metricsList {
                if back {
                    if let image: UIImage = appearanceValue(.backButtonBackgroundImage(s, m), resolved) { return image }
                } else {
                    if let image: UIImage = appearanceValue(.backgroundImage(s, style.rawValue, m), resolved) { return image }
                    if let image: UIImage = appearanceValue(.backgroundImage(s, -1, m), resolved) { return image }
                }
            }
        }
        return nil
    }

    /// A per-metrics value, falling back to `.default`.
    func metricsValue<Value>(_ key: (UIBarMetrics) -> BarItemAppearanceKey, _ metrics: UIBarMetrics,
                             _ resolved: [BarItemAppearanceKey: Any]) -> Value? {
        appearanceValue(key(metrics), resolved) ?? appearanceValue(key(.default), resolved)
    }
}
