/// A tab stop of a paragraph style.
open class NSTextTab: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Options of a tab stop.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// The alignment of text at the stop (Tessera aligns all stops to the left).
    public let alignment: NSTextAlignment
    /// The stop's distance from the leading margin.
    public let location: CGFloat
    /// The stop's options.
    public let options: [OptionKey: Any]

    /// Creates a tab stop.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
    }

    public static func == (lhs: NSTextTab, rhs: NSTextTab) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Tabs are equal when their alignment and location are.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
    }

    /// A hash of the location.
    open var hash: Int { location.hashValue }

    open var description: String { "\(location)\(alignment == .left ? "L" : alignment == .right ? "R" : alignment == .center ? "C" : "N")" }
}
