/// The constraints a stack view makes for one configuration: along its axis (chaining, spacing,
/// distribution), spacer guides for the equal distributions, and across its axis (alignment).
@MainActor
struct StackRules {
    let axis: NSLayoutConstraint.Axis
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let baselineRelative: Bool

    private var horizontal: Bool { axis == .horizontal }
    private var lead: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trail: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var size: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var center: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var crossLead: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossTrail: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossSize: NSLayoutConstraint.Attribute { horizontal ? .height : .width }
    private var crossCenter: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }

    /// The priority that keeps an unconstrained stack as small as its content allows.
    static let fitPriority = UILayoutPriority(49)

    private func make(_ a: any LayoutItem, _ aa: NSLayoutConstraint.Attribute, is relation: NSLayoutConstraint.Relation = .equal,
                      _ b: (any LayoutItem)?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      _ identifier: String, priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba,
                                            multiplier: b == nil ? 0 : multiplier, constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        return constraint
    }

    /// The chain along the axis: the first view at the canvas's leading edge, each next one after the
    /// previous by its spacing, the last at the trailing edge; hidden views collapse in place; sizes by
    /// distribution.
    func alongAxis(views: [UIView], canvas: any LayoutItem, spacing: (UIView) -> CGFloat) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        let visible = views.filter { !$0.isHidden }
        for view in views {
            if view.isHidden {
                made.append(make(view, size, nil, .notAnAttribute, "UISV-hiding"))
                made.append(previous.map { make(view, lead, $0, trail, "UISV-hiding") } ?? make(view, lead, canvas, lead, "UISV-hiding"))
                continue
            }
            if let previous {
                let useBaselines = baselineRelative && !horizontal
                let relation: NSLayoutConstraint.Relation = distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
                made.append(make(view, useBaselines ? .firstBaseline : lead, is: relation, previous, useBaselines ? .lastBaseline : trail,
                                 constant: spacing(previous), "UISV-spacing"))
            } else {
                made.append(make(view, lead, canvas, lead, "UISV-canvas-connection"))
            }
            previous = view
        }
        if let last = visible.last { made.append(make(last, trail, canvas, trail, "UISV-canvas-connection")) }
        guard let first = visible.first else { return made }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { made.append(make(view, size, first, size, "UISV-fill-equally")) }
        case .fillProportionally:
            let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if sizes.allSatisfy({ $0 > 0 }) {
                for (view, length) in zip(visible, sizes).dropFirst() {
                    made.append(make(view, size, first, size, multiplier: length / sizes[0], "UISV-fill-proportionally",
                                     priority: UILayoutPriority(999)))
                }
            }
        case .equalSpacing, .equalCentering:
            made.append(make(canvas, size, nil, .notAnAttribute, "UISV-canvas-fit", priority: Self.fitPriority))
        case .fill:
            break
        }
        return made
    }

    /// For the equal distributions: a guide between each pair of adjacent visible views (edge to edge, or
    /// centre to centre).
    func spacers(between visible: [UIView]) -> [(guide: UILayoutGuide, constraints: [NSLayoutConstraint])] {
        guard distribution == .equalSpacing || distribution == .equalCentering, visible.count > 1 else { return [] }
        let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = distribution == .equalSpacing ? (trail, lead) : (center, center)
        return zip(visible, visible.dropFirst()).map { a, b in
            let guide = UILayoutGuide()
            guide.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
            return (guide, [make(guide, lead, a, edges.0, "UISV-distributing-edge"),
                            make(guide, trail, b, edges.1, "UISV-distributing-edge")])
        }
    }

    /// Equal spacer lengths (equal centring gives way to the minimum spacing), with the guides placed
    /// at the canvas across the axis.
    func spacerEqualities(_ guides: [UILayoutGuide], canvas: any LayoutItem) -> [NSLayoutConstraint] {
        guard let first = guides.first else { return [] }
        let priority: UILayoutPriority = distribution == .equalCentering ? UILayoutPriority(999) : .required
        var made = guides.dropFirst().map { make($0, size, first, size, "UISV-distributing", priority: priority) }
        for guide in guides {
            made.append(make(guide, crossLead, canvas, crossLead, "UISV-distributing-position"))
            made.append(make(guide, crossSize, nil, .notAnAttribute, "UISV-distributing-position"))
        }
        return made
    }

    /// Alignment across the axis. Baseline alignments apply to rows; columns fill instead.
    func acrossAxis(views: [UIView], canvas: any LayoutItem) -> [NSLayoutConstraint] {
        guard let first = views.first(where: { !$0.isHidden }) ?? views.first else { return [] }
        var effective = alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { effective = .fill }
        var made: [NSLayoutConstraint] = []
        for view in views {
            switch effective {
            case .fill:
                made.append(make(view, crossLead, canvas, crossLead, "UISV-canvas-connection"))
                made.append(make(view, crossTrail, canvas, crossTrail, "UISV-canvas-connection"))
            case .leading:
                made.append(make(view, crossLead, canvas, crossLead, "UISV-canvas-connection"))
                made.append(make(view, crossTrail, is: .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary"))
            case .trailing:
                made.append(make(view, crossTrail, canvas, crossTrail, "UISV-canvas-connection"))
                made.append(make(view, crossLead, is: .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
            case .center:
                made.append(make(view, crossCenter, canvas, crossCenter, "UISV-alignment"))
                made.append(make(view, crossLead, is: .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
                made.append(make(view, crossTrail, is: .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { made.append(make(view, baseline, first, baseline, "UISV-alignment")) }
                made.append(make(view, crossLead, is: .greaterThanOrEqual, canvas, crossLead, "UISV-spanning-boundary"))
                made.append(make(view, crossTrail, is: .lessThanOrEqual, canvas, crossTrail, "UISV-spanning-boundary"))
                // Within a taller stack the row sits at the top.
                made.append(make(view, crossLead, canvas, crossLead, "UISV-spanning-fit", priority: UILayoutPriority(48)))
            }
        }
        if effective != .fill {
            made.append(make(canvas, crossSize, nil, .notAnAttribute, "UISV-canvas-fit", priority: Self.fitPriority))
        }
        return made
    }
}
