/// The kind of a signpost: a single `.event`, or the `.begin` or `.end` of an interval.
public struct OSSignpostType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind's number, the value of Apple's `os_signpost_type_t` constants.
    public let rawValue: UInt8

    /// Creates a kind from the number of Apple's `os_signpost_type_t` constant.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)

    /// `"event"`, `"begin"` or `"end"`, as signpost messages name the kind.
    public var description: String {
        switch rawValue {
        case 1: "begin"
        case 2: "end"
        default: "event"
        }
    }
}
