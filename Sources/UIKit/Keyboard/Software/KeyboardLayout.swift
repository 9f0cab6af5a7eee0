/// What the software keyboard shows: the keys of one plane of one keyboard type, laid out for a screen.
///
/// Metrics (points; measured from iOS 17 screenshots of an iPhone 14 and an 11-inch iPad Air, rounded):
/// - iPhone portrait: a 216-point key area (rows of 42-point keys every 54 points from y = 8; keys
///   6 points apart, 3 points from the sides; letters `(width − 60) / 10` wide, 33 on a 390-point
///   screen), then, on phones with a home indicator, a 41-point strip with the emoji and dictation
///   buttons above the 34-point home-indicator inset: 291 points in all. Phones without a home
///   indicator put emoji and dictation keys in the bottom row instead (216 points in all).
/// - iPhone landscape: 34-point keys every 40 points from y = 5 (a 164-point key area) inside the
///   horizontal safe area, plus the bottom inset (21): 185 points.
/// - Number, phone and decimal pads: four rows of three keys filling the 216-point key area (6-point
///   margins and gaps), plus the bottom inset: 250 points on an iPhone 14.
/// - iPad: 57-point keys every 65 points from y = 7 (a 266-point key area) plus the bottom inset (20):
///   286 points; a key unit is `(width − 92) / 11.5` (63 points on an 820-point screen), delete is 1.5
///   units, return and the shift keys take what is left of their rows.
struct KeyboardLayout: Equatable {
    /// Everything the layout depends on.
    struct Configuration: Equatable {
        var keyboardType: UIKeyboardType = .default
        var returnKeyType: UIReturnKeyType = .default
        var idiom: UIUserInterfaceIdiom = .phone
        /// The screen's width.
        var width: CGFloat = 390
        var isLandscape = false
        /// The screen's bottom, left and right safe-area insets.
        var bottomInset: CGFloat = 34
        var sideInsets: CGFloat = 0
        var plane: KeyboardPlane = .letters
        var shift: KeyboardShiftState = .off
        var returnKeyEnabled = true
    }

    let configuration: Configuration
    /// The keys, row by row, left to right.
    let keys: [KeyboardKey]
    /// The keyboard's size (key area, strip and bottom inset).
    let size: CGSize
    /// The height of the area with the keys.
    let keyAreaHeight: CGFloat

    init(_ configuration: Configuration) {
        self.configuration = configuration
        var builder = Builder(configuration)
        builder.build()
        keys = builder.keys
        keyAreaHeight = builder.keyAreaHeight
        size = CGSize(width: configuration.width, height: builder.totalHeight)
    }

    /// The height of the keyboard for a configuration, without laying out its keys.
    static func height(for configuration: Configuration) -> CGFloat {
        var builder = Builder(configuration)
        builder.measure()
        return builder.totalHeight
    }

    /// Whether a keyboard type shows the number pad (no letters, no return key).
    static func isPad(_ type: UIKeyboardType) -> Bool {
        [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad].contains(type)
    }

    /// The plane a keyboard type starts on.
    static func initialPlane(for type: UIKeyboardType) -> KeyboardPlane {
        type == .numbersAndPunctuation ? .numbers : .letters
    }

    /// The key under a point: the key containing it, else the nearest key of its row (touches between
    /// keys go to the closer one, as on iOS); nil outside the key area.
    func key(at point: CGPoint) -> KeyboardKey? {
        if let hit = keys.first(where: { $0.frame.contains(point) && $0.action != .none }) { return hit }
        guard point.y >= 0, point.y <= keyAreaHeight + stripHeight else { return nil }
        let candidates = keys.filter { $0.action != .none }
        return candidates.min { distance($0.frame, point) < distance($1.frame, point) }
            .flatMap { distance($0.frame, point) <= 14 ? $0 : nil }
    }

    private var stripHeight: CGFloat { size.height - keyAreaHeight - configuration.bottomInset }

