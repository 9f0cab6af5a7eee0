/// Symbol images: `UIImage(systemName:)` and their configurations.
///
/// Where Tessera differs: symbols come from a freely licensed set (Bootstrap Icons, MIT), mapped to the
/// SF Symbols names apps use most (see `SymbolNames`); they look close to, not the same as, Apple's. A name
/// outside the table gives nil, as an unknown name does on iOS. Symbol images are bitmaps rendered for the
/// traits' display scale, and draw again from their outlines when drawn with `draw(in:)` at another size,
/// so they stay sharp.
extension UIImage {
    /// The system symbol `name` at the default configuration (body text size, regular weight, medium
    /// scale), tinted by the view that shows it; nil for an unknown name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn with a configuration (a symbol configuration sets size, weight,
    /// scale and colours; any configuration's traits set the display scale and content size).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        let symbolConfiguration = UIImage.symbolConfiguration(from: configuration)
        guard let made = SymbolImages.make(name: name, configuration: symbolConfiguration, traits: configuration?.traitCollection) else {
            return nil
        }
        self.init(symbol: made.info, bitmap: made.bitmap, displayScale: made.displayScale)
    }

    /// The system symbol `name` for a trait collection (its display scale and content size category).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// The system symbol `name` for a variable value (0…1) and configuration. Tessera's set has no
    /// variable layers, so every value draws the whole symbol (iOS dims the layers above the value).
    public convenience init?(systemName name: String, variableValue: Double, configuration: UIImage.Configuration?) {
        if !variableValue.isFinite {
            BadValue.report("UIKit", api: "UIImage(systemName:variableValue:configuration:)", "\(variableValue) is not a usable value; drawing the whole symbol")
        }
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// A symbol image from made parts.
    convenience init(symbol info: SymbolImageInfo, bitmap: CGImage, displayScale: CGFloat) {
        let color = info.configuration.drawColor
        self.init(cgImage: bitmap, scale: displayScale, renderingMode: color == nil ? .alwaysTemplate : .alwaysOriginal,
                  tint: color)
        symbol = info
        baseline = info.baselineOffset
    }

    /// The symbol configuration for any configuration (a plain one contributes its traits).
    static func symbolConfiguration(from configuration: UIImage.Configuration?) -> UIImageSymbolConfiguration {
        if let symbol = configuration as? UIImageSymbolConfiguration { return symbol }
        return UIImageSymbolConfiguration.unspecified.withTraitCollection(configuration?.traitCollection)
    }

    /// The configuration a symbol image was made with (nil for other images).
    public var symbolConfiguration: UIImage.SymbolConfiguration? { symbol?.configuration }

    /// The configuration the image was made with: a symbol's configuration; nil for other images.
    public var configuration: UIImage.Configuration? { symbol?.configuration }

    /// The image for another configuration: a symbol drawn again with `configuration` laid over its own;
    /// an image from an asset, the asset's variant for the configuration's traits; otherwise the image itself.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        if let symbol {
            let merged = symbol.configuration.applying(configuration)
            return symbolImage(name: symbol.name, configuration: merged) ?? self
        }
        if let asset = imageAsset, let traits = configuration.traitCollection {
            return asset.image(with: traits)
        }
        return self
    }

    /// A symbol image drawn again with `configuration` laid over its own; nil for images that are not symbols.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return symbolImage(name: symbol.name, configuration: symbol.configuration.applying(configuration))
    }

    private func symbolImage(name: String, configuration: UIImageSymbolConfiguration) -> UIImage? {
        guard let made = SymbolImages.make(name: name, configuration: configuration, traits: configuration.traitCollection) else { return nil }
        let image = UIImage(symbol: made.info, bitmap: made.bitmap, displayScale: made.displayScale)
        // Keep a rendering mode or tint set on this image (iOS keeps them across configurations).
        if renderingMode != image.renderingMode, configuration.drawColor == nil {
            return image.with(renderingMode: renderingMode, tint: .some(drawTint))
        }
        return image
    }

    // MARK: - Baselines

    /// The distance from the image's bottom to the baseline it sits on beside text (symbols have one:
    /// centred on the cap height of text at their point size); nil for images without a baseline.
    public var baselineOffsetFromBottom: CGFloat? { baseline }

    /// Whether the image has a baseline.
    public var hasBaseline: Bool { baseline != nil }

    /// A copy with a baseline `baselineOffset` points above its bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        guard baselineOffset.isFinite else {
            BadValue.report("UIKit", api: "UIImage.withBaselineOffset(fromBottom:)", "\(BadValue.number(baselineOffset)) is not a usable offset; ignored")
            return self
        }
        let copy = with()
        copy.baseline = baselineOffset
        return copy
    }

    /// A copy without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        let copy = with()
        copy.baseline = nil
        return copy
    }

    // MARK: - Standard symbols

    /// The symbol for adding (`plus`).
    public static var add: UIImage { standardSymbol("plus") }
    /// The symbol for removing (`minus`).
    public static var remove: UIImage { standardSymbol("minus") }
    /// The symbol for actions (`ellipsis`).
    public static var actions: UIImage { standardSymbol("ellipsis") }
    /// A checkmark (`checkmark`).
    public static var checkmark: UIImage { standardSymbol("checkmark") }
    /// A bold checkmark (`checkmark`, bold).
    public static var strokedCheckmark: UIImage {
        UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)) ?? UIImage()
    }

    /// A standard symbol, or an empty image when the set is missing (these properties are not optional on iOS).
    private static func standardSymbol(_ name: String) -> UIImage { UIImage(systemName: name) ?? UIImage() }
}
