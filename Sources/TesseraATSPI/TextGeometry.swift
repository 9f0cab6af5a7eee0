import UIKit

/// Where a text object's characters are on the screen and which character is at a point, for the
/// Text interface's extents and offset-at-point (a screen reader's mouse review, a magnifier
/// following the reading). Offsets are characters (Unicode scalars), as everywhere in AT-SPI2.
/// Fields and text views answer through their `UITextInput` geometry, so a subclass that overrides
/// it is followed; labels through their laid-out text.
@MainActor
enum TextGeometry {
    /// Rectangles in screen points covering characters `range` of a text object whose characters
    /// are `text`, one or more per line (none for an object that is not a text view, field or label,
    /// or characters not shown).
    static func rects(of object: UIResponder?, characters range: Range<Int>, in text: String) -> [CGRect] {
        guard let view = object as? UIView else { return [] }
        let lower = TextContent.utf16Offset(range.lowerBound, in: text)
        let upper = TextContent.utf16Offset(range.upperBound, in: text)
        let local: [CGRect]
        if let input = view as? (UIView & UITextInput) {
            guard let start = input.position(from: input.beginningOfDocument, offset: lower),
                  let end = input.position(from: input.beginningOfDocument, offset: upper),
                  let textRange = input.textRange(from: start, to: end) else { return [] }
            local = input.selectionRects(for: textRange).map(\.rect)
        } else if let label = view as? UILabel {
            local = label.textRects(forUTF16Range: lower..<upper)
        } else {
            return []
        }
        return local.filter { !$0.isNull && $0.width > 0 }.map { UIAccessibility.convertToScreenCoordinates($0, in: view) }
    }

    /// The smallest rectangle holding every rectangle of the characters (`.null` when none is shown).
    static func extents(of object: UIResponder?, characters range: Range<Int>, in text: String) -> CGRect {
        rects(of: object, characters: range, in: text).reduce(CGRect.null) { $0.union($1) }
    }

    /// The character under a point in screen points: the one whose rectangle holds the point, else
    /// the one beside the caret position nearest it; nil for a point outside the object, or an object
    /// with no characters.
    static func offset(at screenPoint: CGPoint, of object: UIResponder?, in text: String) -> Int? {
        guard let view = object as? UIView else { return nil }
        let count = text.unicodeScalars.count
        let point = view.convert(screenPoint, from: (view.window?.screen ?? UIScreen.main).coordinateSpace)
        guard count > 0, view.bounds.contains(point) else { return nil }
        let nearest: Int
        if let input = view as? (UIView & UITextInput) {
            guard let position = input.closestPosition(to: point) else { return nil }
            nearest = input.offset(from: input.beginningOfDocument, to: position)
        } else if let label = view as? UILabel, let offset = label.closestUTF16Offset(to: point) {
            nearest = offset
        } else {
            return nil
        }
        // The nearest caret position lies between two characters: the point is over one of them.
        let caret = TextContent.scalarOffset(nearest, in: text)
        for candidate in [caret, caret - 1] where (0..<count).contains(candidate) {
            if rects(of: view, characters: candidate..<(candidate + 1), in: text).contains(where: { $0.contains(screenPoint) }) {
                return candidate
            }
        }
        return min(caret, count - 1)
    }
}
