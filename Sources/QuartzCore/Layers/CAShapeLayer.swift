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
    /// The stroke width. NaN, infinite and negative widths are reported and ignored.
    open var lineWidth: CGFloat = 1 {
        didSet { if !checkLength(lineWidth, api: "CAShapeLayer.lineWidth") { lineWidth = oldValue }; changed() }
    }
    /// The miter limit. NaN, infinite and negative limits are reported and ignored.
    open var miterLimit: CGFloat = 10 {
        didSet { if !checkLength(miterLimit, api: "CAShapeLayer.miterLimit") { miterLimit = oldValue }; changed() }
    }
    /// Line ends.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    /// Line corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    /// The dash pattern lengths (nil: solid). A pattern with a NaN, infinite or negative length is
    /// reported and ignored (Core Animation would stroke garbage).
    open var lineDashPattern: [NSNumber]? {
        didSet {
            let lengths = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
            if let bad = lengths.first(where: { !$0.isFinite || $0 < 0 }) {
                BadValue.report("QuartzCore", api: "CAShapeLayer.lineDashPattern", "length \(BadValue.number(bad)) in \(BadValue.text(lengths)) ignored")
                lineDashPattern = oldValue
            }
            changed()
        }
    }
    /// Where the dash pattern starts. NaN and infinities are reported and ignored.
    open var lineDashPhase: CGFloat = 0 {
        didSet {
            if BadValue.checkedNumber(lineDashPhase, "QuartzCore", api: "CAShapeLayer.lineDashPhase") == nil { lineDashPhase = oldValue }
            changed()
        }
    }
    /// The fraction of the path length where the stroke starts (0…1; values outside are clamped when
    /// drawn, as by Core Animation). NaN is reported and ignored.
    open var strokeStart: CGFloat = 0 {
        didSet {
            if strokeStart.isNaN { BadValue.report("QuartzCore", api: "CAShapeLayer.strokeStart", "NaN ignored"); strokeStart = oldValue }
            changed()
        }
    }
    /// The fraction of the path length where the stroke ends (0…1; clamped when drawn). NaN is
    /// reported and ignored.
    open var strokeEnd: CGFloat = 1 {
        didSet {
            if strokeEnd.isNaN { BadValue.report("QuartzCore", api: "CAShapeLayer.strokeEnd", "NaN ignored"); strokeEnd = oldValue }
            changed()
        }
    }

    private func changed() { setNeedsComposite() }

    /// Whether `value` is a usable length (finite, not negative); reports it under `api` when not.
    private func checkLength(_ value: CGFloat, api: String) -> Bool {
        guard let checked = BadValue.checkedNumber(value, "QuartzCore", api: api) else { return false }
        guard checked >= 0 else {
            BadValue.report("QuartzCore", api: api, "\(BadValue.number(checked)) is negative; ignored")
            return false
        }
        return true
    }

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
