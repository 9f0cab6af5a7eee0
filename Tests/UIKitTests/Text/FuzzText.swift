import Foundation
import TesseraTesting
import UIKit

/// Random text for fuzzing as UTF-16 code units: words, every kind of line break, combining marks, bidi
/// controls and marks, emoji sequences, control characters and NUL, very long words, many scripts, and
/// lone surrogates (which Swift strings cannot hold: they are repaired to U+FFFD where a `String` is made).
enum FuzzText {
    static let words = ["a", "word", "Tessera", "UIKit", "hello", "mm", "iii", "WWW", "x1", "—", "…", "a-b", "don't", "99.5%"]
    static let breaks = [" ", " ", " ", "  ", "\n", "\r\n", "\r", "\t", "\u{2028}", "\u{2029}", "\u{85}", "\u{A0}", "\u{200B}", "\u{3000}"]
    static let bidi = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}"]
    static let emoji = ["👩‍👩‍👧‍👦", "👋🏽", "🇺🇸", "🇦", "1️⃣", "🏳️‍🌈", "\u{200D}", "\u{FE0F}", "🧑🏿‍🚀", "😀", "❤", "\u{1F3FB}", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
    static let scripts = ["שלום", "مرحبا بالعالم", "नमस्ते", "สวัสดี", "你好世界", "한국어", "\u{1100}\u{1161}\u{11A8}", "Ελληνικά", "Кириллица",
                          "ሰላም", "ᚠᚢᚦ", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "\u{E000}", "\u{FFFD}", "\u{FEFF}", "\u{FFFF}", "\u{E0041}", "𐍈"]

    /// A random string's UTF-16 code units.
    static func units(_ random: inout SplitMix64, maxPieces: Int = 24) -> [UInt16] {
        var units: [UInt16] = []
        for _ in 0..<random.below(maxPieces + 1) {
            switch random.below(12) {
            case 0, 1, 2: units += random.pick(words).utf16
            case 3, 4: units += random.pick(breaks).utf16
            case 5: // a base with stacked combining marks
                units += "e".utf16
                for _ in 0..<(1 + random.below(random.chance(1, in: 8) ? 40 : 4)) { units.append(UInt16(0x300 + random.below(0x70))) }
            case 6: units += random.pick(bidi).utf16
            case 7: units += random.pick(emoji).utf16
            case 8: units.append(UInt16(random.pick([0, 1, 7, 8, 0x1B, 0x1F, 0x7F, 0x80, 0x9F] as [Int]))) // controls and NUL
            case 9: units += String(repeating: random.pick(["a", "W", "ﷺ", "家", "e\u{301}"]), count: 20 + random.below(random.chance(1, in: 4) ? 2000 : 200)).utf16
            case 10: units += random.pick(scripts).utf16
            default: // lone and reversed surrogates, or any code unit
                switch random.below(3) {
                case 0: units.append(UInt16(0xD800 + random.below(0x400)))
                case 1: units.append(UInt16(0xDC00 + random.below(0x400)))
                default: units.append(UInt16(truncatingIfNeeded: random.next()))
                }
            }
        }
        return units
    }

    /// The units as a `String` (lone surrogates repaired), made one of two ways: decoded directly, or
    /// through an `NSString` holding the units as they are.
    static func string(_ units: [UInt16], _ random: inout SplitMix64) -> String {
        if random.chance(1, in: 2) { return String(decoding: units, as: UTF16.self) }
        return units.withUnsafeBufferPointer { NSString(characters: $0.baseAddress!, length: units.count) }.description
    }

    static func font(_ random: inout SplitMix64) -> UIFont {
        let size = CGFloat(random.pick([0.5, 1, 7, 12, 17, 17, 24, 40, 100, 300] as [Double]))
        switch random.below(6) {
        case 0: return .boldSystemFont(ofSize: size)
        case 1: return .italicSystemFont(ofSize: size)
        case 2: return UIFont(name: random.pick(["DejaVu Sans", "Inter", "No Such Font"]), size: size) ?? .systemFont(ofSize: size)
        case 3: return .monospacedSystemFont(ofSize: size, weight: .regular)
        default: return .systemFont(ofSize: size, weight: random.pick([.ultraLight, .regular, .semibold, .black]))
        }
    }

    static let lineBreakModes: [NSLineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle]
    static let alignments: [NSTextAlignment] = [.left, .center, .right, .justified, .natural]

    static func paragraphStyle(_ random: inout SplitMix64) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = random.pick(lineBreakModes)
        style.alignment = random.pick(alignments)
        style.baseWritingDirection = random.pick([.natural, .leftToRight, .rightToLeft])
        if random.chance(1, in: 2) {
            style.lineSpacing = CGFloat(random.below(20))
            style.paragraphSpacing = CGFloat(random.below(20))
            style.paragraphSpacingBefore = CGFloat(random.below(10))
            style.firstLineHeadIndent = CGFloat(random.below(60))
            style.headIndent = CGFloat(random.below(60))
            style.tailIndent = CGFloat(random.below(121) - 60)
            style.minimumLineHeight = CGFloat(random.below(40))
            style.maximumLineHeight = CGFloat(random.below(40))
            style.lineHeightMultiple = CGFloat(random.below(4)) / 2
            style.hyphenationFactor = Float(random.below(2))
            style.defaultTabInterval = CGFloat(random.below(50))
        }
        return style
    }

    /// Random attributes over random ranges (which may split surrogate pairs and grapheme clusters).
    /// Numbers are `Double` or `NSNumber`: swift-corelibs-foundation traps when `addAttribute` compares
    /// neighbouring runs holding `CGFloat` values (its own boxing, before Tessera sees the string).
    static func attributed(_ string: String, _ random: inout SplitMix64) -> NSAttributedString {
        let text = NSMutableAttributedString(string: string)
        let length = text.length
        for _ in 0..<random.below(6) {
            let start = random.below(length + 1), count = random.below(length - start + 1)
            let range = NSRange(location: start, length: count)
            let key = random.pick([NSAttributedString.Key.font, .kern, .tracking, .paragraphStyle, .foregroundColor, .backgroundColor,
                                   .underlineStyle, .strikethroughStyle, .shadow, .baselineOffset, .strokeWidth, .obliqueness,
                                   .expansion, .link, .ligature, .writingDirection])
            let value: Any = switch key {
            case .font: font(&random)
            case .kern, .tracking: random.chance(1, in: 2) ? Double(random.below(41) - 10) / 2 : NSNumber(value: random.below(11) - 2)
            case .paragraphStyle: paragraphStyle(&random)
            case .foregroundColor, .backgroundColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
            case .underlineStyle, .strikethroughStyle: random.pick([1, 2, 9, 0x100, 0x209] as [Int])
            case .shadow: NSShadow()
            case .baselineOffset: Double(random.below(41) - 20)
            case .strokeWidth: NSNumber(value: random.below(11) - 5)
            case .obliqueness, .expansion: Double(random.below(5) - 2) / 4
            case .link: "https://example.com"
            case .ligature: random.below(3)
            default: [random.below(4)]
            }
            text.addAttribute(key, value: value, range: range)
        }
        return text
    }
}
