import CoreGraphics

/// Where text is laid out: a size, a line limit and a truncation policy.
package struct TextContainer: Equatable, Sendable {
    /// How lines are cut when text does not fit.
    package enum Truncation: Equatable, Sendable {
        /// String drawing (TextKit): paragraphs whose style truncates are single truncated lines, others
        /// wrap; with `truncatesLastVisibleLine`, cut text puts an ellipsis on the last visible line.
        case paragraphStyles(truncatesLastVisibleLine: Bool)
        /// Labels: every paragraph wraps by word; when lines are cut, the last visible line is truncated
        /// with `mode` (or clipped/just cut for clip and wrap modes).
        case lastLine(mode: ParagraphStyle.LineBreak)
    }

    /// The container's size; a width or height that is not positive and finite means unlimited.
    package var size: CGSize
    /// The most lines shown; 0 for no limit.
    package var maximumNumberOfLines: Int
    package var truncation: Truncation
    /// Whether lines include the font's leading (line gap).
    package var usesFontLeading: Bool

    package init(size: CGSize, maximumNumberOfLines: Int = 0,
                 truncation: Truncation = .paragraphStyles(truncatesLastVisibleLine: false), usesFontLeading: Bool = false) {
        self.size = size
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncation = truncation
        self.usesFontLeading = usesFontLeading
    }

    /// The width lines wrap at; nil for none, which widths beyond what Pango can hold (about 2 million
    /// points, such as `.greatestFiniteMagnitude`) also mean: clamped to Pango's largest width instead,
    /// justified lines stretched that far, and placing a tab on one made Pango loop without end.
    var width: CGFloat? { size.width.isFinite && size.width > 0 && size.width < Self.largestWidth ? size.width : nil }
    /// Pango's largest length, in points.
    static let largestWidth = CGFloat(Int32.max) / pangoScale
    var height: CGFloat? { size.height.isFinite && size.height > 0 ? size.height : nil }
}
