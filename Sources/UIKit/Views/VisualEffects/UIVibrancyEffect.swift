/// Vibrancy for content over a blur: a `UIVisualEffectView` with this effect, placed in the content
/// view of one with the blur, draws what its own content view holds (labels, images, fills) in the
/// style's colour, so it reads well on the material.
///
/// Where Tessera differs: iOS blends vibrant content with the blurred backdrop (it lets the colours
/// behind shine through); Tessera draws it as a silhouette in the style's semantic colour (`label`,
/// `secondaryLabel`…), resolved light or dark with the blur's look.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy in a style for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy for content over `blurEffect`, in the primary label style (iOS 8's vibrancy, before
    /// styles existed).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// The colour content is drawn in with `traits`: the style's colour, light or dark as the blur looks.
    func contentColor(with traits: UITraitCollection) -> UIColor {
        let dark = blurEffect.material?.isDark(with: traits) ?? (traits.userInterfaceStyle == .dark)
        return style.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
    }

    public override func hash(into hasher: inout Hasher) {
        super.hash(into: &hasher)
        hasher.combine(blurEffect)
        hasher.combine(style)
    }

    override func isEqual(_ other: UIVisualEffect) -> Bool {
        guard let other = other as? UIVibrancyEffect else { return false }
        return other.blurEffect == blurEffect && other.style == style
    }
}
