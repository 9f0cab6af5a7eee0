/// Connected parts of the system: re-solving one part when a required equality (which has no marker
/// column) is removed or a failed addition is rolled back, and explaining conflicts.
extension LayoutEngine {
    /// The constraints sharing variables, directly or through others, with the given variables.
    func component(ofVariables start: [Int]) -> [Int] {
        let constraintsByVariable = constraintsByVariableIndex()
        var seenVariables = Set(start), seenConstraints = Set<Int>()
        var queue = start
        while let variable = queue.popLast() {
            for id in constraintsByVariable[variable] where seenConstraints.insert(id).inserted {
                for term in records[id]!.terms where seenVariables.insert(term.variable.symbol).inserted {
                    queue.append(term.variable.symbol)
                }
            }
        }
        return seenConstraints.sorted()
    }

    func component(of id: Int) -> [Int] {
        component(ofVariables: records[id]!.terms.map(\.variable.symbol))
    }

    func componentHasRedundancy(of id: Int) -> Bool {
        component(of: id).contains { records[$0]!.isRedundant }
    }

    /// Removes every row and objective term of the part of the tableau that holds these variables; returns
    /// the symbols of that part.
    @discardableResult
    private func clearTableau(aroundVariables variables: [Int], extra: [Int]) -> Set<Int> {
        var symbols = Set(variables + extra)
        var queue = Array(symbols)
        while let symbol = queue.popLast() {
            var related = Array(columns[symbol])
            if let row = rows[symbol] { related += row.cells.map(\.symbol) }
            for basic in columns[symbol] { related += rows[basic]?.cells.map(\.symbol) ?? [] }
            for other in related where symbols.insert(other).inserted { queue.append(other) }
        }
        for symbol in symbols where rows[symbol] != nil { _ = removeRow(symbol) }
        for symbol in symbols {
            columns[symbol] = SymbolList()
            objective[symbol] = 0
        }
        infeasible.removeAll { symbols.contains($0) }
        return symbols
    }

    /// Clears the tableau around the records `ids` (and `variables` and `extra` symbols), widened until no
    /// record outside the set holds a cleared variable, and returns the records to add again, in order.
    /// After removals a row of rank > 0 can still refer to a basic variable that no constraint of its own
    /// part mentions (`x2 = 0.5 - 4·x1` once the constraint joining them is gone, `x1` being fixed by
    /// another): clearing one part clears that row too, so both parts are solved again together.
    private func clearConnectedParts(_ ids: [Int], variables: [Int] = [], extra: [Int] = []) -> [Int] {
        var all = Set(ids), cleared = Set<Int>()
        var newIds = ids, pendingVariables = variables, pendingExtra = extra
        while !newIds.isEmpty || !pendingVariables.isEmpty || !pendingExtra.isEmpty {
            pendingVariables += newIds.flatMap { records[$0]!.terms.map(\.variable.symbol) }
            pendingExtra += newIds.flatMap { [records[$0]!.marker, records[$0]!.other].compactMap { $0 } }
            let symbols = clearTableau(aroundVariables: pendingVariables.filter { !cleared.contains($0) },
                                       extra: pendingExtra.filter { !cleared.contains($0) })
            cleared.formUnion(symbols)
            newIds = component(ofVariables: symbols.filter { kinds[$0] == .external }.sorted()).filter { all.insert($0).inserted }
            pendingVariables = []
            pendingExtra = []
        }
        return all.sorted()
    }

    /// Re-solves the connected part holding constraint `id` without constraint `dropped`.
    func rebuildComponent(of id: Int, dropping dropped: Int) {
        let ids = clearConnectedParts(component(of: id))
        forget(dropped)
        resolve(ids.filter { $0 != dropped })
    }

    /// After a failed addition changed rows: re-solves the part the new record touched from the records.
    func restoreComponent(around record: Record) {
        let variables = record.terms.map(\.variable.symbol)
        let ids = clearConnectedParts(component(ofVariables: variables), variables: variables,
                                      extra: [record.marker, record.other].compactMap { $0 })
        resolve(ids)
    }

    /// Adds the records again in their original order, with edit variables' suggestions.
    private func resolve(_ ids: [Int]) {
        for id in ids {
            var record = records[id]!
            record.marker = nil
            record.other = nil
            forget(id)
            let result = addToTableau(&record)
            record.isRedundant = { if case .redundant = result { return true } else { return false } }()
            remember(record, id: id)
        }
        optimize()
        for (variable, edit) in edits where ids.contains(edit.constraint) {
            let value = edit.value
            edits[variable]!.value = 0
            try? suggestValue(value, for: LayoutVariable(symbol: variable))
        }
    }

    /// The required constraints that, with `record`, cannot all hold: a minimal set found by deletion in
    /// scratch engines, from the connected part when it is small, else from the required constraints within
    /// two variables of the rejected one (returned whole when those alone do not conflict).
    func conflicts(with record: Record, excluding excluded: Int? = nil) -> [ConstraintHandle] {
        var candidates = component(ofVariables: record.terms.map(\.variable.symbol)).filter { records[$0]!.isRequired && $0 != excluded }
        if candidates.count > 48 {
            let constraintsByVariable = constraintsByVariableIndex()
            var near = Set<Int>()
            for term in record.terms {
                for id in constraintsByVariable[term.variable.symbol] where records[id]!.isRequired {
                    near.insert(id)
                    for t in records[id]!.terms {
                        near.formUnion(constraintsByVariable[t.variable.symbol].filter { records[$0]!.isRequired })
                    }
                }
            }
            if let excluded { near.remove(excluded) }
            candidates = near.sorted()
            guard candidates.count <= 48, !holdsTogether(candidates, record) else {
                return candidates.map { ConstraintHandle(id: $0) }
            }
        }
        var kept = candidates
        for id in candidates where !holdsTogether(kept.filter { $0 != id }, record) {
            kept.removeAll { $0 == id }
        }
        return kept.map { ConstraintHandle(id: $0) }
    }

    /// Whether the records `ids` and `extra` are satisfiable together.
    private func holdsTogether(_ ids: [Int], _ extra: Record) -> Bool {
        let scratch = LayoutEngine()
        scratch.explainsConflicts = false
        for _ in kinds { _ = scratch.newSymbol(.external) }
        for id in ids {
            var copy = records[id]!
            copy.marker = nil
            copy.other = nil
            guard case .conflict = scratch.addToTableau(&copy) else { continue }
            return false
        }
        var copy = extra
        copy.marker = nil
        copy.other = nil
        if case .conflict = scratch.addToTableau(&copy) { return false }
        return true
    }
}
