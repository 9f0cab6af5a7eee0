import Foundation

/// Reads SVG path data (`d` attributes: every command, absolute and relative, with the compact number
/// forms icon files use such as `.5.5` and `-.7-.3`) into a `CGPath`. Malformed data ends the path where
/// it stops making sense, as browsers do; it never traps.
struct SVGPathReader {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The path `d` describes, or nil when it draws nothing.
    static func path(_ d: String) -> CGPath? {
        var reader = SVGPathReader(d)
        let path = CGMutablePath()
        var current = CGPoint.zero, start = CGPoint.zero
        var lastCubic: CGPoint?, lastQuad: CGPoint?
        var command: UInt8 = 0
        while true {
            if let letter = reader.letter() {
                command = letter
            } else if !reader.atNumber() || command == 0 || command | 0x20 == UInt8(ascii: "z") {
                break
            }
            let relative = command >= UInt8(ascii: "a")
            let origin = relative ? current : .zero
            var cubic: CGPoint?, quad: CGPoint?
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let p = reader.point(origin) else { return path.isEmpty ? nil : path }
                path.move(to: p)
                current = p; start = p
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                guard let p = reader.point(origin) else { return path }
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "h"):
                guard let x = reader.number() else { return path }
                current = CGPoint(x: x + origin.x, y: current.y)
                path.addLine(to: current)
            case UInt8(ascii: "v"):
                guard let y = reader.number() else { return path }
                current = CGPoint(x: current.x, y: y + origin.y)
                path.addLine(to: current)
            case UInt8(ascii: "c"):
                guard let c1 = reader.point(origin), let c2 = reader.point(origin), let p = reader.point(origin) else { return path }
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p; cubic = c2
            case UInt8(ascii: "s"):
                guard let c2 = reader.point(origin), let p = reader.point(origin) else { return path }
                let c1 = lastCubic.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p; cubic = c2
            case UInt8(ascii: "q"):
                guard let c = reader.point(origin), let p = reader.point(origin) else { return path }
                path.addQuadCurve(to: p, control: c)
                current = p; quad = c
            case UInt8(ascii: "t"):
                guard let p = reader.point(origin) else { return path }
                let c = lastQuad.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                path.addQuadCurve(to: p, control: c)
                current = p; quad = c
            case UInt8(ascii: "a"):
                guard let rx = reader.number(), let ry = reader.number(), let angle = reader.number(),
                      let large = reader.flag(), let sweep = reader.flag(), let p = reader.point(origin) else { return path }
                addArc(to: path, from: current, to: p, rx: rx, ry: ry, degrees: angle, large: large, sweep: sweep)
                current = p
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = start
            default:
                return path.isEmpty ? nil : path
            }
            lastCubic = cubic
            lastQuad = quad
        }
        return path.isEmpty ? nil : path
    }

    /// Every number in a list such as a `viewBox` or a `matrix(…)`.
    static func numbers(in text: String) -> [CGFloat] {
        var reader = SVGPathReader(text)
        var result: [CGFloat] = []
        while reader.index < reader.bytes.count {
            if let n = reader.number() { result.append(n) } else { reader.index += 1 }
        }
        return result
    }

    // MARK: - Arcs

    /// Adds an elliptical arc as cubic Béziers (at most a quarter turn each), by the SVG specification's
    /// endpoint-to-centre conversion; radii too small to reach are scaled up, zero radii draw a line.
    private static func addArc(to path: CGMutablePath, from p0: CGPoint, to p1: CGPoint, rx: CGFloat, ry: CGFloat,
                               degrees: CGFloat, large: Bool, sweep: Bool) {
        guard p0 != p1 else { return }
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0 else { path.addLine(to: p1); return }
        let phi = degrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
        if large == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry, vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments), t = 4 / 3 * tan(step / 4)
        func point(_ a: CGFloat) -> CGPoint {
            CGPoint(x: cx + rx * cosPhi * cos(a) - ry * sinPhi * sin(a), y: cy + rx * sinPhi * cos(a) + ry * cosPhi * sin(a))
        }
        func derivative(_ a: CGFloat) -> CGPoint {
            CGPoint(x: -rx * cosPhi * sin(a) - ry * sinPhi * cos(a), y: -rx * sinPhi * sin(a) + ry * cosPhi * cos(a))
        }
        for i in 0..<segments {
            let a = theta + CGFloat(i) * step, b = a + step
            let pa = point(a), pb = i == segments - 1 ? p1 : point(b), da = derivative(a), db = derivative(b)
            path.addCurve(to: pb, control1: CGPoint(x: pa.x + t * da.x, y: pa.y + t * da.y),
                          control2: CGPoint(x: pb.x - t * db.x, y: pb.y - t * db.y))
        }
    }

    // MARK: - Tokens

    private mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x2C || (0x09...0x0D).contains(bytes[index]) {
            index += 1
        }
    }

    /// The next command letter, consumed; nil (nothing consumed) when a number or the end comes next.
    private mutating func letter() -> UInt8? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let c = bytes[index]
        guard (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c), c != UInt8(ascii: "e"), c != UInt8(ascii: "E") else { return nil }
        index += 1
        return c
    }

    private mutating func atNumber() -> Bool {
        skipSeparators()
        guard index < bytes.count else { return false }
        let c = bytes[index]
        return c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || (0x30...0x39).contains(c)
    }

    private mutating func number() -> CGFloat? {
        skipSeparators()
        let start = index
        func digits() -> Bool {
            let from = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index > from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var any = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            any = digits() || any
        }
        guard any else { index = start; return nil }
        if index + 1 < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            if !digits() { index = mark }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)).map { CGFloat($0) }
    }

    private mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: return nil
        }
    }

    private mutating func point(_ origin: CGPoint) -> CGPoint? {
        guard let x = number(), let y = number() else { return nil }
        return CGPoint(x: x + origin.x, y: y + origin.y)
    }
}
