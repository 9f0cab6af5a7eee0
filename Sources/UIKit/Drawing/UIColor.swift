/// A colour: fixed components in extended sRGB (or gray), or dynamic, resolved against a trait collection.
///
/// Components keep the values given (extended range allowed); drawing clamps to sRGB. Dynamic colours,
/// including the semantic system colours, resolve against `UITraitCollection.current` whenever `cgColor`
/// is read, so the same `UIColor` draws light or dark as the current traits say.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Red, green, blue, alpha of a fixed colour.
    let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// Whether the colour was made as a gray (reported as such by `getWhite` and `cgColor`).
    let isGray: Bool
    /// The resolver of a dynamic colour.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// A name for system colours, used in descriptions and equality.
    private(set) var systemName: String?
    /// The colour of a pattern-image colour.
    let patternImage: UIImage?
    /// The Core Graphics colour of a colour that does not depend on traits (nil for dynamic and pattern
    /// colours): what any trait collection resolves it to.
    let fixedCGColor: CGColor?

    /// Creates a colour from extended sRGB components. NaN components are reported and become 0,
    /// infinite ones the nearest end of 0…1 (UIKit keeps them and draws garbage).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b, a) = UIColor.usable(red, green, blue, alpha, api: "UIColor(red:green:blue:alpha:)")
        components = (r, g, b, a)
        isGray = false
        provider = nil
        systemName = nil
        patternImage = nil
        fixedCGColor = CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Creates a gray. A NaN white or alpha is reported and becomes 0; an infinite one the nearest end of 0…1.
    public init(white: CGFloat, alpha: CGFloat) {
        let usable = UIColor.usable(white, white, white, alpha, api: "UIColor(white:alpha:)")
        let (w, a) = (usable.0, usable.3)
        components = (w, w, w, a)
        isGray = true
        provider = nil
        systemName = nil
        patternImage = nil
        fixedCGColor = CGColor(gray: w, alpha: a)
    }

    /// Creates a colour from hue, saturation and brightness (all 0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from Display P3 components (converted to extended sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.srgb(fromDisplayP3: (red, green, blue))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from a `CGColor`.
    public convenience init(cgColor: CGColor) {
        if cgColor.colorSpace?.model == .monochrome {
            self.init(white: cgColor.rgba.red, alpha: cgColor.alpha)
        } else {
            self.init(red: cgColor.rgba.red, green: cgColor.rgba.green, blue: cgColor.rgba.blue, alpha: cgColor.alpha)
        }
    }

    /// Creates a dynamic colour: `provider` picks the colour for a trait collection each time it is resolved.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 1)
        isGray = false
        self.provider = provider
        systemName = nil
        patternImage = nil
        fixedCGColor = nil
    }

    /// Creates a colour that paints `image` repeated (used as a view background).
    public init(patternImage image: UIImage) {
        components = (0, 0, 0, 1)
        isGray = false
        provider = nil
        systemName = nil
        patternImage = image
        fixedCGColor = CGColor(gray: 0, alpha: 1)
    }

    /// A named, dynamic system colour.
    /// (A convenience initializer, so every designated one is public: a subclass that adds none inherits
    /// them all, and with them every convenience initializer, as subclasses of Apple's `UIColor` do.)
    convenience init(systemName: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider: provider)
        self.systemName = systemName
    }

    /// The fixed colour for `traitCollection` (the colour itself unless it is dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The Core Graphics colour, resolved against `UITraitCollection.current`. Where Tessera differs: the
    /// `CGColor` of a dynamic colour remembers it, so a view whose layer's background, border or shadow
    /// colour was set from it re-resolves that colour when the view's traits change.
    open var cgColor: CGColor { cgColor(resolvedWith: UITraitCollection.current) }

    /// The Core Graphics colour for `traits`; a dynamic colour's remembers this colour.
    func cgColor(resolvedWith traits: UITraitCollection) -> CGColor {
        if let fixedCGColor { return fixedCGColor }
        let resolved = resolvedColor(with: traits).cgColor
        return provider == nil ? resolved : CGColor(resolved, dynamicSource: self)
    }

    /// The resolved colour's sRGB components.
    private var resolvedComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        provider == nil ? components : resolvedColor(with: UITraitCollection.current).components
    }

    /// Reads the red, green, blue and alpha components; always succeeds for Tessera's colours.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedComponents
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    /// Reads the white and alpha components; false (leaving the pointers alone) unless the colour is gray.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = provider == nil ? self : resolvedColor(with: UITraitCollection.current)
        guard resolved.isGray else { return false }
        white?.pointee = resolved.components.red
        alpha?.pointee = resolved.components.alpha
        return true
    }

    /// Reads hue, saturation, brightness and alpha (all 0…1).
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedComponents
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue)
        let delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.red { h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == c.green { h = (c.blue - c.red) / delta + 2 }
            else { h = (c.red - c.green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = c.alpha
        return true
    }

    /// The same colour with another alpha (dynamic colours stay dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
        return isGray ? UIColor(white: components.red, alpha: alpha)
            : UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    /// The alpha of the resolved colour.
    var alphaComponent: CGFloat { resolvedComponents.alpha }

    /// Sets this colour as the fill and stroke colour of the current graphics context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Sets this colour as the fill colour of the current graphics context.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets this colour as the stroke colour of the current graphics context.
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        if let name = systemName { return name == other.systemName }
        if provider != nil || other.provider != nil || patternImage != nil || other.patternImage != nil { return false }
        return isGray == other.isGray && components == other.components
    }

    open var hash: Int {
        var h = Hasher()
        h.combine(systemName)
        h.combine(components.red); h.combine(components.green); h.combine(components.blue); h.combine(components.alpha)
        return h.finalize()
    }

    open var description: String {
        if let systemName { return "<UIDynamicSystemColor; name = \(systemName)>" }
        if provider != nil { return "<UIDynamicProviderColor; provider = <closure>>" }
        if patternImage != nil { return "<UIPatternColor>" }
        func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return isGray ? "UIExtendedGrayColorSpace \(f(components.red)) \(f(components.alpha))"
            : "UIExtendedSRGBColorSpace \(f(components.red)) \(f(components.green)) \(f(components.blue)) \(f(components.alpha))"
    }

    // MARK: Colour maths

    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        h *= 6
        let i = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Display P3 → extended sRGB through linear light and the two spaces' primaries.
    static func srgb(fromDisplayP3 c: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        func toLinear(_ v: CGFloat) -> CGFloat {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }
        func toGamma(_ v: CGFloat) -> CGFloat {
            let a = abs(v)
            let g = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return v < 0 ? -g : g
        }
        let r = toLinear(c.0), g = toLinear(c.1), b = toLinear(c.2)
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (toGamma(sr), toGamma(sg), toGamma(sb))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

private func == (lhs: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat),
                 rhs: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
}

extension UIColor {
    /// Components with NaN replaced by 0 and infinities by the nearest end of 0…1, reported under `api`.
    static func usable(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat, api: String)
        -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard !(r.isFinite && g.isFinite && b.isFinite && a.isFinite) else { return (r, g, b, a) }
        func fix(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : v.isInfinite ? (v > 0 ? 1 : 0) : v }
        BadValue.report("UIKit", api: api, "\(BadValue.problem(r, g, b, a) ?? "NaN") in \(BadValue.text(r, g, b, a)); clamped to \(BadValue.text(fix(r), fix(g), fix(b), fix(a)))")
        return (fix(r), fix(g), fix(b), fix(a))
    }
}
