import TextEngine

/// Converts UIKit's attribute dictionaries into the text engine's styles.
enum TextConversion {
    /// The font strings use when none is given (iOS uses 12-point Helvetica; Tessera its 12-point system font).
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// An attributed string's runs as the text engine's attributed text, each run's missing attributes
    /// taken from `defaults` (a label's font, colour, paragraph style and shadow). Filling runs here, rather
    /// than adding attributes to a mutable copy, keeps swift-corelibs-foundation from comparing neighbouring
    /// runs' values, which can trap (found by fuzzing labels with attributed text).
    static func text(_ string: NSAttributedString, filling defaults: [NSAttributedString.Key: Any] = [:]) -> AttributedText {
        let length = string.length
        var runs: [AttributedText.Run] = []
        if length == 0 {
            return AttributedText(string: "", runs: [])
        }
        // Runs one by one, without `enumerateAttributes`: its coalescing of equal neighbours compares attribute
        // values inside CoreFoundation, which traps in swift-corelibs-foundation when the values are
        // NSObject subclasses from outside Foundation (why Tessera's UIColor and UIFont are not NSObjects).
        var location = 0
        while location < length {
            var range = NSRange(location: 0, length: 0)
            var attributes = string.attributes(at: location, effectiveRange: &range)
            for (key, value) in defaults where attributes[key] == nil { attributes[key] = value }
            let end = max(range.location + range.length, location + 1)
            runs.append(AttributedText.Run(length: end - location, style: style(attributes)))
            location = end
        }
        return AttributedText(string: string.string, runs: runs)
    }

    /// A plain string with attributes.
    static func text(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> AttributedText {
        AttributedText(string: string, style: style(attributes ?? [:]))
    }

    /// The engine style of an attribute dictionary. Only the attributes present are looked at, once each.
    static func style(_ attributes: [NSAttributedString.Key: Any]) -> TextStyle {
        var style = TextStyle(font: defaultFont.face)
        var hasColor = false, hasUnderline = false, link: Any?, tracking: CGFloat?
        for (key, value) in attributes {
            switch key {
            case .font: if let font = value as? UIFont { style.font = font.face }
            case .foregroundColor: style.foregroundColor = (value as? UIColor)?.cgColor; hasColor = true
            case .backgroundColor: style.backgroundColor = (value as? UIColor)?.cgColor
            case .kern: style.kern = number(value) ?? 0
            case .tracking: tracking = number(value)
            case .underlineStyle: style.underlineStyle = integer(value); hasUnderline = true
            case .underlineColor: style.underlineColor = (value as? UIColor)?.cgColor
            case .strikethroughStyle: style.strikethroughStyle = integer(value)
            case .strikethroughColor: style.strikethroughColor = (value as? UIColor)?.cgColor
            case .baselineOffset: style.baselineOffset = number(value) ?? 0
            case .ligature: style.ligature = integer(value)
            case .shadow:
                if let shadow = value as? NSShadow {
                    let color = (shadow.shadowColor as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1.0 / 3.0)
                    style.shadow = TextShadow(offset: shadow.shadowOffset, blurRadius: shadow.shadowBlurRadius, color: color)
                }
            case .link: link = value
            case .paragraphStyle: if let paragraph = value as? NSParagraphStyle { style.paragraph = self.paragraph(paragraph) }
            default: break
            }
        }
        if let tracking, style.kern == 0 { style.kern = tracking }
        if let link {
            // Links draw in the link colour, underlined, unless the text says otherwise (as UILabel does).
            style.link = (link as? URL)?.absoluteString ?? (link as? String) ?? "\(link)"
            if !hasColor { style.foregroundColor = UIColor.link.cgColor }
            if !hasUnderline { style.underlineStyle = NSUnderlineStyle.single.rawValue }
        }
        return style
    }

    /// The engine paragraph style of an `NSParagraphStyle`.
    static func paragraph(_ p: NSParagraphStyle) -> ParagraphStyle {
        var s = ParagraphStyle()
        s.alignment = ParagraphStyle.Alignment(rawValue: p.alignment.rawValue) ?? .natural
        s.lineBreak = ParagraphStyle.LineBreak(rawValue: p.lineBreakMode.rawValue) ?? .wordWrap
        s.lineSpacing = max(0, p.lineSpacing)
        s.paragraphSpacing = max(0, p.paragraphSpacing)
        s.paragraphSpacingBefore = max(0, p.paragraphSpacingBefore)
        s.firstLineHeadIndent = max(0, p.firstLineHeadIndent)
        s.headIndent = max(0, p.headIndent)
        s.tailIndent = p.tailIndent
        s.minimumLineHeight = max(0, p.minimumLineHeight)
        s.maximumLineHeight = max(0, p.maximumLineHeight)
        s.lineHeightMultiple = max(0, p.lineHeightMultiple)
        switch p.baseWritingDirection {
        case .natural: s.baseWritingDirection = .natural
        case .leftToRight: s.baseWritingDirection = .leftToRight
        case .rightToLeft: s.baseWritingDirection = .rightToLeft
        }
        s.tabStops = p.tabStops.map(\.location).filter { $0 > 0 }.sorted()
        s.defaultTabInterval = max(0, p.defaultTabInterval)
        return s
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private static func integer(_ value: Any?) -> Int {
        switch value {
        case let v as Int: return v
        case let v as NSUnderlineStyle: return v.rawValue
        case let v as NSNumber: return v.intValue
        case let v as Bool: return v ? 1 : 0
        default: return 0
        }
    }
}
