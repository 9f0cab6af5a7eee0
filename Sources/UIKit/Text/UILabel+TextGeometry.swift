import CoreGraphics

/// Where a label's characters are, for assistive technologies that ask for the extents of a
/// character or range and for the character under a point (a screen reader's mouse review, a
/// magnifier following the reading). UIKit answers these inside VoiceOver; Tessera's desktop bridge
/// asks here.
///
/// The text is placed as `draw(_:)` places it, in the bounds: a subclass that overrides
/// `drawText(in:)` to draw in another rectangle (an inset label) moves the drawn text, not these
/// answers.
extension UILabel {
    /// Rectangles covering the characters of a UTF-16 range, one or more per line, in the label's
    /// coordinates (none for characters cut from the label or an empty label).
    package func textRects(forUTF16Range range: Range<Int>) -> [CGRect] {
        guard let (layout, origin) = placedLayout(in: bounds) else { return [] }
        return layout.selectionRects(for: range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    /// The UTF-16 offset of the caret position nearest `point`, in the label's coordinates (nil for an
    /// empty label).
    package func closestUTF16Offset(to point: CGPoint) -> Int? {
        guard let (layout, origin) = placedLayout(in: bounds) else { return nil }
        return layout.characterIndex(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }
}
