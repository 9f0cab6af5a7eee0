/// A blur behind a view's content, in one of iOS's material styles.
///
/// Where Tessera differs: drawn as a plain material (a translucent fill in the style's colour, light
/// or dark with the traits), without blurring what is behind.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The material of a blur.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur in a material style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material's fill: white or near-black at the material's thickness, following the interface
    /// style for the adaptive (`system…Material`, `regular`, `prominent`) styles.
    override var materialColor: UIColor? {
        let light: (CGFloat, CGFloat), dark: (CGFloat, CGFloat)   // (white, alpha)
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.85)
        case .light: return UIColor(white: 0.97, alpha: 0.75)
        case .dark: return UIColor(white: 0.11, alpha: 0.75)
        case .systemUltraThinMaterialLight: return UIColor(white: 0.97, alpha: 0.45)
        case .systemThinMaterialLight: return UIColor(white: 0.97, alpha: 0.6)
        case .systemMaterialLight: return UIColor(white: 0.97, alpha: 0.75)
        case .systemThickMaterialLight: return UIColor(white: 0.97, alpha: 0.88)
        case .systemChromeMaterialLight: return UIColor(white: 0.97, alpha: 0.8)
        case .systemUltraThinMaterialDark: return UIColor(white: 0.11, alpha: 0.45)
        case .systemThinMaterialDark: return UIColor(white: 0.11, alpha: 0.6)
        case .systemMaterialDark: return UIColor(white: 0.11, alpha: 0.75)
        case .systemThickMaterialDark: return UIColor(white: 0.11, alpha: 0.88)
        case .systemChromeMaterialDark: return UIColor(white: 0.11, alpha: 0.8)
        case .systemUltraThinMaterial: light = (0.97, 0.45); dark = (0.11, 0.45)
        case .systemThinMaterial: light = (0.97, 0.6); dark = (0.11, 0.6)
        case .systemMaterial, .regular: light = (0.97, 0.75); dark = (0.11, 0.75)
        case .systemThickMaterial, .prominent: light = (0.97, 0.88); dark = (0.11, 0.88)
        case .systemChromeMaterial: light = (0.97, 0.8); dark = (0.11, 0.8)
        }
        return UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: dark.0, alpha: dark.1) : UIColor(white: light.0, alpha: light.1)
        })
    }

    public override func hash(into hasher: inout Hasher) {
        super.hash(into: &hasher)
        hasher.combine(style)
    }

    override func isEqual(_ other: UIVisualEffect) -> Bool {
        (other as? UIBlurEffect)?.style == style
    }
}
