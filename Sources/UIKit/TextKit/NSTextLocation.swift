import Foundation

/// A place in a text content manager's document (TextKit 2). Locations of one document compare in
/// document order.
public protocol NSTextLocation: AnyObject {
    /// How this location orders against `location`.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// Tessera's text location: a UTF-16 offset into the content storage's text.
final class TextOffsetLocation: NSObject, NSTextLocation {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }

    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        guard let other = location as? TextOffsetLocation else { return .orderedAscending }
        return offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }

    override var description: String { "\(offset)" }
}

extension NSTextLocation {
    /// The UTF-16 offset of a Tessera location (0 for foreign ones).
    var utf16Offset: Int { (self as? TextOffsetLocation)?.offset ?? 0 }
}
