/// The environment an interface is drawn for: appearance, scale, text size, size classes, contrast,
/// layout direction, and any custom traits (`UITraitDefinition`).
///
/// Trait collections are immutable values; `current` is the one dynamic colours resolve against on
/// this thread, as on iOS. Where Tessera differs: custom trait values must be `Equatable`.
open class UITraitCollection: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Every trait's value.
    let storage: TraitStorage

    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { storage.userInterfaceStyle }
    /// Base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel { storage.userInterfaceLevel }
    /// Normal or high contrast.
    public var accessibilityContrast: UIAccessibilityContrast { storage.accessibilityContrast }
    /// Points-to-pixels scale; 0 when unspecified.
    public var displayScale: CGFloat { storage.displayScale }
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory { storage.preferredContentSizeCategory }
    /// Phone, pad, mac…
    public var userInterfaceIdiom: UIUserInterfaceIdiom { storage.userInterfaceIdiom }
    /// The width's size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { storage.horizontalSizeClass }
    /// The height's size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { storage.verticalSizeClass }
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { storage.layoutDirection }

    init(storage: TraitStorage) { self.storage = storage }

    init(style: UIUserInterfaceStyle = .unspecified, level: UIUserInterfaceLevel = .unspecified,
         contrast: UIAccessibilityContrast = .unspecified, scale: CGFloat = 0,
         contentSize: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         direction: UITraitEnvironmentLayoutDirection = .unspecified) {
        storage = TraitStorage(userInterfaceStyle: style, userInterfaceLevel: level, accessibilityContrast: contrast,
                               displayScale: scale, preferredContentSizeCategory: contentSize, userInterfaceIdiom: idiom,
                               horizontalSizeClass: horizontal, verticalSizeClass: vertical, layoutDirection: direction)
    }

    /// An empty collection: every trait unspecified.
    public convenience init() { self.init(storage: TraitStorage()) }

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
    /// A collection holding only a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    /// A collection holding one trait's value (any trait, system or custom).
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var storage = TraitStorage()
        storage[trait] = value
        self.init(storage: storage)
    }

    /// A collection made by setting traits in `mutations`, starting from an empty one.
    public convenience init(mutations: TraitMutations) {
        self.init(storage: UITraitCollection.mutate(TraitStorage(), mutations))
    }

    /// Combines collections: later collections' specified traits (and set custom traits) win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var s = TraitStorage()
        for c in collections.map(\.storage) {
            if c.userInterfaceStyle != .unspecified { s.userInterfaceStyle = c.userInterfaceStyle }
            if c.userInterfaceLevel != .unspecified { s.userInterfaceLevel = c.userInterfaceLevel }
            if c.accessibilityContrast != .unspecified { s.accessibilityContrast = c.accessibilityContrast }
            if c.displayScale != 0 { s.displayScale = c.displayScale }
            if c.preferredContentSizeCategory != .unspecified { s.preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.userInterfaceIdiom != .unspecified { s.userInterfaceIdiom = c.userInterfaceIdiom }
            if c.horizontalSizeClass != .unspecified { s.horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { s.verticalSizeClass = c.verticalSizeClass }
            if c.layoutDirection != .unspecified { s.layoutDirection = c.layoutDirection }
            s.custom.merge(c.custom) { _, later in later }
        }
        self.init(storage: s)
    }

    /// The closure type of `init(mutations:)` and `modifyingTraits(_:)`.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// A copy of this collection with the traits `mutations` sets changed.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(storage: UITraitCollection.mutate(storage, mutations))
    }

    private static func mutate(_ storage: TraitStorage, _ mutations: TraitMutations) -> TraitStorage {
        var traits: any UIMutableTraits = MutableTraitStorage(storage: storage)
        mutations(&traits)
        return (traits as? MutableTraitStorage)?.storage ?? storage
    }

    /// The value of any trait, system or custom (the trait's default when it was never set).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { storage[trait] }

    /// The system traits whose changes make dynamic colours resolve differently.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self]
    }

    /// Whether every trait specified in `other` (and every custom trait it sets) has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other?.storage else { return true }
        let s = storage
        guard (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == s.userInterfaceStyle)
            && (o.userInterfaceLevel == .unspecified || o.userInterfaceLevel == s.userInterfaceLevel)
            && (o.accessibilityContrast == .unspecified || o.accessibilityContrast == s.accessibilityContrast)
            && (o.displayScale == 0 || o.displayScale == s.displayScale)
            && (o.preferredContentSizeCategory == .unspecified || o.preferredContentSizeCategory == s.preferredContentSizeCategory)
            && (o.userInterfaceIdiom == .unspecified || o.userInterfaceIdiom == s.userInterfaceIdiom)
            && (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == s.horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == s.verticalSizeClass)
            && (o.layoutDirection == .unspecified || o.layoutDirection == s.layoutDirection) else { return false }
        return o.custom.values.allSatisfy { entry in
            func same<T: UITraitDefinition>(_ trait: T.Type) -> Bool { traitValuesEqual(trait, s[trait] as Any, entry.value) }
            return same(entry.trait)
        }
    }

    /// Whether the two collections would resolve dynamic colours differently (style, level, contrast, or
    /// a custom trait that `affectsColorAppearance`).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return storage.colorAppearanceDiffers(from: other.storage)
    }

    /// Each thread's collection before anything makes another current.
    private static let defaultStorage = ThreadLocal<UITraitCollection> {
        UITraitCollection(style: .light, level: .base, contrast: .normal, scale: MainScreenScale.value, contentSize: .large,
                          direction: .leftToRight)
    }
    private static let currentStorage = ThreadLocal<UITraitCollection> { defaultStorage.value }

    /// The text size Dynamic Type fonts follow when no trait collection is given: the current collection's
    /// while a view's traits are current, else the app's setting (`UIScreen.main`'s, read on the main
    /// actor; other threads get large), as on iOS.
    static var currentContentSizeCategory: UIContentSizeCategory {
        let current = currentStorage.value
        let category = current === defaultStorage.value ? .unspecified : current.preferredContentSizeCategory
        guard category == .unspecified else { return category }
        guard MainActorCheck.isOnMainActor else { return .large }
        return MainActor.assumeIsolated { UIScreen.main.preferredContentSizeCategory }
    }

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

    /// Whether `object` is a collection with the same values for every trait.
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return self === other || storage == other.storage
    }

    /// A hash of the system traits' values.
    public var hash: Int { storage.hashValue }

    /// The traits and their values.
    public var description: String {
        let s = storage
        var text = "<UITraitCollection; UserInterfaceStyle = \(s.userInterfaceStyle), UserInterfaceLevel = \(s.userInterfaceLevel), AccessibilityContrast = \(s.accessibilityContrast), DisplayScale = \(s.displayScale), PreferredContentSizeCategory = \(s.preferredContentSizeCategory.rawValue), UserInterfaceIdiom = \(s.userInterfaceIdiom), HorizontalSizeClass = \(s.horizontalSizeClass), VerticalSizeClass = \(s.verticalSizeClass), LayoutDirection = \(s.layoutDirection)"
        for entry in s.custom.values.sorted(by: { $0.trait.name < $1.trait.name }) {
            text += ", \(entry.trait.name) = \(entry.value)"
        }
        return text + ">"
    }

    /// Whether both collections have the same values for every trait.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.isEqual(rhs) }

    /// Hashes the system traits' values.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}
