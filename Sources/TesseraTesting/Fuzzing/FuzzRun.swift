import Foundation

/// One fuzz test's run: how many cases and from which seed, read from `TESSERA_FUZZ_CASES` and
/// `TESSERA_FUZZ_SEED` (decimal or 0x hex) so a long run and a failure's replay are one command away.
///
/// Every case draws from its own generator, seeded from the run's seed and the case number, so a
/// failing case reproduces with the same seed whatever the case count, and alone with
/// `TESSERA_FUZZ_CASE` set to its number.
public struct FuzzRun: Sendable {
    /// The test's name, printed with the seed.
    public let name: String
    /// How many cases to run.
    public let cases: Int
    /// The run's seed.
    public let seed: UInt64

    /// The run for a test, with its defaults when the environment sets nothing; prints the name, the
    /// case count and the seed, so a log shows how to replay it.
    public init(_ name: String, defaultCases: Int, defaultSeed: UInt64 = 0x7E55_E7A0_F022) {
        let environment = ProcessInfo.processInfo.environment
        self.name = name
        cases = environment["TESSERA_FUZZ_CASES"].flatMap { Int($0) }.map { max(0, $0) } ?? defaultCases
        seed = environment["TESSERA_FUZZ_SEED"].flatMap(Self.parseSeed) ?? defaultSeed
        print("fuzz \(name): \(cases) cases, TESSERA_FUZZ_SEED=\(Self.hex(seed))")
    }

    /// The generator of case `index`.
    public func generator(forCase index: Int) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }

    /// Where a case came from, for failure messages: the test, the case number and the run's seed.
    public func label(_ index: Int) -> String { "\(name): TESSERA_FUZZ_SEED=\(Self.hex(seed)) TESSERA_FUZZ_CASE=\(index)" }

    /// The one case to run when replaying a failure (`TESSERA_FUZZ_CASE`), nil for all of them.
    public var onlyCase: Int? { ProcessInfo.processInfo.environment["TESSERA_FUZZ_CASE"].flatMap { Int($0) } }

    /// Runs `body` once per case with that case's generator (only `TESSERA_FUZZ_CASE` when it is set).
    /// With `TESSERA_FUZZ_TRACE=1` each case is announced first, so a crash shows which case it was.
    public func forEachCase(_ body: (_ index: Int, _ random: inout SplitMix64) throws -> Void) rethrows {
        let tracing = ProcessInfo.processInfo.environment["TESSERA_FUZZ_TRACE"] == "1"
        for index in onlyCase.map({ [$0] }) ?? Array(0..<cases) {
            if tracing { print("\(label(index))", terminator: "\n") }
            var random = generator(forCase: index)
            try body(index, &random)
        }
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.hasPrefix("0x") ? UInt64(trimmed.dropFirst(2), radix: 16) : UInt64(trimmed)
    }

    static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
}
