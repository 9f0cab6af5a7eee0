import LayoutEngine
@_spi(TesseraInternals) import TesseraSupport

/// The Auto Layout engine of one view tree, owned by the tree's root view (a window, or a view without
/// a superview). Constraints are added to the engine lazily, at the next flush; items get their four
/// variables when a constraint first mentions them. A flush brings constants up to date (frames of views
/// that translate their autoresizing masks, intrinsic sizes, margins), lets the engine re-solve, and
/// marks for layout the superviews of the views whose solved frames moved.
@MainActor
final class AutoLayoutHost {
    /// How many hosts exist: while none does, hierarchy changes skip every Auto Layout step.
    static var liveCount = 0

    let engine = LayoutEngine()
    /// The root view, held `unowned(unsafe)`. Invariant: the root owns this host (its layout node's
    /// `rootHost`) and every other reference to the host is weak or a local during a call from the
    /// root's tree, so the host never outlives the root. Debug builds check it at each read.
    unowned(unsafe) private let rootReference: UIView
    var root: UIView { LiveObjects.checked(rootReference, "an Auto Layout engine outlived its root view") }
    /// Active constraints waiting to enter the engine, in activation order. A constraint deactivated
    /// before the flush leaves it at once (`removeFromEngine`), so it is not kept alive until then.
    var pending = ConstraintList()
    /// Items whose constants must be refreshed.
    var dirtyItems: [any LayoutItem] = []
    /// Views in the engine whose frames the engine decides. Unowned: the tree (or, for the root, the
    /// root's own reference to this host) keeps them alive, and a view leaving the tree leaves the engine.
    var engineViews: [ObjectIdentifier: UnownedView] = [:]
    /// Views whose intrinsic height depends on their width (multi-line labels), in the order they came,
    /// so they are measured in the same order on every run.
    var widthDependent: [UnownedView] = []
    /// The constraint behind each engine handle, for conflict reports.
    var constraintsByHandle: [ConstraintHandle: NSLayoutConstraint] = [:]
    /// Whether a flush has work to do (queued constraints, stale constants, or a solution that changed
    /// since views were last compared with it).
    private(set) var isDirty = false
    private var isFlushing = false
    /// Counts changes to the solution, so solved frames are computed once per change.
    private(set) var solutionVersion = 0
    /// The solution version views were last compared with.
    private var comparedVersion = 0

    init(root: UIView) {
        rootReference = root
        Self.liveCount += 1
    }

    /// Freed off the main thread (with its root view), the count goes down on the main thread: until then
    /// it only overstates, which costs an engine check and never skips one.
    deinit {
        MainThreadTeardown.runOrSchedule { Self.liveCount -= 1 }
    }

    /// Notes new work or a changed solution for the next flush (the layout pass flushes first).
    func setDirty() {
        solutionVersion &+= 1
        if !isFlushing { isDirty = true }
    }

    /// Queues an active constraint for the engine.
    func enqueue(_ constraint: NSLayoutConstraint) {
        if constraint.slots[ConstraintSlots.pending] >= 0 {
            // Already queued: here (nothing to do) or in the engine of the tree it came from (leave it).
            if constraint.host === self { return }
            constraint.host?.pending.remove(constraint, position: ConstraintSlots.pending)
        }
        constraint.host = self
        constraint.handle = nil
        constraint.isBroken = false
        pending.append(constraint, position: ConstraintSlots.pending)
        setDirty()
    }

    func markDirty(_ item: any LayoutItem, _ reason: LayoutNode.Dirty) {
        guard let node = item.existingLayoutNode, node.host === self else { return }
        if node.dirty.isEmpty { dirtyItems.append(item) }
        node.dirty.formUnion(reason)
        setDirty()
    }

    // MARK: Flush

