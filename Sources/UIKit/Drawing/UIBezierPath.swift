/// A path with its own line attributes, drawn into the current graphics context.
///
/// Angles are in UIKit's flipped space: `clockwise` arcs turn clockwise on screen. Rounded rectangles use
/// iOS 7's continuous-curvature corners when the radius is under a third of both sides, and circular
/// corners (a capsule at half the shorter side) beyond, as iOS does.
open class UIBezierPath: NSObject {
    private var path: CGMutablePath

    /// Stroke width in points.
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter length limit, as a multiple of the line width.
    open var miterLimit: CGFloat = 10
    /// Curve flatness (accepted for compatibility).
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Creates an empty path.
    public override init() {
        path = CGMutablePath()
    }

    /// Creates a path from a Core Graphics path.
    public init(cgPath: CGPath) {
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`, starting at its rightmost point and turning clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with continuous rounded corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with some corners rounded by `cornerRadii.width` (continuous curvature, as iOS).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        RoundedRectPath.add(to: path, rect: rect.standardized, corners: RectCorners(rawValue: corners.rawValue), radius: max(0, cornerRadii.width))
    }

    /// A circular arc; `clockwise` is as seen on a UIKit screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as a Core Graphics path (a copy; setting it replaces the path).
    open var cgPath: CGPath {
        get { path.copy() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The bounds of the path, control points included.
    open var bounds: CGRect { path.boundingBox }

    /// The end point of the last element.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a subpath.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight line.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc; `clockwise` is as seen on a UIKit screen (angles increase).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is Core Graphics' counter-clockwise: the y axis points down.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// The same outline traversed in the opposite direction.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: path.reversedPath())
        reversed.copyAttributes(from: self)
        return reversed
    }

    /// Whether `point` is inside the filled path.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern (`count` lengths from `pattern`; nil or 0 for solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern into `pattern` (if given) and its count and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Fills the path with the current fill colour; the context's own current path is left as it was.
    open func fill() {
        UIGraphicsGetCurrentContext()?.fill(path, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with a blend mode and alpha.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        withBlendMode(blendMode, alpha: alpha) { fill() }
    }

    /// Strokes the path with the current stroke colour and this path's line attributes; the context's
    /// state and current path are left as they were.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineAttributes(to: context)
        context.stroke(path)
        context.restoreGState()
    }

    /// Strokes the path with a blend mode and alpha.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        withBlendMode(blendMode, alpha: alpha) { stroke() }
    }

    /// Runs `draw` with a blend mode and alpha set on the current context, then restores it.
    private func withBlendMode(_ blendMode: CGBlendMode, alpha: CGFloat, _ draw: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        UIGraphicsGetCurrentContext()?.clip(to: path, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyLineAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    open override func copy() -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.copyAttributes(from: self)
        return copy
    }
}
