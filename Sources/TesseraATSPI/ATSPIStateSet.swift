/// A set of AT-SPI2 states, sent as two 32-bit words (`au`).
struct ATSPIStateSet: Equatable, Sendable {
    private(set) var bits: UInt64 = 0

    func contains(_ state: ATSPIState) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }
    mutating func insert(_ state: ATSPIState) { bits |= 1 << UInt64(state.rawValue) }
    mutating func remove(_ state: ATSPIState) { bits &= ~(1 << UInt64(state.rawValue)) }
    /// The words D-Bus carries: the low 32 states, then the next 32.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }
}
