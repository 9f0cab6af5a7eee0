/// One attribute of a view or layout guide (an edge, a centre, a baseline, a dimension) from which
/// constraints are made: `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
/// Anchors of different axes cannot be related: the type parameter keeps them apart at compile time.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// What the anchor adds up: one attribute of one item, or a difference of two (`anchorWithOffset`).
    let terms: [AnchorTerm]

    init(item: any LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        terms = [AnchorTerm(item: item, attribute: attribute, coefficient: 1)]
    }

    init(terms: [AnchorTerm]) { self.terms = terms }

    /// The view or layout guide the anchor belongs to (nil for a composite anchor).
    public var item: AnyObject? { terms.count == 1 ? terms[0].item : nil }

    /// The anchor's name, e.g. `UILabel:0x….leading`.
    public var name: String {
        terms.map { term in
            let owner = term.item?.layoutDescription ?? "nil"
            return term.coefficient < 0 ? "-\(owner).\(term.attribute)" : "\(owner).\(term.attribute)"
        }.joined(separator: " + ")
    }

    /// The anchor's name.
    open override var description: String { mainActorDescription(of: self) { self.name } }

    /// Whether the constraints leave the anchor's item free to move along the anchor's axis.
    public var hasAmbiguousLayout: Bool {
        guard terms.count == 1, let item = terms[0].item, let axis = terms[0].attribute.axis else { return false }
        return AutoLayoutHost.isAmbiguous(item, axis: axis)
    }

    /// The constraints that act on the anchor's item along the anchor's axis.
    public func constraintsAffectingLayout() -> [NSLayoutConstraint] {
        guard terms.count == 1, let item = terms[0].item, let axis = terms[0].attribute.axis else { return [] }
        return AutoLayoutHost.constraints(affecting: item, axis: axis)
    }

    // MARK: Constraints

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: terms, relation: relation, second: anchor?.terms ?? [], multiplier: multiplier,
                           constant: constant)
    }
}
