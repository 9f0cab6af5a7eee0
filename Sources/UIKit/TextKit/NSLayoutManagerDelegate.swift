import Foundation

/// Told about and consulted on a layout manager's layout: extra spacing between lines and paragraphs,
/// where lines may break, and when layout completes or is invalidated. Every method is optional.
public protocol NSLayoutManagerDelegate: AnyObject {
    /// Extra space after the line ending with the glyph at `glyphIndex` (0 by default).
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Extra space before the paragraph starting with the glyph at `glyphIndex` (0 by default).
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Extra space after the paragraph ending with the glyph at `glyphIndex` (0 by default).
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Whether a line may break at the word boundary before the character at `charIndex` (true by default).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool
    /// Whether a line may break by hyphenating before the character at `charIndex` (true by default; Tessera
    /// does not hyphenate, so it is not asked).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool
    /// Layout finished for `textContainer` (nil: the text did not fit any container); `layoutFinishedFlag`
    /// says whether all the text is laid out.
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                       atEnd layoutFinishedFlag: Bool)
    /// Some layout was invalidated.
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// A container's size changed from `oldSize`.
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    /// 0.
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    /// 0.
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    /// 0.
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat { 0 }
    /// True.
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool { true }
    /// True.
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool { true }
    /// Does nothing.
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}
    /// Does nothing.
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    /// Does nothing.
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {}
}
