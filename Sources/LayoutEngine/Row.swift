/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`, sparse.
///
/// Cells are an unsorted array, searched linearly while short (rows of 2–6 cells are the rule); long rows
/// (an objective-like sum over many views) also keep a position index. Order follows the history of
/// operations only, never hashing, so results are deterministic.
struct Row {
    /// The cells; never holds a near-zero coefficient or a symbol twice.
    private(set) var cells: [(symbol: Int, coefficient: Double)] = []
    var constant: Double
    /// For a basic external symbol's row: 0 when every cell is non-basic, else 1 + the largest rank of the
    /// basic rows it refers to (rows of fresh variables keep such references instead of expanding them).
    var rank = 0
    private var index: PositionIndex?

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// `constant + Σ terms`, with room for `extra` more cells; the terms hold distinct symbols.
    init(terms: [(symbol: Int, coefficient: Double)], constant: Double, extra: Int) {
        cells.reserveCapacity(terms.count + extra)
        for term in terms where !Self.nearZero(term.coefficient) { cells.append(term) }
        self.constant = constant
        if cells.count > Self.indexThreshold { index = PositionIndex(cells.lazy.map(\.symbol), capacity: cells.count) }
    }

    /// Coefficients this close to zero are dropped.
    static let epsilon = 1.0e-8
    private static let indexThreshold = 24

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    var isEmpty: Bool { cells.isEmpty }

    private func position(of symbol: Int) -> Int? {
        if let index { return index[symbol] }
        return cells.firstIndex { $0.symbol == symbol }
    }

    /// The coefficient of `symbol`, nil when absent.
    subscript(symbol: Int) -> Double? {
        position(of: symbol).map { cells[$0].coefficient }
    }

    enum Change { case inserted, removed, updated }

    /// Adds `coefficient·symbol`, dropping the cell when the sum is near zero; says what happened to the cell.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Change {
        guard let at = position(of: symbol) else {
            if Self.nearZero(coefficient) { return .updated }
            cells.append((symbol, coefficient))
            if index != nil {
                index![symbol] = cells.count - 1
            } else if cells.count > Self.indexThreshold {
                index = PositionIndex(cells.lazy.map(\.symbol), capacity: cells.count)
            }
            return .inserted
        }
        let sum = cells[at].coefficient + coefficient
        if Self.nearZero(sum) {
            remove(at: at)
            return .removed
        }
        cells[at].coefficient = sum
        return .updated
    }

    /// Removes `symbol`'s cell and returns its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double? {
        guard let at = position(of: symbol) else { return nil }
        let coefficient = cells[at].coefficient
        remove(at: at)
        return coefficient
    }

    private mutating func remove(at position: Int) {
        let removed = cells[position].symbol
        let last = cells.removeLast()
        if position < cells.count {
            cells[position] = last
            index?[last.symbol] = position
        }
        index?.remove(removed)
    }

    /// Multiplies the constant and every coefficient.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `0 = row` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Int) {
        guard let coefficient = remove(symbol) else { return }
        scale(by: -1 / coefficient)
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }
}

/// The rows holding one symbol: an unsorted list, with a position index once long.
struct SymbolList: Sequence {
    private(set) var items: [Int] = []
    private var index: PositionIndex?

    var isEmpty: Bool { items.isEmpty }

    func makeIterator() -> IndexingIterator<[Int]> { items.makeIterator() }

    mutating func insert(_ symbol: Int) {
        items.append(symbol)
        if index != nil {
            index![symbol] = items.count - 1
        } else if items.count > 24 {
            index = PositionIndex(items, capacity: items.count)
        }
    }

    mutating func remove(_ symbol: Int) {
        guard let at = index?[symbol] ?? (index == nil ? items.firstIndex(of: symbol) : nil) else { return }
        let last = items.removeLast()
        if at < items.count {
            items[at] = last
            index?[last] = at
        }
        index?.remove(symbol)
    }
}
