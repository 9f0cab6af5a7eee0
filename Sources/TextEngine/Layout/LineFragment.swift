import CoreGraphics

/// One laid-out line: where it sits, where its glyphs are and which characters it holds.
package struct LineFragment: Sendable {
    /// The line's box: full container width (or the text's width when unlimited), line height.
    package var rect: CGRect
    /// The box around the line's glyphs (logical extents, alignment applied).
    package var usedRect: CGRect
    /// The baseline's y.
    package var baseline: CGFloat
    /// The UTF-16 range of characters shown on the line (for a truncated line, the range it stands for).
    package var characterRange: Range<Int>
    /// Whether an ellipsis replaced some of the line's text.
    package var isTruncated: Bool
    /// Which Pango layout and line draw it.
    let layoutIndex: Int
    let lineIndex: Int
}
