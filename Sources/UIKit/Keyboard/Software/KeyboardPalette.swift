/// The software keyboard's colours in light and dark, read from iOS 17 screenshots (sRGB).
///
/// The keyboard sits on a material, as on iOS: what lies behind it is blurred (`material`) under
/// `materialTint`. The tints are chosen so that over a plain white (light) or black (dark) app the
/// keyboard shows the background colour measured on screenshots, `background`; over other content it
/// takes on its colours, blurred. Apple publishes no recipe for the keyboard's material: the blur and
/// saturation are the system materials' (see `BlurMaterial`), the tints reconstructions.
@MainActor
struct KeyboardPalette: Equatable {
    /// The keyboard's background as screenshots show it over a white (light) or black (dark) app; also
    /// the opaque fill of an input view's host, which has no material.
    var background: CGColor
    /// The tint over the blurred material.
    var materialTint: CGColor
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

    /// The keyboard's material: a 20-point blur, saturated 1.8 (the system materials' numbers).
    static let material = CALayer.Backdrop(blurRadius: 20, saturation: 1.8)

    /// Light: a #D1D3D9 background (#CCCED5 at 90 % over the material), white keys, #ABB1BA function keys with a #898A8D shadow.
    static let light = KeyboardPalette(background: rgb(209, 211, 217), materialTint: rgb(204, 206, 213, 0.9), characterKey: rgb(255, 255, 255),
                                       functionKey: rgb(171, 177, 186), shadow: rgb(137, 138, 141),
                                       label: rgb(0, 0, 0), disabledLabel: rgb(0, 0, 0, 0.3),
                                       primaryKey: rgb(0, 122, 255), primaryLabel: rgb(255, 255, 255),
                                       pressedCharacterKey: rgb(171, 177, 186), isDark: false)

    /// Dark: a #2B2B2B background (#303030 at 90 % over the material), #6B6B6B keys, #474747 function keys with a black shadow.
    static let dark = KeyboardPalette(background: rgb(43, 43, 43), materialTint: rgb(48, 48, 48, 0.9), characterKey: rgb(107, 107, 107),
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
