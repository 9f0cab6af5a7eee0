import LayoutEngine

/// Activating and deactivating constraints, and keeping them with their views when subtrees move.
extension AutoLayoutHost {
    /// What a run of activations shares, so a batch (`NSLayoutConstraint.activate(_:)`,
    /// `UIView.addConstraints(_:)`, an Interface Builder document's constraints) pays once what every
    /// constraint of it would otherwise pay again: the engine of the container (found by walking up to
    /// the tree's root), and, when the constraints are added to a given view, which items were already
    /// found to be its descendants. Nothing in it outlives the batch; activating a constraint moves no
    /// view, so what it holds stays true while the batch runs.
    struct ActivationBatch {
        /// The container the last constraint went to, and the engine of its tree.
        fileprivate var lastContainer: UIView?
        fileprivate var lastHost: AutoLayoutHost?
        /// Items found to be descendants of the view the constraints are added to (or that view).
        fileprivate var descendants: [ObjectIdentifier] = []
    }

    /// Installs a constraint on `view`, or on its items' nearest common ancestor, and queues it for the
    /// engine. Malformed constraints and items without a common ancestor are logged as UIKit raises.
    static func activate(_ constraint: NSLayoutConstraint, on view: UIView?) {
        var batch = ActivationBatch()
        activate(constraint, on: view, batch: &batch)
    }

    /// Activates `constraints` in order, exactly as one call each would (the same lists in the same
    /// order, the same queue, the same logs), sharing the work a batch repeats.
    static func activate(_ constraints: [NSLayoutConstraint], on view: UIView?) {
        var batch = ActivationBatch()
        if let view, !constraints.isEmpty {
            batch.descendants.reserveCapacity(constraints.count + 1)
            batch.descendants.append(ObjectIdentifier(view))
            view.layoutNode.installed.reserveCapacity(constraints.count)
        }
        for constraint in constraints { activate(constraint, on: view, batch: &batch) }
    }

    private static func activate(_ constraint: NSLayoutConstraint, on view: UIView?, batch: inout ActivationBatch) {
        guard constraint.container == nil else { return }
        if let reason = constraint.invalidReason {
            TesseraLog.error("LayoutConstraints", "Unable to activate \(constraint): \(reason)")
            return
        }
        let termCount = constraint.first.count + constraint.second.count
        var items: [any LayoutItem] = []
        items.reserveCapacity(termCount)
        var views: [UIView] = []
        views.reserveCapacity(termCount)
        for index in 0..<termCount {
            let term = index < constraint.first.count ? constraint.first[index] : constraint.second[index - constraint.first.count]
            guard let item = term.item else {
                TesseraLog.error("LayoutConstraints", "Unable to activate \(constraint): one of its items no longer exists")
                return
            }
            guard let itemView = item.layoutView else {
                TesseraLog.error("LayoutConstraints", "Unable to activate \(constraint): a layout guide in it has not been added to a view (addLayoutGuide)")
                return
            }
            if !items.contains(where: { $0 === item }) {
                items.append(item)
                views.append(itemView)
            }
        }
        var container: UIView?
        // (A plain loop, not `allSatisfy` with a closure: a closure formed here checks that it runs on the
        // main actor each time it is called, which costs more than the test.)
        var allInView = view != nil && !views.isEmpty
        if let view {
            for itemView in views where allInView { allInView = isDescendant(itemView, of: view, batch: &batch) }
        }
        if let view, allInView {
            // Every item is in `view`'s subtree, so the items have a common ancestor: `view` is the container.
            container = view
        } else {
            for (index, itemView) in views.enumerated() {
                container = index == 0 ? itemView : container.flatMap { commonAncestor($0, itemView) }
            }
            guard container != nil else {
                let names = constraint.first.map { "\($0.item.map(\.layoutDescription) ?? "nil").\($0.attribute)" }
                    + constraint.second.map { "\($0.item.map(\.layoutDescription) ?? "nil").\($0.attribute)" }
                TesseraLog.error("LayoutConstraints", "Unable to activate constraint with anchors \(names.joined(separator: " and ")) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
                return
            }
            if view != nil {
                TesseraLog.error("LayoutConstraints", "The view hierarchy is not prepared for the constraint \(constraint): when added to a view, the constraint's items must be descendants of that view (or the view itself). Constraint not added.")
                return
            }
        }
        guard let container else { return }
        constraint.container = container
        container.layoutNode.installed.append(constraint, position: 0)
        // An inactive constraint is in no item's list; each item joins once, at its first term's position.
        forEachDistinctItem(of: constraint) { item, position in item.layoutNode.referencing.append(constraint, position: position) }
        let host: AutoLayoutHost
        if let lastHost = batch.lastHost, batch.lastContainer === container {
            host = lastHost
        } else {
            host = container.rootView.rootLayoutHost
            batch.lastContainer = container
            batch.lastHost = host
        }
        host.enqueue(constraint)
    }

    /// Whether `itemView` is `view` or one of its descendants, remembered for the rest of the batch.
    private static func isDescendant(_ itemView: UIView, of view: UIView, batch: inout ActivationBatch) -> Bool {
        let id = ObjectIdentifier(itemView)
        if batch.descendants.contains(id) { return true }
        guard itemView.isDescendant(of: view) else { return false }
        batch.descendants.append(id)
        return true
    }

    /// Uninstalls a constraint and takes it out of its engine. Each list it leaves finds it by the index
    /// it recorded, so the cost does not grow with the constraints already on its views.
    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container else { return }
        container.existingLayoutNode?.installed.remove(constraint, position: 0)
        removeFromItems(constraint)
        constraint.host?.removeFromEngine(constraint)
        constraint.container = nil
    }

