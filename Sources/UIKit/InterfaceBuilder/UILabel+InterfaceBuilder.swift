/// A label's Interface Builder attributes: text, font, colours, alignment, lines, line breaks, sizing.
extension UILabel {
    static let interfaceBuilderAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
    static let interfaceBuilderLineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    /// Decodes the label's attributes (once per element: the document keeps the plan, and every label
    /// made from the element gets the same steps).
    func decodeInterfaceBuilderLabel(_ coder: InterfaceBuilderCoder) {
        coder.replay(self, from: coder.pass.document.plans.labels) { plan in
            UILabel.planInterfaceBuilderLabel(coder, into: plan)
        }
    }

    private static func planInterfaceBuilderLabel(_ coder: InterfaceBuilderCoder, into plan: IBPlan<UILabel>.Builder) {
        // The view attributes a label's defaults (applied after the view's decoding) replaced, put back as
        // the document gives them. Xcode writes `userInteractionEnabled="NO"` for a label and leaves it
        // out once it is switched on: absent, it is a view's default (interactive).
        let enabled = coder.bool("userInteractionEnabled") ?? true
        plan.add { label, _ in label.isUserInteractionEnabled = enabled }
        if let mode = coder.enumeration("contentMode", UIView.interfaceBuilderContentModes) {
            plan.add { label, _ in label.contentMode = mode }
        }
        if let element = coder.child("fontDescription") {
            if element["style"] != nil {
                // A text style's font follows the content size category current when the label is made.
                plan.add { label, _ in if let font = IBValues.font(element) { label.font = font } }
            } else if let font = IBValues.font(element) {
                plan.add { label, _ in label.font = font }
            }
        }
        if coder.has("textColor") {
            let color = coder.color("textColor")
            plan.add { label, _ in label.textColor = color }
        }
        if coder.has("highlightedColor") {
            let color = coder.color("highlightedColor")
            plan.add { label, _ in label.highlightedTextColor = color }
        }
        if let alignment = coder.enumeration("textAlignment", interfaceBuilderAlignments) {
            plan.add { label, _ in label.textAlignment = alignment }
        }
        if let lines = coder.number("numberOfLines") { plan.add { label, _ in label.numberOfLines = Int(lines) } }
        if let mode = coder.enumeration("lineBreakMode", interfaceBuilderLineBreakModes) {
            plan.add { label, _ in label.lineBreakMode = mode }
        }
        if let fits = coder.bool("adjustsFontSizeToFit") {
            plan.add { label, _ in label.adjustsFontSizeToFitWidth = fits }
        }
        if let scale = coder.number("minimumScaleFactor") { plan.add { label, _ in label.minimumScaleFactor = scale } }
        if let enabled = coder.bool("enabled") { plan.add { label, _ in label.isEnabled = enabled } }
        if let text = coder.string("text") { plan.add { label, _ in label.text = text } }
        _ = coder.string("baselineAdjustment")
    }
}
