/// Draws the software keyboard's keys straight into a context: the background, each cap (a 5-point
/// rounded rectangle over a 1-point bottom shadow), labels and symbols. The keyboard view draws through
/// it into its one layer; `drawKeys(_:palette:in:)` is also the reference the keyboard benchmark compares
/// the keyboard's first frame with.
@MainActor
enum KeyboardRenderer {
    /// The caps' corner radius.
    static let cornerRadius: CGFloat = 5

    /// Draws a whole layout into `context`, whose user space is the keyboard's points, over the
    /// palette's opaque background unless `background` is false (the keyboard view draws its keys over
    /// its material instead). `pressed` keys are drawn pressed.
    static func drawKeys(_ layout: KeyboardLayout, palette: KeyboardPalette, in context: CGContext, pressed: KeyboardKey? = nil,
                         background: Bool = true) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        if background {
            context.setFillColor(palette.background)
            context.fill(CGRect(origin: .zero, size: layout.size))
        }
        let isPhone = layout.configuration.idiom != .pad
        for key in layout.keys {
            drawKey(key, palette: palette, in: context, pressed: pressed == key, idiom: isPhone ? .phone : .pad)
        }
    }

    /// Draws one key.
    static func drawKey(_ key: KeyboardKey, palette: KeyboardPalette, in context: CGContext, pressed: Bool, idiom: UIUserInterfaceIdiom) {
        var fill: CGColor?
        switch key.style {
        case .character: fill = pressed && idiom == .pad ? palette.pressedCharacterKey : palette.characterKey
        case .function: fill = pressed || key.isSelected ? palette.characterKey : palette.functionKey
        case .primary: fill = pressed ? palette.characterKey : palette.primaryKey
        case .plain: fill = pressed ? palette.functionKey : nil
        }
        if let fill {
            let cap = CGPath(roundedRect: key.frame, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
            if key.style != .plain {
                context.setFillColor(palette.shadow)
                context.addPath(CGPath(roundedRect: key.frame.offsetBy(dx: 0, dy: 1), cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil))
                context.fillPath()
            }
            context.setFillColor(fill)
            context.addPath(cap)
            context.fillPath()
        }
        let color: CGColor
        if !key.isEnabled {
            color = palette.disabledLabel
        } else if key.style == .primary && !pressed {
            color = palette.primaryLabel
        } else {
            color = palette.label
        }
        if let symbol = key.symbol {
            drawSymbol(symbol, in: key.frame, color: color, pointSize: key.style == .plain && key.action != .delete ? 23 : 19)
        }
        guard !key.label.isEmpty else { return }
        if let subtitle = key.subtitle ?? (key.label.count == 1 && key.style == .character && isPadDigit(key) ? "" : nil) {
            // A number pad digit: the digit, with its letters below.
            let digit = text(key.label, size: 25, weight: .regular, color: color)
            let digitSize = digit.size()
            let letters = text(subtitle, size: 10, weight: .bold, color: color, kern: 2)
            let lettersSize = letters.size()
            let total = digitSize.height + (subtitle.isEmpty ? 0 : lettersSize.height - 4)
            let top = key.frame.midY - total / 2
            digit.draw(at: CGPoint(x: key.frame.midX - digitSize.width / 2, y: top))
            if !subtitle.isEmpty {
                letters.draw(at: CGPoint(x: key.frame.midX - lettersSize.width / 2 + 1, y: top + digitSize.height - 4))
            }
            return
        }
        let size: CGFloat
        if key.isCharacterLabel {
            size = key.style == .plain ? 28 : (idiom == .pad ? 22 : 22.5)
        } else {
            size = idiom == .pad ? 18 : 16
        }
        // The number pad's capless "." is drawn heavier, as iOS does, so it reads at pad size.
        let weight: UIFont.Weight = key.style == .plain && key.isCharacterLabel ? .bold : (key.isCharacterLabel ? .light : .regular)
        var string = text(key.label, size: size, weight: weight, color: color)
        var measured = string.size()
        // Long titles ("Emergency Call") shrink to fit their key, as on iOS.
        let room = key.frame.width - 8
        if measured.width > room, room > 0 {
            string = text(key.label, size: (size * room / measured.width * 10).rounded(.down) / 10, weight: .regular, color: color)
            measured = string.size()
        }
        // Lower-case letters sit a little high on iOS's caps: centred on the x-height, not the line.
        let lift: CGFloat = key.isCharacterLabel && key.label.lowercased() == key.label && key.label.first?.isLetter == true ? 1.5 : 0
        string.draw(at: CGPoint(x: key.frame.midX - measured.width / 2, y: key.frame.midY - measured.height / 2 - lift))
    }

    private static func isPadDigit(_ key: KeyboardKey) -> Bool {
        key.frame.height > 44 && key.label.first?.isNumber == true
    }

    private static func text(_ string: String, size: CGFloat, weight: UIFont.Weight, color: CGColor, kern: CGFloat = 0) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: size, weight: weight),
                                                         .foregroundColor: UIColor(cgColor: color)]
        if kern != 0 { attributes[.kern] = kern }
        return NSAttributedString(string: string, attributes: attributes)
    }

    /// Symbol images by name, size and colour: drawn for every key of every frame, made once.
    private static var symbolCache: [String: UIImage] = [:]

    private static func drawSymbol(_ name: String, in frame: CGRect, color: CGColor, pointSize: CGFloat) {
        let key = "\(name) \(pointSize) \(color.components ?? [])"
        let image: UIImage
        if let cached = symbolCache[key] {
            image = cached
        } else {
            guard let made = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: pointSize, weight: .regular))?
                .withTintColor(UIColor(cgColor: color), renderingMode: .alwaysOriginal) else { return }
            symbolCache[key] = made
            image = made
        }
        let size = image.size
        image.draw(in: CGRect(x: (frame.midX - size.width / 2).rounded(), y: (frame.midY - size.height / 2).rounded(),
                              width: size.width, height: size.height))
    }
}
