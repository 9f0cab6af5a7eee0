/// A tab stop of a paragraph style.
open class NSTextTab: NSObject, @unchecked Sendable {
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
        super.init()
    }
}
