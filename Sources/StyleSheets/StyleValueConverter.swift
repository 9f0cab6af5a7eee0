import UIKit

/// Turns sheet values into values of appearance properties' types: colours, fonts, images, insets,
/// offsets, sizes, numbers, booleans, registered enumerations and text attributes.
@MainActor
enum StyleValueConverter {
    /// Why a value could not be converted: a message and a hint.
    struct Failure: Error {
        let message: String
        let hint: String
    }

    static func convert(_ node: StyleNode, to type: Any.Type) throws(Failure) -> Any {
        if case .null = node.kind {
            guard isOptional(type) else { throw Failure(message: "null is not allowed here", hint: "this property is not optional") }
            return Optional<Any>.none as Any
        }
        switch ObjectIdentifier(unwrapped(type)) {
        case ObjectIdentifier(UIColor.self): return try color(node)
        case ObjectIdentifier(UIFont.self): return try font(node)
        case ObjectIdentifier(UIImage.self): return try image(node)
        case ObjectIdentifier(CGFloat.self): return CGFloat(try number(node))
        case ObjectIdentifier(Double.self): return try number(node)
        case ObjectIdentifier(Float.self): return Float(try number(node))
        case ObjectIdentifier(Int.self):
            let value = try number(node)
            guard value == value.rounded() else { throw Failure(message: "expected a whole number, found \(value.formatted)", hint: "write an integer such as 2") }
            // Int(_:) traps outside Int's range: such numbers are errors of the sheet.
            guard let whole = Int(exactly: value) else { throw Failure(message: "\(value.formatted) is too large for a whole number", hint: "write an integer such as 2") }
            return whole
        case ObjectIdentifier(Bool.self):
            guard case .bool(let value) = node.kind else { throw Failure(message: "expected true or false, found \(node.summary)", hint: "write true or false") }
            return value
        case ObjectIdentifier(UIEdgeInsets.self):
            let v = try four(node, keys: ["top", "left", "bottom", "right"])
            return UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        case ObjectIdentifier(NSDirectionalEdgeInsets.self):
            let v = try four(node, keys: ["top", "leading", "bottom", "trailing"])
            return NSDirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
        case ObjectIdentifier(UIOffset.self):
            let v = try pair(node, keys: ["horizontal", "vertical"])
            return UIOffset(horizontal: v.0, vertical: v.1)
        case ObjectIdentifier(CGSize.self):
            let v = try pair(node, keys: ["width", "height"])
            return CGSize(width: v.0, height: v.1)
        case ObjectIdentifier(CGPoint.self):
            let v = try pair(node, keys: ["x", "y"])
            return CGPoint(x: v.0, y: v.1)
        case ObjectIdentifier(String.self):
            guard case .string(let text) = node.kind else { throw Failure(message: "expected a string, found \(node.summary)", hint: "write text in quotes") }
            return text
        case ObjectIdentifier([NSAttributedString.Key: Any].self):
            return try textAttributes(node)
        default:
            if let cases = AppearanceSchema.cases(of: type) {
                guard case .string(let name) = node.kind, let match = cases.first(where: { $0.name == name }) else {
                    throw Failure(message: "expected one of \(cases.map(\.name).joined(separator: ", ")), found \(node.summary)",
                                  hint: suggestion(for: node, among: cases.map(\.name)))
                }
                return match.value
            }
            throw Failure(message: "style sheets can't write values of type \(type)", hint: "set this property in code")
        }
    }

    /// A description of what a type's values look like, for messages.
    static func isOptional(_ type: Any.Type) -> Bool { "\(type)".hasPrefix("Optional<") }

    private static func unwrapped(_ type: Any.Type) -> Any.Type {
        for (optional, plain) in optionals where optional == ObjectIdentifier(type) { return plain }
        return type
    }

