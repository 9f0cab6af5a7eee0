/// Frees the children of a tree node iteratively instead of recursively.
///
/// A node's deinit releasing its children's array would free a child, whose deinit frees its children,
/// and so on: one nest of stack frames per level, which a deep tree (a 10,000-deep chain of views or
/// layers) turns into a stack overflow. A deinit hands its children here instead; the outermost
/// teardown frees them one at a time, and the deinits that this triggers only queue their own.
@preconcurrency @MainActor
package enum TreeTeardown {
    private static var pending: [AnyObject] = []
    private static var isDraining = false

    /// Takes `children` out of a node being freed and frees them after it, without nesting.
    package static func release<Child: AnyObject>(_ children: inout [Child]) {
        guard !children.isEmpty else { return }
        for child in children { pending.append(child) }
        children = []
        guard !isDraining else { return }
        let wasDraining = isDraining
        isDraining = true
        defer { isDraining = wasDraining }
        while let next = pending.popLast() { _ = next }
    }
}
