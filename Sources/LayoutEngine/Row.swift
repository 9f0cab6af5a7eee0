/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`, sparse.
struct Row {
    /// Coefficients by symbol; never holds a near-zero coefficient.
    var cells: [Int: Double]
    var constant: Double

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// Coefficients this close to zero are dropped.
    static let epsilon = 1.0e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Adds `coefficient·symbol` (no index upkeep: only for rows outside the tableau).
    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Self.nearZero(sum) { cells.removeValue(forKey: symbol) } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × other` (no index upkeep).
    mutating func add(_ other: Row, times coefficient: Double) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells { add(symbol, value * coefficient) }
    }

    /// Negates the row.
    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = row` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Int) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
