import UIKit

/// The text attributes of labels, fields and text views as AT-SPI2 names them (ATK's text attribute
/// names and formats, as GTK reports them): `family-name`, `size` (points), `weight` (100–900),
/// `style` (`normal` or `italic`), `fg-color` (`r,g,b`, each 0–65535), `underline` (`none`, `single`,
/// `double`), `strikethrough` (`true` or `false`), `justification` (`left`, `right`, `center`, `fill`)
/// and `language`. The defaults come from the view's font, text colour and alignment; the runs are
/// those of its attributed text, each run's attributes being what it sets over the defaults.
@MainActor
struct TextAttributes {
    /// A run of characters (offsets in characters, as AT-SPI2 counts them) and its attributes.
    struct Run: Equatable {
        var range: Range<Int>
        /// The attributes that differ from the defaults.
        var attributes: [String: String]
    }

    /// The view's own attributes.
    let defaults: [String: String]
    /// The runs, covering the text without gaps (one run, with no attributes of its own, for plain text).
    let runs: [Run]

    init(defaults: [String: String], runs: [Run]) {
        self.defaults = defaults
        self.runs = runs
    }

    /// The attributes of a text object (nil: it has no text attributes).
    init?(of object: UIResponder, language: String) {
        let font: UIFont?, color: UIColor?, alignment: NSTextAlignment, attributed: NSAttributedString?, traits: UITraitCollection
        var plainLength: Int
        switch object {
        case let label as UILabel:
            (font, color, alignment, attributed, traits) = (label.font, label.textColor, label.textAlignment, label.attributedText, label.traitCollection)
            plainLength = (label.text ?? "").unicodeScalars.count
        case let field as UITextField:
            (font, color, alignment, traits) = (field.font, field.textColor, field.textAlignment, field.traitCollection)
            // A secure field's characters are bullets: its attributes are the field's own.
            attributed = field.isSecureTextEntry ? nil : field.attributedText
            plainLength = field.isSecureTextEntry ? (field.text ?? "").count : (field.text ?? "").unicodeScalars.count
        case let view as UITextView:
            (font, color, alignment, attributed, traits) = (view.font, view.textColor, view.textAlignment, view.attributedText, view.traitCollection)
            plainLength = (view.text ?? "").unicodeScalars.count
        default:
            return nil
        }
        var defaults = Self.attributes(font: font ?? UIFont.systemFont(ofSize: 17), color: color ?? .label, traits: traits)
        defaults["underline"] = "none"
        defaults["strikethrough"] = "false"
        defaults["justification"] = Self.justification(alignment, traits: traits)
        defaults["language"] = language
        self.defaults = defaults
        guard let attributed, attributed.length > 0 else {
            runs = [Run(range: 0..<plainLength, attributes: [:])]
            return
        }
        var runs: [Run] = []
        let string = attributed.string
        var location = 0
        // Run by run, as the text engine reads them (`enumerateAttributes` would coalesce neighbours by
        // comparing values inside CoreFoundation, which traps for UIKit's fonts and colours).
        while location < attributed.length {
            var range = NSRange(location: 0, length: 0)
            let values = attributed.attributes(at: location, effectiveRange: &range)
            let end = max(range.location + range.length, location + 1)
            let run = TextContent.scalarOffset(location, in: string)..<TextContent.scalarOffset(end, in: string)
            var own = Self.attributes(of: values, traits: traits).filter { defaults[$0.key] != $0.value }
            if values[.font] == nil { own = own.filter { !Self.fontKeys.contains($0.key) } }
            runs.append(Run(range: run, attributes: own))
            location = end
        }
        self.runs = runs
    }

    /// The run holding the character at `offset` (the last run at the end of the text).
    func run(at offset: Int) -> Run {
        runs.first { $0.range.contains(offset) } ?? runs.last ?? Run(range: 0..<0, attributes: [:])
    }

    /// A run's attributes, with the defaults under them when `includingDefaults`.
    func attributes(at offset: Int, includingDefaults: Bool) -> (attributes: [String: String], range: Range<Int>) {
        let run = run(at: offset)
        guard includingDefaults else { return (run.attributes, run.range) }
        return (defaults.merging(run.attributes) { $1 }, run.range)
    }

    // MARK: Conversions

    private static let fontKeys: Set<String> = ["family-name", "size", "weight", "style"]

    /// The font's and colour's attributes.
    static func attributes(font: UIFont, color: UIColor?, traits: UITraitCollection) -> [String: String] {
        var attributes: [String: String] = [
            "family-name": font.familyName,
            "size": number(font.pointSize),
            "weight": String(weight(of: font)),
            "style": font.fontDescriptor.symbolicTraits.contains(.traitItalic) ? "italic" : "normal",
        ]
        if let color { attributes["fg-color"] = self.color(color, traits: traits) }
        return attributes
    }

    /// The attributes an attributed string's run sets.
    static func attributes(of values: [NSAttributedString.Key: Any], traits: UITraitCollection) -> [String: String] {
        var attributes: [String: String] = [:]
        if let font = values[.font] as? UIFont {
            attributes.merge(Self.attributes(font: font, color: nil, traits: traits)) { $1 }
        }
        if let color = values[.foregroundColor] as? UIColor { attributes["fg-color"] = self.color(color, traits: traits) }
        if let style = integer(values[.underlineStyle]) {
            let pattern = style & 0xff
            attributes["underline"] = pattern == 0 ? "none" : pattern == NSUnderlineStyle.double.rawValue ? "double" : "single"
        }
        if let style = integer(values[.strikethroughStyle]) { attributes["strikethrough"] = style == 0 ? "false" : "true" }
        if let paragraph = values[.paragraphStyle] as? NSParagraphStyle {
            attributes["justification"] = justification(paragraph.alignment, traits: traits)
        }
        return attributes
    }

    /// The CSS weight of a font (its descriptor's weight trait, else 700 for a bold font, 400 otherwise).
    static func weight(of font: UIFont) -> Int {
        let descriptor = font.fontDescriptor
        if let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any], let raw = traits[.weight] as? CGFloat {
            return UIFont.Weight(rawValue: raw).cssWeight
        }
        return descriptor.symbolicTraits.contains(.traitBold) ? 700 : 400
    }

    /// A colour as ATK writes it: red, green and blue from 0 to 65535.
    static func color(_ color: UIColor, traits: UITraitCollection) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let channel = { (value: CGFloat) in String(Int((min(max(value, 0), 1) * 65535).rounded())) }
        return [red, green, blue].map(channel).joined(separator: ",")
    }

    /// An alignment as ATK's justification (natural reads left to right, or right for right-to-left).
    static func justification(_ alignment: NSTextAlignment, traits: UITraitCollection) -> String {
        switch alignment {
        case .center: "center"
        case .right: "right"
        case .justified: "fill"
        case .natural: traits.layoutDirection == .rightToLeft ? "right" : "left"
        default: "left"
        }
    }

    /// A size in points, without a fraction when whole ("17", "10.5").
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    private static func integer(_ value: Any?) -> Int? {
        switch value {
        case let value as Int: value
        case let value as NSUnderlineStyle: value.rawValue
        case let value as NSNumber: value.intValue
        default: nil
        }
    }
}
