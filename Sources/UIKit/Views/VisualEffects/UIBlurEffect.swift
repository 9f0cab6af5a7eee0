/// A blur of what lies behind a `UIVisualEffectView`, in one of iOS's material styles: the content
/// behind is blurred, made more vivid and tinted, light or dark.
///
/// Where Tessera differs: the materials' numbers are reconstructions (see `BlurMaterial`); iOS's exact
/// recipes are not published. Places that draw a material without a visual effect view (a background
/// configuration's `visualEffect`) draw only its tint.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The material of a blur.
    public enum Style: Int, Sendable, CaseIterable {
        /// A light blur, whiter than `light` (fixed: it does not follow the interface style).
        case extraLight
        /// A light blur (fixed).
        case light
        /// A dark blur (fixed).
        case dark
        /// `light` or `dark`, following the interface style.
        case regular
        /// `extraLight` or `dark`, following the interface style.
        case prominent
        /// The most translucent material, following the interface style.
        case systemUltraThinMaterial
        /// A thin material, following the interface style.
        case systemThinMaterial
        /// The standard material (alerts), following the interface style.
        case systemMaterial
        /// A thick material, following the interface style.
        case systemThickMaterial
        /// The material of bars (system chrome), following the interface style.
        case systemChromeMaterial
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight
        /// The thin material, always light.
        case systemThinMaterialLight
        /// The standard material, always light.
        case systemMaterialLight
        /// The thick material, always light.
        case systemThickMaterialLight
        /// The chrome material, always light.
        case systemChromeMaterialLight
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark
        /// The thin material, always dark.
        case systemThinMaterialDark
        /// The standard material, always dark.
        case systemMaterialDark
        /// The thick material, always dark.
        case systemThickMaterialDark
        /// The chrome material, always dark.
        case systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur in a material style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var material: BlurMaterial? {
        switch style {
        case .extraLight: return .extraLight
        case .light: return .light
        case .dark: return .dark
        case .regular:
            return BlurMaterial(blurRadius: BlurMaterial.light.blurRadius, saturation: 1.8, light: BlurMaterial.light.light,
                                dark: BlurMaterial.dark.dark, adaptive: true)
        case .prominent:
            return BlurMaterial(blurRadius: BlurMaterial.extraLight.blurRadius, saturation: 1.8, light: BlurMaterial.extraLight.light,
                                dark: BlurMaterial.dark.dark, adaptive: true)
        case .systemUltraThinMaterial: return .ultraThin
        case .systemThinMaterial: return .thin
        case .systemMaterial: return .regular
        case .systemThickMaterial: return .thick
        case .systemChromeMaterial: return .chrome
        case .systemUltraThinMaterialLight: return BlurMaterial.ultraThin.fixed(dark: false)
        case .systemThinMaterialLight: return BlurMaterial.thin.fixed(dark: false)
        case .systemMaterialLight: return BlurMaterial.regular.fixed(dark: false)
        case .systemThickMaterialLight: return BlurMaterial.thick.fixed(dark: false)
        case .systemChromeMaterialLight: return BlurMaterial.chrome.fixed(dark: false)
        case .systemUltraThinMaterialDark: return BlurMaterial.ultraThin.fixed(dark: true)
        case .systemThinMaterialDark: return BlurMaterial.thin.fixed(dark: true)
        case .systemMaterialDark: return BlurMaterial.regular.fixed(dark: true)
        case .systemThickMaterialDark: return BlurMaterial.thick.fixed(dark: true)
        case .systemChromeMaterialDark: return BlurMaterial.chrome.fixed(dark: true)
        }
    }

    public override func hash(into hasher: inout Hasher) {
        super.hash(into: &hasher)
        hasher.combine(style)
    }

    override func isEqual(_ other: UIVisualEffect) -> Bool {
        (other as? UIBlurEffect)?.style == style
    }
}
