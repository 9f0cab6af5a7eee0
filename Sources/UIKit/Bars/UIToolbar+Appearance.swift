/// The toolbar's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): the legacy bar style, tint,
/// translucency, background and shadow images, and the `UIToolbarAppearance` objects. Each works through
/// `UIToolbar.appearance()`; a value set on the toolbar wins over every rule.
extension UIToolbar {
    static let barStyleAppearance = AppearanceProperty(name: "barStyle", of: UIToolbar.self, axes: [], defaultValue: UIBarStyle.default) { bar, value, _ in bar.barStyle = value }
    static let barTintColorAppearance = AppearanceProperty(name: "barTintColor", of: UIToolbar.self, axes: [], defaultValue: UIColor?.none) { bar, value, _ in bar.barTintColor = value }
    static let isTranslucentAppearance = AppearanceProperty(name: "isTranslucent", of: UIToolbar.self, axes: [], defaultValue: true) { bar, value, _ in bar.isTranslucent = value }
    static let standardAppearanceAppearance = AppearanceProperty(name: "standardAppearance", of: UIToolbar.self, axes: [],
                                                                 defaultValue: UIToolbarAppearance?.none) { bar, value, _ in
        bar.setAppearanceObject(\.storedStandardAppearance, value ?? UIToolbarAppearance(), explicit: value != nil)
    }
    static let compactAppearanceAppearance = AppearanceProperty(name: "compactAppearance", of: UIToolbar.self, axes: [],
                                                                defaultValue: UIToolbarAppearance?.none) { bar, value, _ in bar.compactAppearance = value }
    static let scrollEdgeAppearanceAppearance = AppearanceProperty(name: "scrollEdgeAppearance", of: UIToolbar.self, axes: [],
                                                                   defaultValue: UIToolbarAppearance?.none) { bar, value, _ in bar.scrollEdgeAppearance = value }
    static let backgroundImageAppearance = AppearanceProperty(name: "backgroundImage", of: UIToolbar.self, axes: [.barPosition, .barMetrics],
                                                              defaultValue: UIImage?.none) { bar, image, axes in
        bar.setBackgroundImage(image, forToolbarPosition: UIBarPosition(rawValue: axes[0]) ?? .any, barMetrics: UIBarMetrics(rawValue: axes[1]) ?? .default)
    }
    static let shadowImageAppearance = AppearanceProperty(name: "shadowImage", of: UIToolbar.self, axes: [.barPosition],
                                                          defaultValue: UIImage?.none) { bar, image, axes in
        bar.setShadowImage(image, forToolbarPosition: UIBarPosition(rawValue: axes[0]) ?? .any)
    }

    /// The appearance properties style sheets can set (the appearance objects are set in code).
    static var appearanceProperties: [AppearanceProperty] {
        [barTintColorAppearance, isTranslucentAppearance, backgroundImageAppearance, shadowImageAppearance]
    }

    /// The legacy colour scheme (`.black`: a dark bar).
    public var barStyle: UIBarStyle {
        get { storedBarStyle }
        set { guard appearanceAllowsSetting(Self.barStyleAppearance) else { return }; storedBarStyle = newValue; barAppearanceChanged() }
    }

    /// The legacy background colour (nil: the material).
    public var barTintColor: UIColor? {
        get { storedBarTintColor }
        set { guard appearanceAllowsSetting(Self.barTintColorAppearance) else { return }; storedBarTintColor = newValue; barAppearanceChanged() }
    }

    /// Whether the legacy background lets the content show through.
    public var isTranslucent: Bool {
        get { storedIsTranslucent }
        set { guard appearanceAllowsSetting(Self.isTranslucentAppearance) else { return }; storedIsTranslucent = newValue; barAppearanceChanged() }
    }

    /// The appearance of a toolbar of regular height. Setting any appearance object replaces the legacy
    /// properties (`barTintColor`, `barStyle`, background and shadow images).
    public var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance }
        set {
            guard appearanceAllowsSetting(Self.standardAppearanceAppearance) else { return }
            setAppearanceObject(\.storedStandardAppearance, newValue, explicit: true)
        }
    }

    /// The appearance of a compact-height toolbar (nil: the standard one).
    public var compactAppearance: UIToolbarAppearance? {
        get { storedCompactAppearance }
        set {
            guard appearanceAllowsSetting(Self.compactAppearanceAppearance) else { return }
            setAppearanceObject(\.storedCompactAppearance, newValue, explicit: newValue != nil)
        }
    }

    /// The appearance while the content is scrolled to the toolbar's edge (nil: the standard one with a
    /// transparent background).
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            guard appearanceAllowsSetting(Self.scrollEdgeAppearanceAppearance) else { return }
            setAppearanceObject(\.storedScrollEdgeAppearance, newValue, explicit: newValue != nil)
        }
    }

    /// The scroll-edge appearance of a compact-height toolbar (nil: `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { setAppearanceObject(\.storedCompactScrollEdgeAppearance, newValue, explicit: newValue != nil) }
    }

    func setAppearanceObject<Value>(_ keyPath: ReferenceWritableKeyPath<UIToolbar, Value>, _ value: Value, explicit: Bool) {
        self[keyPath: keyPath] = value
        if explicit { usesAppearanceObjects = true }
        barAppearanceChanged()
    }

    /// Sets the legacy background image for a position and bar metrics.
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        guard appearanceAllowsSetting(Self.backgroundImageAppearance, axes: [topOrBottom.rawValue, barMetrics.rawValue]) else { return }
        legacyBackgroundImages[[topOrBottom.rawValue, barMetrics.rawValue]] = backgroundImage
        barAppearanceChanged()
    }

    /// The legacy background image for a position and bar metrics.
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages[[topOrBottom.rawValue, barMetrics.rawValue]]
    }

    /// Sets the legacy hairline image for a position.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        guard appearanceAllowsSetting(Self.shadowImageAppearance, axes: [topOrBottom.rawValue]) else { return }
        legacyShadowImages[topOrBottom.rawValue] = shadowImage
        barAppearanceChanged()
    }

    /// The legacy hairline image for a position.
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyShadowImages[topOrBottom.rawValue]
    }
}

extension AppearanceAxis {
    /// A bar position argument (`forToolbarPosition:`, `for:barMetrics:`), named as in style sheets.
    public static let barPosition = AppearanceAxis(name: "barPosition", values: [("any", 0), ("bottom", 1), ("top", 2), ("topAttached", 3)])
}

/// The toolbar's axis setters on its appearance proxy.
extension UIAppearanceProxy where View: UIToolbar {
    /// Records the background image for a position and bar metrics.
    public func setBackgroundImage(_ image: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        setAppearanceValue(image, for: UIToolbar.backgroundImageAppearance, axes: [topOrBottom.rawValue, barMetrics.rawValue])
    }

    /// Records the hairline image for a position.
    public func setShadowImage(_ image: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        setAppearanceValue(image, for: UIToolbar.shadowImageAppearance, axes: [topOrBottom.rawValue])
    }
}
