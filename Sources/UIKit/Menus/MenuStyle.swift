/// The measurements and colours of iOS 17's menus (context menus, button and bar item menus).
@MainActor
enum MenuStyle {
    /// The platter's width on a phone.
    static let width: CGFloat = 250
    /// The platter's corner radius.
    static let cornerRadius: CGFloat = 13
    /// A one-line row's height.
    static let rowHeight: CGFloat = 44
    /// The height of an inline section's title row.
    static let headerHeight: CGFloat = 32
    /// The band between sections.
    static let sectionGap: CGFloat = 8
    /// Leading and trailing insets of a row's content.
    static let inset: CGFloat = 16
    /// Where titles start when a check-mark column shows.
    static let checkColumn: CGFloat = 40
    /// The side of a row's trailing image.
    static let imageSide: CGFloat = 20
    /// The gap between a menu and what it is anchored to, and the margin it keeps from the screen edges.
    static let gap: CGFloat = 8
    static let margin: CGFloat = 8
    /// A palette row's height (small elements) and a medium row's.
    static let paletteHeight: CGFloat = 44
    static let mediumHeight: CGFloat = 68

    private static func dynamic(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// The platter's material: a thick one, so rows stay legible over anything.
    static let material = UIBlurEffect.Style.systemThickMaterial
    /// A highlighted row.
    static let highlight = dynamic(UIColor(white: 0, alpha: 0.1), UIColor(white: 1, alpha: 0.14))
    /// The hairline between rows.
    static let separator = dynamic(UIColor(white: 0, alpha: 0.16), UIColor(white: 1, alpha: 0.14))
    /// The band between sections.
    static let sectionSeparator = dynamic(UIColor(white: 0, alpha: 0.08), UIColor(white: 0, alpha: 0.3))
    /// The dimming over the app behind a context menu.
    static let dimming = dynamic(UIColor(white: 0, alpha: 0.2), UIColor(white: 0, alpha: 0.45))
    /// Text and images of a destructive row.
    static var destructive: UIColor { .systemRed }
    /// Text and images of a disabled row.
    static var disabled: UIColor { .tertiaryLabel }
}
