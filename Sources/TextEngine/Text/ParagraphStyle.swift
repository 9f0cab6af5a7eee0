import CoreGraphics

/// How a paragraph is laid out: everything `NSParagraphStyle` says.
package struct ParagraphStyle: Equatable, Sendable {
    /// Horizontal alignment.
    package enum Alignment: Int, Sendable { case left, center, right, justified, natural }
    /// How lines wrap and where truncation happens.
    package enum LineBreak: Int, Sendable { case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle }
    /// The paragraph's base writing direction.
    package enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft }

    package var alignment: Alignment = .natural
    package var lineBreak: LineBreak = .wordWrap
    package var lineSpacing: CGFloat = 0
    package var paragraphSpacing: CGFloat = 0
    package var paragraphSpacingBefore: CGFloat = 0
    package var firstLineHeadIndent: CGFloat = 0
    package var headIndent: CGFloat = 0
    /// Positive: distance from the leading margin; zero or negative: from the trailing margin.
    package var tailIndent: CGFloat = 0
    package var minimumLineHeight: CGFloat = 0
    package var maximumLineHeight: CGFloat = 0
    package var lineHeightMultiple: CGFloat = 0
    package var baseWritingDirection: Direction = .natural
    /// Tab stop locations in points; empty uses every `defaultTabInterval` (28 pt when 0, as TextKit).
    package var tabStops: [CGFloat] = []
    package var defaultTabInterval: CGFloat = 0

    package init() {}

    /// Whether lines of this paragraph truncate rather than wrap.
    var truncates: Bool { lineBreak == .truncateHead || lineBreak == .truncateTail || lineBreak == .truncateMiddle }
}
