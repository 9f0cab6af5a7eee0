import Foundation

/// An incremental linear constraint solver of the Cassowary family, the engine behind Auto Layout.
///
/// Required constraints (priority 1000) always hold; non-required ones add their weighted error to an
/// objective that the engine minimises. Rows are sparse and a column index finds the rows holding a
/// symbol, so a change touches only the rows it affects, and edit variables are re-solved by dual
/// simplex. Required equalities carry no marker column (kiwi's "dummy"): rows stay short along chains
/// such as stacks; removing one re-solves only its connected part of the system. Values are computed
/// when read and cached; a change clears only the cached values it can reach. A required equality whose
/// constant changes gets kiwi's dummy marker the first time, so later changes shift through one column.
/// Unsatisfiable
/// constraints are refused with the constraints they conflict with, and the engine stays as it was.
public final class LayoutEngine {
    /// A constraint as added, kept for removal, re-solving and conflict reports.
    struct Record {
        /// The terms as given, or merged when a variable repeats: distinct external variables, none near 0.
        var terms: [(variable: LayoutVariable, coefficient: Double)]
        var constant: Double
        var priority: Float
        // The markers as 32-bit symbols, -1 for none: records stay 32 bytes.
        private var storedMarker: Int32 = -1, storedOther: Int32 = -1
        var relation: LayoutRelation
        /// Whether the constraint added no row because others already imply it.
        var isRedundant = false
        /// Whether a required equality carries a dummy marker, so its constant can change cheaply (given
        /// the first time it changes).
        var hasDummy = false
        /// For a non-required equality: the priority of an error below zero when it differs from
        /// `priority` (which then weighs errors above zero); 0 when it does not.
        var belowPriority: Float = 0

        init(terms: [(variable: LayoutVariable, coefficient: Double)], constant: Double, relation: LayoutRelation,
             priority: Float) {
            self.terms = terms
            self.constant = constant
            self.priority = priority
            self.relation = relation
        }

        var isRequired: Bool { priority >= 1000 }

        /// The slack or first error symbol; nil for required equalities.
        var marker: Int? {
            get { storedMarker < 0 ? nil : Int(storedMarker) }
            set { storedMarker = Int32(newValue ?? -1) }
        }

        /// The second error symbol of a non-required equality, or the error of a non-required inequality.
        var other: Int? {
            get { storedOther < 0 ? nil : Int(storedOther) }
            set { storedOther = Int32(newValue ?? -1) }
        }
    }

    /// An edit variable: its constraint and the value last suggested.
    struct Edit {
        var constraint: Int
        var value: Double
    }

    // Tableau state (see LayoutEngine+Simplex.swift) and constraint bookkeeping. The solver's inner loops
    // touch these at every step, so release builds skip Swift's dynamic exclusivity checks on them. That
    // is sound because the engine runs no outside code while it works and never holds an access to one
    // of them across a call that touches the same one. Debug builds keep the checks (the declarations
    // below are the same but for the attribute), so every debug test run checks that invariant.
#if DEBUG
    var kinds: [SymbolKind] = []
    var rows: [Row?] = []
    var columns: [SymbolList] = []
    /// The objective's coefficient for every symbol (0 for none), and its constant.
    var objective: [Double] = []
    var objectiveConstant = 0.0
    /// Symbols whose objective coefficient went negative (checked when taken: some may no longer be).
    var objectiveNegatives = MinHeap()
    var artificial: Row?
    var artificialNegatives = MinHeap()
    var infeasible: [Int] = []
    /// Values computed by `value(of:)`; a change to a row clears its symbol's entry and, through the
    /// column index, those of the rows referring to it (see `invalidate`).
    @usableFromInline var cachedValues: [(value: Double, isValid: Bool)] = []
    /// Scratch stack of `evaluate` and `invalidate` (empty between calls).
    var evaluationStack: [Int] = []

