import LayoutEngine

/// The benchmark's workloads, defined identically in `scripts/kiwi_bench.py` (same constraints, same order).
///
/// Every view has four variables: left l, top t, width w, height h. The container's width W and height H are
/// edit variables at priority 999 (kiwi: strong), suggested W = 375, H = 667.
///
/// - stack:    for view i: t0 == 8 (i = 0) or t_i == t_{i-1} + h_{i-1} + 8; h_i == 44; l_i == 0; l_i + w_i == W.
/// - edits:    stack, then 1,000 suggestions W = 300 + (k % 200) for k = 0..<1000, each followed by a solve
///             (kiwi: updateVariables; ours: reading every variable).
/// - grid:     s = round(sqrt(N)) (N = 1,000 gives 32 × 32 = 1,024 cells); cell k = r·s + c:
///             l_k == 0 (c = 0) or l_k == l_{k-1} + w_{k-1}; l_k + w_k == W (c = s-1);
///             t_k == 0 (r = 0) or t_k == t_{k-s} + h_{k-s}; t_k + h_k == H (r = s-1);
///             w_k == w_{r·s} (c > 0); h_k == h_c (r > 0).
/// - priority: for view i: t0 == 8 (i = 0) or t_i == t_{i-1} + h_{i-1} + 8; h_i >= 20; h_i == 44 at 250 (kiwi:
///             weak); l_i == 0; l_i + w_i == W; w_i <= 300 at 500 (kiwi: medium); then last
///             t_{N-1} + h_{N-1} + 8 == 8 + 38 N (required; forces heights down to 30 on average). The heights'
///             optimum is not unique: only lefts, widths and the first top are compared.
/// - pinned:   for view i: l_i == 16; l_i + w_i == W - 16; t_i == 16; t_i + h_i == H - 16.
///
/// Values are compared as [l0, t0, w0, h0, l1, ...].
enum Workload: String, CaseIterable {
    case stack, grid, priority, pinned

    static let containerWidth = 375.0, containerHeight = 667.0
    static let editCount = 1000

    /// The letter for the workload.
    var letter: String {
        switch self {
        case .stack: "a"
        case .grid: "c"
        case .priority: "d"
        case .pinned: "e"
        }
    }

    func viewCount(_ n: Int) -> Int {
        guard self == .grid else { return n }
        let side = Int(Double(n).squareRoot().rounded())
        return side * side
    }

    /// Whether value `index` of [l0, t0, w0, h0, ...] has a unique optimum.
    func isUnique(_ index: Int) -> Bool {
        self != .priority || index % 4 == 0 || index % 4 == 2 || index == 1
    }
}

/// A solved workload: its engine, its views' variables and the container's.
struct Layout {
    struct View { let l, t, w, h: LayoutVariable }

    let engine: LayoutEngine
    let views: [View]
    let width: LayoutVariable

    /// Builds and solves `workload` with `n` views.
    init(_ workload: Workload, n: Int) throws {
        let engine = LayoutEngine()
        let W = engine.makeVariable(), H = engine.makeVariable()
        try engine.addEditVariable(W, priority: 999)
        try engine.addEditVariable(H, priority: 999)
        try engine.suggestValue(Workload.containerWidth, for: W)
        try engine.suggestValue(Workload.containerHeight, for: H)
        let v = (0..<workload.viewCount(n)).map { _ in
            View(l: engine.makeVariable(), t: engine.makeVariable(), w: engine.makeVariable(), h: engine.makeVariable())
        }
        func add(_ e: LinearExpression, _ relation: LayoutRelation = .equal, priority: Float = 1000) throws {
            try engine.addConstraint(e, relation, priority: priority)
        }
        switch workload {
        case .stack, .priority:
            for (i, view) in v.enumerated() {
                try add(i == 0 ? view.t - 8 : view.t - (v[i - 1].t + v[i - 1].h + 8))
                if workload == .stack {
                    try add(view.h - 44)
                } else {
                    try add(view.h - 20, .greaterThanOrEqual)
                    try add(view.h - 44, priority: 250)
                }
                try add(LinearExpression(view.l))
                try add(view.l + view.w - W)
                if workload == .priority { try add(view.w - 300, .lessThanOrEqual, priority: 500) }
            }
            if workload == .priority, let last = v.last {
                try add(last.t + last.h + 8 - Double(8 + 38 * v.count))
            }
        case .grid:
            let s = Int(Double(v.count).squareRoot())
            for (k, view) in v.enumerated() {
                let (r, c) = k.quotientAndRemainder(dividingBy: s)
                try add(c == 0 ? LinearExpression(view.l) : view.l - (v[k - 1].l + v[k - 1].w))
                if c == s - 1 { try add(view.l + view.w - W) }
                try add(r == 0 ? LinearExpression(view.t) : view.t - (v[k - s].t + v[k - s].h))
                if r == s - 1 { try add(view.t + view.h - H) }
                if c > 0 { try add(view.w - v[r * s].w) }
                if r > 0 { try add(view.h - v[c].h) }
            }
        case .pinned:
            for view in v {
                try add(view.l - 16)
                try add(view.l + view.w - W + 16)
                try add(view.t - 16)
                try add(view.t + view.h - H + 16)
            }
        }
        self.engine = engine
        self.views = v
        self.width = W
    }

    /// Every view's values, [l0, t0, w0, h0, l1, ...]: reading them is part of each solve.
    var values: [Double] {
        views.flatMap { [engine.value(of: $0.l), engine.value(of: $0.t), engine.value(of: $0.w), engine.value(of: $0.h)] }
    }

    /// The stack's 1,000 width changes, each followed by reading every value.
    func runEdits() throws -> Double {
        var sink = 0.0
        for k in 0..<Workload.editCount {
            try engine.suggestValue(Double(300 + k % 200), for: width)
            for view in views {
                sink += engine.value(of: view.l) + engine.value(of: view.t) + engine.value(of: view.w) + engine.value(of: view.h)
            }
        }
        return sink
    }
}
