/// How a symbol image is drawn: its size (a point size, a text style or a font), weight, scale and
/// colours. Unspecified values are filled in by the context: a configuration laid over another with
/// `applying(_:)` keeps the other's values where it specifies none.
///
/// Where Tessera differs: the shipped symbol set has one layer per symbol, so a hierarchical colour and
/// the first palette colour draw the whole symbol (iOS draws secondary layers lighter or in the next
/// palette colours), and `preferringMulticolor()` draws in the tint colour (the set has no multicolour
/// data; iOS also falls back to the tint for symbols without multicolour).
public final class UIImageSymbolConfiguration: UIImageConfiguration, @unchecked Sendable {
    /// The colours a configuration asks for.
    enum Colors: Equatable {
        case unspecified
        case hierarchical(UIColor)
        case palette([UIColor])
        case multicolor
        case monochrome
    }

    /// The point size, or 0 when unspecified.
    var pointSize: CGFloat = 0
    /// The weight (`.unspecified` when not given).
    var weight: UIImage.SymbolWeight = .unspecified
    /// The scale (`.unspecified` when not given).
    var scale: UIImage.SymbolScale = .unspecified
    /// The text style whose size and weight the symbol follows.
    var textStyle: UIFont.TextStyle?
    /// The font whose size and weight the symbol follows.
    var font: UIFont?
    /// The colours.
    var colors: Colors = .unspecified

    init() { super.init(traitCollection: nil) }

    /// A configuration that leaves everything unspecified.
    public static var unspecified: UIImageSymbolConfiguration { UIImageSymbolConfiguration() }

    /// Symbols at `pointSize` points (the size of the text they sit beside).
    public convenience init(pointSize: CGFloat) {
        self.init()
        self.pointSize = Self.checked(pointSize)
    }

