import StyleSheets
import UIKit

/// The "Appearance" page: appearance proxies with containment (the outermost container winning, drawn
/// in its colours), a user's own appearance properties, a theme applied through proxies and followed by a
/// self-styling subclass, and semantic colours. Rendered in light and dark under two themes.
@MainActor
package enum AppearancePage {
    /// A catalog theme: an accent, a card colour, and title and body fonts.
    struct CatalogTheme: UITheme {
        let name: String
        let accent: UIColor
        let card: UIColor
        let titleFont: UIFont
        let bodyFont: UIFont

        func applyAppearance() {
            ThemeCard.appearance().backgroundColor = card
            UILabel.appearance(whenContainedInInstancesOf: [ThemeCard.self]).font = bodyFont
            UILabel.appearance(whenContainedInInstancesOf: [ThemeCard.self]).textColor = .label
            ThemeSwatch.appearance().backgroundColor = accent
        }

        static let harbor = CatalogTheme(
            name: "Harbor",
            accent: UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.39, green: 0.82, blue: 1, alpha: 1) : UIColor(red: 0, green: 0.48, blue: 0.8, alpha: 1) },
            card: UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.07, green: 0.16, blue: 0.24, alpha: 1) : UIColor(red: 0.89, green: 0.95, blue: 1, alpha: 1) },
            titleFont: .systemFont(ofSize: 22, weight: .bold), bodyFont: .systemFont(ofSize: 15))
        static let ember = CatalogTheme(
            name: "Ember",
            accent: UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.62, blue: 0.25, alpha: 1) : UIColor(red: 0.85, green: 0.33, blue: 0.05, alpha: 1) },
            card: UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.24, green: 0.12, blue: 0.06, alpha: 1) : UIColor(red: 1, green: 0.94, blue: 0.88, alpha: 1) },
            titleFont: .systemFont(ofSize: 22, weight: .heavy), bodyFont: .italicSystemFont(ofSize: 15))
    }

    final class ThemeCard: UIView {}
    final class SheetCard: UIView {}
    final class SheetBadge: UIView {}

    /// The sample sheet: variables, containment, a trait section and a dynamic colour.
    static let sampleSheet = """
    variables:
      accent: "#AF52DE"
    SheetCard:
      backgroundColor: { light: "#F4ECFA", dark: "#2A1B33" }
      UILabel:
        textColor: $accent
        font: { size: 15, weight: semibold }
        "@dark":
          textColor: "#E5C8F5"
      SheetBadge:
        backgroundColor: $accent
    """
    final class ThemeSwatch: UIView {}
    final class PrecedenceController: UIViewController {}
    final class ViewA: UIView {}
    final class ViewB: UIView {}

    /// A label with a border and corner set through its own appearance properties.
    final class RoundLabel: UILabel {
        @Appearance var borderWidth: CGFloat = 0 { didSet { layer.borderWidth = borderWidth } }
        @Appearance var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
        @Appearance var borderColor: UIColor? = nil { didSet { layer.borderColor = borderColor?.cgColor } }
    }

    /// A title label styled by subclassing: it reads the current theme when made and on switches.
    final class TitleLabel: UILabel {
        override init(frame: CGRect) {
            super.init(frame: frame)
            themeDidChange()
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func themeDidChange() {
            guard let theme = UIApplication.shared.theme(as: CatalogTheme.self) else { return }
            font = theme.titleFont
            textColor = theme.accent
        }
    }

    /// The page in one style under one theme.
    package static func render(dark: Bool, ember: Bool) -> UIImage {
        UIApplication.shared.resetAppearance()
        let previousTheme = UIApplication.shared.theme
        defer {
            UIApplication.shared.resetAppearance()
            // The page's theme must not outlive it (the interactive catalog keeps running).
            if let previousTheme { UIApplication.shared.setTheme(previousTheme) } else { UIApplication.shared.removeTheme() }
        }
        let theme = ember ? CatalogTheme.ember : CatalogTheme.harbor
        UIApplication.shared.setTheme(theme)
        registerRules()
        var page = ViewPage(title: "Appearance")
        page.section("Containment: outermost container wins", height: 132, precedence)
        page.section("Theme \"\(theme.name)\" through proxies", height: 112, themed)
        page.section("A subclass's own appearance properties", height: 52, roundLabels)
        page.section("Semantic colours, \(dark ? "dark" : "light")", height: 92, semanticColors)
        page.section("A style sheet (YAML)", height: 150, styleSheet)
        let controllers = keptControllers
        defer { _ = controllers }
        return page.render(style: dark ? .dark : .light)
    }

    private static var keptControllers: [UIViewController] = []

    private static func registerRules() {
        UILabel.appearance(whenContainedInInstancesOf: [PrecedenceController.self]).textColor = .magenta
        UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .blue
        UILabel.appearance(whenContainedInInstancesOf: [ViewB.self, PrecedenceController.self]).textColor = .red
        ViewA.appearance().backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        ViewB.appearance().backgroundColor = UIColor.systemRed.withAlphaComponent(0.12)
        RoundLabel.appearance().borderWidth = 1.5
        RoundLabel.appearance().cornerRadius = 8
        RoundLabel.appearance().borderColor = .systemTeal
    }

    /// VC { Label₁, ViewA { Label₂ }, ViewB { ViewA { Label₃ } } }, plus a label outside the controller.
    private static func precedence(_ content: UIView) {
        UILabel.appearance().textColor = .brown
        let controller = PrecedenceController()
        keptControllers = [controller]
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: content.bounds.width, height: 108)
        content.addSubview(root)
        func label(_ text: String, _ frame: CGRect, in view: UIView) {
            let label = UILabel(frame: frame)
            label.text = text
            label.font = .systemFont(ofSize: 14, weight: .medium)
            view.addSubview(label)
        }
        label("Label₁ in VC: magenta", CGRect(x: 0, y: 0, width: 300, height: 20), in: root)
        let a = ViewA(frame: CGRect(x: 0, y: 24, width: content.bounds.width, height: 24))
        root.addSubview(a)
        label("Label₂ in ViewA in VC: magenta, not blue", CGRect(x: 6, y: 2, width: 320, height: 20), in: a)
        let b = ViewB(frame: CGRect(x: 0, y: 52, width: content.bounds.width, height: 36))
        root.addSubview(b)
        let inner = ViewA(frame: CGRect(x: 6, y: 4, width: content.bounds.width - 12, height: 28))
        b.addSubview(inner)
        label("Label₃ in ViewA in ViewB in VC: red", CGRect(x: 6, y: 4, width: 300, height: 20), in: inner)
        label("Label outside the VC: brown", CGRect(x: 0, y: 88, width: 300, height: 20), in: content)
    }

    private static func themed(_ content: UIView) {
        let card = ThemeCard(frame: CGRect(x: 0, y: 0, width: content.bounds.width, height: 88))
        card.layer.cornerRadius = 10
        content.addSubview(card)
        let title = TitleLabel(frame: CGRect(x: 12, y: 8, width: card.bounds.width - 24, height: 28))
        title.text = "TitleLabel reads the theme"
        card.addSubview(title)
        let body = UILabel(frame: CGRect(x: 12, y: 38, width: card.bounds.width - 24, height: 20))
        body.text = "Body text: the theme's font through a proxy"
        card.addSubview(body)
        for i in 0..<5 {
            let swatch = ThemeSwatch(frame: CGRect(x: 12 + CGFloat(i) * 34, y: 62, width: 26, height: 18))
            swatch.layer.cornerRadius = 4
            swatch.alpha = 1 - CGFloat(i) * 0.18
            card.addSubview(swatch)
        }
    }

    private static func roundLabels(_ content: UIView) {
        let width = (content.bounds.width - 2 * 8) / 3
        for (i, text) in ["borderWidth 1.5", "cornerRadius 8", "borderColor teal"].enumerated() {
            let label = RoundLabel(frame: CGRect(x: CGFloat(i) * (width + 8), y: 4, width: width, height: 32))
            label.text = text
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 12)
            label.textColor = .label
            content.addSubview(label)
        }
    }

    private static func styleSheet(_ content: UIView) {
        AppearanceSchema.register { SheetCard() }
        AppearanceSchema.register { SheetBadge() }
        let sheet = UIStyleSheet(string: sampleSheet, format: .yaml, name: "sample.yaml")
        try? sheet.apply()
        let code = UILabel(frame: CGRect(x: 0, y: 0, width: content.bounds.width * 0.55, height: 126))
        code.numberOfLines = 0
        code.font = .monospacedSystemFont(ofSize: 8, weight: .regular)
        code.textColor = .secondaryLabel
        code.text = sampleSheet
        content.addSubview(code)
        let card = SheetCard(frame: CGRect(x: content.bounds.width * 0.58, y: 8, width: content.bounds.width * 0.42, height: 104))
        card.layer.cornerRadius = 10
        content.addSubview(card)
        for (i, text) in ["Styled by", "sample.yaml"].enumerated() {
            let label = UILabel(frame: CGRect(x: 12, y: 12 + CGFloat(i) * 22, width: card.bounds.width - 24, height: 20))
            label.text = text
            card.addSubview(label)
        }
        let badge = SheetBadge(frame: CGRect(x: 12, y: 72, width: 40, height: 18))
        badge.layer.cornerRadius = 9
        card.addSubview(badge)
    }

    private static func semanticColors(_ content: UIView) {
        let colors: [(String, UIColor)] = [("label", .label), ("secondary", .secondaryLabel), ("background", .systemBackground),
                                           ("blue", .systemBlue), ("green", .systemGreen), ("orange", .systemOrange)]
        let width = (content.bounds.width - 5 * 6) / 6
        for (i, (name, color)) in colors.enumerated() {
            let x = CGFloat(i) * (width + 6)
            let swatch = UIView(frame: CGRect(x: x, y: 0, width: width, height: 44))
            swatch.backgroundColor = color
            swatch.layer.cornerRadius = 6
            swatch.layer.borderWidth = 0.5
            swatch.layer.borderColor = UIColor.separator.cgColor
            content.addSubview(swatch)
            caption(name, centeredAt: x + width / 2, y: 50, in: content, width: width + 6)
        }
    }
}
