/// A label's Interface Builder attributes: text, font, colours, alignment, lines, line breaks, sizing.
extension UILabel {
    static let interfaceBuilderAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
    static let interfaceBuilderLineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    func decodeInterfaceBuilderLabel(_ coder: InterfaceBuilderCoder) {
        if let enabled = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let font = coder.font() { self.font = font }
        if coder.has("textColor") { textColor = coder.color("textColor") }
        if coder.has("highlightedColor") { highlightedTextColor = coder.color("highlightedColor") }
        if let alignment = coder.enumeration("textAlignment", Self.interfaceBuilderAlignments) { textAlignment = alignment }
        if let lines = coder.number("numberOfLines") { numberOfLines = Int(lines) }
        if let mode = coder.enumeration("lineBreakMode", Self.interfaceBuilderLineBreakModes) { lineBreakMode = mode }
        if let fits = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = fits }
        if let scale = coder.number("minimumScaleFactor") { minimumScaleFactor = scale }
        if let enabled = coder.bool("enabled") { isEnabled = enabled }
        if let text = coder.string("text") { self.text = text }
        _ = coder.string("baselineAdjustment")
    }
}
