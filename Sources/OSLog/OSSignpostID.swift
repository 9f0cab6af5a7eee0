import Synchronization

/// The identifier that pairs the begin and end signposts of one interval among others of the same name.
///
/// Tessera writes the identifier into each signpost message (`(signpost 3)`, or `(exclusive)`).
public struct OSSignpostID: Hashable, Comparable, Codable, Sendable {
    /// The identifier's number (Apple's `os_signpost_id_t`).
    public let rawValue: UInt64

    /// Creates an identifier with a number.
    public init(_ value: UInt64) { rawValue = value }

    /// Creates an identifier unique in this process, for intervals on `log`.
    public init(log: OSLog) {
        rawValue = OSSignpostID.next.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// Creates the identifier of an object (its address), so that code that sees only the object can end
    /// an interval another part began.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
    }

    /// For intervals of which only one with a name is open at a time (`OS_SIGNPOST_ID_EXCLUSIVE`).
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An invalid identifier (`OS_SIGNPOST_ID_INVALID`).
    public static let invalid = OSSignpostID(~0)
    /// The null identifier (`OS_SIGNPOST_ID_NULL`).
    public static let null = OSSignpostID(0)

    /// Orders identifiers by number.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The next identifier `init(log:)` hands out.
    private static let next = Atomic<UInt64>(1)

    /// How signpost messages name the identifier.
    var label: String { self == .exclusive ? "exclusive" : "signpost \(rawValue)" }
}