    // Constraint bookkeeping.
    /// The constraints by handle number (nil once removed, or when the addition failed).
    var records: [Record?] = []
    /// How many entries of `records` are not nil.
    var recordCount = 0
    /// The constraints holding each variable, by symbol: built on first use (removals, conflicts), then kept.
    var constraintsByVariable: [SymbolList]?
    var edits: [Int: Edit] = [:]
    var redundantCount = 0
    /// Scratch engines used to explain a conflict do not explain their own.
    var explainsConflicts = true
#else
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    @exclusivity(unchecked) var rows: [Row?] = []
    @exclusivity(unchecked) var columns: [SymbolList] = []
    @exclusivity(unchecked) var objective: [Double] = []
    @exclusivity(unchecked) var objectiveConstant = 0.0
    @exclusivity(unchecked) var objectiveNegatives = MinHeap()
    @exclusivity(unchecked) var artificial: Row?
    @exclusivity(unchecked) var artificialNegatives = MinHeap()
    @exclusivity(unchecked) var infeasible: [Int] = []
    @usableFromInline @exclusivity(unchecked) var cachedValues: [(value: Double, isValid: Bool)] = []
    @exclusivity(unchecked) var evaluationStack: [Int] = []
    @exclusivity(unchecked) var records: [Record?] = []
    @exclusivity(unchecked) var recordCount = 0
    @exclusivity(unchecked) var constraintsByVariable: [SymbolList]?
    @exclusivity(unchecked) var edits: [Int: Edit] = [:]
    @exclusivity(unchecked) var redundantCount = 0
    @exclusivity(unchecked) var explainsConflicts = true
#endif
    /// The stay of each constraint that defined a leaning variable by an inequality: constraint id →
    /// stay id (see `addStay`).
    var stays: [Int: Int] = [:]
    /// The variables made with `leansTowardsZero` (see `makeVariable(named:leansTowardsZero:)`).
    var leaningVariables: Set<Int> = []
    /// The external variable `addToTableau` last solved a row for, nil when it solved for a marker.
    var lastExternalSubject: Int?
    /// The names given to `makeVariable(named:)`, by symbol; unnamed variables have no entry.
    var variableNames: [Int: String] = [:]

    /// Creates an empty engine.
    public init() {}

    /// The objective weight of a non-required priority: 10^(p/111), so 999 weighs about 10⁹ and each step
    /// of priority multiplies the weight by about 1.02.
    public static func weight(for priority: Float) -> Double {
        pow(10, Double(priority) / 111)
    }

    /// A new variable; `name` is kept for diagnostics (`name(of:)`, `description(of:)`).
    ///
    /// - Parameters:
    ///   - name: A name for diagnostics.
    ///   - leansTowardsZero: Whether the variable, when an inequality alone defines it, takes the value
    ///     nearest 0 that the constraints allow rather than the inequality's bound. UIKit's engine treats
    ///     sizes so (an ambiguous `width <= 23` view is 0 wide) but not positions (a view whose only
    ///     vertical position is `top <= superview.top + 23` sits at 23); plain Cassowary puts every
    ///     variable at its bound.
    public func makeVariable(named name: String = "", leansTowardsZero: Bool = false) -> LayoutVariable {
        let variable = LayoutVariable(symbol: newSymbol(.external))
        if !name.isEmpty { variableNames[variable.symbol] = name }
        if leansTowardsZero { leaningVariables.insert(variable.symbol) }
        return variable
    }

    /// The variable's value in the current solution (0 when no constraint mentions it).
    @inlinable
    public func value(of variable: LayoutVariable) -> Double {
        // Inlined into callers: reading a cached value (the common case) is a bounds check and a load.
        let symbol = variable.symbol
        guard symbol >= 0, symbol < cachedValues.count, cachedValues[symbol].isValid else { return uncachedValue(symbol) }
        return cachedValues[symbol].value
    }

    /// `value(of:)` when the symbol's value is not cached (or the symbol is unknown).
    @usableFromInline
    func uncachedValue(_ symbol: Int) -> Double {
        guard symbol >= 0, symbol < rows.count else { return 0 }
        return evaluate(symbol)
    }

