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

    /// `constant + Σ terms`, with room for `extra` more cells; the terms hold distinct symbols.
    init(terms: [(variable: LayoutVariable, coefficient: Double)], constant: Double, extra: Int) {
        cells.reserveCapacity(terms.count + extra)
        for (variable, coefficient) in terms where !Self.nearZero(coefficient) { cells.append((variable.symbol, coefficient)) }
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
        // `x = 16` and the like keep no buffer: tableaus hold many such rows.
        if cells.isEmpty { cells = [] }
    }

    /// Rewrites `lhs = row` as `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }
}

/// The rows holding one symbol (or the constraints holding one variable): an unsorted list whose first
/// two entries are stored inline, since most lists hold one or two, with a position index once long
/// lists are removed from.
struct SymbolList: Sequence {
    private var first: Int32 = -1, second: Int32 = -1
    private var storedCount: Int32 = 0
    /// The entries after the first two.
    private var more: [Int] = []
    private var index: PositionIndex?

    var count: Int { Int(storedCount) }
    var isEmpty: Bool { storedCount == 0 }

    subscript(position: Int) -> Int {
        switch position {
        case 0: Int(first)
        case 1: Int(second)
        default: more[position - 2]
        }
    }

    struct Iterator: IteratorProtocol {
        let list: SymbolList
        var position = 0

        mutating func next() -> Int? {
            guard position < list.count else { return nil }
            defer { position += 1 }
            return list[position]
        }
    }

    func makeIterator() -> Iterator { Iterator(list: self) }

    private mutating func set(_ position: Int, _ symbol: Int) {
        switch position {
        case 0: first = Int32(symbol)
        case 1: second = Int32(symbol)
        default: more[position - 2] = symbol
        }
    }

    mutating func insert(_ symbol: Int) {
        if count < 2 {
            set(count, symbol)
        } else {
            more.append(symbol)
        }
        storedCount += 1
        if index != nil { index![symbol] = count - 1 }
    }

    mutating func remove(_ symbol: Int) {
        // The index is built by the first removal from a long list: lists only appended to (a container's
        // width, held by every view's row) never need one.
        if index == nil && count > 24 { index = PositionIndex(self, capacity: count) }
        guard let at = index != nil ? index![symbol] : firstPosition(of: symbol) else { return }
        let last = self[count - 1]
        if at < count - 1 {
            set(at, last)
            index?[last] = at
        }
        if count > 2 { more.removeLast() }
        storedCount -= 1
        index?.remove(symbol)
    }

    private func firstPosition(of symbol: Int) -> Int? {
        for position in 0..<count where self[position] == symbol { return position }
        return nil
    }
}