    /// Brings the engine up to date and marks views whose solved frames changed for layout.
    func flush() {
        guard isDirty, !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false; isDirty = false }
        var rounds = 0
        repeat {
            rounds += 1
            let added = pending.removeAll()
            for constraint in added where constraint.host === self && constraint.container != nil && constraint.handle == nil {
                register(constraint)
            }
            let items = dirtyItems
            dirtyItems = []
            for item in items { refresh(item) }
            updateWidthDependentSizes()
        } while (!pending.isEmpty || !dirtyItems.isEmpty) && rounds < 8
        if comparedVersion != solutionVersion {
            comparedVersion = solutionVersion
            markMovedViews()
        }
    }

    /// The superviews of views whose solved frames differ from their frames lay out again.
    private func markMovedViews() {
        for view in engineViews.values.map(\.view) {
            guard let frame = solvedFrame(of: view), !frame.isLayoutEquivalent(to: view.layoutFrame) else { continue }
            view.superview?.setNeedsLayout()
        }
    }

    /// Multi-line labels: the intrinsic height is measured again at the solved width until it holds
    /// (UIKit's automatic `preferredMaxLayoutWidth`).
    func updateWidthDependentSizes() {
        for _ in 0..<4 {
            var changed = false
            for view in widthDependent.map(\.view) {
                guard let node = view.existingLayoutNode, node.host === self, let variables = node.variables else { continue }
                let width = engine.value(of: variables.width)
                if abs(width - node.intrinsicWidth) > 0.25 {
                    updateIntrinsicConstraints(view, node)
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    // MARK: Items

    /// The item's variables in this engine, made (with its frame or intrinsic-size constraints) on first use.
    @discardableResult
    func variables(for item: any LayoutItem) -> ItemVariables {
        let node = item.layoutNode
        if node.host === self, let variables = node.variables { return variables }
        if let other = node.host { other.leave(item) }
        node.host = self
        // Sizes lean towards 0 where only an inequality defines them; positions sit at their bounds (UIKit).
        let variables = ItemVariables(x: engine.makeVariable(), y: engine.makeVariable(),
                                      width: engine.makeVariable(leansTowardsZero: true),
                                      height: engine.makeVariable(leansTowardsZero: true))
        node.variables = variables
        if let view = item as? UIView {
            if view.translatesAutoresizingMaskIntoConstraints {
                addMirror(view, node)
            } else {
                engineViews[ObjectIdentifier(view)] = UnownedView(view)
            }
            if view.intrinsicSizeDependsOnWidth {
                // Measured once the constraints around it are in: at its width if they fix it.
                widthDependent.append(UnownedView(view))
                node.isWidthDependent = true
                markDirty(view, .intrinsic)
            } else {
                updateIntrinsicConstraints(view, node)
            }
        }
        return variables
    }

    /// The view started or stopped translating its frame into constraints: its frame constraints go or
    /// come, and the engine decides its frame or stops deciding it. Its variables stay.
    func translationChanged(_ view: UIView) {
        guard let node = view.existingLayoutNode, node.host === self else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            engineViews[ObjectIdentifier(view)] = nil
            addMirror(view, node)
        } else {
            for constraint in node.mirror { removeFromEngine(constraint) }
            node.mirror = []
            engineViews[ObjectIdentifier(view)] = UnownedView(view)
        }
        setDirty()
    }

    /// Takes an item out of the engine: its own constraints, then its variables.
    func leave(_ item: any LayoutItem) {
        guard let node = item.existingLayoutNode, node.host === self else { return }
        for constraint in node.mirror { removeFromEngine(constraint) }
        for case let handle? in [node.intrinsic.horizontal, node.intrinsic.vertical] { try? engine.removeConstraint(handle) }
        engineViews[ObjectIdentifier(item)] = nil
        if node.isWidthDependent { widthDependent.removeAll { $0.view === item } }
        node.leaveEngine()
    }

    private func refresh(_ item: any LayoutItem) {
        guard let node = item.existingLayoutNode, node.host === self else { return }
        let dirty = node.dirty
        node.dirty = []
        if let view = item as? UIView {
            if dirty.contains(.frame) { updateMirror(view, node) }
            if dirty.contains(.intrinsic) { updateIntrinsicConstraints(view, node) }
        }
        if dirty.contains(.geometry) || dirty.contains(.intrinsic) {
            for constraint in node.referencing.all where constraint.handle != nil { updateConstant(constraint) }
        }
    }

    // MARK: Frames of autoresizing views

    /// Four required constraints that hold the view's alignment rectangle where its frame puts it.
    private func addMirror(_ view: UIView, _ node: LayoutNode) {
        guard let variables = node.variables else { return }
        let mask = view.autoresizingMask
        func code(_ flexibleStart: Bool, _ flexibleSize: Bool, _ flexibleEnd: Bool) -> String {
            let none = !flexibleStart && !flexibleSize && !flexibleEnd
            return (flexibleStart ? "&" : "-") + (flexibleSize ? "&" : "-") + (flexibleEnd || none ? "&" : "-")
        }
        let label = "h=" + code(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + code(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let rect = view.alignmentRect(forFrame: view.layoutFrame)
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        node.mirror = (0..<4).map { index in
            let constraint = NSLayoutConstraint(first: [AnchorTerm(item: view, attribute: attributes[index], coefficient: 1)],
                                                relation: .equal, second: [], multiplier: 0, constant: values[index],
                                                problems: [], validate: false)
            constraint.kind = .autoresizingMask(label)
            add(constraint, expression: LinearExpression(variables[index]) - Double(values[index]), priority: 1000)
            return constraint
        }
    }

    private func updateMirror(_ view: UIView, _ node: LayoutNode) {
        let rect = view.alignmentRect(forFrame: view.layoutFrame)
        for (constraint, value) in zip(node.mirror, [rect.minX, rect.minY, rect.width, rect.height]) where constraint.constant != value {
            constraint.constant = value
        }
    }

    // MARK: Intrinsic size

    /// Hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) in each dimension that
    /// has an intrinsic size, at the view's priorities: one engine row a dimension, whose error above the
    /// size weighs as hugging and below it as compression resistance.
    func updateIntrinsicConstraints(_ view: UIView, _ node: LayoutNode) {
        guard let variables = node.variables else { return }
        let size: CGSize
        if view.intrinsicSizeDependsOnWidth {
            // The solved width, once there is one: the intrinsic width found it, or other constraints fix it.
            let width = engine.value(of: variables.width)
            let known = width > 0 && (node.intrinsic.horizontal != nil || !engine.isAmbiguous(variables.width))
            size = view.intrinsicContentSize(fittingWidth: known ? width : nil)
            node.intrinsicWidth = known ? width : -1
        } else {
            size = view.intrinsicContentSize
        }
        let values = [size.width, size.height].map { $0 == UIView.noIntrinsicMetric || !$0.isFinite ? -1 : max(0, $0) }
        let old = [node.intrinsicSize.width, node.intrinsicSize.height]
        node.intrinsicSize = CGSize(width: values[0], height: values[1])
        for axis in 0..<2 where values[axis] != old[axis] || (values[axis] >= 0) != (node.intrinsic[axis] != nil) {
            let value = Double(values[axis])
            if let handle = node.intrinsic[axis] {
                if value >= 0, (try? engine.setConstant(-value, for: handle)) != nil {
                    setDirty()
                    continue
                }
                try? engine.removeConstraint(handle)
                node.intrinsic[axis] = nil
                setDirty()
            }
            guard value >= 0 else { continue }
            node.intrinsic[axis] = try? engine.addConstraint(LinearExpression(variables[2 + axis]) - value,
                                                             equalWithPriorityAbove: min(999, max(1, node.hugging[axis].rawValue)),
                                                             below: min(999, max(1, node.compression[axis].rawValue)))
            setDirty()
        }
    }

    /// The hugging or compression priorities changed: the intrinsic rows are made again.
    func intrinsicPrioritiesChanged(_ view: UIView) {
        guard let node = view.existingLayoutNode, node.host === self else { return }
        removeIntrinsicConstraints(node)
        updateIntrinsicConstraints(view, node)
    }

    private func removeIntrinsicConstraints(_ node: LayoutNode) {
        for case let handle? in [node.intrinsic.horizontal, node.intrinsic.vertical] { try? engine.removeConstraint(handle) }
        node.intrinsic = AxisPair(nil, nil)
        node.intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        setDirty()
    }

    /// The intrinsic-size rows of an item, as the two constraints each stands for (UIKit's
    /// `NSContentSizeLayoutConstraint`s), for debugging output.
    func intrinsicConstraints(of view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let node = view.existingLayoutNode, node.host === self, let handle = node.intrinsic[axis.rawValue] else { return [] }
        let value = axis == .horizontal ? node.intrinsicSize.width : node.intrinsicSize.height
        return [(NSLayoutConstraint.Relation.lessThanOrEqual, node.hugging[axis.rawValue]),
                (.greaterThanOrEqual, node.compression[axis.rawValue])].map { relation, priority in
            let constraint = NSLayoutConstraint(first: [AnchorTerm(item: view, attribute: axis == .horizontal ? .width : .height, coefficient: 1)],
                                                relation: relation, second: [], multiplier: 0, constant: value, validate: false)
            constraint.kind = .contentSize
            constraint.priority = priority
            constraint.handle = handle
            return constraint
        }
    }

    // MARK: Constraints in the engine

    /// Adds an active constraint to the engine; one that conflicts with required constraints is logged
    /// as UIKit does and kept at priority 999 ("broken").
    func register(_ constraint: NSLayoutConstraint) {
        guard let expression = expression(for: constraint) else {
            TesseraLog.error("LayoutConstraints", "\(constraint) mentions an item that no longer exists; it is ignored")
            return
        }
        add(constraint, expression: expression, priority: enginePriority(constraint.priority))
    }

    func add(_ constraint: NSLayoutConstraint, expression: LinearExpression, priority: Float) {
        constraint.host = self
        constraint.engineConstant = -expression.constant
        let relation: LayoutRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        do {
            let handle = try engine.addConstraint(expression, relation, priority: priority)
            constraint.handle = handle
            constraint.isBroken = false
            constraintsByHandle[handle] = constraint
        } catch LayoutEngineError.unsatisfiable(let conflicting) {
            reportConflict(constraint, with: conflicting.compactMap { constraintsByHandle[$0] })
            if let handle = try? engine.addConstraint(expression, relation, priority: 999) {
                constraint.handle = handle
                constraint.isBroken = true
                constraintsByHandle[handle] = constraint
            }
        } catch {
            TesseraLog.error("LayoutConstraints", "\(constraint) could not be added: \(error)")
        }
        setDirty()
    }

    func removeFromEngine(_ constraint: NSLayoutConstraint) {
        if constraint.slots[ConstraintSlots.pending] >= 0 {
            // Queued (in this engine or, after a move, in the one it is headed for): it leaves the queue now.
            constraint.host?.pending.remove(constraint, position: ConstraintSlots.pending)
        }
        if let handle = constraint.handle, constraint.host === self {
            try? engine.removeConstraint(handle)
            constraintsByHandle[handle] = nil
            setDirty()
        }
        constraint.handle = nil
        constraint.host = nil
        constraint.isBroken = false
    }

    /// The constraint's constant (or an offset it depends on) changed.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard constraint.handle != nil else { return }
        updateConstant(constraint)
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard constraint.handle != nil else { return }
        removeFromEngine(constraint)
        reinsert(constraint)
    }

    private func updateConstant(_ constraint: NSLayoutConstraint) {
        guard let handle = constraint.handle else { return }
        let target = currentEngineConstant(of: constraint)
        guard target != constraint.engineConstant else { return }
        do {
            try engine.setConstant(-target, for: handle)
            constraint.engineConstant = target
            setDirty()
        } catch {
            // A required equality that no longer fits: added again, which logs the conflict and breaks it.
            removeFromEngine(constraint)
            reinsert(constraint)
        }
    }

    /// Adds a constraint whose engine row was removed, from its current expression.
    func reinsert(_ constraint: NSLayoutConstraint) {
        switch constraint.kind {
        case .user, .system:
            register(constraint)
        case .autoresizingMask, .contentSize:
            guard let item = constraint.first.first?.item, let node = item.existingLayoutNode, node.host === self,
                  let variables = node.variables else { return }
            let index = [.left: 0, .top: 1, .width: 2, .height: 3][constraint.firstAttribute] ?? 2
            add(constraint, expression: LinearExpression(variables[index]) - Double(constraint.constant),
                priority: enginePriority(constraint.priority))
        }
    }

    /// The constant the engine should hold for the constraint now.
    private func currentEngineConstant(of constraint: NSLayoutConstraint) -> Double {
        switch constraint.kind {
        case .autoresizingMask, .contentSize: return Double(constraint.constant)
        case .user, .system: return expression(for: constraint).map { -$0.constant } ?? constraint.engineConstant
        }
    }

    func enginePriority(_ priority: UILayoutPriority) -> Float {
        priority.rawValue >= 1000 ? 1000 : min(999, max(1, priority.rawValue))
    }
}

/// A view the host refers to without keeping it alive, `unowned(unsafe)` to keep the engine's tables
/// free of reference counting. Invariant: a view in a host's tables is in the host's tree, which keeps
/// it alive, and leaves the tables when it leaves the tree. Debug builds check it at each read.
struct UnownedView {
    unowned(unsafe) private let reference: UIView
    var view: UIView { LiveObjects.checked(reference, "a freed view is still in an Auto Layout engine") }
    init(_ view: UIView) { reference = view }
}

extension CGRect {
    /// Whether two frames are equal but for floating-point noise: a solved frame applied through `center`
    /// and `bounds` reads back an ulp or so off (y = 52/3 returns as 17.33333333333333), which is no move.
    func isLayoutEquivalent(to other: CGRect) -> Bool {
        let tolerance: CGFloat = 1e-6
        return abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
