/// What a blur style draws: a Gaussian blur of what lies behind, a saturation boost, and a tint over it,
/// each light or dark with the traits for the adaptive styles.
///
/// Where the numbers come from (Apple publishes none for the iOS 13 materials):
/// - the legacy styles, from Apple's `UIImage+ImageEffects` sample (WWDC 2013), whose light, extra
///   light and dark effects are the iOS 7 blurs these styles were introduced with: blur radius 30 pt
///   with white at 30 % (light), 20 pt with 97 % white at 82 % (extra light), 20 pt with 11 % white at
///   73 % (dark), saturation 1.8 for all three;
/// - the chrome material (bars), from Flutter's Cupertino bars, measured against iOS: a 10-pt blur
///   under #F9F9F9 at 94 % (light) or #1D1D1D at 94 % (dark);
/// - the regular material (alerts), from Flutter's Cupertino alert, taken from Apple's design
///   resources: a 20-pt blur under #F2F2F2 at 80 % (light) or #1E1E1E at 75 % (dark);
/// - the ultra-thin, thin and thick materials keep the 20-pt blur and interpolate the tint's opacity
///   around the regular one (45 %, 60 %, 88 %), as the Human Interface Guidelines describe them:
///   the same material, more or less translucent; the thick dark tint is the grey that gives iOS 17's
///   dark context menu platter (#252525, measured on screenshots) over a dark app;
/// - saturation 1.8 everywhere, as in Apple's sample (and CSS reconstructions of the materials).
///
/// Vibrant content over a material (`UIVibrancyEffect`) is blended with it by plus darker (light looks)
/// or plus lighter (dark looks), with greys derived from the semantic colours and the tint's white
/// here, so that over the tint alone it shows exactly the semantic colour; iOS's own vibrant filters are
/// private, so how strongly a coloured backdrop shines through is a reconstruction, not a measurement.
/// The software keyboard's material and popovers' use these numbers too (`KeyboardPalette`).
struct BlurMaterial: Equatable {
    /// The blur's standard deviation, in points.
    var blurRadius: CGFloat
    var saturation: CGFloat
    /// The tint over the blur, light or dark.
    var light: (white: CGFloat, alpha: CGFloat)
    var dark: (white: CGFloat, alpha: CGFloat)
    /// Whether the material follows the interface style (else it is always `light`'s).
    var adaptive: Bool

    static func == (a: BlurMaterial, b: BlurMaterial) -> Bool {
        a.blurRadius == b.blurRadius && a.saturation == b.saturation && a.light == b.light && a.dark == b.dark && a.adaptive == b.adaptive
    }

    /// The tint, resolved with the traits for an adaptive material.
    var tint: UIColor {
        let light = UIColor(white: light.white, alpha: light.alpha)
        guard adaptive else { return light }
        let dark = UIColor(white: dark.white, alpha: dark.alpha)
        return UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// Whether the material looks dark with `traits`.
    func isDark(with traits: UITraitCollection) -> Bool {
        adaptive ? traits.userInterfaceStyle == .dark : light.white < 0.5
    }

    private static func fixed(_ radius: CGFloat, _ white: CGFloat, _ alpha: CGFloat) -> BlurMaterial {
        BlurMaterial(blurRadius: radius, saturation: 1.8, light: (white, alpha), dark: (white, alpha), adaptive: false)
    }

    private static func adaptive(_ radius: CGFloat, _ light: (CGFloat, CGFloat), _ dark: (CGFloat, CGFloat)) -> BlurMaterial {
        BlurMaterial(blurRadius: radius, saturation: 1.8, light: light, dark: dark, adaptive: true)
    }

    static let extraLight = fixed(20, 0.97, 0.82)
    static let light = fixed(30, 1, 0.3)
    static let dark = fixed(20, 0.11, 0.73)
    static let ultraThin = adaptive(20, (0.97, 0.45), (0.11, 0.45))
    static let thin = adaptive(20, (0.97, 0.6), (0.11, 0.6))
    static let regular = adaptive(20, (0.949, 0.8), (0.118, 0.75))
    static let thick = adaptive(20, (0.97, 0.88), (0.165, 0.88))
    static let chrome = adaptive(10, (0.976, 0.94), (0.114, 0.94))

    /// The same material fixed to its light or dark look.
    func fixed(dark isDark: Bool) -> BlurMaterial {
        let look = isDark ? dark : light
        return BlurMaterial(blurRadius: blurRadius, saturation: saturation, light: look, dark: look, adaptive: false)
    }
}
