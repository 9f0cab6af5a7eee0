import StyleSheets
import TesseraTesting

/// Damages a style sheet's bytes the ways edits and corruption do: flipped bits, deleted, duplicated and
/// truncated runs, inserted junk, swapped tokens, values of the wrong type and unknown names.
enum StyleSheetMutator {
    /// One to three mutations of `bytes` (mostly one).
    static func mutate(_ bytes: [UInt8], format: UIStyleSheet.Format, random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let count = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3][random.below(10)]
        for _ in 0..<count { bytes = mutateOnce(bytes, format: format, random: &random) }
        return bytes
    }

    private static func mutateOnce(_ bytes: [UInt8], format: UIStyleSheet.Format, random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return Array(random.pick(junk).utf8) }
        let at = random.below(bytes.count)
        switch random.below(9) {
        case 0: // flip bits
            for _ in 0...random.below(4) { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
        case 1: // delete a run
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(12)))
        case 2: // duplicate a run somewhere
            let run = Array(bytes[at..<min(bytes.count, at + 1 + random.below(40))])
            bytes.insert(contentsOf: run, at: random.below(bytes.count + 1))
        case 3: // truncate
            bytes = Array(bytes.prefix(at))
        case 4: // insert junk
            bytes.insert(contentsOf: Array(random.pick(junk).utf8), at: at)
        case 5: // random bytes
            bytes.insert(contentsOf: (0...random.below(6)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
        case 6: // swap two tokens
            let tokens = tokenRanges(bytes)
            guard tokens.count >= 2 else { break }
            var a = random.pick(tokens), b = random.pick(tokens)
            if a.lowerBound > b.lowerBound { swap(&a, &b) }
            guard a.upperBound <= b.lowerBound else { break }
            bytes = Array(bytes[..<a.lowerBound]) + bytes[b] + bytes[a.upperBound..<b.lowerBound] + bytes[a] + bytes[b.upperBound...]
        case 7: // a value of another type where a token was
            let tokens = tokenRanges(bytes)
            guard !tokens.isEmpty else { break }
            bytes.replaceSubrange(random.pick(tokens), with: Array(random.pick(format == .json ? jsonValues : yamlValues).utf8))
        default: // a name (known or not) where a name was
            let tokens = tokenRanges(bytes).filter { bytes[$0].first.map { $0 == UInt8(ascii: "\"") || isWordByte($0) } ?? false }
            guard !tokens.isEmpty else { break }
            let name = random.pick(names)
            let quoted = format == .json || random.chance(1, in: 2) ? "\"\(name)\"" : name
            bytes.replaceSubrange(random.pick(tokens), with: Array(quoted.utf8))
        }
        return bytes
    }

    /// Quoted strings and runs of word characters.
    private static func tokenRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\"") {
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let end = min(j + 1, bytes.count)
                ranges.append(i..<end)
                i = end
            } else if isWordByte(bytes[i]) {
                var j = i
                while j < bytes.count, isWordByte(bytes[j]) { j += 1 }
                ranges.append(i..<j)
                i = j
            } else {
                i += 1
            }
        }
        return ranges
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: "@"): true
        default: byte >= 0x80
        }
    }

    /// Syntax pieces, escapes, odd numbers and characters.
    static let junk = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", "'", "\n", "\r\n", "\r", "\t", "  ", " : ", "- ", "? ", "|", ">", "&a ", "*a", "!!str ",
        "!!binary ", "---\n", "...\n", "%YAML 1.2\n", "#", "# comment\n", "$", "$accent", "$nope", "@", "@dark", "@darkk", "#FFF", "#GGGGGG",
        "1e309", "-1e308", "1e30", "9223372036854775808", "-0", "0.0000001", "NaN", ".nan", ".inf", "-.inf", "+1", "0x1F", "null", "~",
        "true", "\\uD800", "\\uD800\\u0041", "\\uDBFF\\uDBFF", "\\uDC00", "\\uD83D\\uDE00", "\\u00", "\\x41", "\\q", "\u{0}", "\u{7}",
        "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{202E}", "é", "🙂", "👩‍👩‍👧", "e\u{301}", "\u{FFFD}",
        "{\"X\": 1}", "[1, [2, [3]]]", "{a: {b: {c: {d: 1}}}}", String(repeating: "[", count: 600), String(repeating: "{\"a\":", count: 40),
    ]

    /// Values of every type, some out of range (JSON and YAML flow syntax).
    static let jsonValues = [
        "\"red\"", "\"#FF6600\"", "\"#12\"", "\"body\"", "\"pill\"", "\"$accent\"", "\"$body\"", "\"$missing\"", "17", "-3", "0", "1e30", "-1e300",
        "9223372036854775808", "0.5", "2.5", "[1, 2]", "[1, 2, 3, 4]", "[300, 0, 0]", "[1, 2, 3, 4, 5]", "[\"a\", true]", "[]", "{}",
        "{\"size\": 1e300}", "{\"size\": 0}", "{\"light\": \"white\"}", "{\"light\": 1, \"dark\": 2}", "{\"hex\": \"#FFF\", \"alpha\": 2}",
        "{\"width\": 1}", "{\"name\": \"button\", \"capInsets\": [1, 2]}", "{\"weight\": \"heavy\", \"textStyle\": \"nope\"}",
        "{\"font\": 1e308, \"kern\": \"x\"}", "{\"underlineStyle\": \"wavy\"}", "true", "false", "null", "\"\"",
    ]

    static let yamlValues = jsonValues + [
        "red", "systemBlue", "pill", "$accent", "1e30", ".inf", "-.inf", ".nan", "+inf", "~", "yes", "0x10", "0o17", "1_000", "[1, 2", "{a: 1",
        "{ light: white, dark: \"#000\" }", "&anchor 3", "*anchor", "!!int 3", "\"\\uD800\"", "'single'", "|\n  block\n",
    ]

    /// Class, property, axis and trait names: registered ones (so the sheet stays valid or gets the
    /// wrong type) and unknown ones.
    static let names = [
        "UILabel", "UIView", "UIButton", "UISwitch", "UISlider", "UIStackView", "UIWindow", "UIViewController", "CardView", "BadgeView",
        "PillLabel", "FuzzLabel", "SheetCard", "SheetBadge", "SettingsController", "ScreenController", "UILabl", "Unknown", "uilabel",
        "textColor", "font", "backgroundColor", "tintColor", "textColour", "cornerRadius", "inset", "lineCount", "shape", "glows", "caption",
        "spacing", "ratio", "padding", "anchor", "margins", "shadow", "accent", "badgeFont", "badgeAttributes", "bogus",
        "titleColor:highlighted", "titleColor:bogus", "titleColor:normal:extra", "backgroundColor:normal", "contentEdgeInsets",
        "titleTextAttributes:selected", "contentPositionAdjustment:left:default", "contentPositionAdjustment:middle:compact",
        "@dark", "@light", "@pad", "@compact-width", "@high-contrast", "@darkk", "@", "variables", "$accent", "", ":", "::",
    ]
}
