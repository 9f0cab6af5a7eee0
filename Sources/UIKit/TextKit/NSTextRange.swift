import Foundation

/// A range between two locations of a document (TextKit 2).
open class NSTextRange: NSObject {
    /// Where the range starts.
    public let location: any NSTextLocation
    /// Where the range ends (not included).
    public let endLocation: any NSTextLocation

    /// A range from `location` to `endLocation`; nil when the end comes before the start.
    public init?(location: any NSTextLocation, end endLocation: (any NSTextLocation)?) {
        let end = endLocation ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        self.location = location
        self.endLocation = end
        super.init()
    }

    /// An empty range at `location`.
    public convenience init(location: any NSTextLocation) {
        self.init(location: location, end: nil)!
    }

    /// Whether the range holds nothing.
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    /// Whether `location` lies in the range.
    open func contains(_ location: any NSTextLocation) -> Bool {
        self.location.compare(location) != .orderedDescending && location.compare(endLocation) == .orderedAscending
    }

    /// Whether `textRange` lies wholly in the range.
    open func contains(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) != .orderedDescending && textRange.endLocation.compare(endLocation) != .orderedDescending
    }

    /// Whether the ranges share a location.
    open func intersects(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.endLocation) == .orderedAscending && textRange.location.compare(endLocation) == .orderedAscending
    }

    /// Whether both ranges have equal ends.
    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    /// The range as offsets.
    open override var description: String { "<NSTextRange \(location)..<\(endLocation)>" }

    /// The UTF-16 range of a Tessera text range.
    var nsRange: NSRange {
        NSRange(location: location.utf16Offset, length: max(0, endLocation.utf16Offset - location.utf16Offset))
    }
}
