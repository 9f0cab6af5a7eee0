import LayoutEngine
import LayoutWorkloads
import Testing

/// The same constraints in the same order give bit-identical results, in separate engines and runs.
@Suite struct DeterminismTests {
    @Test(arguments: Workload.allCases)
    func sameInputSameOutput(_ workload: Workload) throws {
        let first = try Layout(workload, n: 40), second = try Layout(workload, n: 40)
        #expect(first.values == second.values)
        _ = try first.runEdits()
        _ = try second.runEdits()
        #expect(first.values == second.values)
    }
}
