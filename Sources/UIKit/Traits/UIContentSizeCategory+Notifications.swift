import Foundation

extension UIContentSizeCategory {
    /// Posted on the application when the preferred content size category changes; `userInfo` holds the
    /// new category under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category (a `UIContentSizeCategory`) in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The category an environment value names: Apple's raw value, or a short name such as `XL`,
    /// `extraLarge` or `accessibilityL` (case-insensitive). Nil when it names none.
    init?(environmentName name: String) {
        let short = ["xs": Self.extraSmall, "s": .small, "m": .medium, "l": .large, "xl": .extraLarge, "xxl": .extraExtraLarge,
                     "xxxl": .extraExtraExtraLarge, "accessibilitym": .accessibilityMedium, "accessibilityl": .accessibilityLarge,
                     "accessibilityxl": .accessibilityExtraLarge, "accessibilityxxl": .accessibilityExtraExtraLarge,
                     "accessibilityxxxl": .accessibilityExtraExtraExtraLarge, "extrasmall": .extraSmall, "small": .small,
                     "medium": .medium, "large": .large, "extralarge": .extraLarge, "extraextralarge": .extraExtraLarge,
                     "extraextraextralarge": .extraExtraExtraLarge]
        let lowered = name.lowercased()
        if let category = short[lowered] {
            self = category
        } else if let category = Self.ordered.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = category
        } else {
            return nil
        }
    }
}
