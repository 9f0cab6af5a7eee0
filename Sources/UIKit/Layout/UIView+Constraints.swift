import LayoutEngine

/// Auto Layout on views: installed constraints, anchors, layout guides, content priorities, fitting
/// sizes and the update-constraints pass.
extension UIView: LayoutItem, UILayoutAnchoring {
    var layoutNode: LayoutNode {
        if let node = storedLayoutNode { return node }
        let node = LayoutNode()
        storedLayoutNode = node
        return node
    }

    var existingLayoutNode: LayoutNode? { storedLayoutNode }

    var layoutParent: UIView? { storedSuperview }

    var layoutDescription: String { layoutAddress(self) }

    /// The top of the view's tree: its window, or the highest superview.
    var rootView: UIView {
        var view = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }

    /// The engine of the tree this view is the root of, made on first use.
    var rootLayoutHost: AutoLayoutHost {
        rejoinEngineIfNeeded()
        let node = layoutNode
        if let host = node.rootHost { return host }
        let host = AutoLayoutHost(root: self)
        node.rootHost = host
        return host
    }

    /// Puts the constraints of a tree whose former superview was freed into the tree's own engine.
    func rejoinEngineIfNeeded() {
        guard viewFlags.contains(.rejoinsEngine) else { return }
        AutoLayoutHost.subtreeDidMove(self)
    }

    /// The frame without the transform: where the engine places the view (center and bounds size).
    var layoutFrame: CGRect {
        let size = bounds.size, anchor = layer.anchorPoint, center = center
        return CGRect(x: center.x - size.width * anchor.x, y: center.y - size.height * anchor.y,
                      width: size.width, height: size.height)
    }

    /// Where the first baseline lies below the top of the frame (nil: at the bottom edge).
    var firstBaselineOffsetFromTop: CGFloat? { baselineFont.map(\.ascender) }

    /// Where the last baseline lies above the bottom of the frame (nil: at the bottom edge).
    var lastBaselineOffsetFromBottom: CGFloat? { baselineFont.map { -$0.descender } }

    // MARK: Installed constraints

    /// The constraints installed on this view (whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { existingLayoutNode?.installed.all ?? [] }

    /// Installs a constraint on this view (prefer `isActive` / `NSLayoutConstraint.activate`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { AutoLayoutHost.activate(constraint, on: self) }

