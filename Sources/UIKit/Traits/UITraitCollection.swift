/// The environment an interface is drawn for: appearance, scale, text size, contrast.
///
/// Trait collections are immutable values; `current` is the one dynamic colours resolve against on
/// this thread, as on iOS.
public final class UITraitCollection: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Base or elevated.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// Normal or high contrast.
    public let accessibilityContrast: UIAccessibilityContrast
    /// Points-to-pixels scale; 0 when unspecified.
    public let displayScale: CGFloat
    /// The Dynamic Type size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Phone, pad, mac…
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    init(style: UIUserInterfaceStyle = .unspecified, level: UIUserInterfaceLevel = .unspecified,
         contrast: UIAccessibilityContrast = .unspecified, scale: CGFloat = 0,
         contentSize: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified) {
        userInterfaceStyle = style
        userInterfaceLevel = level
        accessibilityContrast = contrast
        displayScale = scale
        preferredContentSizeCategory = contentSize
        userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
    }

    /// An empty collection: every trait unspecified.
    public convenience init() { self.init(style: .unspecified) }

    /// A collection holding only an interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection holding only an interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }
    /// A collection holding only a contrast setting.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }
    /// A collection holding only a display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection holding only a content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(contentSize: preferredContentSizeCategory) }
    /// A collection holding only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    /// A collection holding only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection holding only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// Combines collections: later collections' specified traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, level = UIUserInterfaceLevel.unspecified
        var contrast = UIAccessibilityContrast.unspecified, scale: CGFloat = 0, size = UIContentSizeCategory.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        for c in collections {
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.userInterfaceLevel != .unspecified { level = c.userInterfaceLevel }
            if c.accessibilityContrast != .unspecified { contrast = c.accessibilityContrast }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.preferredContentSizeCategory != .unspecified { size = c.preferredContentSizeCategory }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.horizontalSizeClass != .unspecified { horizontal = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { vertical = c.verticalSizeClass }
        }
        self.init(style: style, level: level, contrast: contrast, scale: scale, contentSize: size, idiom: idiom,
                  horizontal: horizontal, vertical: vertical)
    }

    /// Whether every trait specified in `other` has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.userInterfaceLevel == .unspecified || other.userInterfaceLevel == userInterfaceLevel)
            && (other.accessibilityContrast == .unspecified || other.accessibilityContrast == accessibilityContrast)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.preferredContentSizeCategory == .unspecified || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
    }

    /// Whether the two collections would resolve dynamic colours differently.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
    }

    private static let currentStorage = ThreadLocal<UITraitCollection> { UITraitCollection(style: .light, level: .base, contrast: .normal, scale: MainScreenScale.value, contentSize: .large) }

    /// The trait collection of the current thread, which dynamic colours and images resolve against.
    public static var current: UITraitCollection {
        get { currentStorage.value }
        set { currentStorage.value = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = saved }
        try actions()
    }

    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && userInterfaceLevel == other.userInterfaceLevel
            && accessibilityContrast == other.accessibilityContrast && displayScale == other.displayScale
            && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceIdiom == other.userInterfaceIdiom && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass
    }

    public var hash: Int {
        var h = Hasher()
        h.combine(userInterfaceStyle); h.combine(userInterfaceLevel); h.combine(accessibilityContrast)
        h.combine(displayScale); h.combine(preferredContentSizeCategory); h.combine(userInterfaceIdiom)
        h.combine(horizontalSizeClass); h.combine(verticalSizeClass)
        return h.finalize()
    }

    public var description: String {
        "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), UserInterfaceLevel = \(userInterfaceLevel), AccessibilityContrast = \(accessibilityContrast), DisplayScale = \(displayScale), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), UserInterfaceIdiom = \(userInterfaceIdiom), HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass)>"
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
