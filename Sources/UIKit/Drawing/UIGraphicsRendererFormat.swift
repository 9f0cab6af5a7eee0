/// The base of renderer formats: the bounds drawing happens in.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The area a renderer draws (set by the renderer).
    open internal(set) var bounds: CGRect = .zero

    /// A format with the default settings.
    open class func `default`() -> Self { Self() }

    public required override init() {
        super.init()
    }
}
