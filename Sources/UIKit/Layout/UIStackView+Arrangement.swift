/// The stack view's constraints: made from its properties and its arranged views' visibility,
/// intrinsic sizes and content priorities, installed on the stack view as system constraints.
///
/// Along the axis: the first and last visible views meet the canvas (the stack, or its margins guide)
/// (`UISV-canvas-connection`); neighbours are `spacing` apart (`UISV-spacing`, a minimum for the
/// equal-spacing distributions); the distribution adds equal sizes (`UISV-fill-equally`), proportions
/// (`UISV-fill-proportionally`) or equal gaps / centre distances (`UISV-distributing`). Hidden views
/// shrink to nothing where they stand (`UISV-hiding`) and leave no gap. Across the axis: the first
/// view meets the canvas as the alignment asks, the others line up with it (`UISV-alignment`), every
/// view stays inside (`UISV-spanning-boundary`) and the canvas hugs the largest (`UISV-spanning-fit`).
///
/// UIKit resolves `.fill`'s ties "by index" without saying how; Tessera adds very weak constraints
/// (`UISV-fill-order`, a name of ours) that make a later view of the same priority slightly more
/// reluctant to grow or shrink than an earlier one, so the first view of a tie absorbs the difference.
extension UIStackView {
    /// Marks the constraints stale: they are made again in the next update-constraints pass (or layout).
    func invalidateArrangement() {
        needsRearrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Replaces the stack's constraints when they are stale.
    @discardableResult
    func rebuildArrangementIfNeeded() -> Bool {
        guard needsRearrangement else { return false }
        needsRearrangement = false
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints = makeArrangementConstraints()
        for constraint in stackConstraints {
            constraint.kind = .system
            addConstraint(constraint)
        }
        arrangementSignature = currentSignature()
        return true
    }

    /// What the constraints depend on beyond the stack's properties: visibility, content priorities
    /// and intrinsic sizes (their values for proportional filling, else only whether there is one).
    func currentSignature() -> [Double] {
        let horizontal = axis == .horizontal
        let axisIndex: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        var signature: [Double] = []
        signature.reserveCapacity(arrangedSubviews.count * 5)
        for view in arrangedSubviews {
            let size = view.intrinsicContentSize
            let along = horizontal ? size.width : size.height
            let across = horizontal ? size.height : size.width
            signature.append(view.isHidden ? 1 : 0)
            signature.append(Double(view.contentHuggingPriority(for: axisIndex).rawValue))
            signature.append(Double(view.contentCompressionResistancePriority(for: axisIndex).rawValue))
            signature.append(distribution == .fillProportionally ? Double(along) : (along >= 0 ? 1 : -1))
            signature.append(across >= 0 ? 1 : -1)
        }
        return signature
    }

    // MARK: Making the constraints

    private struct Attributes {
        let start, end, size, center: NSLayoutConstraint.Attribute
    }

    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let main = horizontal ? Attributes(start: .leading, end: .trailing, size: .width, center: .centerX)
                              : Attributes(start: .top, end: .bottom, size: .height, center: .centerY)
        let cross = horizontal ? Attributes(start: .top, end: .bottom, size: .height, center: .centerY)
                               : Attributes(start: .leading, end: .trailing, size: .width, center: .centerX)
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else {
            var result = [make(canvas, main.size, .equal, nil, .notAnAttribute, constant: 0, priority: Self.fitPriority, "UISV-spanning-fit"),
                          make(canvas, cross.size, .equal, nil, .notAnAttribute, constant: 0, priority: Self.fitPriority, "UISV-spanning-fit")]
            for view in arrangedSubviews { result += hiding(view, after: nil, canvas: canvas, main: main, cross: cross) }
            return result
        }
        return alongAxis(visible, canvas: canvas, main: main)
            + hidingHiddenViews(canvas: canvas, main: main, cross: cross)
            + acrossAxis(visible, canvas: canvas, cross: cross)
    }

