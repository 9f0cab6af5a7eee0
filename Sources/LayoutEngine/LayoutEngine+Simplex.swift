/// The tableau's moves: rows in and out with their column index kept, substitution into only the rows
/// that hold a symbol, primal optimisation, dual optimisation after edits. Every choice between
/// candidates takes the smallest symbol, so results never depend on hashing order.
///
/// Restricted rows (slacks, errors) and the objective hold only non-basic symbols. The row of a basic
/// external variable may also refer to other basic external variables of lower rank: a variable first
/// seen in a new constraint is defined by it as written (`top₂ = top₁ + height₁ + 8`), so chains such as
/// stacks keep rows of a few cells; `expand` substitutes such references when a row must hold only
/// non-basic symbols, and `value(of:)` evaluates them.
extension LayoutEngine {
    enum SymbolKind: UInt8 {
        /// A variable of the caller's.
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// An error of a non-required constraint (≥ 0, weighted in the objective).
        case error
        /// The marker of a required equality whose constant changes (kiwi's dummy): always 0, never
        /// entering a basis; its column carries a change of constant to the rows it affects.
        case dummy
    }

    func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append(SymbolList())
        constraintsByVariable?.append(SymbolList())
        objective.append(0)
        cachedValues.append((0, true))
        return kinds.count - 1
    }

    /// Whether a symbol is restricted to non-negative values.
    func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    // MARK: Rows and the column index

    /// Forgets the cached value of `symbol`, whose row changed, and of every row referring to it.
    func invalidate(_ symbol: Int) {
        guard cachedValues[symbol].isValid else { return }
        // A valid value implies valid values for the cells of its row, so the walk stops at invalid ones.
        cachedValues.withUnsafeMutableBufferPointer { cache in
            columns.withUnsafeBufferPointer { columns in
                cache[symbol].isValid = false
                evaluationStack.append(symbol)
                while let top = evaluationStack.popLast() {
                    for position in 0..<columns[top].count {
                        let basic = columns[top][position]
                        guard cache[basic].isValid else { continue }
                        cache[basic].isValid = false
                        evaluationStack.append(basic)
                    }
                }
            }
        }
    }

    func addRow(_ basic: Int, _ row: Row) {
        for (symbol, _) in row.cells { columns[symbol].insert(basic) }
        rows[basic] = row
        invalidate(basic)
    }

    /// The row of `basic`, read or changed in place. Every caller knows `basic` is basic: it comes from a
    /// column of the index (which lists only basic rows), from the infeasible list, or was just given a
    /// row. Debug builds check that and name the symbol; release builds trap on the unwrap as before.
    subscript(basicRow basic: Int) -> Row {
        _read {
            assert(rows[basic] != nil, "LayoutEngine: symbol \(basic) (\(kinds[basic])) has no row, so it is not basic")
            yield rows[basic]!
        }
        _modify {
            assert(rows[basic] != nil, "LayoutEngine: symbol \(basic) (\(kinds[basic])) has no row, so it is not basic")
            yield &rows[basic]!
        }
    }

    func removeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        invalidate(basic)
        cachedValues[basic] = (0, true)
        rows[basic] = nil
        for (symbol, _) in row.cells { columns[symbol].remove(basic) }
        return row
    }

    /// Changes one coefficient of a tableau row, keeping the column index.
    private func addToRow(_ basic: Int, _ symbol: Int, _ coefficient: Double) {
        switch self[basicRow: basic].add(symbol, coefficient) {
        case .inserted: columns[symbol].insert(basic)
        case .removed: columns[symbol].remove(basic)
        case .updated: break
        }
    }

    /// `row` with every basic symbol replaced by its row, recursively (highest rank first, so each row is
    /// substituted once).
    func expand(_ row: Row) -> Row {
        var row = row
        row.rank = 0
        var pending = MinHeap()
        // The definitions are read in place (no copies): expansions of long chains touch many old rows.
        rows.withUnsafeBufferPointer { rows in
            for (symbol, _) in row.cells where rows[symbol] != nil { pending.insert((-rows[symbol]!.rank, symbol)) }
            while let (_, basic) = pending.min {
                pending.removeMin()
                guard rows[basic] != nil, let coefficient = row.remove(basic) else { continue }
                row.constant += rows[basic]!.constant * coefficient
                rows[basic]!.cells.withUnsafeBufferPointer { cells in
                    for (symbol, c) in cells where row.add(symbol, c * coefficient) == .inserted && rows[symbol] != nil {
                        pending.insert((-rows[symbol]!.rank, symbol))
                    }
                }
            }
        }
        return row
    }

    // MARK: The objective

    /// Changes one coefficient of the objective, keeping the entering candidates.
    func addToObjective(_ symbol: Int, _ coefficient: Double) {
        let old = objective[symbol]
        let sum = old + coefficient
        objective[symbol] = Row.nearZero(sum) ? 0 : sum
        if objective[symbol] < 0 && old >= 0 { objectiveNegatives.insert((0, symbol)) }
    }

    /// Adds `coefficient × symbol` to the objective in terms of non-basic symbols.
    func addSymbolToObjective(_ symbol: Int, _ coefficient: Double) {
        if let row = rows[symbol] {
            let row = expand(row)
            objectiveConstant += row.constant * coefficient
            for (s, c) in row.cells { addToObjective(s, c * coefficient) }
        } else {
            addToObjective(symbol, coefficient)
        }
    }

    // MARK: Substitution and pivots

    /// Replaces `symbol` by `row` (non-basic symbols only) in every row holding it, the objective and the
    /// phase-one objective.
    func substitute(_ symbol: Int, _ row: Row) {
        let holders = columns[symbol]
        columns[symbol] = SymbolList()
        for basic in holders {
            guard let coefficient = self[basicRow: basic].remove(symbol) else { continue }
            self[basicRow: basic].constant += row.constant * coefficient
            for (s, c) in row.cells { addToRow(basic, s, c * coefficient) }
            invalidate(basic)
            if isRestricted(basic) && self[basicRow: basic].constant < 0 { infeasible.append(basic) }
        }
        let coefficient = objective[symbol]
        if coefficient != 0 {
            objective[symbol] = 0
            objectiveConstant += row.constant * coefficient
            for (s, c) in row.cells { addToObjective(s, c * coefficient) }
        }
        if artificial != nil, let coefficient = artificial!.remove(symbol) {
            artificial!.constant += row.constant * coefficient
            for (s, c) in row.cells where artificial!.add(s, c * coefficient) != .removed {
                if let value = artificial![s], value < -Row.epsilon { artificialNegatives.insert((0, s)) }
            }
        }
    }

    /// Makes `entering` basic in the row of `leaving`.
    func pivot(entering: Int, leaving: Int) {
        guard var row = removeRow(leaving) else { return }
        if row.rank > 0 { row = expand(row) }
        row.solve(for: leaving, entering)
        substitute(entering, row)
        addRow(entering, row)
    }

    // MARK: Optimisation

    /// The smallest non-basic symbol with a negative cost, nil at the optimum.
    private func enteringSymbol(phaseOne: Bool) -> Int? {
        if phaseOne {
            while let (_, symbol) = artificialNegatives.min {
                if rows[symbol] == nil, kinds[symbol] != .dummy, let value = artificial?[symbol], value < -Row.epsilon { return symbol }
                artificialNegatives.removeMin()
            }
            return nil
        }
        while let (_, symbol) = objectiveNegatives.min {
            if rows[symbol] == nil && objective[symbol] < 0 && kinds[symbol] != .dummy { return symbol }
            objectiveNegatives.removeMin()
        }
        return nil
    }

    /// Minimises the objective (or the phase-one objective) by primal simplex.
    func optimize(phaseOne: Bool = false) {
        var passedOver: [Int] = []
        while let entering = enteringSymbol(phaseOne: phaseOne) {
            guard let leaving = leavingRow(for: entering) else {
                // No restricted row bounds the symbol (true unboundedness cannot happen, errors and slacks
                // being bounded below): its negative cost is what rounding left, typically on the error of
                // a removed constraint. It is passed over rather than ending the optimisation, so the other
                // symbols with negative costs still enter. An error no row holds any more is dead and its
                // cost is dropped; any other is a candidate again after the next pivot, which can give it a
                // bounding row and a real cost (the candidates must keep every negative cost, or one that
                // matters would never enter).
                if phaseOne {
                    artificialNegatives.removeMin()
                } else {
                    objectiveNegatives.removeMin()
                    if columns[entering].isEmpty { objective[entering] = 0 } else { passedOver.append(entering) }
                }
                continue
            }
            pivot(entering: entering, leaving: leaving)
            for symbol in passedOver { objectiveNegatives.insert((0, symbol)) }
            passedOver.removeAll()
        }
        for symbol in passedOver { objectiveNegatives.insert((0, symbol)) }
    }

    /// The restricted row that limits `entering` first (smallest ratio, then smallest symbol).
    private func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] where isRestricted(basic) {
            guard let row = rows[basic], let coefficient = row[entering], coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? .max)) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Restores feasibility after constants changed, keeping optimality (dual simplex). False when a
    /// row could not be made feasible: the required constraints no longer hold together.
    @discardableResult
    func dualOptimize() -> Bool {
        var feasible = true
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Int?
            var bestRatio = Double.infinity
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = objective[symbol] / coefficient
                if ratio < bestRatio || (ratio == bestRatio && symbol < (entering ?? .max)) {
                    bestRatio = ratio
                    entering = symbol
                }
            }
            guard let entering else {
                if row.constant < -Row.epsilon { feasible = false }
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
        return feasible
    }

    /// The row to pivot a constraint's marker into before removing it (kiwi's rule: restricted rows by
    /// ratio, then unrestricted ones).
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in columns[marker] {
            guard let row = rows[basic], let coefficient = row[marker] else { continue }
            if !isRestricted(basic) {
                if basic < (third ?? .max) { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < r1 || (ratio == r1 && basic < (first ?? .max)) { r1 = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < r2 || (ratio == r2 && basic < (second ?? .max)) { r2 = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    /// Removes a symbol from every row and the objective (for the phase-one artificial symbol).
    func eraseColumn(_ symbol: Int) {
        for basic in columns[symbol] {
            rows[basic]?.remove(symbol)
            invalidate(basic)
        }
        columns[symbol] = SymbolList()
        objective[symbol] = 0
    }
}
