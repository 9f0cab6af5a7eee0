import Foundation
import LayoutEngine
import LayoutWorkloads
import Testing

/// Our solutions of the benchmark's workloads against kiwisolver's, checked in as
/// Fixtures/kiwi-n30.json (`python3 scripts/kiwi_bench.py --fixture 30`).
@Suite struct KiwiFixtureTests {
    struct Fixture: Decodable {
        let n: Int
        let workloads: [String: [Double]]
    }

    static func fixture() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "kiwi-n30", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    static func expectMatches(_ ours: [Double], _ kiwi: [Double]?, _ workload: Workload) {
        guard let kiwi else {
            Issue.record("no kiwi values for \(workload)")
            return
        }
        #expect(ours.count == kiwi.count)
        for (index, (a, b)) in zip(ours, kiwi).enumerated() where workload.isUnique(index) {
            #expect(abs(a - b) <= 1e-6, "\(workload) value \(index): ours \(a), kiwi \(b)")
        }
    }

    @Test(arguments: Workload.allCases)
    func fromScratch(_ workload: Workload) throws {
        let fixture = try Self.fixture()
        let layout = try Layout(workload, n: fixture.n)
        Self.expectMatches(layout.values, fixture.workloads[workload.rawValue], workload)
    }

    @Test func afterWidthChanges() throws {
        let fixture = try Self.fixture()
        let layout = try Layout(.stack, n: fixture.n)
        _ = try layout.runEdits()
        Self.expectMatches(layout.values, fixture.workloads["edits"], .stack)
    }

    /// The priority workload's heights have many optima; ours must still be one of them.
    @Test func priorityHeightsAreAnOptimum() throws {
        let n = try Self.fixture().n
        let layout = try Layout(.priority, n: n)
        let heights = layout.values.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)
        #expect(heights.allSatisfy { $0 >= 20 - 1e-9 && $0 <= 44 + 1e-9 })
        #expect(abs(heights.reduce(0, +) - 30 * Double(n)) <= 1e-6)
    }
}
