/// The base of graphics renderers: a format and the bounds it draws.
open class UIGraphicsRenderer: NSObject {
    /// The format renderings use.
    public let format: UIGraphicsRendererFormat

    /// Creates a renderer for `bounds`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
    }

    /// Whether this renderer produces images.
    open var allowsImageOutput: Bool { false }
}