    private func distance(_ rect: CGRect, _ p: CGPoint) -> CGFloat {
        let dx = max(rect.minX - p.x, 0, p.x - rect.maxX)
        let dy = max(rect.minY - p.y, 0, p.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The return key's title for a return key type, as iOS 17 labels it.
    static func returnTitle(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default: return "return"
        case .go: return "go"
        case .google: return "Google"
        case .join: return "join"
        case .next: return "next"
        case .route: return "route"
        case .search: return "search"
        case .send: return "send"
        case .yahoo: return "Yahoo"
        case .done: return "done"
        case .emergencyCall: return "Emergency Call"
        case .continue: return "continue"
        }
    }

    /// Whether the return key is blue: every type but `default` and `next`, which iOS draws grey like
    /// the other function keys.
    static func returnIsPrimary(_ type: UIReturnKeyType) -> Bool {
        type != .default && type != .next
    }
}

/// Lays out the keys of a configuration.
private struct Builder {
    let c: KeyboardLayout.Configuration
    var keys: [KeyboardKey] = []
    var keyAreaHeight: CGFloat = 216
    var totalHeight: CGFloat = 216

    // Row metrics.
    var top: CGFloat = 8
    var keyHeight: CGFloat = 42
    var pitch: CGFloat = 54
    var gap: CGFloat = 6
    var margin: CGFloat = 3
    var hasStrip = false

    init(_ configuration: KeyboardLayout.Configuration) {
        c = configuration
    }

    mutating func measure() {
        let isPad = KeyboardLayout.isPad(c.keyboardType)
        if c.idiom == .pad {
            top = 7; keyHeight = 57; pitch = 65; gap = 8; margin = 6
            keyAreaHeight = 266
        } else if c.isLandscape {
            top = 5; keyHeight = 34; pitch = 40; gap = 6; margin = max(3, c.sideInsets)
            keyAreaHeight = 164
        } else {
            keyAreaHeight = 216
            hasStrip = c.bottomInset > 0 && !isPad
        }
        totalHeight = keyAreaHeight + (hasStrip ? 41 : 0) + c.bottomInset
    }

    mutating func build() {
        measure()
        if KeyboardLayout.isPad(c.keyboardType) && c.idiom != .pad {
            buildNumberPad()
        } else if c.keyboardType == .namePhonePad && c.plane != .letters && c.idiom != .pad {
            buildNumberPad(phone: true)
        } else if c.idiom == .pad {
            buildPad()
        } else {
            buildPhone()
        }
        if hasStrip {
            let y = keyAreaHeight
            let emojiWidth: CGFloat = 80
            keys.append(KeyboardKey(action: .emoji, frame: CGRect(x: margin, y: y, width: emojiWidth, height: 41), label: "",
                                    symbol: "face.smiling", style: .plain, isCharacterLabel: false))
            keys.append(KeyboardKey(action: .dictation, frame: CGRect(x: c.width - margin - emojiWidth, y: y, width: emojiWidth, height: 41),
                                    label: "", symbol: "mic", style: .plain, isCharacterLabel: false))
        }
    }

    private func rowY(_ row: Int) -> CGFloat { top + CGFloat(row) * pitch }

    private var shifted: Bool { c.shift != .off }

    private func letter(_ s: String) -> String { shifted ? s.uppercased() : s }

    private func characterKey(_ text: String, _ frame: CGRect, typed: String? = nil) -> KeyboardKey {
        KeyboardKey(action: .text(typed ?? text), frame: frame, label: text, symbol: nil, style: .character, isCharacterLabel: true)
    }

    private func functionKey(_ action: KeyboardKey.Action, _ frame: CGRect, label: String = "", symbol: String? = nil) -> KeyboardKey {
        KeyboardKey(action: action, frame: frame, label: label, symbol: symbol, style: .function, isCharacterLabel: false)
    }

