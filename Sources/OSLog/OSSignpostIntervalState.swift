import Dispatch

/// The state of an open signposted interval, which `OSSignposter.beginInterval` returns and
/// `endInterval` takes. Tessera keeps the identifier and the start time, and the end signpost says how
/// long the interval took. Where Tessera differs from Apple: ending an interval twice, or with another
/// name, is not checked.
public final class OSSignpostIntervalState: Codable, Sendable {
    /// The interval's identifier.
    let id: OSSignpostID
    /// When the interval began, in nanoseconds of the monotonic clock; nil when it was recreated with
    /// `beginState(id:)` or began while signposts were off.
    let start: UInt64?

    init(id: OSSignpostID, start: UInt64?) {
        self.id = id
        self.start = start
    }

    /// Recreates the state of an interval from its identifier, to end an interval begun elsewhere (its
    /// duration is then not known).
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id, start: nil)
    }

    /// The time now, in nanoseconds of the monotonic clock.
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
}
