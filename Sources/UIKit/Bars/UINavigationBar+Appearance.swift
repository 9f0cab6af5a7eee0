/// The navigation bar's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): the legacy bar style,
/// tint, translucency, title attributes, background, shadow and back indicator images, and the
/// `UINavigationBarAppearance` objects. Each works through `UINavigationBar.appearance()`; a value set on
/// the bar wins over every rule. Setting an appearance object replaces the legacy look, as on iOS 15+.
extension UINavigationBar {
    static let barStyleAppearance = AppearanceProperty(name: "barStyle", of: UINavigationBar.self, axes: [],
                                                       defaultValue: UIBarStyle.default) { bar, value, _ in bar.barStyle = value }
    static let barTintColorAppearance = AppearanceProperty(name: "barTintColor", of: UINavigationBar.self, axes: [],
                                                           defaultValue: UIColor?.none) { bar, value, _ in bar.barTintColor = value }
    static let isTranslucentAppearance = AppearanceProperty(name: "isTranslucent", of: UINavigationBar.self, axes: [],
                                                            defaultValue: true) { bar, value, _ in bar.isTranslucent = value }
    static let titleTextAttributesAppearance = AppearanceProperty(name: "titleTextAttributes", of: UINavigationBar.self, axes: [],
                                                                  defaultValue: [NSAttributedString.Key: Any]?.none) { bar, value, _ in
        bar.titleTextAttributes = value
    }
    static let largeTitleTextAttributesAppearance = AppearanceProperty(name: "largeTitleTextAttributes", of: UINavigationBar.self, axes: [],
                                                                       defaultValue: [NSAttributedString.Key: Any]?.none) { bar, value, _ in
        bar.largeTitleTextAttributes = value
    }
    static let shadowImageAppearance = AppearanceProperty(name: "shadowImage", of: UINavigationBar.self, axes: [],
                                                          defaultValue: UIImage?.none) { bar, value, _ in bar.shadowImage = value }
    static let backIndicatorImageAppearance = AppearanceProperty(name: "backIndicatorImage", of: UINavigationBar.self, axes: [],
                                                                 defaultValue: UIImage?.none) { bar, value, _ in bar.backIndicatorImage = value }
    static let backIndicatorTransitionMaskImageAppearance = AppearanceProperty(
        name: "backIndicatorTransitionMaskImage", of: UINavigationBar.self, axes: [], defaultValue: UIImage?.none
    ) { bar, value, _ in bar.backIndicatorTransitionMaskImage = value }
    static let backgroundImageAppearance = AppearanceProperty(name: "backgroundImage", of: UINavigationBar.self, axes: [.barPosition, .barMetrics],
                                                              defaultValue: UIImage?.none) { bar, image, axes in
        bar.setBackgroundImage(image, for: UIBarPosition(rawValue: axes[0]) ?? .any, barMetrics: UIBarMetrics(rawValue: axes[1]) ?? .default)
    }
    static let titleVerticalPositionAppearance = AppearanceProperty(name: "titleVerticalPositionAdjustment", of: UINavigationBar.self,
                                                                    axes: [.barMetrics], defaultValue: CGFloat(0)) { bar, value, axes in
        bar.setTitleVerticalPositionAdjustment(value, for: UIBarMetrics(rawValue: axes[0]) ?? .default)
    }
    static let standardAppearanceAppearance = AppearanceProperty(name: "standardAppearance", of: UINavigationBar.self, axes: [],
                                                                 defaultValue: UINavigationBarAppearance?.none) { bar, value, _ in
        bar.storedStandardAppearance = value ?? UINavigationBarAppearance()
        if value != nil { bar.usesAppearanceObjects = true }
        bar.barAppearanceChanged()
    }
    static let compactAppearanceAppearance = AppearanceProperty(name: "compactAppearance", of: UINavigationBar.self, axes: [],
                                                                defaultValue: UINavigationBarAppearance?.none) { bar, value, _ in
        bar.compactAppearance = value
    }
    static let scrollEdgeAppearanceAppearance = AppearanceProperty(name: "scrollEdgeAppearance", of: UINavigationBar.self, axes: [],
                                                                   defaultValue: UINavigationBarAppearance?.none) { bar, value, _ in
        bar.scrollEdgeAppearance = value
    }

    /// The appearance properties style sheets can set (the appearance objects are set in code).
    static var appearanceProperties: [AppearanceProperty] {
        [barTintColorAppearance, isTranslucentAppearance, titleTextAttributesAppearance, largeTitleTextAttributesAppearance,
         shadowImageAppearance, backIndicatorImageAppearance, backIndicatorTransitionMaskImageAppearance, backgroundImageAppearance,
         titleVerticalPositionAppearance]
    }