    private func shiftKey(_ frame: CGRect, plane: KeyboardPlane) -> KeyboardKey {
        switch plane {
        case .letters:
            var key = functionKey(.shift, frame, symbol: c.shift == .locked ? "capslock.fill" : (shifted ? "shift.fill" : "shift"))
            key.isSelected = shifted
            return key
        case .numbers: return functionKey(.plane(.symbols), frame, label: "#+=")
        case .symbols, .phoneSymbols: return functionKey(.plane(.numbers), frame, label: "123")
        }
    }

    private func returnKey(_ frame: CGRect) -> KeyboardKey {
        let primary = KeyboardLayout.returnIsPrimary(c.returnKeyType)
        var key = KeyboardKey(action: .return, frame: frame, label: KeyboardLayout.returnTitle(c.returnKeyType), symbol: nil,
                              style: primary && c.returnKeyEnabled ? .primary : .function, isCharacterLabel: false)
        key.isEnabled = c.returnKeyEnabled
        return key
    }

    /// Lays `count` equal keys of `width` centred in the row.
    private func centred(_ labels: [String], width: CGFloat, row: Int, from minX: CGFloat = 0, to maxX: CGFloat? = nil) -> [KeyboardKey] {
        let maxX = maxX ?? c.width
        let total = CGFloat(labels.count) * width + CGFloat(labels.count - 1) * gap
        var x = minX + (maxX - minX - total) / 2
        return labels.map { label in
            defer { x += width + gap }
            return characterKey(label, CGRect(x: x, y: rowY(row), width: width, height: keyHeight))
        }
    }

    // MARK: iPhone

    private static let letterRows = [["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
                                     ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
                                     ["z", "x", "c", "v", "b", "n", "m"]]
    private static let numberRows = [["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
                                     ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""],
                                     [".", ",", "?", "!", "'"]]
    private static let symbolRows = [["[", "]", "{", "}", "#", "%", "^", "*", "+", "="],
                                     ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"],
                                     [".", ",", "?", "!", "'"]]

    private mutating func buildPhone() {
        let plane = c.plane == .phoneSymbols ? .symbols : c.plane
        let available = c.width - 2 * margin
        let unit = (available - 9 * gap) / 10
        let rows = plane == .letters ? Self.letterRows : plane == .numbers ? Self.numberRows : Self.symbolRows
        // Rows 1 and 2.
        keys += centred(rows[0].map { plane == .letters ? letter($0) : $0 }, width: unit, row: 0)
        if plane == .letters {
            keys += centred(rows[1].map(letter), width: unit, row: 1)
        } else {
            keys += centred(rows[1], width: unit, row: 1)
        }
        // Row 3: shift (or the other symbol plane), the letters, delete.
        let sideWidth = (unit * 1.3).rounded()
        keys.append(shiftKey(CGRect(x: margin, y: rowY(2), width: sideWidth, height: keyHeight), plane: plane))
        let innerMin = margin + sideWidth, innerMax = c.width - margin - sideWidth
        if plane == .letters {
            keys += centred(rows[2].map(letter), width: unit, row: 2, from: innerMin, to: innerMax)
        } else {
            let width = (innerMax - innerMin - 8 * gap) / 5
            keys += centred(rows[2], width: width, row: 2, from: innerMin, to: innerMax)
        }
        keys.append(functionKey(.delete, CGRect(x: c.width - margin - sideWidth, y: rowY(2), width: sideWidth, height: keyHeight),
                                symbol: "delete.left"))
        // Row 4.
        let y = rowY(3)
        let planeKey = functionKey(.plane(plane == .letters ? .numbers : .letters), .zero, label: plane == .letters ? "123" : "ABC")
        let wide = ((available - 2 * gap) * 0.225).rounded()
        var left: [KeyboardKey] = [planeKey]
        if !hasStrip {
            left.append(functionKey(.emoji, .zero, symbol: "face.smiling"))
            left.append(functionKey(.dictation, .zero, symbol: "mic"))
        }
        var middle: [(KeyboardKey, CGFloat)] = []   // key and relative width (0: the rest)
        func text(_ s: String) -> KeyboardKey { characterKey(s, .zero) }
        let space = KeyboardKey(action: .space, frame: .zero, label: "space", symbol: nil, style: .character, isCharacterLabel: false)
        switch c.keyboardType {
        case .URL:
            middle = [(text("."), 1), (text("/"), 1), (KeyboardKey(action: .text(".com"), frame: .zero, label: ".com", symbol: nil, style: .character, isCharacterLabel: false), 0)]
        case .emailAddress:
            middle = [(space, 0), (text("@"), 1), (text("."), 1)]
        case .twitter:
            middle = [(space, 0), (text("@"), 1), (text("#"), 1)]
        case .webSearch:
            middle = [(space, 0), (text("."), 1)]
        default:
            middle = [(space, 0)]
        }
        // Widths: the plane key and return are `wide`; with emoji and dictation keys in the row, the
        // plane key and those two are narrower.
        let smallSide = (unit * 1.3).rounded()
        let leftWidths: [CGFloat] = left.count == 1 ? [wide] : Array(repeating: smallSide, count: left.count)
        let returnWidth = wide
        let fixedMiddle = middle.reduce(CGFloat(0)) { $0 + ($1.1 > 0 ? (unit * 1.3).rounded() : 0) }
        let count = left.count + middle.count + 1
        let used = leftWidths.reduce(0, +) + returnWidth + fixedMiddle + CGFloat(count - 1) * gap
        let rest = max(unit, available - used)
        var x = margin
        for (key, width) in zip(left, leftWidths) {
            var key = key
            key.frame = CGRect(x: x, y: y, width: width, height: keyHeight)
            keys.append(key)
            x += width + gap
        }
        for (key, weight) in middle {
            var key = key
            let width = weight > 0 ? (unit * 1.3).rounded() : rest
            key.frame = CGRect(x: x, y: y, width: width, height: keyHeight)
            keys.append(key)
            x += width + gap
        }
        keys.append(returnKey(CGRect(x: c.width - margin - returnWidth, y: y, width: returnWidth, height: keyHeight)))
    }

    // MARK: Number pads

    private static let padLetters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]

