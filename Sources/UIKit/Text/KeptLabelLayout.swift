import TextEngine

/// A label's text as last laid out (by measuring or by drawing), with what it was laid out for, so the
/// next drawing can skip laying the same text out again. Shaping is most of a label's cost, and a
/// self-sizing row measures each label just before drawing it.
final class KeptLabelLayout {
    /// The text as laid out: measuring lays it out left-aligned, drawing as the label aligns it.
    let text: AttributedText
    /// The box and line limit it was laid out in (nil: unlimited).
    let width: CGFloat?
    let height: CGFloat?
    let lines: Int
    let layout: LabelLayout

    init(text: AttributedText, width: CGFloat?, height: CGFloat?, lines: Int, layout: LabelLayout) {
        self.text = text
        self.width = width
        self.height = height
        self.lines = lines
        self.layout = layout
    }

    /// The kept layout when laying `text` out in `width` × `height` on at most `lines` lines would give
    /// the same lines at the same places; nil when it might not.
    ///
    /// It does when the text is the same (colours included), and either the box is the same or the
    /// kept layout had no limit and fits the new box whole: then nothing wraps, is cut or ellipsized in
    /// either. Natural alignment counts as left alignment (which measuring uses) when every paragraph
    /// reads left to right. A tail indent narrows the wrapping width by the box's, so it rules out the
    /// unlimited case.
    func layout(for text: AttributedText, width: CGFloat?, height: CGFloat?, lines: Int) -> LabelLayout? {
        guard lines == self.lines, matches(text) else { return nil }
        if width != self.width {
            guard self.width == nil, let width, !layout.isTruncated, layout.size.width <= width,
                  text.runs.allSatisfy({ $0.style.paragraph.tailIndent == 0 }) else { return nil }
        }
        if height != self.height {
            guard self.height == nil, let height, layout.size.height <= height + 0.001 else { return nil }
        }
        return layout
    }

    /// Whether `text` is the kept text, up to natural alignment standing for the left alignment the
    /// kept text has, when the layout reads left to right.
    private func matches(_ text: AttributedText) -> Bool {
        if text == self.text { return true }
        guard text.string == self.text.string, text.runs.count == self.text.runs.count else { return false }
        var natural = false
        for (run, kept) in zip(text.runs, self.text.runs) {
            guard run.length == kept.length else { return false }
            var style = run.style
            if style.paragraph.alignment == .natural, kept.style.paragraph.alignment == .left {
                style.paragraph.alignment = .left
                natural = true
            }
            guard style == kept.style else { return false }
        }
        return !natural || layout.isLeftToRight
    }
}
