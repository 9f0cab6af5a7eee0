import Testing
import TesseraTesting
import UIKit

/// An app's fonts, colours and icons (App.Fonts / App.Colors / App.Icons), as a theme value with two instances.
struct PaletteTheme: UITheme {
    struct Fonts { var title: UIFont; var body: UIFont }
    struct Colors { var title: UIColor; var text: UIColor; var background: UIColor }
    var fonts: Fonts
    var colors: Colors

    static let day = PaletteTheme(fonts: Fonts(title: .systemFont(ofSize: 32), body: .systemFont(ofSize: 16)),
                                  colors: Colors(title: .blue, text: .black, background: .white))
    static let night = PaletteTheme(fonts: Fonts(title: .boldSystemFont(ofSize: 30), body: .systemFont(ofSize: 15)),
                                    colors: Colors(title: .orange, text: .white, background: .black))

    func applyAppearance() {
        UILabel.appearance().textColor = colors.text
        UILabel.appearance().font = fonts.body
        ThemedPanel.appearance().backgroundColor = colors.background
    }
}

final class ThemedPanel: UIView {}

/// Themes switched at run time on live views, in place and without leaking.
@MainActor @Suite struct ThemeTests {
    @Test func switchingThemeRestylesLiveViewsInPlace() {
        withCleanAppearance {
            UIApplication.shared.setTheme(PaletteTheme.day)
            let window = appearanceWindow()
            let panel = ThemedPanel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let label = UILabel()
            let pinned = UILabel()
            pinned.textColor = .red   // explicit: no theme touches it
            panel.addSubview(label)
            panel.addSubview(pinned)
            window.addSubview(panel)
            #expect(label.textColor == .black && label.font.pointSize == 16)
            #expect(panel.backgroundColor == .white)
            UIApplication.shared.setTheme(PaletteTheme.night)
            #expect(label.textColor == .white && label.font.pointSize == 15)
            #expect(panel.backgroundColor == .black)
            #expect(pinned.textColor == .red)
            #expect(label.superview === panel && panel.superview === window)
            #expect(UIApplication.shared.theme(as: PaletteTheme.self)?.colors.title == .orange)
        }
    }

    @Test func themeRulesLeaveTheAppsOwnRulesAlone() {
        withCleanAppearance {
            UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor = .green
            UIApplication.shared.setTheme(PaletteTheme.day)
            UIApplication.shared.setTheme(PaletteTheme.night)
            let window = appearanceWindow()
            let a = ViewA(), inA = UILabel(), plain = UILabel()
            a.addSubview(inA)
            window.addSubview(a)
            window.addSubview(plain)
            #expect(inA.textColor == .green)
            #expect(plain.textColor == .white)
            #expect(UILabel.appearance(whenContainedInInstancesOf: [ViewA.self]).textColor == .green)
        }
    }

    @Test func animatedSwitchCrossFadesOverTheFrameClock() {
        withCleanAppearance {
            UIApplication.shared.setTheme(PaletteTheme.day)
            let window = appearanceWindow()
            let panel = ThemedPanel(frame: window.bounds)
            window.addSubview(panel)
            UIApplication.shared.advanceFrame()
            let layersBefore = window.layer.sublayers?.count ?? 0
            UIApplication.shared.setTheme(PaletteTheme.night, animationDuration: 0.25)
            #expect(panel.backgroundColor == .black)   // the model changes at once
            #expect(window.layer.sublayers?.count == layersBefore + 1)
            let overlay = window.layer.sublayers!.last!
            UIApplication.shared.advanceFrame(by: 0.125)
            // The fade is an opacity animation: the model is already clear, the screen half way.
            #expect(overlay.opacity == 0)
            #expect(abs((overlay.presentation()?.opacity ?? 0) - 0.5) < 0.01)
            UIApplication.shared.advanceFrame(by: 0.125)
            #expect(window.layer.sublayers?.count == layersBefore)
            // Halfway, the composited window mixes the old white and the new black.
        }
    }
}

/// Styling by subclassing, reading the theme: `initialize()` styles from the current theme,
/// and a switch restyles the live label through `themeDidChange()`.
final class ThemedTitleLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        initialize()
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func initialize() {
        guard let theme = UIApplication.shared.theme(as: PaletteTheme.self) else { return }
        font = theme.fonts.title
        textColor = theme.colors.title
    }

    override func themeDidChange() { initialize() }
}

@MainActor @Suite struct ThemeSubclassingTests {
    @Test func aSelfStylingSubclassFollowsSwitches() {
        withCleanAppearance {
            UIApplication.shared.setTheme(PaletteTheme.day)
            let title = ThemedTitleLabel()
            appearanceWindow().addSubview(title)
            #expect(title.textColor == .blue && title.font.pointSize == 32)
            UIApplication.shared.setTheme(PaletteTheme.night)
            #expect(title.textColor == .orange && title.font.pointSize == 30)
        }
    }
}