    /// Computes and caches a basic symbol's value: rows may refer to basic rows of lower rank, evaluated
    /// first without recursion. (Non-basic symbols are always cached, as 0.)
    private func evaluate(_ symbol: Int) -> Double {
        if let value = sum(of: symbol) { return value }
        evaluationStack.append(symbol)
        while let top = evaluationStack.last {
            if cachedValues[top].isValid || sum(of: top) != nil {
                evaluationStack.removeLast()
                continue
            }
            for (s, _) in self[basicRow: top].cells where !cachedValues[s].isValid { evaluationStack.append(s) }
        }
        return cachedValues[symbol].value
    }

    /// Caches and returns the value of a basic symbol's row, nil when a symbol it refers to has no cached value.
    @inline(__always)
    private func sum(of symbol: Int) -> Double? {
        cachedValues.withUnsafeMutableBufferPointer { cache in
            rows.withUnsafeBufferPointer { rows in
                guard rows[symbol] != nil else { return nil }
                var sum = rows[symbol]!.constant
                if rows[symbol]!.rank > 0 {
                    let ready = rows[symbol]!.cells.withUnsafeBufferPointer { cells in
                        for (s, c) in cells {
                            guard cache[s].isValid else { return false }
                            sum += c * cache[s].value
                        }
                        return true
                    }
                    guard ready else { return nil }
                }
                cache[symbol] = (sum, true)
                return sum
            }
        }
    }

    /// Caches a new row's value while the row is at hand (reading it later, among many rows built since,
    /// would miss the processor's caches), when the values it refers to are cached or constant (rows of
    /// rank 0); otherwise `value(of:)` computes it.
    private func cacheNewRow(_ symbol: Int) {
        cachedValues.withUnsafeMutableBufferPointer { cache in
            rows.withUnsafeBufferPointer { rows in
                var sum = rows[symbol]!.constant
                if rows[symbol]!.rank > 0 {
                    let ready = rows[symbol]!.cells.withUnsafeBufferPointer { cells in
                        for (s, c) in cells {
                            if !cache[s].isValid {
                                guard rows[s] != nil, rows[s]!.rank == 0 else { return false }
                                cache[s] = (rows[s]!.constant, true)
                            }
                            sum += c * cache[s].value
                        }
                        return true
                    }
                    guard ready else { return }
                }
                cache[symbol] = (sum, true)
            }
        }
    }

    /// How many constraints (edit variables included) the engine holds; stays are not counted.
    public var constraintCount: Int { recordCount - stays.count }

    /// Whether the handle names a constraint in the engine.
    public func hasConstraint(_ handle: ConstraintHandle) -> Bool { record(handle.id) != nil }

    /// The constraint numbered `id`, nil when there is none.
    func record(_ id: Int) -> Record? {
        id >= 0 && id < records.count ? records[id] : nil
    }

    // MARK: Constraints

