/// Ambiguity at a degenerate vertex: when restricted rows sit at zero, each free symbol of a variable's row
/// can be blocked alone while moving several together keeps those rows at zero and changes the variable at
/// no cost (a second solution as good as the first).
extension LayoutEngine {
    /// Whether some combination of the free non-basic symbols (slacks and errors of no cost, which may only
    /// grow, and external variables) changes `row`'s value while every restricted row at zero that they
    /// reach stays non-negative. Solved as a small bounded problem in a scratch engine: the largest and the
    /// smallest change of the row's value for steps of at most 1 in each symbol.
    func canMoveAtDegenerateVertex(_ row: Row) -> Bool {
        func isFree(_ symbol: Int) -> Bool {
            rows[symbol] == nil && (kinds[symbol] == .external || (kinds[symbol] != .dummy && hasNoCost(symbol)))
        }
        // The free symbols of the row, then those of every row at zero holding one of them, and so on.
        var symbols: [Int] = row.cells.map(\.symbol).filter(isFree)
        var seen = Set(symbols), zeroRows: [Int] = [], seenRows = Set<Int>()
        var next = 0
        while next < symbols.count {
            for basic in columns[symbols[next]] where isRestricted(basic) && self[basicRow: basic].constant <= Row.epsilon {
                guard seenRows.insert(basic).inserted else { continue }
                zeroRows.append(basic)
                for (symbol, _) in self[basicRow: basic].cells where isFree(symbol) && seen.insert(symbol).inserted { symbols.append(symbol) }
            }
            next += 1
        }
        let scratch = LayoutEngine()
        scratch.explainsConflicts = false
        var steps: [Int: LayoutVariable] = [:]
        do {
            for symbol in symbols {
                let step = scratch.makeVariable()
                steps[symbol] = step
                try scratch.addConstraint(LinearExpression(step) - 1, .lessThanOrEqual)
                try scratch.addConstraint(LinearExpression(step) + (kinds[symbol] == .external ? 1 : 0), .greaterThanOrEqual)
            }
            for basic in zeroRows {
                let terms = self[basicRow: basic].cells.compactMap { cell in steps[cell.symbol].map { ($0, cell.coefficient) } }
                if !terms.isEmpty { try scratch.addConstraint(LinearExpression(terms: terms, constant: 0), .greaterThanOrEqual) }
            }
            let change = LinearExpression(terms: row.cells.compactMap { cell in steps[cell.symbol].map { ($0, cell.coefficient) } }, constant: 0)
            let reach = row.cells.reduce(1) { $0 + abs($1.coefficient) }
            // A wish beyond reach: the scratch engine takes the change as far as the rows at zero let it.
            for target in [reach, -reach] {
                let wish = try scratch.addConstraint(change - target, .equal, priority: 1)
                let value = change.terms.reduce(0) { $0 + $1.coefficient * scratch.value(of: $1.variable) }
                if abs(value) > 100 * Row.epsilon { return true }
                try scratch.removeConstraint(wish)
            }
        } catch {
            return false
        }
        return false
    }
}
