/// A vertical anchor: top, bottom, centre Y, first or last baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor down to `otherAnchor`, as a dimension that constraints can compare.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: otherAnchor.terms + terms.map { AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
    }

    /// `self == anchor + multiplier × the system spacing`: 8 points between edges; between baselines,
    /// the lower item's font's line height (Apple derives it from both fonts' metrics).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: multiplier * spacing(below: anchor))
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: multiplier * spacing(below: anchor))
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: multiplier * spacing(below: anchor))
    }

    private func spacing(below anchor: NSLayoutYAxisAnchor) -> CGFloat {
        let baselines: [NSLayoutConstraint.Attribute] = [.firstBaseline, .lastBaseline]
        guard terms.count == 1, baselines.contains(terms[0].attribute), anchor.terms.count == 1,
              baselines.contains(anchor.terms[0].attribute),
              let view = terms[0].item as? UIView, let font = view.baselineFont else {
            return NSLayoutConstraint.systemSpacing
        }
        return font.lineHeight.rounded(.up)
    }
}
