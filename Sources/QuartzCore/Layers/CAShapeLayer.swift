/// A layer that draws a path: filled, stroked, or both, with stroke start and end for partial strokes.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? { didSet { changed("path", from: .path(oldValue)) } }
    /// The fill colour (opaque black by default; nil for no fill).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { changed("fillColor", from: .color(oldValue)) } }
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { didSet { changed("strokeColor", from: .color(oldValue)) } }
    /// The stroke width. NaN, infinite and negative widths are reported and ignored.
    open var lineWidth: CGFloat = 1 {
        didSet { if !checkLength(lineWidth, api: "CAShapeLayer.lineWidth") { lineWidth = oldValue }; changed("lineWidth", from: .number(Double(oldValue))) }
    }
    /// The miter limit. NaN, infinite and negative limits are reported and ignored.
    open var miterLimit: CGFloat = 10 {
        didSet { if !checkLength(miterLimit, api: "CAShapeLayer.miterLimit") { miterLimit = oldValue }; changed("miterLimit", from: .number(Double(oldValue))) }
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
            changed("lineDashPhase", from: .number(Double(oldValue)))
        }
    }
    /// The fraction of the path length where the stroke starts (0…1; values outside are clamped when
    /// drawn, as by Core Animation). NaN is reported and ignored.
    open var strokeStart: CGFloat = 0 {
        didSet {
            if strokeStart.isNaN { BadValue.report("QuartzCore", api: "CAShapeLayer.strokeStart", "NaN ignored"); strokeStart = oldValue }
            changed("strokeStart", from: .number(Double(oldValue)))
        }
    }
    /// The fraction of the path length where the stroke ends (0…1; clamped when drawn). NaN is
    /// reported and ignored.
    open var strokeEnd: CGFloat = 1 {
        didSet {
            if strokeEnd.isNaN { BadValue.report("QuartzCore", api: "CAShapeLayer.strokeEnd", "NaN ignored"); strokeEnd = oldValue }
            changed("strokeEnd", from: .number(Double(oldValue)))
        }
    }

    private func changed() { setNeedsComposite() }

    /// An animatable property changed from `old`: run its action and show the change.
    private func changed(_ key: String, from old: AnimatableValue) {
        runAction(forKey: key, from: old)
        setNeedsComposite()
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": .path(path)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        case "lineWidth": .number(Double(lineWidth))
        case "miterLimit": .number(Double(miterLimit))
        case "lineDashPhase": .number(Double(lineDashPhase))
        case "strokeStart": .number(Double(strokeStart))
        case "strokeEnd": .number(Double(strokeEnd))
        default: super.animatableValue(forKey: key)
        }
    }

    override class var storesThroughSetters: Bool { true }

    override func storeAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("path", .path(let v)): path = v
        case ("fillColor", .color(let v)): fillColor = v
        case ("strokeColor", .color(let v)): strokeColor = v
        case ("lineWidth", .number(let v)): lineWidth = CGFloat(max(0, v))
        case ("miterLimit", .number(let v)): miterLimit = CGFloat(max(0, v))
        case ("lineDashPhase", .number(let v)): lineDashPhase = CGFloat(v)
        case ("strokeStart", .number(let v)): strokeStart = CGFloat(v)
        case ("strokeEnd", .number(let v)): strokeEnd = CGFloat(v)
        default: super.storeAnimatableValue(value, forKey: key)
        }
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let shape = other as? CAShapeLayer else { return }
        LayerActions.whileStoring {
            path = shape.path; fillColor = shape.fillColor; fillRule = shape.fillRule; strokeColor = shape.strokeColor
            lineWidth = shape.lineWidth; miterLimit = shape.miterLimit; lineCap = shape.lineCap; lineJoin = shape.lineJoin
            lineDashPattern = shape.lineDashPattern; lineDashPhase = shape.lineDashPhase
            strokeStart = shape.strokeStart; strokeEnd = shape.strokeEnd
        }
    }

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
