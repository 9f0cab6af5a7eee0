/// A colour ramp: colours at locations from 0 to 1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// The stops, sorted by location.
    let stops: [(location: CGFloat, color: CGColor)]

    /// Creates a gradient from colours and optional locations (evenly spaced when `nil`).
    ///
    /// `colors` holds `CGColor`s (an `NSArray`, so `[a, b] as CFArray` works as on iOS); nil when it holds
    /// no colours or when the location count does not match.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else {
            TesseraLog.error("CoreGraphics", "CGGradient: colors must be a non-empty array of CGColor")
            return nil
        }
        let locs = locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) }
        self.init(colors: list, locations: locs)
    }

    /// Creates a gradient from component values (`count` colours of the space's components plus alpha).
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        let n = space.numberOfComponents + 1
        guard count > 0 else { return nil }
        var list: [CGColor] = []
        for i in 0..<count {
            guard let color = CGColor(space: space, values: Array(UnsafeBufferPointer(start: components + i * n, count: n))) else { return nil }
            list.append(color)
        }
        self.init(colors: list, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    /// Creates a gradient from Swift arrays of colours and locations.
    public init?(colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let locs = locations ?? (colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) })
        stops = zip(locs, colors).map { (min(max($0.0, 0), 1), $0.1) }.enumerated()
            .sorted { $0.element.0 == $1.element.0 ? $0.offset < $1.offset : $0.element.0 < $1.element.0 }
            .map { (location: $0.element.0, color: $0.element.1) }
    }
}
