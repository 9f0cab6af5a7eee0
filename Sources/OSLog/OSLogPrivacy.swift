import Foundation

/// Whether an interpolated value is shown in a log message or redacted: `"\(email, privacy: .private)"`.
///
/// Tessera redacts as an iOS release build does with no debugger attached: `.private` and `.sensitive`
/// values print `<private>`; `.auto` (the default) redacts strings, objects and other dynamic values but
/// shows numbers and Booleans; `.public` shows the value. With `mask: .hash` a redacted value prints
/// `<mask.hash: '…'>`, a hash that is equal for equal values, so they can be matched without being read.
public struct OSLogPrivacy: Equatable, Sendable {
    /// The kinds of privacy.
    enum Kind: Equatable, Sendable { case `public`, `private`, sensitive, auto }

    /// The value's privacy.
    let kind: Kind
    /// How a redacted value is shown.
    let mask: Mask

    /// The value is shown.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(kind: .public, mask: .none) }

    /// The value is redacted (`<private>`).
    public static var `private`: OSLogPrivacy { OSLogPrivacy(kind: .private, mask: .none) }

    /// The value is redacted, shown with `mask` (`.hash`: a hash of the value).
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }

    /// The value is redacted always; Apple hides it even when private data is turned on.
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: .none) }

    /// The value is redacted always, shown with `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// The default: strings and objects are redacted, numbers and Booleans shown.
    public static var auto: OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: .none) }

    /// The default rule, with redacted values shown with `mask`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }

    /// Whether a value is redacted: `isScalar` says it is a number or a Boolean.
    func redacts(isScalar: Bool) -> Bool {
        switch kind {
        case .public: false
        case .private, .sensitive: true
        case .auto: !isScalar
        }
    }

    /// What a redacted value with this privacy prints.
    func redacted(_ text: String) -> String {
        mask == .hash ? "<mask.hash: '\(OSLogPrivacy.hash(text))'>" : "<private>"
    }

    /// A stable hash of the text (64-bit FNV-1a, in Base64), the same in every process.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        return Data(bytes).base64EncodedString()
    }
}
