import Foundation

/// The outline of one icon of the symbol set: its filled shapes in the icon's own units (y down), read
/// from the SVG file the set ships. Immutable once read, so shared between threads.
struct SymbolOutline: @unchecked Sendable {
    /// One filled shape and the rule that decides its inside.
    struct Shape {
        let path: CGPath
        let rule: CGPathFillRule
    }

    /// The shapes, painted in order.
    let shapes: [Shape]
    /// The icon's drawing area in its own units (16 × 16 for the shipped set).
    let viewBox: CGRect
    /// The smallest rectangle around every shape.
    let bounds: CGRect

    /// Reads an icon from SVG text: `path`, `circle` and `rect` elements (with `fill-rule` and a matrix
    /// `transform`), which is all the shipped set uses; nil when nothing in it can be drawn.
    init?(svg text: String) {
        var shapes: [Shape] = []
        var viewBox = CGRect(x: 0, y: 0, width: 16, height: 16)
        for element in SVGElement.all(in: text) {
            switch element.name {
            case "svg":
                let numbers = element["viewBox"].map(SVGPathReader.numbers(in:)) ?? []
                if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 {
                    viewBox = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                }
            case "path":
                guard let d = element["d"], let path = SVGPathReader.path(d) else { continue }
                shapes.append(Shape(path: element.transformed(path), rule: element["fill-rule"] == "evenodd" ? .evenOdd : .winding))
            case "circle":
                let cx = element.number("cx"), cy = element.number("cy"), r = element.number("r")
                guard r > 0 else { continue }
                let path = CGMutablePath()
                path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
                shapes.append(Shape(path: element.transformed(path), rule: .winding))
            case "rect":
                let rect = CGRect(x: element.number("x"), y: element.number("y"),
                                  width: element.number("width"), height: element.number("height"))
                guard rect.width > 0, rect.height > 0 else { continue }
                let rx = min(element.number("rx", or: element.number("ry")), rect.width / 2)
                let ry = min(element.number("ry", or: rx), rect.height / 2)
                let path = CGMutablePath()
                if rx > 0, ry > 0 {
                    path.addRoundedRect(in: rect, cornerWidth: rx, cornerHeight: ry)
                } else {
                    path.addRect(rect)
                }
                shapes.append(Shape(path: element.transformed(path), rule: .winding))
            default:
                continue
            }
        }
        guard !shapes.isEmpty else { return nil }
        self.shapes = shapes
        self.viewBox = viewBox
        bounds = shapes.dropFirst().reduce(shapes[0].path.boundingBoxOfPath) { $0.union($1.path.boundingBoxOfPath) }
    }
}

/// One element of an SVG file: its name and attributes (enough XML for icon files, which hold no text).
struct SVGElement {
    let name: String
    let attributes: [String: String]

    subscript(key: String) -> String? { attributes[key] }

    /// A numeric attribute, or `fallback` when it is missing or not a number.
    func number(_ key: String, or fallback: CGFloat = 0) -> CGFloat {
        attributes[key].flatMap { SVGPathReader.numbers(in: $0).first } ?? fallback
    }

    /// The path moved by the element's `transform="matrix(a b c d e f)"`, `translate(…)` or `scale(…)`.
    func transformed(_ path: CGPath) -> CGPath {
        guard let text = attributes["transform"] else { return path }
        let values = SVGPathReader.numbers(in: text)
        var transform = CGAffineTransform.identity
        if text.hasPrefix("matrix"), values.count == 6 {
            transform = CGAffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
        } else if text.hasPrefix("translate"), let x = values.first {
            transform = CGAffineTransform(translationX: x, y: values.count > 1 ? values[1] : 0)
        } else if text.hasPrefix("scale"), let x = values.first {
            transform = CGAffineTransform(scaleX: x, y: values.count > 1 ? values[1] : x)
        }
        let result = CGMutablePath()
        result.addPath(path, transform: transform)
        return result
    }

    /// Every element of `text`, in order.
    static func all(in text: String) -> [SVGElement] {
        var elements: [SVGElement] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let body = rest[..<close]
            rest = rest[rest.index(after: close)...]
            guard let first = body.first, first.isLetter else { continue }
            let nameEnd = body.firstIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "/" }) ?? body.endIndex
            elements.append(SVGElement(name: String(body[..<nameEnd]), attributes: attributes(in: body[nameEnd...])))
        }
        return elements
    }

    private static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[rest.index(after: equals)...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { break }
            result[key] = String(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
        return result
    }
}