    /// Symbols at a point size and weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
        self.init(pointSize: pointSize)
        self.weight = weight
    }

    /// Symbols at a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        self.init(pointSize: pointSize, weight: weight)
        self.scale = scale
    }

    /// Symbols sized and weighted like text in a text style (following Dynamic Type).
    public convenience init(textStyle: UIFont.TextStyle) {
        self.init()
        self.textStyle = textStyle
    }

    /// Symbols for a text style at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(textStyle: textStyle)
        self.scale = scale
    }

    /// Symbols at a weight, sized by the context.
    public convenience init(weight: UIImage.SymbolWeight) {
        self.init()
        self.weight = weight
    }

    /// Symbols at a scale, sized by the context.
    public convenience init(scale: UIImage.SymbolScale) {
        self.init()
        self.scale = scale
    }

    /// Symbols sized and weighted like a font.
    public convenience init(font: UIFont) {
        self.init()
        self.font = font
    }

    /// Symbols sized and weighted like a font, at a scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
        self.init(font: font)
        self.scale = scale
    }

    /// Symbols drawn in shades of one colour (one shade here: see the type's notes).
    public convenience init(hierarchicalColor: UIColor) {
        self.init()
        colors = .hierarchical(hierarchicalColor)
    }

    /// Symbols drawn in the given colours, one per layer (the first colour here: see the type's notes).
    public convenience init(paletteColors: [UIColor]) {
        self.init()
        colors = paletteColors.isEmpty ? .unspecified : .palette(paletteColors)
    }

    /// A configuration that prefers the symbols' own colours.
    public static func preferringMulticolor() -> Self {
        let configuration = UIImageSymbolConfiguration()
        configuration.colors = .multicolor
        return configuration as? Self ?? Self()
    }

    /// A configuration that prefers one colour (the tint).
    public static func preferringMonochrome() -> Self {
        let configuration = UIImageSymbolConfiguration()
        configuration.colors = .monochrome
        return configuration as? Self ?? Self()
    }

    /// A copy without a point size, font, text style or weight (the context sizes the symbol).
    public func configurationWithoutPointSizeAndWeight() -> Self {
        edited { $0.pointSize = 0; $0.font = nil; $0.textStyle = nil; $0.weight = .unspecified }
    }

    /// A copy without a scale.
    public func configurationWithoutScale() -> Self { edited { $0.scale = .unspecified } }

    /// A copy without a weight.
    public func configurationWithoutWeight() -> Self { edited { $0.weight = .unspecified } }

    /// A copy without a text style.
    public func configurationWithoutTextStyle() -> Self { edited { $0.textStyle = nil } }

    /// Whether two symbol configurations configure the same.
    public func isEqual(to otherConfiguration: UIImageSymbolConfiguration?) -> Bool { isEqual(otherConfiguration) }

    private func edited(_ change: (UIImageSymbolConfiguration) -> Void) -> Self {
        let copy = copied() as? UIImageSymbolConfiguration ?? UIImageSymbolConfiguration()
        change(copy)
        return copy as? Self ?? self
    }

    override func copied() -> UIImageConfiguration {
        let copy = UIImageSymbolConfiguration()
        copy.traitCollection = traitCollection
        copy.pointSize = pointSize
        copy.weight = weight
        copy.scale = scale
        copy.textStyle = textStyle
        copy.font = font
        copy.colors = colors
        return copy
    }

    override func lay(_ other: UIImageConfiguration) {
        super.lay(other)
        guard let other = other as? UIImageSymbolConfiguration else { return }
        if other.pointSize > 0 || other.font != nil || other.textStyle != nil {
            // Size comes as one: a new point size replaces a text style or font, and the other way round.
            pointSize = other.pointSize
            font = other.font
            textStyle = other.textStyle
        }
        if other.weight != .unspecified { weight = other.weight }
        if other.scale != .unspecified { scale = other.scale }
        if other.colors != .unspecified { colors = other.colors }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? UIImageSymbolConfiguration else { return false }
        return other.pointSize == pointSize && other.weight == weight && other.scale == scale
            && other.textStyle == textStyle && other.font == font && other.colors == colors
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(super.hash)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(scale)
        hasher.combine(textStyle)
        return hasher.finalize()
    }

    public override var description: String {
        var parts: [String] = []
        if pointSize > 0 { parts.append("pointSize=\(pointSize)") }
        if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
        if let font { parts.append("font=\(font.fontName) \(font.pointSize)") }
        if weight != .unspecified { parts.append("weight=\(weight)") }
        if scale != .unspecified { parts.append("scale=\(scale)") }
        if colors != .unspecified { parts.append("colors=\(colors)") }
        if let traitCollection { parts.append("traits=\(traitCollection)") }
        return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
    }

    // MARK: - Resolving

    /// The point size, weight and scale this configuration draws at for traits: the font's or text
    /// style's size and weight when given, else the point size, else the body text style (17 points at
    /// the default content size); regular weight and medium scale when unspecified.
    func resolved(traits: UITraitCollection?) -> (pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        var size: CGFloat, impliedWeight = UIImage.SymbolWeight.regular
        if let font {
            size = font.pointSize
            impliedWeight = UIImage.SymbolWeight(fontWeight: UIFont.Weight(cssWeight: font.face.weight))
        } else if let textStyle {
            let styled = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits ?? traitCollection)
            size = styled.pointSize
            impliedWeight = UIImage.SymbolWeight(fontWeight: UIFont.Weight(cssWeight: styled.face.weight))
        } else if pointSize > 0 {
            size = pointSize
        } else {
            size = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits ?? traitCollection).pointSize
        }
        if !(size.isFinite && size > 0) { size = 17 }
        let resolvedScale: UIImage.SymbolScale = (scale == .unspecified || scale == .default) ? .medium : scale
        return (size, weight == .unspecified ? impliedWeight : weight, resolvedScale)
    }

    /// The colour the whole symbol is drawn in, or nil to draw as a template (in the tint).
    var drawColor: UIColor? {
        switch colors {
        case .hierarchical(let color): return color
        case .palette(let colors): return colors.first
        case .unspecified, .multicolor, .monochrome: return nil
        }
    }

    private static func checked(_ size: CGFloat) -> CGFloat {
        if size.isFinite && size >= 0 { return size }
        BadValue.report("UIKit", api: "UIImage.SymbolConfiguration(pointSize:)", "\(BadValue.number(size)) is not a usable point size; using the default")
        return 0
    }
}

extension UIImage {
    /// How a symbol image is drawn: size, weight, scale and colours.
    public typealias SymbolConfiguration = UIImageSymbolConfiguration
}
