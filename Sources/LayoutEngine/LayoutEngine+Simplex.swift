/// The tableau's moves: rows in and out with their column index kept, substitution into only the rows
/// that hold a symbol, primal optimisation, dual optimisation after edits. Every choice between
/// candidates takes the smallest symbol, so results never depend on hashing order.
extension LayoutEngine {
    enum SymbolKind: UInt8 {
        /// A variable of the caller's.
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// An error of a non-required constraint (≥ 0, weighted in the objective).
        case error
    }

    func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    /// Whether a symbol is restricted to non-negative values.
    func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    // MARK: Rows and the column index

    func addRow(_ basic: Int, _ row: Row) {
        for symbol in row.cells.keys { columns[symbol].insert(basic) }
        rows[basic] = row
    }

    func removeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        for symbol in row.cells.keys { columns[symbol].remove(basic) }
        return row
    }

    /// Changes one coefficient of a tableau row, keeping the column index.
    private func addToRow(_ basic: Int, _ symbol: Int, _ coefficient: Double) {
        let old = rows[basic]!.cells[symbol]
        let sum = (old ?? 0) + coefficient
        if Row.nearZero(sum) {
            if old != nil {
                rows[basic]!.cells.removeValue(forKey: symbol)
                columns[symbol].remove(basic)
            }
        } else {
            rows[basic]!.cells[symbol] = sum
            if old == nil { columns[symbol].insert(basic) }
        }
    }

    // MARK: The objective

    /// Changes one coefficient of the objective, keeping the set of entering candidates.
    func addToObjective(_ symbol: Int, _ coefficient: Double) {
        let sum = (objective.cells[symbol] ?? 0) + coefficient
        if Row.nearZero(sum) {
            objective.cells.removeValue(forKey: symbol)
            objectiveNegatives.remove(symbol)
        } else {
            objective.cells[symbol] = sum
            if sum < 0 { objectiveNegatives.insert(symbol) } else { objectiveNegatives.remove(symbol) }
        }
    }

    /// Adds `coefficient × symbol` to the objective in terms of non-basic symbols.
    func addSymbolToObjective(_ symbol: Int, _ coefficient: Double) {
        if let row = rows[symbol] {
            objective.constant += row.constant * coefficient
            for (s, c) in row.cells { addToObjective(s, c * coefficient) }
        } else {
            addToObjective(symbol, coefficient)
        }
    }

    // MARK: Substitution and pivots

    /// Replaces `symbol` by `row` in every row holding it, the objective and the phase-one objective.
    func substitute(_ symbol: Int, _ row: Row) {
        let holders = columns[symbol]
        columns[symbol] = []
        for basic in holders {
            let coefficient = rows[basic]!.cells.removeValue(forKey: symbol)!
            rows[basic]!.constant += row.constant * coefficient
            for (s, c) in row.cells { addToRow(basic, s, c * coefficient) }
            if isRestricted(basic) && rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
        if let coefficient = objective.cells[symbol] {
            addToObjective(symbol, -coefficient)
            objective.constant += row.constant * coefficient
            for (s, c) in row.cells { addToObjective(s, c * coefficient) }
        }
        if artificial != nil, let coefficient = artificial!.cells.removeValue(forKey: symbol) {
            artificial!.add(row, times: coefficient)
        }
    }

    /// Makes `entering` basic in the row of `leaving`.
    func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        addRow(entering, row)
    }

    // MARK: Optimisation

    /// Minimises the objective (or the phase-one objective) by primal simplex.
    func optimize(phaseOne: Bool = false) {
        while true {
            let entering: Int?
            if phaseOne {
                entering = artificial!.cells.filter { $0.value < -Row.epsilon }.keys.min()
            } else {
                entering = objectiveNegatives.min()
            }
            guard let entering else { return }
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: cannot happen with error and slack variables bounded below; stop rather than spin.
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits `entering` first (smallest ratio, then smallest symbol).
    private func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] where isRestricted(basic) {
            let coefficient = rows[basic]!.cells[entering]!
            guard coefficient < 0 else { continue }
            let ratio = -rows[basic]!.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Restores feasibility after constants changed, keeping optimality (dual simplex).
    func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Int?
            var bestRatio = Double.infinity
            for (symbol, coefficient) in row.cells where coefficient > 0 {
                let ratio = (objective.cells[symbol] ?? 0) / coefficient
                if ratio < bestRatio || (ratio == bestRatio && symbol < entering!) {
                    bestRatio = ratio
                    entering = symbol
                }
            }
            guard let entering else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The row to pivot a constraint's marker into before removing it (kiwi's rule: restricted rows by
    /// ratio, then unrestricted ones).
    func markerLeavingRow(_ marker: Int) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in columns[marker] {
            let coefficient = rows[basic]!.cells[marker]!
            if !isRestricted(basic) {
                if third == nil || basic < third! { third = basic }
            } else if coefficient < 0 {
                let ratio = -rows[basic]!.constant / coefficient
                if ratio < r1 || (ratio == r1 && basic < first!) { r1 = ratio; first = basic }
            } else {
                let ratio = rows[basic]!.constant / coefficient
                if ratio < r2 || (ratio == r2 && basic < second!) { r2 = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }

    /// Removes a symbol from every row and the objective (for the phase-one artificial symbol).
    func eraseColumn(_ symbol: Int) {
        for basic in columns[symbol] { rows[basic]!.cells.removeValue(forKey: symbol) }
        columns[symbol] = []
        if let coefficient = objective.cells[symbol] { addToObjective(symbol, -coefficient) }
    }
}