    /// Takes the constraint out of the referencing lists of its items (those still alive).
    private static func removeFromItems(_ constraint: NSLayoutConstraint) {
        forEachDistinctItem(of: constraint) { item, position in
            item.existingLayoutNode?.referencing.remove(constraint, position: position)
        }
    }

    /// Calls `body` once per distinct live item of the constraint, with the slot position of its
    /// referencing entry: 1 + the index of the item's first term (terms whose item is gone are skipped,
    /// so positions stay the same from activation to deactivation).
    private static func forEachDistinctItem(of constraint: NSLayoutConstraint, _ body: (any LayoutItem, Int) -> Void) {
        // The two sides read in place, as one list (no array made for them).
        let first = constraint.first, second = constraint.second
        func term(_ index: Int) -> AnchorTerm { index < first.count ? first[index] : second[index - first.count] }
        for index in 0..<(first.count + second.count) {
            guard let item = term(index).item else { continue }
            if (0..<index).contains(where: { term($0).item === item }) { continue }
            body(item, 1 + index)
        }
    }

    private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b || b.isDescendant(of: a) { return a }
        var current: UIView? = a.superview
        while let candidate = current {
            if b.isDescendant(of: candidate) { return candidate }
            current = candidate.superview
        }
        return nil
    }

    // MARK: Moving subtrees

    /// Before `subtree` leaves its superview: constraints tying it to views outside it are deactivated
    /// (as UIKit does), and everything in it leaves the old engine.
    static func subtreeWillLeaveSuperview(_ subtree: UIView) {
        forEachItem(in: subtree) { item in
            guard let node = item.existingLayoutNode else { return }
            for constraint in node.referencing.all {
                if let container = constraint.container {
                    if !container.isDescendant(of: subtree) { deactivate(constraint) }
                } else {
                    // Its container is being freed (the subtree's superview going away with it).
                    removeFromItems(constraint)
                    constraint.host?.removeFromEngine(constraint)
                }
            }
        }
        leaveEngines(subtree)
    }

    /// After `subtree` joined a new tree (or became a root): its constraints wait for the new engine.
    static func subtreeDidMove(_ subtree: UIView) {
        subtree.viewFlags.remove(.rejoinsEngine)
        let usedAutoLayout = subtree.existingLayoutNode?.rootHost != nil
        leaveEngines(subtree)
        var installed: [NSLayoutConstraint] = []
        forEachItem(in: subtree) { item in
            if let view = item as? UIView, let node = view.existingLayoutNode { installed += node.installed.all }
        }
        guard !installed.isEmpty || usedAutoLayout else { return }
        let host = subtree.rootView.rootLayoutHost
        for constraint in installed { host.enqueue(constraint) }
    }

    /// Takes every item of the subtree, and the constraints installed in it, out of their engines; a
    /// view that now has a superview gives up the engine it held as a root.
    private static func leaveEngines(_ subtree: UIView) {
        var formerRoots: [LayoutNode] = []
        forEachItem(in: subtree) { item in
            guard let node = item.existingLayoutNode else { return }
            if let view = item as? UIView {
                for constraint in node.installed.all { constraint.host?.removeFromEngine(constraint) }
                if node.rootHost != nil, view.superview != nil { formerRoots.append(node) }
            }
            if let host = node.host {
                host.leave(item)
            } else if node.variables != nil {
                node.leaveEngine()   // its engine was freed with the tree's former root
            }
            // Constraints whose container was freed (the former root) no longer hold the item.
            for constraint in node.referencing.all where constraint.container == nil { removeFromItems(constraint) }
        }
        for node in formerRoots { node.rootHost = nil }
    }

    private static func forEachItem(in subtree: UIView, _ body: (any LayoutItem) -> Void) {
        var stack = [subtree]
        while let view = stack.popLast() {
            body(view)
            for guide in view.existingLayoutNode?.guides ?? [] { body(guide) }
            stack.append(contentsOf: view.subviews)
        }
    }

    // MARK: Debugging

    /// Whether the item's position or size along `axis` is not fixed by its constraints.
    static func isAmbiguous(_ item: any LayoutItem, axis: NSLayoutConstraint.Axis) -> Bool {
        guard let node = item.existingLayoutNode, let host = node.host, let variables = node.variables else { return false }
        host.flush()
        let indexes = axis == .horizontal ? [0, 2] : [1, 3]
        return indexes.contains { host.engine.isAmbiguous(variables[$0]) }
    }

    /// The constraints acting on the item along `axis`: its own (frame or intrinsic size) and those that
    /// mention it.
    static func constraints(affecting item: any LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let node = item.existingLayoutNode else { return [] }
        let intrinsic = (item as? UIView).flatMap { view in node.host?.intrinsicConstraints(of: view, axis: axis) } ?? []
        return (node.mirror + intrinsic + node.referencing.all).filter { constraint in
            (constraint.first + constraint.second).contains { $0.attribute.axis == axis }
        }
    }

    /// UIKit's log for a required constraint that cannot hold.
    func reportConflict(_ constraint: NSLayoutConstraint, with conflicting: [NSLayoutConstraint]) {
        let list = (conflicting + [constraint]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        TesseraLog.error("LayoutConstraints", """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint)

            The methods in the UIConstraintBasedLayoutDebugging category on UIView (constraintsAffectingLayout(for:), hasAmbiguousLayout) may also be helpful.
            """)
    }
}

extension AutoLayoutHost {
    /// A view's semantic content attribute changed, so its subtree may lay out in the other direction:
    /// the constraints mentioning items in it that are already in an engine go back to its queue, to be
    /// rebuilt with the new meaning of leading and trailing (and of directional margins) at the next flush.
    static func layoutDirectionMayHaveChanged(in subtree: UIView) {
        guard liveCount > 0 else { return }
        var stack = [subtree]
        while let view = stack.popLast() {
            var items: [any LayoutItem] = [view]
            items += view.existingLayoutNode?.guides ?? []
            for item in items {
                guard let node = item.existingLayoutNode else { continue }
                // (Their constants, margins given as directional insets among them, are recomputed then too.)
                for constraint in node.referencing.all where constraint.handle != nil {
                    guard let host = constraint.host else { continue }
                    host.removeFromEngine(constraint)
                    host.enqueue(constraint)
                }
            }
            stack.append(contentsOf: view.subviews)
        }
    }
}
