/// Draws into bitmaps and returns them as images or encoded data.
///
/// Bad sizes (zero, negative, not finite, or too large) do not crash as on iOS: the error is logged,
/// the actions are not run, and the result is an empty image or empty data.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A closure that draws into the renderer's context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private var imageFormat: UIGraphicsImageRendererFormat { format as! UIGraphicsImageRendererFormat }

    /// Creates a renderer for an area of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    /// Creates a renderer for an area of `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for `bounds` (drawing at `bounds.origin` lands at the image's top left).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Creates a renderer for `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` and returns what they drew.
    open func image(actions: DrawingActions) -> UIImage {
        guard let (context, rendererContext) = makeContext() else { return UIImage() }
        run(actions, context, rendererContext)
        guard let cgImage = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: imageFormat.scale, orientation: .up)
    }

    /// Runs `actions` and returns what they drew as PNG data.
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns what they drew as JPEG data.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeContext() -> (CGContext, UIGraphicsImageRendererContext)? {
        let bounds = format.bounds
        guard let context = UIGraphicsContextStack.makeUIKitContext(size: bounds.size, scale: imageFormat.scale,
                                                                     opaque: imageFormat.opaque) else { return nil }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return (context, UIGraphicsImageRendererContext(cgContext: context, format: imageFormat))
    }

    private func run(_ actions: DrawingActions, _ context: CGContext, _ rendererContext: UIGraphicsImageRendererContext) {
        UIGraphicsContextStack.push(context)
        let depth = context.savedStateDepth
        context.saveGState()
        actions(rendererContext)
        while context.savedStateDepth > depth { context.restoreGState() }
        UIGraphicsContextStack.pop()
    }
}