    private mutating func buildNumberPad(phone: Bool = false) {
        let phone = phone || c.keyboardType == .phonePad
        let margin: CGFloat = 6, gap: CGFloat = 6
        let width = (c.width - 2 * margin - 2 * gap) / 3
        let height = (keyAreaHeight - 2 * margin - 3 * gap) / 4
        func frame(_ row: Int, _ column: Int) -> CGRect {
            CGRect(x: margin + CGFloat(column) * (width + gap), y: margin + CGFloat(row) * (height + gap), width: width, height: height)
        }
        let symbols = c.plane == .phoneSymbols
        for digit in 1...9 {
            let row = (digit - 1) / 3, column = (digit - 1) % 3
            var key = characterKey("\(digit)", frame(row, column))
            if symbols {
                let alternatives = ["*", "#", "+", ",", ";", "(", ")", "/", "-"]
                key = characterKey(alternatives[digit - 1], frame(row, column))
            } else {
                key.subtitle = Self.padLetters[digit - 1].isEmpty ? nil : Self.padLetters[digit - 1]
            }
            keys.append(key)
        }
        // Bottom row.
        switch c.keyboardType {
        case .decimalPad:
            let separator = Locale.current.decimalSeparator ?? "."
            var key = characterKey(separator, frame(3, 0))
            key.style = .plain
            keys.append(key)
        case .phonePad, .namePhonePad:
            if c.keyboardType == .namePhonePad {
                keys.append(functionKey(.plane(.letters), frame(3, 0), label: "ABC").withStyle(.plain))
            } else {
                keys.append(functionKey(.plane(symbols ? .letters : .phoneSymbols), frame(3, 0), label: symbols ? "123" : "+*#").withStyle(.plain))
            }
        default:
            keys.append(KeyboardKey(action: .none, frame: frame(3, 0), label: "", symbol: nil, style: .plain, isCharacterLabel: false))
        }
        var zero = characterKey("0", frame(3, 1))
        if phone && !symbols { zero.subtitle = "+" }
        keys.append(zero)
        keys.append(functionKey(.delete, frame(3, 2), symbol: "delete.left").withStyle(.plain))
    }

