/// The symbol configuration an image view lays under the symbol images it shows.
struct SymbolPreference {
    /// The view's preferred configuration.
    var configuration: UIImage.SymbolConfiguration?
    /// The last image configured, and the result (so layout and display do not draw it again).
    var source: UIImage?
    var result: UIImage?
}

extension UIImageView {
    /// The configuration (point size, text style, weight, scale, colours) for symbol images the view
    /// shows: values the image's own configuration leaves unspecified come from here, so an image made
    /// with a weight keeps it while the view sets the size. Nil by default: symbols draw at their own or
    /// the default configuration. The view's intrinsic size follows the configured symbol.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get { symbolPreference.configuration }
        set {
            let size = intrinsicContentSize
            symbolPreference = SymbolPreference(configuration: newValue)
            guard staticImage?.isSymbolImage == true || activeAnimationImages?.first?.isSymbolImage == true else { return }
            layer.setNeedsDisplay()
            if size != intrinsicContentSize { invalidateIntrinsicContentSize() }
        }
    }

    /// `image` with the preferred symbol configuration under its own (the image itself when it is not a
    /// symbol or there is no preference). The last result is kept.
    func symbolConfigured(_ image: UIImage) -> UIImage {
        guard let preferred = symbolPreference.configuration, let symbol = image.symbol else { return image }
        if symbolPreference.source === image, let result = symbolPreference.result { return result }
        let merged = preferred.applying(symbol.configuration)
        let result = image.withConfiguration(merged)
        symbolPreference.source = image
        symbolPreference.result = result
        return result
    }
}