    private static let optionals: [(ObjectIdentifier, Any.Type)] = [
        (ObjectIdentifier(UIColor?.self), UIColor.self), (ObjectIdentifier(UIFont?.self), UIFont.self),
        (ObjectIdentifier(UIImage?.self), UIImage.self), (ObjectIdentifier(CGFloat?.self), CGFloat.self),
        (ObjectIdentifier(Double?.self), Double.self), (ObjectIdentifier(Int?.self), Int.self), (ObjectIdentifier(Bool?.self), Bool.self),
        (ObjectIdentifier(String?.self), String.self), (ObjectIdentifier([NSAttributedString.Key: Any]?.self), [NSAttributedString.Key: Any].self),
    ]

    private static func suggestion(for node: StyleNode, among names: [String]) -> String {
        guard case .string(let text) = node.kind, let near = StyleSheetCompiler.nearest(text, in: names) else { return "" }
        return "did you mean '\(near)'?"
    }

    // MARK: Numbers and tuples

    static func number(_ node: StyleNode) throws(Failure) -> Double {
        guard case .number(let value) = node.kind, value.isFinite else { throw Failure(message: "expected a number, found \(node.summary)", hint: "write a number such as 12") }
        return value
    }

    private static func numbers(_ node: StyleNode, count: Int, keys: [String]) throws(Failure) -> [CGFloat] {
        switch node.kind {
        case .sequence(let items) where items.count == count:
            var values: [CGFloat] = []
            for item in items { values.append(CGFloat(try number(item))) }
            return values
        case .mapping(let entries):
            var values = [CGFloat](repeating: 0, count: count)
            for entry in entries {
                guard let index = keys.firstIndex(of: entry.key) else {
                    throw Failure(message: "unknown key '\(entry.key)'", hint: "the keys are \(keys.joined(separator: ", "))")
                }
                values[index] = CGFloat(try number(entry.value))
            }
            return values
        default:
            throw Failure(message: "expected [\(keys.joined(separator: ", "))] or a mapping with those keys, found \(node.summary)",
                          hint: "for example [" + keys.map { _ in "4" }.joined(separator: ", ") + "]")
        }
    }

    private static func four(_ node: StyleNode, keys: [String]) throws(Failure) -> [CGFloat] {
        if case .number(let all) = node.kind { return [CGFloat](repeating: CGFloat(all), count: 4) }
        return try numbers(node, count: 4, keys: keys)
    }

    private static func pair(_ node: StyleNode, keys: [String]) throws(Failure) -> (CGFloat, CGFloat) {
        let v = try numbers(node, count: 2, keys: keys)
        return (v[0], v[1])
    }

    // MARK: Colours

    private static let colorHint = "write a colour such as \"#FF6600\", \"#FF660080\", \"systemBlue\", [255, 102, 0] or {light: ..., dark: ...}"

    static func color(_ node: StyleNode) throws(Failure) -> UIColor {
        switch node.kind {
        case .string(let text):
            if text.hasPrefix("#") {
                guard let color = hexColor(text) else { throw Failure(message: "bad hex colour \"\(text)\"", hint: "use #RGB, #RRGGBB or #RRGGBBAA") }
                return color
            }
            guard let color = namedColors[text] else {
                throw Failure(message: "unknown colour name \"\(text)\"", hint: StyleSheetCompiler.nearest(text, in: Array(namedColors.keys)).map { "did you mean '\($0)'?" } ?? colorHint)
            }
            return color
        case .sequence(let items) where items.count == 3 || items.count == 4:
            var v: [Double] = []
            for item in items { v.append(try number(item)) }
            guard v[0...2].allSatisfy({ (0...255).contains($0) }), v.count == 3 || (0...1).contains(v[3]) else {
                throw Failure(message: "colour components out of range", hint: "red, green and blue are 0–255, alpha 0–1")
            }
            return UIColor(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, alpha: v.count == 4 ? v[3] : 1)
        case .mapping(let entries):
            var light: UIColor?, dark: UIColor?, base: UIColor?, alpha: Double?
            for entry in entries {
                switch entry.key {
                case "light": light = try color(entry.value)
                case "dark": dark = try color(entry.value)
                case "hex", "name", "color": base = try color(entry.value)
                case "alpha":
                    let value = try number(entry.value)
                    guard (0...1).contains(value) else { throw Failure(message: "alpha \(value.formatted) is out of range", hint: "alpha is 0–1") }
                    alpha = value
                default: throw Failure(message: "unknown key '\(entry.key)' in a colour", hint: "the keys are light, dark, hex, name, alpha")
                }
            }
            if let light, let dark {
                let made = UIColor { $0.userInterfaceStyle == .dark ? dark : light }
                return alpha.map { made.withAlphaComponent($0) } ?? made
            }
            guard let chosen = base ?? light ?? dark else { throw Failure(message: "a colour mapping needs hex, name, or light and dark", hint: colorHint) }
            return alpha.map { chosen.withAlphaComponent($0) } ?? chosen
        default:
            throw Failure(message: "expected a colour, found \(node.summary)", hint: colorHint)
        }
    }

