/// A horizontal anchor: leading, trailing, left, right or centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (positive when it lies after), as a dimension that
    /// constraints can compare: equal spacing between views, for instance.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: otherAnchor.terms + terms.map { AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
    }

    /// `self == anchor + multiplier × the system spacing` (8 points between views).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }
}