    /// The legacy colour scheme (`.black`: a dark bar with white titles).
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

    /// The legacy title attributes (merged over 17 pt semibold in the label colour).
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { storedTitleTextAttributes }
        set {
            guard appearanceAllowsSetting(Self.titleTextAttributesAppearance) else { return }
            storedTitleTextAttributes = newValue
            barAppearanceChanged()
        }
    }

    /// The legacy large title attributes (merged over 34 pt bold in the label colour).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { storedLargeTitleTextAttributes }
        set {
            guard appearanceAllowsSetting(Self.largeTitleTextAttributesAppearance) else { return }
            storedLargeTitleTextAttributes = newValue
            barAppearanceChanged()
        }
    }

    /// The legacy hairline image.
    public var shadowImage: UIImage? {
        get { storedShadowImage }
        set { guard appearanceAllowsSetting(Self.shadowImageAppearance) else { return }; storedShadowImage = newValue; barAppearanceChanged() }
    }

    /// The legacy back chevron (nil: the system's).
    public var backIndicatorImage: UIImage? {
        get { storedBackIndicatorImage }
        set { guard appearanceAllowsSetting(Self.backIndicatorImageAppearance) else { return }; storedBackIndicatorImage = newValue; barAppearanceChanged() }
    }

    /// The legacy mask of the back title during transitions (kept; transitions are the controller's).
    public var backIndicatorTransitionMaskImage: UIImage? {
        get { storedBackIndicatorTransitionMaskImage }
        set {
            guard appearanceAllowsSetting(Self.backIndicatorTransitionMaskImageAppearance) else { return }
            storedBackIndicatorTransitionMaskImage = newValue
        }
    }

    /// Sets the legacy background image for bar metrics (any position).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// Sets the legacy background image for a position and bar metrics.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        guard appearanceAllowsSetting(Self.backgroundImageAppearance, axes: [barPosition.rawValue, barMetrics.rawValue]) else { return }
        legacyBackgroundImages[[barPosition.rawValue, barMetrics.rawValue]] = backgroundImage
        barAppearanceChanged()
    }

    /// The legacy background image for bar metrics (any position).
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { legacyBackgroundImages[[0, barMetrics.rawValue]] }

    /// The legacy background image for a position and bar metrics.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackgroundImages[[barPosition.rawValue, barMetrics.rawValue]]
    }

    /// Moves the title up (negative) or down for bar metrics.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        guard appearanceAllowsSetting(Self.titleVerticalPositionAppearance, axes: [barMetrics.rawValue]) else { return }
        titleVerticalAdjustments[barMetrics.rawValue] = BadValue.usable(adjustment) ? adjustment : 0
        setNeedsLayout()
    }

    /// The title's vertical adjustment for bar metrics.
    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { titleVerticalAdjustments[barMetrics.rawValue] ?? 0 }

    /// The appearance of a bar of regular height. Setting any appearance object replaces the legacy look.
    public var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance }
        set {
            guard appearanceAllowsSetting(Self.standardAppearanceAppearance) else { return }
            storedStandardAppearance = newValue
            usesAppearanceObjects = true
            barAppearanceChanged()
        }
    }

    /// The appearance of a compact-height bar (nil: the standard one).
    public var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set {
            guard appearanceAllowsSetting(Self.compactAppearanceAppearance) else { return }
            storedCompactAppearance = newValue
            if newValue != nil { usesAppearanceObjects = true }
            barAppearanceChanged()
        }
    }

    /// The appearance while the content is scrolled to the top (nil: the standard one with a transparent
    /// background, as on iOS 15+).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            guard appearanceAllowsSetting(Self.scrollEdgeAppearanceAppearance) else { return }
            storedScrollEdgeAppearance = newValue
            if newValue != nil { usesAppearanceObjects = true }
            barAppearanceChanged()
        }
    }

    /// The scroll-edge appearance of a compact-height bar (nil: `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set {
            storedCompactScrollEdgeAppearance = newValue
            if newValue != nil { usesAppearanceObjects = true }
            barAppearanceChanged()
        }
    }

    /// The appearance in force: the top item's, else the bar's, standard or compact, scroll-edge when
    /// asked, with the legacy properties applied while no appearance object is set.
    var resolvedAppearance: UINavigationBarAppearance {
        let compact = isCompactBar
        let item = topItem
        let standard = compact ? item?.compactAppearance ?? item?.standardAppearance ?? storedCompactAppearance ?? storedStandardAppearance
            : item?.standardAppearance ?? storedStandardAppearance
        var chosen = standard
        if showsScrollEdgeAppearance {
            let edge = compact ? item?.compactScrollEdgeAppearance ?? item?.scrollEdgeAppearance ?? storedCompactScrollEdgeAppearance ?? storedScrollEdgeAppearance
                : item?.scrollEdgeAppearance ?? storedScrollEdgeAppearance
            chosen = edge ?? { let a = standard.copied(); a.configureWithTransparentBackground(); return a }()
        }
        let itemHasAppearance = item?.standardAppearance != nil || item?.compactAppearance != nil || item?.scrollEdgeAppearance != nil
        guard !usesAppearanceObjects, !itemHasAppearance else { return chosen }
        let result = chosen.copied()
        applyLegacy(to: result, metrics: compact ? .compact : .default)
        return result
    }

    private func applyLegacy(to appearance: UINavigationBarAppearance, metrics: UIBarMetrics) {
        if storedBarStyle == .black {
            appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark)
            appearance.titleTextAttributes[.foregroundColor] = UIColor.white
            appearance.largeTitleTextAttributes[.foregroundColor] = UIColor.white
        }
        if !storedIsTranslucent {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = storedBarStyle == .black ? .black : .systemBackground
        }
        if let tint = storedBarTintColor {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = storedIsTranslucent ? tint.withAlphaComponent(tint.cgColor.alpha * 0.92) : tint.withAlphaComponent(1)
        }
        let position = barPosition.rawValue
        if let image = legacyBackgroundImages[[position, metrics.rawValue]] ?? legacyBackgroundImages[[0, metrics.rawValue]]
            ?? legacyBackgroundImages[[position, 0]] ?? legacyBackgroundImages[[0, 0]] {
            appearance.backgroundImage = image
            appearance.backgroundEffect = nil
        }
        if let shadow = storedShadowImage { appearance.shadowImage = shadow }
        if let attributes = storedTitleTextAttributes { appearance.titleTextAttributes.merge(attributes) { $1 } }
        if let attributes = storedLargeTitleTextAttributes { appearance.largeTitleTextAttributes.merge(attributes) { $1 } }
        if let indicator = storedBackIndicatorImage {
            appearance.setBackIndicatorImage(indicator, transitionMaskImage: storedBackIndicatorTransitionMaskImage ?? indicator)
        }
    }

    /// Applies the appearance in force to the background, labels and buttons.
    func barAppearanceChanged() {
        let appearance = resolvedAppearance
        backgroundView.barAppearance = appearance
        backgroundView.shadowOnTop = barPosition == .bottom
        var title: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.label]
        title.merge(appearance.titleTextAttributes) { $1 }
        var large: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 34, weight: .bold), .foregroundColor: UIColor.label]
        large.merge(appearance.largeTitleTextAttributes) { $1 }
        titleLabel.font = title[.font] as? UIFont
        titleLabel.textColor = (title[.foregroundColor] as? UIColor) ?? .label
        titleLabel.shadowColor = (title[.shadow] as? NSShadow)?.shadowColor as? UIColor
        largeTitleLabel.font = large[.font] as? UIFont
        largeTitleLabel.textColor = (large[.foregroundColor] as? UIColor) ?? .label
        for view in leftViews.views + rightViews.views {
            view.barButtonAppearance = view.item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
        backButton.barButtonAppearance = appearance.backButtonAppearance
        backButton.indicatorImage = appearance.backIndicatorImage
        setNeedsLayout()
    }
}

/// The navigation bar's axis setters on its appearance proxy.
extension UIAppearanceProxy where View: UINavigationBar {
    /// Records the background image for bar metrics (any position).
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
        setAppearanceValue(image, for: UINavigationBar.backgroundImageAppearance, axes: [UIBarPosition.any.rawValue, barMetrics.rawValue])
    }

    /// Records the background image for a position and bar metrics.
    public func setBackgroundImage(_ image: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setAppearanceValue(image, for: UINavigationBar.backgroundImageAppearance, axes: [barPosition.rawValue, barMetrics.rawValue])
    }

    /// Records the title's vertical adjustment for bar metrics.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        setAppearanceValue(adjustment, for: UINavigationBar.titleVerticalPositionAppearance, axes: [barMetrics.rawValue])
    }
}
