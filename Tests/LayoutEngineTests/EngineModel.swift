import Foundation
import LayoutEngine
import Testing
import TesseraTesting

/// An engine changed step by step, and what it should hold: the active constraints in the order they
/// were added, and the edit variables with their suggested values.
struct EngineModel {
    enum Outcome { case applied, refused }

    let engine = LayoutEngine()
    let variables: [LayoutVariable]
    var active: [(spec: ConstraintSpec, handle: ConstraintHandle)] = []
    var edits: [(index: Int, priority: Float, value: Double)] = []

    init(variableCount: Int) {
        let engine = engine
        variables = (0..<variableCount).map { engine.makeVariable(named: "x\($0)") }
    }

    /// Whether to print the model after each step (`TESSERA_FUZZ_TRACE=1`), to follow a replayed case.
    static let tracing = ProcessInfo.processInfo.environment["TESSERA_FUZZ_TRACE"] == "1"

    static let coefficients: [Double] = [1, 1, 1, -1, -1, 2, 0.5, -0.5, 1.5, -2, 3, 0.25]
    static let constants: [Double] = [0, 0, 8, -8, 20, -20, 100, -100, 0.5, 44, 300, -250, 1000]

    func randomPriority(_ random: inout SplitMix64) -> Float {
        switch random.below(4) {
        case 0: 1000
        case 1: random.pick([1, 250, 251, 500, 749, 750, 999] as [Float])
        default: Float(1 + random.below(999))
        }
    }

