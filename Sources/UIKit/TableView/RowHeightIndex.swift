/// The heights of one section's rows: every row has the section's `estimate` until it is measured,
/// and measured rows are kept in a sparse segment tree over the row numbers, each node holding how much
/// its rows' measured heights differ from the estimate in total.
///
/// So the index costs nothing per row until rows are measured (a million estimated rows take a few
/// bytes), and every query (a row's offset, the row at an offset) and every measurement is O(log n).
struct RowHeightIndex {
    private struct Node {
        /// The sum of (height − estimate) over the measured rows in this node's range.
        var delta: Double = 0
        var left: Int32 = -1
        var right: Int32 = -1
        /// For a leaf: the row was measured.
        var measured = false
    }

    /// How many rows the section has.
    private(set) var count: Int
    /// The height of a row not yet measured.
    private(set) var estimate: CGFloat
    private var nodes: [Node] = []
    /// How many rows have been measured.
    private(set) var measuredCount = 0

    init(count: Int, estimate: CGFloat) {
        self.count = max(0, count)
        self.estimate = max(0, estimate)
    }

    /// The sum of all rows' heights.
    var total: CGFloat { CGFloat(count) * estimate + CGFloat(nodes.first?.delta ?? 0) }

    /// Whether `row` has been measured.
    func isMeasured(_ row: Int) -> Bool {
        guard row >= 0, row < count, !nodes.isEmpty else { return false }
        var node = 0, lo = 0, hi = count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let next = row < mid ? nodes[node].left : nodes[node].right
            if next < 0 { return false }
            node = Int(next)
            if row < mid { hi = mid } else { lo = mid }
        }
        return nodes[node].measured
    }

    /// The height of `row`: measured, or the estimate.
    func height(_ row: Int) -> CGFloat {
        guard row >= 0, row < count else { return 0 }
        guard !nodes.isEmpty else { return estimate }
        var node = 0, lo = 0, hi = count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let next = row < mid ? nodes[node].left : nodes[node].right
            if next < 0 { return estimate }
            node = Int(next)
            if row < mid { hi = mid } else { lo = mid }
        }
        return estimate + CGFloat(nodes[node].delta)
    }

    /// The top of `row` from the section's first row (`count` gives the total).
    func offset(ofRow row: Int) -> CGFloat {
        let row = min(max(row, 0), count)
        var sum = CGFloat(row) * estimate
        guard !nodes.isEmpty, row > 0 else { return sum }
        if row == count { return total }
        var node = 0, lo = 0, hi = count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if row < mid {
                let next = nodes[node].left
                if next < 0 { break }
                node = Int(next); hi = mid
            } else {
                let left = nodes[node].left
                if left >= 0 { sum += CGFloat(nodes[Int(left)].delta) }
                let next = nodes[node].right
                if next < 0 { break }
                node = Int(next); lo = mid
            }
        }
        return sum
    }

    /// The row covering `y` (from the section's first row), clamped to the rows.
    func row(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        var y = Double(y)
        var node = nodes.isEmpty ? -1 : 0, lo = 0, hi = count
        let e = Double(estimate)
        while hi - lo > 1 {
            guard node >= 0 else { break }
            let mid = (lo + hi) / 2
            let left = nodes[node].left
            let leftTotal = Double(mid - lo) * e + (left >= 0 ? nodes[Int(left)].delta : 0)
            if y < leftTotal {
                node = Int(left); hi = mid
            } else {
                y -= leftTotal
                node = Int(nodes[node].right); lo = mid
            }
        }
        if hi - lo > 1 {
            // A range with nothing measured: rows of the estimate's height.
            guard e > 0 else { return lo }
            return min(lo + Int(y / e), hi - 1)
        }
        return lo
    }

    /// Records `row`'s measured height; returns how much the row's height changed.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, forRow row: Int) -> CGFloat {
        guard row >= 0, row < count else { return 0 }
        let height = max(0, height)
        let old = self.height(row)
        let change = Double(height - old)
        if nodes.isEmpty { nodes.append(Node()) }
        var node = 0, lo = 0, hi = count
        var path: [Int] = [0]
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            let goLeft = row < mid
            var next = goLeft ? nodes[node].left : nodes[node].right
            if next < 0 {
                next = Int32(nodes.count)
                nodes.append(Node())
                if goLeft { nodes[node].left = next } else { nodes[node].right = next }
            }
            node = Int(next)
            path.append(node)
            if goLeft { hi = mid } else { lo = mid }
        }
        if !nodes[node].measured {
            nodes[node].measured = true
            measuredCount += 1
        }
        for index in path { nodes[index].delta += change }
        return CGFloat(change)
    }

    /// The measured rows and their heights, in row order.
    func measuredRows() -> [(row: Int, height: CGFloat)] {
        guard !nodes.isEmpty else { return [] }
        var result: [(Int, CGFloat)] = []
        result.reserveCapacity(measuredCount)
        var stack: [(node: Int, lo: Int, hi: Int)] = [(0, 0, count)]
        while let (node, lo, hi) = stack.popLast() {
            if hi - lo == 1 {
                if nodes[node].measured { result.append((lo, estimate + CGFloat(nodes[node].delta))) }
                continue
            }
            let mid = (lo + hi) / 2
            if nodes[node].right >= 0 { stack.append((Int(nodes[node].right), mid, hi)) }
            if nodes[node].left >= 0 { stack.append((Int(nodes[node].left), lo, mid)) }
        }
        return result
    }

    /// Forgets every measurement (the rows go back to the estimate).
    mutating func invalidateAll() {
        nodes.removeAll(keepingCapacity: true)
        measuredCount = 0
    }

    /// Forgets `row`'s measurement.
    mutating func invalidate(_ row: Int) {
        guard isMeasured(row) else { return }
        let kept = measuredRows().filter { $0.row != row }
        rebuild(count: count, estimate: estimate, measured: kept)
    }

    /// Starts again with `count` rows of `estimate`, keeping the measurements given.
    mutating func rebuild(count: Int, estimate: CGFloat, measured: [(row: Int, height: CGFloat)]) {
        self.count = max(0, count)
        self.estimate = max(0, estimate)
        invalidateAll()
        for (row, height) in measured where row >= 0 && row < self.count { setHeight(height, forRow: row) }
    }
}