    private static func hexColor(_ text: String) -> UIColor? {
        var digits = Array(text.dropFirst())
        if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(String(digits), radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let r = (value >> (hasAlpha ? 24 : 16)) & 0xFF, g = (value >> (hasAlpha ? 16 : 8)) & 0xFF, b = (value >> (hasAlpha ? 8 : 0)) & 0xFF
        let a = hasAlpha ? value & 0xFF : 0xFF
        return UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
    }

    static let namedColors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
        "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
        "purple": .purple, "brown": .brown, "clear": .clear, "lightText": .lightText, "darkText": .darkText,
        "systemBlue": .systemBlue, "systemGreen": .systemGreen, "systemIndigo": .systemIndigo, "systemOrange": .systemOrange,
        "systemPink": .systemPink, "systemPurple": .systemPurple, "systemRed": .systemRed, "systemTeal": .systemTeal,
        "systemCyan": .systemCyan, "systemMint": .systemMint, "systemYellow": .systemYellow, "systemBrown": .systemBrown,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
        "systemGray5": .systemGray5, "systemGray6": .systemGray6, "tintColor": .tintColor, "label": .label,
        "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
        "placeholderText": .placeholderText, "link": .link, "separator": .separator, "opaqueSeparator": .opaqueSeparator,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
    ]

    // MARK: Fonts

