/// A layer that draws a path: filled, stroked, or both, with stroke start and end for partial strokes.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? { didSet { changed() } }
    /// The fill colour (opaque black by default; nil for no fill).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed() } }
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { didSet { changed() } }
    /// The stroke width.
    open var lineWidth: CGFloat = 1 { didSet { changed() } }
    /// The miter limit.
    open var miterLimit: CGFloat = 10 { didSet { changed() } }
    /// Line ends.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    /// Line corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    /// The dash pattern lengths (nil: solid).
    open var lineDashPattern: [NSNumber]? { didSet { changed() } }
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0 { didSet { changed() } }
    /// The fraction of the path length where the stroke starts (0…1).
    open var strokeStart: CGFloat = 0 { didSet { changed() } }
    /// The fraction of the path length where the stroke ends (0…1).
    open var strokeEnd: CGFloat = 1 { didSet { changed() } }

    private func changed() { setNeedsComposite() }

    override func renderContent(in ctx: CGContext) {
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return }
        let start = min(max(strokeStart, 0), 1), end = min(max(strokeEnd, 0), 1)
        guard end > start else { return }
        ctx.saveGState()
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap.cgLineCap)
        ctx.setLineJoin(lineJoin.cgLineJoin)
        ctx.setMiterLimit(miterLimit)
        var stroked = path
        if start > 0 || end < 1 {
            // A partial stroke is a dash: nothing, then the part, then nothing for the rest.
            let length = path.length
            stroked = path.copy(dashingWithPhase: 0, lengths: [0, start * length, (end - start) * length, length + 1])
        }
        if let dashes = lineDashPattern, !dashes.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(stroked)
        ctx.strokePath()
        ctx.restoreGState()
    }
}
