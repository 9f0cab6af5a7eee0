/// Vibrancy for content over a blur: a `UIVisualEffectView` with this effect, placed in the content
/// view of one with the blur, draws what its own content view holds (labels, images, fills) in the
/// style's colour, so it reads well on the material.
///
/// The content is blended with the blurred backdrop beneath it, so the colours behind shine through:
/// over a light material its silhouette darkens what lies beneath (plus darker: the sum of the two
/// less white), over a dark one it lightens it (plus lighter: their sum). The silhouette's grey is
/// chosen so that over the material's own tint the content shows the style's semantic colour
/// (`label`, `secondaryLabel`…, resolved light or dark with the blur's look); over a coloured
/// backdrop it takes on that colour, the more the fainter the style, as iOS's secondary and tertiary
/// vibrant labels do.
///
/// Where Tessera differs: Apple publishes no recipe for vibrancy (Core Animation's vibrant filters are
/// private); the two blend modes are the ones reconstructions of iOS's vibrancy use, and the greys
/// are derived from the semantic colours and the material tints in `BlurMaterial`, not measured.
/// The blend reads the pixels composited beneath, as a backdrop does: content inside a group
/// (a view with alpha below 1 around it) blends with what lies under the group.
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

    /// The colour content shows over the material's own tint with `traits`: the style's colour, light or
    /// dark as the blur looks.
    func contentColor(with traits: UITraitCollection) -> UIColor {
        style.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: isDark(with: traits) ? .dark : .light))
    }

    private func isDark(with traits: UITraitCollection) -> Bool {
        blurEffect.material?.isDark(with: traits) ?? (traits.userInterfaceStyle == .dark)
    }

    /// The silhouette's grey and blend with `traits`: for each channel, the style's colour as it shows
    /// over the material's tint (`e`, mixed by its alpha over the tint's white `m`), reached from `m` by
    /// plus darker (`m + g − 1 = e`, light materials) or plus lighter (`m + g = e`, dark ones).
    func contentTint(with traits: UITraitCollection) -> CALayer.ContentTint {
        let dark = isDark(with: traits)
        let material = blurEffect.material ?? .regular
        let m = dark ? material.dark.white : material.light.white
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = contentColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        func grey(_ c: CGFloat) -> CGFloat {
            let e = a * c + (1 - a) * m
            return min(1, max(0, dark ? e - m : 1 - m + e))
        }
        return CALayer.ContentTint(color: CGColor(srgbRed: grey(r), green: grey(g), blue: grey(b), alpha: 1),
                                   blendMode: dark ? .plusLighter : .plusDarker)
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