    func randomSpec(_ random: inout SplitMix64) -> ConstraintSpec {
        let count = 1 + random.below(min(3, variables.count))
        var terms: [(index: Int, coefficient: Double)] = []
        for _ in 0..<count { terms.append((random.below(variables.count), random.pick(Self.coefficients))) }
        let constant = random.pick(Self.constants) + (random.chance(1, in: 3) ? Double(random.below(200)) : 0)
        let relation = random.pick([LayoutRelation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        if random.chance(1, in: 10) {
            let above = Float(1 + random.below(999)), below = Float(1 + random.below(999))
            return ConstraintSpec(terms: terms, constant: constant, relation: .equal, priority: above, below: below)
        }
        return ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: randomPriority(&random))
    }

    /// One random change; a change the engine refuses (required constraints that cannot all hold) leaves
    /// the model as it was.
    mutating func step(_ random: inout SplitMix64) throws -> Outcome {
        defer { if Self.tracing { print("  active: \(active.map { "\($0.handle)=\($0.spec)" }), edits: \(edits)") } }
        switch random.below(10) {
        case 0, 1, 2, 3: // add a constraint
            let spec = randomSpec(&random)
            do {
                active.append((spec, try spec.add(to: engine, variables)))
            } catch LayoutEngineError.unsatisfiable {
                if Self.tracing { print("  refused \(spec)") }
                return .refused
            }
        case 4: // remove a constraint
            guard !active.isEmpty else { return .applied }
            let removed = active.remove(at: random.below(active.count))
            try engine.removeConstraint(removed.handle)
            #expect(!engine.hasConstraint(removed.handle))
        case 5, 6: // change a constant
            guard !active.isEmpty else { return .applied }
            let i = random.below(active.count)
            let constant = random.pick(Self.constants) + Double(random.below(50))
            do {
                try engine.setConstant(constant, for: active[i].handle)
                active[i].spec.constant = constant
            } catch LayoutEngineError.unsatisfiable {
                #expect(engine.hasConstraint(active[i].handle), "a refused constant removed its constraint")
                return .refused
            }
        case 7: // change a priority: the engine's way is removing and adding again
            guard !active.isEmpty else { return .applied }
            var (spec, handle) = active.remove(at: random.below(active.count))
            try engine.removeConstraint(handle)
            spec.priority = spec.below == nil ? randomPriority(&random) : Float(1 + random.below(999))
            do {
                active.append((spec, try spec.add(to: engine, variables)))
            } catch LayoutEngineError.unsatisfiable {
                return .refused
            }
        default: // edit variables
            if let i = edits.indices.randomElement(using: &random), random.chance(1, in: 4) {
                try engine.removeEditVariable(variables[edits[i].index])
                edits.remove(at: i)
            } else if let i = edits.indices.randomElement(using: &random), random.chance(2, in: 3) {
                let value = random.pick(Self.constants) + Double(random.below(100))
                try engine.suggestValue(value, for: variables[edits[i].index])
                edits[i].value = value
            } else {
                let index = random.below(variables.count)
                guard !edits.contains(where: { $0.index == index }) else {
                    #expect(throws: LayoutEngineError.duplicateEditVariable) { try engine.addEditVariable(variables[index], priority: 500) }
                    return .applied
                }
                let priority = Float(1 + random.below(999))
                try engine.addEditVariable(variables[index], priority: priority)
                edits.append((index, priority, 0))
            }
        }
        return .applied
    }

    /// The weighted error of a solution, the size of its numbers, and whether its required constraints hold.
    func objective(_ values: [Double]) -> (penalty: Double, weights: Double, magnitude: Double) {
        var penalty = 0.0, weights = 0.0, magnitude = 1.0
        for (spec, _) in active {
            penalty += spec.penalty(values)
            if !spec.isRequired { weights += LayoutEngine.weight(for: max(spec.priority < 1000 ? spec.priority : 0, spec.below ?? 0)) }
            magnitude = max(magnitude, spec.magnitude(values))
        }
        for edit in edits {
            penalty += LayoutEngine.weight(for: edit.priority) * abs(values[edit.index] - edit.value)
            weights += LayoutEngine.weight(for: edit.priority)
            magnitude = max(magnitude, abs(values[edit.index]) + abs(edit.value))
        }
        return (penalty, weights, magnitude)
    }

    /// Builds the same system in a new engine and compares; returns how many values were compared.
    func compareWithFreshSolve(label: String) throws -> Int {
        let fresh = LayoutEngine()
        let freshVariables = variables.indices.map { fresh.makeVariable(named: "x\($0)") }
        for (spec, _) in active {
            do {
                _ = try spec.add(to: fresh, freshVariables)
            } catch {
                Issue.record("\(label): a fresh engine refused \(spec) which the changed engine holds: \(error)")
                return 0
            }
        }
        for edit in edits {
            try fresh.addEditVariable(freshVariables[edit.index], priority: edit.priority)
            try fresh.suggestValue(edit.value, for: freshVariables[edit.index])
        }
        #expect(engine.constraintCount == active.count + edits.count, "\(label)")
        let values = variables.map { engine.value(of: $0) }, freshValues = freshVariables.map { fresh.value(of: $0) }
        #expect(values.allSatisfy { $0.isFinite }, "\(label): \(values)")
        let mine = objective(values), theirs = objective(freshValues)
        let magnitude = max(mine.magnitude, theirs.magnitude)
        for (spec, _) in active where spec.isRequired {
            #expect(spec.holds(values, tolerance: 1e-6 * magnitude), "\(label): required \(spec) fails in the changed engine: \(values)")
            #expect(spec.holds(freshValues, tolerance: 1e-6 * magnitude), "\(label): required \(spec) fails in the fresh engine: \(freshValues)")
        }
        // Both are optimal: the same weighted error, within what rounding of the values can change.
        let tolerance = 1e-7 * magnitude * max(1, mine.weights)
        #expect(abs(mine.penalty - theirs.penalty) <= tolerance,
                "\(label): weighted error \(mine.penalty) after the changes, \(theirs.penalty) solved afresh\n\(describe(values, freshValues))")
        var compared = 0
        for (i, variable) in freshVariables.enumerated() where !fresh.isAmbiguous(variable) {
            compared += 1
            #expect(abs(values[i] - freshValues[i]) <= 1e-6 * magnitude,
                    "\(label): x\(i) is \(values[i]) after the changes, \(freshValues[i]) solved afresh (not ambiguous)\n\(describe(values, freshValues))")
        }
        return compared
    }

    func describe(_ values: [Double], _ freshValues: [Double]) -> String {
        let lines = active.map { "  \($0.spec) → \($0.spec.error(values)) / \($0.spec.error(freshValues))" }
        let editLines = edits.map { "  edit x\($0.index) @\($0.priority) → \($0.value)" }
        return (lines + editLines).joined(separator: "\n")
    }
}
