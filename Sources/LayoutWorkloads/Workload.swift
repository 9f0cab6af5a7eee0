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
public enum Workload: String, CaseIterable, Sendable {
    /// Views stacked top to bottom, each as wide as the container.
    case stack
    /// A square grid of cells filling the container.
    case grid
    /// The stack with non-required heights and widths, squeezed by a required total height.
    case priority
    /// Views each pinned 16 points inside the container.
    case pinned

    /// The container's width and height as suggested to the engine.
    public static let containerWidth = 375.0, containerHeight = 667.0
    /// How many width changes the edits workload makes.
    public static let editCount = 1000

    /// The workload's letter in the benchmark's tables: (a) stack, (b) edits, (c) grid, (d) priority, (e) pinned.
    public var letter: String {
        switch self {
        case .stack: "a"
        case .grid: "c"
        case .priority: "d"
        case .pinned: "e"
        }
    }

    /// How many views the workload lays out for size `n` (the grid rounds to a square).
    public func viewCount(_ n: Int) -> Int {
        guard self == .grid else { return n }
        let side = Int(Double(n).squareRoot().rounded())
        return side * side
    }

    /// Whether value `index` of [l0, t0, w0, h0, ...] has a unique optimum.
    public func isUnique(_ index: Int) -> Bool {
        self != .priority || index % 4 == 0 || index % 4 == 2 || index == 1
    }
}
