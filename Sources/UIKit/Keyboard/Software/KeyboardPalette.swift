/// The software keyboard's colours in light and dark, read from iOS 17 screenshots (sRGB).
@MainActor
struct KeyboardPalette {
    var background: CGColor
    var characterKey: CGColor
    var functionKey: CGColor
    var shadow: CGColor
    var label: CGColor
    var disabledLabel: CGColor
    var primaryKey: CGColor
    var primaryLabel: CGColor
    /// A character key while pressed (iPad; iPhone shows the pop-up instead).
    var pressedCharacterKey: CGColor

    var isDark: Bool

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> CGColor {
        CGColor(srgbRed: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// Light: a #D1D3D9 background, white keys, #ABB1BA function keys with a #898A8D shadow.
    static let light = KeyboardPalette(background: rgb(209, 211, 217), characterKey: rgb(255, 255, 255),
                                       functionKey: rgb(171, 177, 186), shadow: rgb(137, 138, 141),
                                       label: rgb(0, 0, 0), disabledLabel: rgb(0, 0, 0, 0.3),
                                       primaryKey: rgb(0, 122, 255), primaryLabel: rgb(255, 255, 255),
                                       pressedCharacterKey: rgb(171, 177, 186), isDark: false)

    /// Dark: a #2B2B2B background, #6B6B6B keys, #474747 function keys with a black shadow.
    static let dark = KeyboardPalette(background: rgb(43, 43, 43), characterKey: rgb(107, 107, 107),
                                      functionKey: rgb(71, 71, 71), shadow: rgb(0, 0, 0, 0.35),
                                      label: rgb(255, 255, 255), disabledLabel: rgb(255, 255, 255, 0.3),
                                      primaryKey: rgb(10, 132, 255), primaryLabel: rgb(255, 255, 255),
                                      pressedCharacterKey: rgb(71, 71, 71), isDark: true)

    /// The palette for a responder's appearance: `.default` follows the interface style.
    static func resolve(_ appearance: UIKeyboardAppearance, style: UIUserInterfaceStyle) -> KeyboardPalette {
        switch appearance {
        case .dark: return .dark
        case .light: return .light
        case .default: return style == .dark ? .dark : .light
        }
    }
}