    /// Installs constraints on this view, in order (one batch: what each would look up again is looked
    /// up once).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        AutoLayoutHost.activate(constraints, on: self)
    }

    /// Uninstalls a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        AutoLayoutHost.deactivate(constraint)
    }

    /// Uninstalls constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Anchors (the edges, centres and sizes come from `UILayoutAnchoring`)

    /// The baseline of the first line of text (the bottom for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The layout guides the view owns, its system guides included once used.
    public var layoutGuides: [UILayoutGuide] { existingLayoutNode?.guides ?? [] }

    /// Adds a layout guide to the view (moving it from another view).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutNode.guides.append(guide)
    }

    /// Removes a layout guide; constraints that mention it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in guide.existingLayoutNode?.referencing.all ?? [] { AutoLayoutHost.deactivate(constraint) }
        guide.existingLayoutNode?.host?.leave(guide)
        existingLayoutNode?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's layout margins as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(.margins) { view, edge in
            let margins = view.effectiveLayoutMargins
            return [margins.left, margins.top, margins.right, margins.bottom][edge]
        }
    }

    /// The part of the view not covered by bars, the sensor housing or the home indicator, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(.safeArea) { view, edge in
            let insets = view.safeAreaInsets
            return [insets.left, insets.top, insets.right, insets.bottom][edge]
        }
    }

    /// A region of comfortable reading width inside the margins: as wide as the margins up to a width
    /// that follows the preferred text size (672 points at the default size).
    public var readableContentGuide: UILayoutGuide {
        if let guide = existingLayoutNode?.guides.first(where: { $0.systemRole == .readable }) { return guide }
        let margins = layoutMarginsGuide
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.systemRole = .readable
        addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(lessThanOrEqualToConstant: 672)
        width.dynamicConstant = { [unowned self] in
            672 * UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).pointSize / 17
        }
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = UILayoutPriority(999)
        let system = [guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
                      guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                      guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
                      guide.topAnchor.constraint(equalTo: margins.topAnchor),
                      guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor), width, fill]
        for constraint in system {
            constraint.kind = .system
            constraint.identifier = constraint.identifier ?? "UIViewReadableContentGuide-constraint"
            addConstraint(constraint)
        }
        return guide
    }

    /// A guide tied to the view's edges by four system constraints whose insets `inset(view, edge)` gives
    /// (edges: left, top, right, bottom), refreshed when margins or the safe area change.
    private func systemGuide(_ role: UILayoutGuide.SystemRole,
                             inset: @escaping @MainActor (UIView, Int) -> CGFloat) -> UILayoutGuide {
        if let guide = existingLayoutNode?.guides.first(where: { $0.systemRole == role }) { return guide }
        let guide = UILayoutGuide()
        guide.systemRole = role
        let name = role == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
        guide.identifier = name
        addLayoutGuide(guide)
        let pairs: [(NSLayoutConstraint, CGFloat, String)] = [
            (guide.leftAnchor.constraint(equalTo: leftAnchor), 1, "left"),
            (guide.topAnchor.constraint(equalTo: topAnchor), 1, "top"),
            (guide.rightAnchor.constraint(equalTo: rightAnchor), -1, "right"),
            (guide.bottomAnchor.constraint(equalTo: bottomAnchor), -1, "bottom"),
        ]
        for (edge, (constraint, sign, edgeName)) in pairs.enumerated() {
            constraint.kind = .system
            constraint.identifier = role == .margins ? "UIView-\(edgeName)Margin-guide-constraint" : "\(name)-\(edgeName)"
            constraint.dynamicConstant = { [unowned self] in sign * inset(self, edge) }
            addConstraint(constraint)
        }
        return guide
    }

    // MARK: Content priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        existingLayoutNode?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard layoutNode.hugging[axis.rawValue] != priority else { return }
        layoutNode.hugging[axis.rawValue] = priority
        layoutNode.host?.intrinsicPrioritiesChanged(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        existingLayoutNode?.compression[axis.rawValue] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard layoutNode.compression[axis.rawValue] != priority else { return }
        layoutNode.compression[axis.rawValue] = priority
        layoutNode.host?.intrinsicPrioritiesChanged(self)
    }

    // MARK: Fitting size

    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the given priorities (use `fittingSizeLevel` to get as close as the content allows).
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        if !(BadValue.usable(targetSize.width) && BadValue.usable(targetSize.height)),
           let problem = BadValue.problem(targetSize.width, targetSize.height) {
            BadValue.report("UIKit", api: "UIView.systemLayoutSizeFitting", "\(problem) in the target size \(BadValue.text(targetSize.width, targetSize.height)); that axis is left to the constraints")
        }
        let host = rootView.rootLayoutHost
        host.root.updateConstraintsPass()
        let node = layoutNode
        let variables = host.variables(for: self)
        host.flush()
        let lifted = translatesAutoresizingMaskIntoConstraints ? Array(node.mirror[2...3]) : []
        for constraint in lifted { host.removeFromEngine(constraint) }
        var temporary: [NSLayoutConstraint] = []
        for (axis, (target, priority)) in [(targetSize.width, horizontal), (targetSize.height, vertical)].enumerated() {
            // A bad target (NaN, infinite, beyond ±10¹²) pulls nothing: the constraints alone decide.
            guard BadValue.usable(target) else { continue }
            let constraint = NSLayoutConstraint(first: [AnchorTerm(item: self, attribute: axis == 0 ? .width : .height, coefficient: 1)],
                                                relation: .equal, second: [], multiplier: 0, constant: target, validate: true)
            constraint.kind = .system
            constraint.identifier = "UIView-Encapsulated-Layout-\(axis == 0 ? "Width" : "Height")"
            constraint.priority = priority.rawValue > 0 ? priority : .fittingSizeLevel
            host.add(constraint, expression: LinearExpression(variables[2 + axis]) - Double(target),
                     priority: host.enginePriority(constraint.priority))
            temporary.append(constraint)
        }
        host.updateWidthDependentSizes()
        let size = CGSize(width: host.engine.value(of: variables[2]), height: host.engine.value(of: variables[3]))
        for constraint in temporary { host.removeFromEngine(constraint) }
        for constraint in lifted { host.reinsert(constraint) }
        host.updateWidthDependentSizes()
        let insets = alignmentRectInsets
        return CGSize(width: max(0, size.width) + insets.left + insets.right,
                      height: max(0, size.height) + insets.top + insets.bottom)
    }

    // MARK: Debugging

    /// The view tree below this view, one line a view: `*` marks views that constraints position, then the
    /// frame, and `AMBIGUOUS LAYOUT` where the constraints leave the view free to move or resize; each
    /// view's installed constraints follow it. UIKit's private `_autolayoutTrace`, made public.
    public func autolayoutTrace() -> String {
        var lines: [String] = []
        var stack: [(view: UIView, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "|   ", count: depth)
            var line = indent + (view.translatesAutoresizingMaskIntoConstraints ? "•" : "*") + layoutAddress(view)
            let f = view.frame
            line += " frame = (\(NSLayoutConstraint.number(f.minX)) \(NSLayoutConstraint.number(f.minY)); \(NSLayoutConstraint.number(f.width)) \(NSLayoutConstraint.number(f.height)))"
            let axes = [NSLayoutConstraint.Axis.horizontal, .vertical].filter { AutoLayoutHost.isAmbiguous(view, axis: $0) }
            if !axes.isEmpty {
                line += " - AMBIGUOUS LAYOUT for " + axes.map { $0 == .horizontal ? "minX, width" : "minY, height" }.joined(separator: ", ")
            }
            lines.append(line)
            for constraint in view.constraints { lines.append(indent + "    " + constraint.description) }
            for subview in view.storedSubviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Update-constraints pass

    /// Calls `updateConstraints()` (or the view controller's `updateViewConstraints()`) on every view
    /// of the subtree that needs it, subviews before their superview.
    func updateConstraintsPass() {
        guard viewFlags.contains(.needsUpdateConstraints) || viewFlags.contains(.subtreeNeedsUpdateConstraints) else { return }
        var stack: [(view: UIView, childrenDone: Bool)] = [(self, false)]
        while let (view, childrenDone) = stack.popLast() {
            if childrenDone {
                guard view.viewFlags.contains(.needsUpdateConstraints) else { continue }
                view.viewFlags.remove(.needsUpdateConstraints)
                if let controller = view.viewExtras?.viewController { controller.updateViewConstraints() } else { view.updateConstraints() }
                continue
            }
            stack.append((view, true))
            guard view.viewFlags.contains(.subtreeNeedsUpdateConstraints) else { continue }
            view.viewFlags.remove(.subtreeNeedsUpdateConstraints)
            for subview in view.storedSubviews.reversed()
            where subview.viewFlags.contains(.needsUpdateConstraints) || subview.viewFlags.contains(.subtreeNeedsUpdateConstraints) {
                stack.append((subview, false))
            }
        }
    }

    /// Marks the superviews up the tree as holding a view that needs `updateConstraints()`.
    func markSuperviewsNeedUpdateConstraints() {
        var current = storedSuperview
        while let view = current, !view.viewFlags.contains(.subtreeNeedsUpdateConstraints) {
            view.viewFlags.insert(.subtreeNeedsUpdateConstraints)
            current = view.storedSuperview
        }
    }

    // MARK: The layout pass with constraints

    /// The layout pass: in a tree with constraints, the update-constraints pass and the engine's flush
    /// come first, and the pass repeats (up to 16 times) while solved frames move views already laid out.
    func runLayoutPass() {
        FramePhase.withPhase(.layout) { runLayoutPassSteps() }
    }

    private func runLayoutPassSteps() {
        let root = rootView
        root.rejoinEngineIfNeeded()
        guard AutoLayoutHost.liveCount > 0, let host = root.existingLayoutNode?.rootHost else {
            layer.layoutIfNeeded()
            return
        }
        for _ in 0..<16 {
            host.root.updateConstraintsPass()
            host.flush()
            layer.layoutIfNeeded()
            guard host.isDirty || layer.needsLayoutInSubtree else { return }
        }
        TesseraLog.warningOnce("LayoutConstraints", key: "feedback-loop",
                               "Layout feedback loop: views under \(layoutAddress(host.root)) kept asking for layout after 16 passes; the rest waits for the next frame")
    }

    /// Gives the subviews whose frames the engine decides their solved frames (UIView's default
    /// `layoutSubviews()`).
    func applyConstraintLayoutToSubviews() {
        guard AutoLayoutHost.liveCount > 0 else { return }
        var flushed: AutoLayoutHost?
        for subview in storedSubviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let host = subview.existingLayoutNode?.host else { continue }
            if flushed !== host { host.flush(); flushed = host }
            guard let frame = host.solvedFrame(of: subview), !frame.isLayoutEquivalent(to: subview.layoutFrame) else { continue }
            let anchor = subview.layer.anchorPoint
            if subview.bounds.size != frame.size { subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size) }
            subview.center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        }
    }

    /// Tells the engine that something its constants depend on changed.
    func layoutInputsChanged(_ reason: LayoutNode.Dirty) {
        guard AutoLayoutHost.liveCount > 0, let node = storedLayoutNode, let host = node.host else { return }
        if reason == .frame, node.mirror.isEmpty { return }
        host.markDirty(self, reason)
    }
}
