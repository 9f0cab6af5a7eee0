/// The drawing environment handed to a renderer's actions.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into (also current for UIKit drawing during the actions).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills a rectangle with a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a rectangle's outline just inside it.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5)) }

    /// Strokes a rectangle's outline with a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with a rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