    // MARK: iPad

    private static let padNumberRows = [["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
                                        ["@", "#", "$", "&", "*", "(", ")", "'", "\""],
                                        ["%", "-", "+", "=", "/", ";", ":", ",", "."]]
    private static let padSymbolRows = [["€", "£", "¥", "_", "^", "[", "]", "{", "}", "~"],
                                        ["§", "|", "\\", "<", ">", "!", "?", "'", "\""],
                                        ["…", "•", "°", "`", "´", "¿", "¡", ",", "."]]

    private mutating func buildPad() {
        let plane = c.plane == .phoneSymbols ? .symbols : c.plane
        let available = c.width - 2 * margin
        let unit = ((available - 10 * gap) / 11.5).rounded(.down)
        let rows: [[String]]
        if plane == .letters {
            rows = [Self.letterRows[0].map(letter), Self.letterRows[1].map(letter),
                    Self.letterRows[2].map(letter) + (shifted ? ["!", "?"] : [",", "."])]
        } else {
            rows = plane == .numbers ? Self.padNumberRows : Self.padSymbolRows
        }
        // Row 1: ten keys and delete.
        var x = margin
        for label in rows[0] {
            keys.append(characterKey(label, CGRect(x: x, y: rowY(0), width: unit, height: keyHeight)))
            x += unit + gap
        }
        keys.append(functionKey(.delete, CGRect(x: x, y: rowY(0), width: c.width - margin - x, height: keyHeight), symbol: "delete.left"))
        // Row 2: half a unit in, nine keys and return.
        x = margin + (unit / 2).rounded()
        for label in rows[1] {
            keys.append(characterKey(label, CGRect(x: x, y: rowY(1), width: unit, height: keyHeight)))
            x += unit + gap
        }
        keys.append(returnKey(CGRect(x: x, y: rowY(1), width: c.width - margin - x, height: keyHeight)))
        // Row 3: shift, nine keys, shift.
        let shiftWidth = ((available - 9 * unit - 10 * gap) / 2).rounded(.down)
        keys.append(shiftKey(CGRect(x: margin, y: rowY(2), width: shiftWidth, height: keyHeight), plane: plane))
        x = margin + shiftWidth + gap
        for label in rows[2] {
            keys.append(characterKey(label, CGRect(x: x, y: rowY(2), width: unit, height: keyHeight)))
            x += unit + gap
        }
        keys.append(shiftKey(CGRect(x: x, y: rowY(2), width: c.width - margin - x, height: keyHeight), plane: plane))
        // Row 4: plane, emoji, dictation, space, plane, dismiss.
        let planeLabel = plane == .letters ? ".?123" : "ABC"
        let planeTarget: KeyboardPlane = plane == .letters ? .numbers : .letters
        let planeWidth = (unit * 1.5).rounded()
        let spaceWidth = available - 3 * unit - 2 * planeWidth - 5 * gap
        var bottom: [KeyboardKey] = []
        x = margin
        for (key, width) in [(functionKey(.plane(planeTarget), .zero, label: planeLabel), planeWidth),
                             (functionKey(.emoji, .zero, symbol: "face.smiling"), unit),
                             (functionKey(.dictation, .zero, symbol: "mic"), unit),
                             (KeyboardKey(action: .space, frame: .zero, label: "", symbol: nil, style: .character, isCharacterLabel: false), spaceWidth),
                             (functionKey(.plane(planeTarget), .zero, label: planeLabel), planeWidth),
                             (functionKey(.dismiss, .zero, symbol: "keyboard"), unit)] {
            var key = key
            key.frame = CGRect(x: x, y: rowY(3), width: width, height: keyHeight)
            bottom.append(key)
            x += width + gap
        }
        keys += bottom
    }
}

private extension KeyboardKey {
    func withStyle(_ style: Style) -> KeyboardKey {
        var key = self
        key.style = style
        return key
    }
}
