/// A layer that fills its bounds with a gradient.
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s.
    open var colors: [Any]? { didSet { changed("colors", from: oldValue) } }
    /// The stop locations, 0…1 (nil: evenly spaced). Locations with NaN or infinities are reported and ignored.
    open var locations: [NSNumber]? {
        didSet {
            let values = (locations ?? []).map { CGFloat($0.doubleValue) }
            if values.contains(where: { !$0.isFinite }) {
                BadValue.report("QuartzCore", api: "CAGradientLayer.locations", "\(values.contains(where: \.isNaN) ? "NaN" : "infinity") in \(BadValue.text(values)) ignored")
                locations = oldValue
            }
            changed("locations", from: oldValue)
        }
    }
    /// Where the gradient starts, in unit coordinates of the bounds. NaN and infinities are reported and ignored.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet {
            if BadValue.checkedPoint(startPoint, "QuartzCore", api: "CAGradientLayer.startPoint") == nil { startPoint = oldValue }
            changed("startPoint", from: oldValue)
        }
    }
    /// Where the gradient ends, in unit coordinates of the bounds. NaN and infinities are reported and ignored.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet {
            if BadValue.checkedPoint(endPoint, "QuartzCore", api: "CAGradientLayer.endPoint") == nil { endPoint = oldValue }
            changed("endPoint", from: oldValue)
        }
    }
    /// Axial, radial or conic.
    open var type: CAGradientLayerType = .axial { didSet { setNeedsComposite() } }

    /// An animatable property changed from `old`: run its action and show the change.
    private func changed(_ key: String, from old: Any?) {
        if let old = AnimatableValue(old) ?? (old == nil ? .list([]) : nil) { runAction(forKey: key, from: old) }
        setNeedsComposite()
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": AnimatableValue(colors) ?? .list([])
        case "locations": AnimatableValue(locations) ?? .list([])
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: super.animatableValue(forKey: key)
        }
    }

    override class var storesThroughSetters: Bool { true }

    override func storeAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("colors", .list(let items)): colors = items.isEmpty ? nil : items.compactMap { item -> Any? in
            if case .color(let c?) = item { return c }
            return nil
        }
        case ("locations", .list(let items)): locations = items.isEmpty ? nil : items.compactMap { item -> NSNumber? in
            if case .number(let n) = item { return NSNumber(value: n) }
            return nil
        }
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        default: super.storeAnimatableValue(value, forKey: key)
        }
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let gradient = other as? CAGradientLayer else { return }
        LayerActions.whileStoring {
            colors = gradient.colors; locations = gradient.locations
            startPoint = gradient.startPoint; endPoint = gradient.endPoint; type = gradient.type
        }
    }

    override func renderContent(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return }
        let locs = locations.map { $0.prefix(cgColors.count).map { CGFloat($0.doubleValue) } }
        guard let gradient = CGGradient(colors: cgColors, locations: locs?.count == cgColors.count ? locs : nil) else { return }
        let b = bounds
        func point(_ p: CGPoint) -> CGPoint { CGPoint(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height) }
        ctx.saveGState()
        ctx.clip(to: b)
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch type {
        case .radial:
            // An ellipse: draw a circle in a space scaled so the end point's offsets become equal radii.
            let s = point(startPoint), e = point(endPoint)
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            let radius = max(rx, ry)
            guard radius > 0 else { break }
            ctx.translateBy(x: s.x, y: s.y)
            ctx.scaleBy(x: rx > 0 ? rx / radius : 1, y: ry > 0 ? ry / radius : 1)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius, options: options)
        case .conic:
            drawConic(gradient: cgColors, locations: locs, center: point(startPoint), towards: point(endPoint), in: ctx, bounds: b)
        default:
            ctx.drawLinearGradient(gradient, start: point(startPoint), end: point(endPoint), options: options)
        }
        ctx.restoreGState()
    }

    /// A conic gradient as thin wedges around the centre.
    private func drawConic(gradient colors: [CGColor], locations: [CGFloat]?, center: CGPoint, towards: CGPoint,
                           in ctx: CGContext, bounds: CGRect) {
        let steps = 360
        let start = atan2(towards.y - center.y, towards.x - center.x)
        let radius = hypot(bounds.width, bounds.height)
        let locs = locations ?? colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        func color(at t: CGFloat) -> CGColor {
            guard let upper = locs.firstIndex(where: { $0 >= t }) else { return colors[colors.count - 1] }
            guard upper > 0 else { return colors[0] }
            let f = (t - locs[upper - 1]) / max(locs[upper] - locs[upper - 1], 1e-9)
            let a = colors[upper - 1].rgba, b = colors[upper].rgba
            return CGColor(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                           blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
        }
        for i in 0..<steps {
            let t0 = CGFloat(i) / CGFloat(steps), t1 = CGFloat(i + 1) / CGFloat(steps)
            let a0 = start + t0 * 2 * .pi, a1 = start + t1 * 2 * .pi + 0.01
            ctx.setFillColor(color(at: (t0 + t1) / 2))
            ctx.move(to: center)
            ctx.addLine(to: CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0)))
            ctx.addLine(to: CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1)))
            ctx.closePath()
            ctx.fillPath()
        }
    }
}
