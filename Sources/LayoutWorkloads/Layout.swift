import LayoutEngine

/// A solved workload: its engine, its views' variables and the container's.
public struct Layout {
    /// A view's variables: left, top, width and height.
    public struct View {
        public let l, t, w, h: LayoutVariable
    }

    /// The engine holding the workload's constraints.
    public let engine: LayoutEngine
    /// The views' variables, in the order made.
    public let views: [View]
    /// The container's width, an edit variable.
    public let width: LayoutVariable

    /// Builds and solves `workload` with `n` views.
    public init(_ workload: Workload, n: Int) throws {
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
    public var values: [Double] {
        views.flatMap { [engine.value(of: $0.l), engine.value(of: $0.t), engine.value(of: $0.w), engine.value(of: $0.h)] }
    }

    /// The stack's 1,000 width changes, each followed by reading every value.
    public func runEdits() throws -> Double {
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