    /// Adds `expression <relation> 0` at `priority` (1...1000; 1000 is required).
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: LayoutRelation,
                              priority: Float = 1000) throws -> ConstraintHandle {
        try add(expression, relation, priority: priority, belowPriority: 0)
    }

    /// Adds the wish `expression == 0` whose error above zero weighs as `above` and below zero as `below`
    /// (both below 1000): one row for what would otherwise be `≤ @above` and `≥ @below`, such as a view's
    /// content hugging and compression resistance.
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, equalWithPriorityAbove above: Float, below: Float) throws -> ConstraintHandle {
        guard below >= 1, below < 1000, below.isFinite, above < 1000 else { throw LayoutEngineError.invalidPriority(max(above, below)) }
        return try add(expression, .equal, priority: above, belowPriority: below)
    }

    private func add(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Float,
                     belowPriority: Float) throws -> ConstraintHandle {
        guard expression.isFinite else { throw LayoutEngineError.nonFiniteValue }
        guard priority >= 1, priority <= 1000, priority.isFinite else { throw LayoutEngineError.invalidPriority(priority) }
        let terms = isMerged(expression.terms) ? expression.terms : merged(expression.terms)
        var record = Record(terms: terms, constant: expression.constant, relation: relation, priority: priority)
        record.belowPriority = belowPriority
        let id = records.count
        records.append(nil)
        try insert(record, id: id)
        return ConstraintHandle(id: id)
    }

    /// Whether the terms already hold distinct known variables with coefficients not near 0 (as most do),
    /// so the record can share the expression's array.
    private func isMerged(_ terms: [(variable: LayoutVariable, coefficient: Double)]) -> Bool {
        guard terms.count <= 8 else { return false }
        for (i, (variable, coefficient)) in terms.enumerated() {
            let symbol = variable.symbol
            guard symbol >= 0, symbol < kinds.count, kinds[symbol] == .external, !Row.nearZero(coefficient) else { return false }
            for j in 0..<i where terms[j].variable == variable { return false }
        }
        return true
    }

    /// The terms with repeated variables merged into their first occurrence, unknown ones and sums near 0 dropped.
    private func merged(_ given: [(variable: LayoutVariable, coefficient: Double)])
        -> [(variable: LayoutVariable, coefficient: Double)] {
        var terms: [(variable: LayoutVariable, coefficient: Double)] = []
        terms.reserveCapacity(given.count)
        var positions: [Int: Int] = [:]
        for (variable, coefficient) in given {
            let symbol = variable.symbol
            guard symbol >= 0, symbol < kinds.count, kinds[symbol] == .external else { continue }
            if let at = positions[symbol] {
                terms[at].coefficient += coefficient
            } else {
                positions[symbol] = terms.count
                terms.append((variable, coefficient))
            }
        }
        terms.removeAll { Row.nearZero($0.coefficient) }
        return terms
    }

    /// Adds `lhs <relation> rhs` at `priority`.
    @discardableResult
    public func addConstraint(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
                              priority: Float = 1000) throws -> ConstraintHandle {
        try addConstraint(lhs - rhs, relation, priority: priority)
    }

    /// Removes a constraint; the solution becomes the best one without it.
    public func removeConstraint(_ handle: ConstraintHandle) throws {
        guard let record = record(handle.id) else { throw LayoutEngineError.unknownConstraint }
        if let variable = edits.first(where: { $0.value.constraint == handle.id })?.key {
            edits.removeValue(forKey: variable)
        }
        // Its stay goes with it (first, so the variable is not pulled towards 0 while the rest is re-solved).
        if let stay = stays.removeValue(forKey: handle.id), let stayRecord = self.record(stay) {
            forget(stay)
            removeFromTableau(stayRecord)
        }
        if record.marker == nil || (redundantCount > 0 && componentHasRedundancy(of: handle.id)) {
            rebuildComponent(of: handle.id, dropping: handle.id)
            return
        }
        forget(handle.id)
        removeFromTableau(record)
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `priority` (below 1000): `suggestValue` then pulls it towards a value.
    public func addEditVariable(_ variable: LayoutVariable, priority: Float) throws {
        guard edits[variable.symbol] == nil else { throw LayoutEngineError.duplicateEditVariable }
        guard priority >= 1, priority < 1000, priority.isFinite else { throw LayoutEngineError.invalidPriority(priority) }
        let handle = try addConstraint(LinearExpression(variable), .equal, priority: priority)
        edits[variable.symbol] = Edit(constraint: handle.id, value: 0)
    }

    /// Stops editing `variable`; the solution becomes the best one without the suggestion.
    public func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let edit = edits[variable.symbol] else { throw LayoutEngineError.unknownEditVariable }
        try removeConstraint(ConstraintHandle(id: edit.constraint))
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable.symbol] != nil }

    /// Pulls an edit variable towards `value` and re-solves (dual simplex: only affected rows change).
    public func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
        guard value.isFinite else { throw LayoutEngineError.nonFiniteValue }
        guard var edit = edits[variable.symbol], let record = record(edit.constraint), record.marker != nil
        else { throw LayoutEngineError.unknownEditVariable }
        let delta = value - edit.value
        edit.value = value
        edits[variable.symbol] = edit
        // The edit's expression is `variable - value`: its constant moves by -delta.
        shiftConstant(of: record, by: -delta)
    }

    /// Changes a constraint's constant cheaply, like an edit: through its marker column, then by dual
    /// simplex. A required equality without a marker is added again with one the first time (so later
    /// changes are cheap). Throws `.unsatisfiable` (and keeps the old constant) when the required
    /// constraints cannot hold with the new one.
    public func setConstant(_ constant: Double, for handle: ConstraintHandle) throws {
        guard constant.isFinite else { throw LayoutEngineError.nonFiniteValue }
        guard var record = record(handle.id) else { throw LayoutEngineError.unknownConstraint }
        guard constant != record.constant else { return }
        let delta = constant - record.constant
        let shiftable = record.marker != nil && !record.isRedundant
            && (!record.hasDummy || redundantCount == 0 || !componentHasRedundancy(of: handle.id))
        guard shiftable else {
            try removeConstraint(handle)
            record.marker = nil
            record.other = nil
            record.isRedundant = false
            record.hasDummy = record.isRequired && record.relation == .equal
            var changed = record
            changed.constant = constant
            do {
                try insert(changed, id: handle.id)
            } catch {
                try? insert(record, id: handle.id)
                throw error
            }
            return
        }
        record.constant = constant
        records[handle.id] = record
        guard shiftConstant(of: record, by: delta) else {
            // The required constraints cannot hold: back to the old constant, which they held with.
            record.constant -= delta
            records[handle.id] = record
            shiftConstant(of: record, by: -delta)
            var attempted = record
            attempted.constant = constant
            throw LayoutEngineError.unsatisfiable(conflicting: explainsConflicts ? conflicts(with: attempted, excluding: handle.id) : [])
        }
    }

    /// Moves the constant of a constraint with a marker by `delta` through the marker's column, then
    /// restores feasibility by dual simplex (kiwi's suggestValue, for any such constraint).
    @discardableResult
    func shiftConstant(of record: Record, by delta: Double) -> Bool {
        guard let marker = record.marker else { return true }
        // The marker's coefficient in the constraint's row (`expression ± markers = 0`).
        let a: Double = record.relation == .lessThanOrEqual ? 1 : -1
        func adjust(_ basic: Int, _ amount: Double) {
            self[basicRow: basic].constant += amount
            invalidate(basic)
            if isRestricted(basic) && self[basicRow: basic].constant < 0 { infeasible.append(basic) }
        }
        if rows[marker] != nil {
            adjust(marker, -delta / a)
        } else if let other = record.other, rows[other] != nil {
            adjust(other, delta / a)
        } else {
            for basic in columns[marker] {
                if let coefficient = rows[basic]?[marker] { adjust(basic, coefficient * delta / a) }
            }
        }
        return dualOptimize()
    }

    /// Whether the variable's value could change without changing any constraint's satisfaction or the objective.
    public func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        let symbol = variable.symbol
        guard symbol >= 0, symbol < rows.count else { return true }
        guard let row = rows[symbol] else { return hasNoCost(symbol) }
        let expanded = expand(row)
        var blocked = false
        for cell in expanded.cells {
            switch kinds[cell.symbol] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                guard hasNoCost(cell.symbol) else { continue }
                if canIncrease(cell.symbol) { return true }
                blocked = true
            }
        }
        // A free symbol blocked by a row at zero (a degenerate vertex) may still move together with others
        // that keep the row at zero: only a look at the rows at zero tells.
        return blocked && canMoveAtDegenerateVertex(expanded)
    }

    /// Whether a symbol's cost in the objective is zero, up to what rounding leaves: the weights reach
    /// 10⁹, so a cost that should cancel can keep 10⁻⁶ and more after a few pivots (10⁹ × 10⁻¹⁶ per
    /// operation), while a real one is a weight (at least 1) times a coefficient, about 10⁻² or more.
    func hasNoCost(_ symbol: Int) -> Bool { abs(objective[symbol]) < 1.0e-4 }

    /// Whether a non-basic slack or error can grow from zero alone without making a restricted row
    /// negative (at a degenerate vertex a row already at zero blocks it).
    private func canIncrease(_ symbol: Int) -> Bool {
        for basic in columns[symbol] where isRestricted(basic) {
            guard let row = rows[basic], let coefficient = row[symbol], coefficient < 0 else { continue }
            if row.constant <= Row.epsilon { return false }
        }
        return true
    }

    // MARK: Adding to the tableau

    /// Adds a record's row; on a conflict, explains it and leaves the engine as it was.
    func insert(_ record: Record, id: Int) throws {
        var record = record
        lastExternalSubject = nil
        let result = addToTableau(&record)
        switch result {
        case .added, .redundant:
            if case .redundant = result { record.isRedundant = true }
            remember(record, id: id)
            if case .added = result, record.relation != .equal, let subject = lastExternalSubject,
               leaningVariables.contains(subject) {
                addStay(for: subject, of: id)
            }
            optimize()
        case .conflict(let touchedTableau):
            if touchedTableau { restoreComponent(around: record) }
            throw LayoutEngineError.unsatisfiable(conflicting: explainsConflicts ? conflicts(with: record) : [])
        }
    }

    /// The priority of a stay: weight 10⁻⁵, far below priority 1 (weight 1.02), and below what
    /// `hasNoCost` counts as a cost, so a variable held only by stays is still reported ambiguous.
    static let stayPriority: Float = -555

    /// Holds `variable`, a leaning variable that an inequality (constraint `id`) just defined, towards 0
    /// with a stay (the classic Cassowary weakest constraint `variable == 0`).
    ///
    /// Why: a row solved for a variable first seen in `width <= 23` reads `width = 23 - slack`; with the
    /// slack non-basic (0) the variable sits at its bound, 23. UIKit's engine leaves a size at 0 whenever
    /// the constraints allow it (an ambiguous `width <= 23` view is 0 wide, one with `width >= 30` is 30
    /// wide), while a position stays at its bound. The stay makes the optimiser move the slack instead, so
    /// the variable takes the value nearest 0 that every constraint (of any priority) allows; its weight is
    /// too small to trade against any real priority. It is removed with its constraint.
    private func addStay(for variable: Int, of id: Int) {
        let stayId = records.count
        records.append(nil)
        var stay = Record(terms: [(LayoutVariable(symbol: variable), 1)], constant: 0, relation: .equal, priority: Self.stayPriority)
        // A non-required equality always fits: its errors absorb any value.
        guard case .added = addToTableau(&stay) else { return }
        remember(stay, id: stayId)
        stays[id] = stayId
    }

    enum AddResult {
        case added
        case redundant
        /// The constraint cannot hold; `touchedTableau` says whether rows changed on the way.
        case conflict(touchedTableau: Bool)
    }

    /// Builds the record's row and brings it into the tableau (kiwi's addConstraint, without dummies). A
    /// variable no row holds yet is solved for with the row as written; otherwise the row is expanded.
    func addToTableau(_ record: inout Record) -> AddResult {
        let markers = record.isRequired ? (record.relation == .equal && !record.hasDummy ? 0 : 1) : 2
        var row = Row(terms: record.terms, constant: record.constant, extra: markers)
        let weight = record.isRequired ? 0 : Self.weight(for: record.priority)
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            record.marker = slack
            row.add(slack, sign)
            if !record.isRequired {
                let error = newSymbol(.error)
                record.other = error
                row.add(error, -sign)
                addToObjective(error, weight)
            }
        case .equal:
            if record.isRequired && record.hasDummy {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                row.add(dummy, -1)
            } else if !record.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, weight)
                addToObjective(minus, record.belowPriority > 0 ? Self.weight(for: record.belowPriority) : weight)
            }
        }
        // The smallest variable no row or objective holds yet, and the rank of a row solved for it.
        var fresh = Int.max, rank = 0
        rows.withUnsafeBufferPointer { rows in
            for (symbol, _) in row.cells {
                if let basic = rows[symbol] {
                    rank = max(rank, basic.rank + 1)
                } else if symbol < fresh, kinds[symbol] == .external, columns[symbol].isEmpty, objective[symbol] == 0 {
                    fresh = symbol
                }
            }
        }
        if fresh != .max {
            lastExternalSubject = fresh
            row.rank = rank
            row.solve(for: fresh)
            addRow(fresh, row)
            cacheNewRow(fresh)
            return .added
        }
        row = expand(row)
        if row.constant < 0 { row.scale(by: -1) }

        if let subject = chooseSubject(row, record) {
            if kinds[subject] == .external { lastExternalSubject = subject }
            row.solve(for: subject)
            substitute(subject, row)
            addRow(subject, row)
            return .added
        }
        if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            return Row.nearZero(row.constant) ? .redundant : .conflict(touchedTableau: false)
        }
        return addWithArtificialVariable(row)
    }

    /// The symbol to solve a new row for: an external variable, else a negative slack or error marker.
    private func chooseSubject(_ row: Row, _ record: Record) -> Int? {
        if let external = row.cells.map(\.symbol).filter({ kinds[$0] == .external }).min() { return external }
        if let marker = record.marker, kinds[marker] != .dummy, let c = row[marker], c < 0 { return marker }
        if let other = record.other, let c = row[other], c < 0 { return other }
        return nil
    }

    /// Phase one: an artificial variable equal to the row is minimised; the row holds if it reaches zero.
    private func addWithArtificialVariable(_ row: Row) -> AddResult {
        let art = newSymbol(.slack)
        addRow(art, row)
        artificial = row
        artificialNegatives.removeAll()
        for (symbol, c) in row.cells where c < -Row.epsilon { artificialNegatives.insert((0, symbol)) }
        optimize(phaseOne: true)
        let success = Row.nearZero(artificial?.constant ?? 0)
        artificial = nil
        var result = AddResult.added
        if var last = removeRow(art) {
            if last.isEmpty {
                result = .redundant
            } else if let entering = last.cells.map(\.symbol).filter({ kinds[$0] != .external && kinds[$0] != .dummy }).min() {
                last.solve(for: art, entering)
                substitute(entering, last)
                addRow(entering, last)
            } else {
                eraseColumn(art)
                return .conflict(touchedTableau: true)
            }
        }
        eraseColumn(art)
        return success ? result : .conflict(touchedTableau: true)
    }

    // MARK: Removing from the tableau

    /// Kiwi's removal through the constraint's marker.
    func removeFromTableau(_ record: Record) {
        let weight = Self.weight(for: record.priority)
        if !record.isRequired {
            let otherWeight = record.belowPriority > 0 ? Self.weight(for: record.belowPriority) : weight
            for (error, w) in [(record.marker, weight), (record.other, otherWeight)] {
                if let error, kinds[error] == .error { addSymbolToObjective(error, -w) }
            }
        }
        guard let marker = record.marker else { return }
        if rows[marker] != nil {
            _ = removeRow(marker)
        } else {
            // A row of rank > 0 holds the marker directly and through the basic rows it refers to, and
            // the two can cancel: the marker's real coefficient is the expanded row's. Such rows are
            // expanded first, so the leaving row chosen really holds the marker (solving a row for a
            // symbol it does not hold would divide by zero and lose the row).
            for basic in Array(columns[marker]) where self[basicRow: basic].rank > 0 { addRow(basic, expand(removeRow(basic)!)) }
            if let leaving = markerLeavingRow(marker), var row = removeRow(leaving) {
                row.solve(for: leaving, marker)
                substitute(marker, row)
            }
        }
        optimize()
    }

    // MARK: Bookkeeping

    func remember(_ record: Record, id: Int) {
        records[id] = record
        recordCount += 1
        if record.isRedundant { redundantCount += 1 }
        if constraintsByVariable != nil {
            for term in record.terms { constraintsByVariable![term.variable.symbol].insert(id) }
        }
    }

    /// The constraints holding each variable, built from the records on first use.
    func constraintsByVariableIndex() -> [SymbolList] {
        if let constraintsByVariable { return constraintsByVariable }
        var index = [SymbolList](repeating: SymbolList(), count: kinds.count)
        for (id, record) in records.enumerated() {
            for term in record?.terms ?? [] { index[term.variable.symbol].insert(id) }
        }
        constraintsByVariable = index
        return index
    }

    func forget(_ id: Int) {
        guard let record = records[id] else { return }
        records[id] = nil
        recordCount -= 1
        if record.isRedundant { redundantCount -= 1 }
        if constraintsByVariable != nil {
            for term in record.terms { constraintsByVariable![term.variable.symbol].remove(id) }
        }
    }
}