    private static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    private static let textStyles: [String: UIFont.TextStyle] = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "body": .body, "callout": .callout, "subheadline": .subheadline, "footnote": .footnote, "caption1": .caption1, "caption2": .caption2,
    ]

    static func font(_ node: StyleNode) throws(Failure) -> UIFont {
        switch node.kind {
        case .number(let size) where size > 0 && size.isFinite:
            return .systemFont(ofSize: CGFloat(size))
        case .string(let style) where textStyles[style] != nil:
            return .preferredFont(forTextStyle: textStyles[style]!)
        case .mapping(let entries):
            var size: CGFloat?, weight = UIFont.Weight.regular, family: String?, style: UIFont.TextStyle?, italic = false
            for entry in entries {
                switch entry.key {
                case "size":
                    let value = try number(entry.value)
                    guard value > 0 else { throw Failure(message: "a font size must be positive", hint: "for example 17") }
                    size = CGFloat(value)
                case "weight":
                    guard case .string(let name) = entry.value.kind, let found = weights[name] else {
                        throw Failure(message: "unknown font weight \(entry.value.summary)", hint: suggestion(for: entry.value, among: Array(weights.keys)))
                    }
                    weight = found
                case "family", "name":
                    guard case .string(let name) = entry.value.kind else { throw Failure(message: "a font family is a string", hint: "for example \"Inter\"") }
                    family = name
                case "textStyle":
                    guard case .string(let name) = entry.value.kind, let found = textStyles[name] else {
                        throw Failure(message: "unknown text style \(entry.value.summary)", hint: suggestion(for: entry.value, among: Array(textStyles.keys)))
                    }
                    style = found
                case "italic":
                    guard case .bool(let value) = entry.value.kind else { throw Failure(message: "italic is true or false", hint: "") }
                    italic = value
                default:
                    throw Failure(message: "unknown key '\(entry.key)' in a font", hint: "the keys are size, weight, family, textStyle, italic")
                }
            }
            let pointSize = size ?? style.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            if let family {
                guard let font = UIFont(name: family, size: pointSize) else { throw Failure(message: "no font named \"\(family)\"", hint: "check the family name, or leave it out for the system font") }
                return font
            }
            return italic ? .italicSystemFont(ofSize: pointSize) : .systemFont(ofSize: pointSize, weight: weight)
        default:
            throw Failure(message: "expected a font, found \(node.summary)", hint: "write a size (17), a text style (\"body\") or {size: 17, weight: semibold, family: \"Inter\"}")
        }
    }

    // MARK: Images

    static func image(_ node: StyleNode) throws(Failure) -> UIImage {
        switch node.kind {
        case .string(let name):
            guard let image = UIImage(named: name) else { throw Failure(message: "no image named \"\(name)\"", hint: "images come from the app's bundle and asset catalogs") }
            return image
        case .mapping(let entries):
            var image: UIImage?, insets: UIEdgeInsets?, mode: UIImage.RenderingMode?
            for entry in entries {
                switch entry.key {
                case "name": image = try self.image(entry.value)
                case "capInsets":
                    let v = try four(entry.value, keys: ["top", "left", "bottom", "right"])
                    insets = UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                case "renderingMode":
                    guard case .string(let name) = entry.value.kind else { throw Failure(message: "expected template, original or automatic", hint: "") }
                    switch name {
                    case "template", "alwaysTemplate": mode = .alwaysTemplate
                    case "original", "alwaysOriginal": mode = .alwaysOriginal
                    case "automatic": mode = .automatic
                    default: throw Failure(message: "unknown rendering mode \"\(name)\"", hint: "template, original or automatic")
                    }
                default: throw Failure(message: "unknown key '\(entry.key)' in an image", hint: "the keys are name, capInsets, renderingMode")
                }
            }
            guard var result = image else { throw Failure(message: "an image needs a name", hint: "{name: \"button\", capInsets: [4, 4, 4, 4]}") }
            if let insets { result = result.resizableImage(withCapInsets: insets) }
            if let mode { result = result.withRenderingMode(mode) }
            return result
        default:
            throw Failure(message: "expected an image name or {name:, capInsets:}, found \(node.summary)", hint: "")
        }
    }

    // MARK: Text attributes

    static func textAttributes(_ node: StyleNode) throws(Failure) -> [NSAttributedString.Key: Any] {
        guard case .mapping(let entries) = node.kind else { throw Failure(message: "expected a mapping of text attributes, found \(node.summary)", hint: "{font: 15, foregroundColor: \"#333\"}") }
        var attributes: [NSAttributedString.Key: Any] = [:]
        for entry in entries {
            switch entry.key {
            case "font": attributes[.font] = try font(entry.value)
            case "foregroundColor", "color": attributes[.foregroundColor] = try color(entry.value)
            case "backgroundColor": attributes[.backgroundColor] = try color(entry.value)
            case "strokeColor": attributes[.strokeColor] = try color(entry.value)
            case "underlineColor": attributes[.underlineColor] = try color(entry.value)
            case "kern": attributes[.kern] = CGFloat(try number(entry.value))
            case "strokeWidth": attributes[.strokeWidth] = CGFloat(try number(entry.value))
            case "baselineOffset": attributes[.baselineOffset] = CGFloat(try number(entry.value))
            case "underlineStyle", "strikethroughStyle":
                guard case .string(let name) = entry.value.kind, let style = underlineStyles[name] else {
                    throw Failure(message: "unknown underline style \(entry.value.summary)", hint: "single, thick, double or none")
                }
                attributes[entry.key == "underlineStyle" ? .underlineStyle : .strikethroughStyle] = style.rawValue
            default:
                throw Failure(message: "unknown text attribute '\(entry.key)'",
                              hint: StyleSheetCompiler.nearest(entry.key, in: textAttributeNames).map { "did you mean '\($0)'?" } ?? "")
            }
        }
        return attributes
    }

    private static let textAttributeNames = ["font", "foregroundColor", "backgroundColor", "strokeColor", "underlineColor", "kern",
                                             "strokeWidth", "baselineOffset", "underlineStyle", "strikethroughStyle"]
    private static let underlineStyles: [String: NSUnderlineStyle] = ["single": .single, "thick": .thick, "double": .double, "none": []]
}
