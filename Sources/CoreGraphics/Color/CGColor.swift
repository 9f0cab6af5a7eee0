/// An immutable colour: components in a colour space plus alpha.
///
/// Tessera stores every colour as sRGB red, green, blue and alpha for drawing, and keeps the original
/// components and space so `components` and `colorSpace` answer as on Apple's systems.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha.
    public let components: [CGFloat]?

    /// Red in sRGB, used for drawing.
    let red: CGFloat
    /// Green in sRGB, used for drawing.
    let green: CGFloat
    /// Blue in sRGB, used for drawing.
    let blue: CGFloat

    /// The alpha component.
    public let alpha: CGFloat

    /// The object this colour was resolved from, if any (UIKit's dynamic colours tag the `CGColor`s they
    /// give, so views can re-resolve them when their traits change).
    package let dynamicSource: (any AnyObject & Sendable)?

    /// Creates a colour in the sRGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        self.colorSpace = .srgbSpace
        self.components = [red, green, blue, alpha]
        self.dynamicSource = nil
    }

    /// The same colour, remembering the object it was resolved from.
    package init(_ color: CGColor, dynamicSource: any AnyObject & Sendable) {
        red = color.red; green = color.green; blue = color.blue; alpha = color.alpha
        colorSpace = color.colorSpace
        components = color.components
        self.dynamicSource = dynamicSource
    }

    /// Creates a colour in the sRGB space (Apple's `CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray colour in the generic gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.red = gray; self.green = gray; self.blue = gray; self.alpha = alpha
        self.colorSpace = .deviceGray
        self.components = [gray, alpha]
        self.dynamicSource = nil
    }

    /// Creates a colour from components (colour components then alpha) in `space`; `nil` for unsupported models.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        self.init(space: space, values: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)))
    }

    /// Creates a colour from an array of components (colour components then alpha); `nil` when the count is wrong.
    public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        self.init(space: space, values: components)
    }

    init?(space: CGColorSpace, values: [CGFloat]) {
        let count = space.numberOfComponents + 1
        guard values.count == count else { return nil }
        switch space.model {
        case .monochrome:
            (red, green, blue) = (values[0], values[0], values[0])
        case .rgb:
            (red, green, blue) = (values[0], values[1], values[2])
        case .cmyk:
            let k = values[3]
            (red, green, blue) = ((1 - values[0]) * (1 - k), (1 - values[1]) * (1 - k), (1 - values[2]) * (1 - k))
        default:
            return nil
        }
        self.alpha = values[count - 1]
        self.colorSpace = space
        self.components = values
        self.dynamicSource = nil
    }

    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 4 }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Returns the same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return CGColor(colorSpace: space, components: values)
    }

    /// Returns the colour converted to `space` (RGB and gray spaces only).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent = .defaultIntent,
                          options: [String: Any]? = nil) -> CGColor? {
        switch space.model {
        case .rgb:
            return CGColor(colorSpace: space, components: [red, green, blue, alpha])
        case .monochrome:
            let gray = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            return CGColor(colorSpace: space, components: [gray, alpha])
        default:
            return nil
        }
    }

    /// The sRGB red, green, blue and alpha used when this colour is drawn.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { (red, green, blue, alpha) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.model ?? .unknown) [\(values)]>"
    }
}