    /// Along the axis: the first and last views meet the canvas, neighbours keep their spacing, the
    /// distribution shares out the length and `.fill`'s ties are broken.
    private func alongAxis(_ visible: [UIView], canvas: any LayoutItem, main: Attributes) -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        var result = [make(canvas, main.start, .equal, visible[0], main.start, "UISV-canvas-connection"),
                      make(visible[visible.count - 1], main.end, .equal, canvas, main.end, "UISV-canvas-connection")]
        let baselines = !horizontal && isBaselineRelativeArrangement
        let gapEnd: NSLayoutConstraint.Attribute = baselines ? .lastBaseline : main.end
        let gapStart: NSLayoutConstraint.Attribute = baselines ? .firstBaseline : main.start
        let minimumOnly = distribution == .equalSpacing || distribution == .equalCentering
        var totalSpacing: CGFloat = 0
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = resolvedSpacing(after: previous, before: next, baselines: baselines)
            totalSpacing += gap
            result.append(make(next, gapStart, minimumOnly ? .greaterThanOrEqual : .equal, previous, gapEnd,
                               constant: gap, "UISV-spacing"))
            if minimumOnly {
                // The stack is no longer than it needs to be when nothing else sets its length.
                result.append(make(next, gapStart, .equal, previous, gapEnd, constant: gap,
                                   priority: Self.fitPriority, "UISV-spacing"))
            }
        }
        result += distributing(visible, canvas: canvas, main: main, gapStart: gapStart, gapEnd: gapEnd,
                               totalSpacing: totalSpacing)
        result += tieBreakers(visible, main: main, horizontal: horizontal)
        return result
    }

    /// The distribution's constraints: equal or proportional sizes, or equal gaps or centre distances
    /// (`totalSpacing` is the sum of the gaps between the visible views).
    private func distributing(_ visible: [UIView], canvas: any LayoutItem, main: Attributes,
                              gapStart: NSLayoutConstraint.Attribute, gapEnd: NSLayoutConstraint.Attribute,
                              totalSpacing: CGFloat) -> [NSLayoutConstraint] {
        let first = visible[0]
        var result: [NSLayoutConstraint] = []
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { result.append(make(view, main.size, .equal, first, main.size, "UISV-fill-equally")) }
        case .fillProportionally:
            let sizes = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, axis == .horizontal ? size.width : size.height)
            }
            let total = sizes.reduce(0, +)
            if total > 0 {
                for (view, size) in zip(visible, sizes) {
                    let share = size / total
                    result.append(make(view, main.size, .equal, canvas, main.size, multiplier: share,
                                       constant: -share * totalSpacing, priority: UILayoutPriority(999),
                                       "UISV-fill-proportionally"))
                }
            } else {
                for view in visible.dropFirst() { result.append(make(view, main.size, .equal, first, main.size, "UISV-fill-proportionally")) }
            }
        case .equalSpacing:
            if visible.count > 2 {
                let firstGap = [AnchorTerm(item: visible[1], attribute: gapStart, coefficient: 1),
                                AnchorTerm(item: visible[0], attribute: gapEnd, coefficient: -1)]
                for (previous, next) in zip(visible.dropFirst(), visible.dropFirst(2)) {
                    let gap = [AnchorTerm(item: next, attribute: gapStart, coefficient: 1),
                               AnchorTerm(item: previous, attribute: gapEnd, coefficient: -1)]
                    result.append(make(terms: gap, .equal, firstGap, priority: .required, "UISV-distributing"))
                }
            }
        case .equalCentering:
            if visible.count > 2 {
                let firstDistance = [AnchorTerm(item: visible[1], attribute: main.center, coefficient: 1),
                                     AnchorTerm(item: visible[0], attribute: main.center, coefficient: -1)]
                for (previous, next) in zip(visible.dropFirst(), visible.dropFirst(2)) {
                    let distance = [AnchorTerm(item: next, attribute: main.center, coefficient: 1),
                                    AnchorTerm(item: previous, attribute: main.center, coefficient: -1)]
                    result.append(make(terms: distance, .equal, firstDistance, priority: UILayoutPriority(999), "UISV-distributing"))
                }
            }
        }
        return result
    }

    /// Hidden views: no size, where they would stand (after the visible view before them), no gap.
    private func hidingHiddenViews(canvas: any LayoutItem, main: Attributes, cross: Attributes) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var previousVisible: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                result += hiding(view, after: previousVisible, canvas: canvas, main: main, cross: cross)
            } else {
                previousVisible = view
            }
        }
        return result
    }

    /// Across the axis: the first view meets the canvas as the alignment asks and the others line up with
    /// it; unless filling, every view stays inside the canvas, which hugs the largest.
    private func acrossAxis(_ visible: [UIView], canvas: any LayoutItem, cross: Attributes) -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let first = visible[0]
        var result: [NSLayoutConstraint] = []
        var alignment = self.alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        switch alignment {
        case .fill:
            result.append(make(canvas, cross.start, .equal, first, cross.start, "UISV-canvas-connection"))
            result.append(make(first, cross.end, .equal, canvas, cross.end, "UISV-canvas-connection"))
            for view in visible.dropFirst() {
                result.append(make(view, cross.start, .equal, first, cross.start, "UISV-alignment"))
                result.append(make(view, cross.end, .equal, first, cross.end, "UISV-alignment"))
            }
        case .leading, .trailing, .center:
            let attribute = alignment == .leading ? cross.start : alignment == .trailing ? cross.end : cross.center
            result.append(make(canvas, attribute, .equal, first, attribute, "UISV-canvas-connection"))
            for view in visible.dropFirst() { result.append(make(view, attribute, .equal, first, attribute, "UISV-alignment")) }
        case .firstBaseline, .lastBaseline:
            let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in visible.dropFirst() { result.append(make(view, attribute, .equal, first, attribute, "UISV-alignment")) }
            // The group rests against the top (first baseline) or the bottom (last baseline).
            for view in visible {
                let constraint = alignment == .firstBaseline
                    ? make(view, cross.start, .equal, canvas, cross.start, priority: Self.restPriority, "UISV-canvas-connection")
                    : make(canvas, cross.end, .equal, view, cross.end, priority: Self.restPriority, "UISV-canvas-connection")
                result.append(constraint)
            }
        }
        if alignment != .fill {
            for view in visible {
                if alignment != .leading { result.append(make(view, cross.start, .greaterThanOrEqual, canvas, cross.start, "UISV-spanning-boundary")) }
                if alignment != .trailing { result.append(make(canvas, cross.end, .greaterThanOrEqual, view, cross.end, "UISV-spanning-boundary")) }
                let size = view.intrinsicContentSize
                if (horizontal ? size.height : size.width) < 0 {
                    result.append(make(view, cross.size, .equal, nil, .notAnAttribute, constant: 0,
                                       priority: UILayoutPriority(25), "UISV-ambiguity-suppression"))
                }
            }
            result.append(make(canvas, cross.size, .equal, nil, .notAnAttribute, constant: 0, priority: Self.fitPriority, "UISV-spanning-fit"))
        }
        return result
    }

    /// The canvas hugs its content at this priority (below `fittingSizeLevel`).
    private static let fitPriority = UILayoutPriority(49)
    /// Baseline-aligned views rest against an edge at this priority.
    private static let restPriority = UILayoutPriority(48)

    /// The gap after `previous`: its custom spacing, else `spacing`; the system spacing resolved.
    private func resolvedSpacing(after previous: UIView, before next: UIView, baselines: Bool) -> CGFloat {
        let gap = customSpacings[ObjectIdentifier(previous)] ?? spacing
        guard gap == Self.spacingUseSystem else { return gap }
        guard baselines else { return NSLayoutConstraint.systemSpacing }
        var view = next
        while view.forFirstBaselineLayout !== view, view.forFirstBaselineLayout.isDescendant(of: view) { view = view.forFirstBaselineLayout }
        return view.baselineFont.map { $0.lineHeight.rounded(.up) } ?? NSLayoutConstraint.systemSpacing
    }

    /// A hidden view: no length along the axis, at the end of the visible view before it.
    private func hiding(_ view: UIView, after previous: UIView?, canvas: any LayoutItem, main: Attributes,
                        cross: Attributes) -> [NSLayoutConstraint] {
        [make(view, main.size, .equal, nil, .notAnAttribute, constant: 0, "UISV-hiding"),
         previous.map { make(view, main.start, .equal, $0, main.end, "UISV-hiding") }
            ?? make(view, main.start, .equal, canvas, main.start, "UISV-hiding"),
         make(view, cross.start, .equal, canvas, cross.start, "UISV-hiding")]
    }

    /// `.fill`'s ties: among views of equal hugging (or compression resistance) priority, each later
    /// view resists growing (shrinking) a little more, so the earliest one absorbs the difference.
    private func tieBreakers(_ visible: [UIView], main: Attributes, horizontal: Bool) -> [NSLayoutConstraint] {
        guard distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering else { return [] }
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        var hugRanks: [Float: Int] = [:], compressionRanks: [Float: Int] = [:]
        var result: [NSLayoutConstraint] = []
        func intrinsic(_ view: UIView?) -> CGFloat {
            guard let view else { return 0 }
            let size = view.intrinsicContentSize
            return max(0, horizontal ? size.width : size.height)
        }
        for view in visible {
            let size = view.intrinsicContentSize
            let hasIntrinsic = (horizontal ? size.width : size.height) >= 0
            if distribution == .fill {
                // Views without an intrinsic length tie among themselves (key -1).
                let hugging = hasIntrinsic ? view.contentHuggingPriority(for: axis).rawValue : -1
                let rank = hugRanks[hugging, default: 0]
                hugRanks[hugging] = rank + 1
                if rank > 0 {
                    let priority = max(1, hugging - 220) + Float(min(rank, 20))
                    let constraint = make(view, main.size, .lessThanOrEqual, nil, .notAnAttribute, constant: intrinsic(view),
                                          priority: UILayoutPriority(min(999, priority)), "UISV-fill-order")
                    if hasIntrinsic { constraint.dynamicConstant = { [weak view] in intrinsic(view) } }
                    result.append(constraint)
                }
            }
            if hasIntrinsic {
                let resistance = view.contentCompressionResistancePriority(for: axis).rawValue
                let rank = compressionRanks[resistance, default: 0]
                compressionRanks[resistance] = rank + 1
                if rank > 0 {
                    let priority = max(1, resistance - 220) + Float(min(rank, 20))
                    let constraint = make(view, main.size, .greaterThanOrEqual, nil, .notAnAttribute, constant: intrinsic(view),
                                          priority: UILayoutPriority(min(999, priority)), "UISV-fill-order")
                    constraint.dynamicConstant = { [weak view] in intrinsic(view) }
                    result.append(constraint)
                }
            }
        }
        return result
    }

    private func make(_ a: any LayoutItem, _ attributeA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ b: (any LayoutItem)?, _ attributeB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
        let second = b.map { [AnchorTerm(item: $0, attribute: attributeB, coefficient: 1)] } ?? []
        let constraint = NSLayoutConstraint(first: [AnchorTerm(item: a, attribute: attributeA, coefficient: 1)], relation: relation,
                                            second: second, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    private func make(terms first: [AnchorTerm], _ relation: NSLayoutConstraint.Relation, _ second: [AnchorTerm],
                      priority: UILayoutPriority, _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, relation: relation, second: second, multiplier: 1, constant: 0)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
