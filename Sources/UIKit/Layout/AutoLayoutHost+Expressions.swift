import LayoutEngine

/// Constraints as engine expressions. Each item's variables are its alignment rectangle in its parent
/// view's space; an attribute seen from the constraint's container adds the x (or y) of every item on
/// the way up to it, and the container's own edges are 0 and its width (height).
extension AutoLayoutHost {
    /// `first − multiplier × second − constant`, which the engine compares with zero; nil when an item
    /// is gone.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        let container = constraint.container
        let rtl = isRightToLeftDirectional(constraint)
        var result = LinearExpression(0)
        for term in constraint.first {
            guard let item = term.item else { return nil }
            append(item, term.attribute, term.coefficient, container, rtl, &result)
        }
        if constraint.multiplier != 0 {
            for term in constraint.second {
                guard let item = term.item else { return nil }
                append(item, term.attribute, -Double(constraint.multiplier) * term.coefficient, container, rtl, &result)
            }
        }
        // Constants of leading and trailing constraints run along the reading direction: in right-to-left
        // layouts `a.leading == b.leading + 20` puts a 20 points left of b's right edge.
        let constant = Double(constraint.dynamicConstant?() ?? constraint.constant)
        result.constant -= rtl ? -constant : constant
        return result
    }

    /// Whether the constraint's leading and trailing attributes mean right and left. One direction serves
    /// the whole constraint, so both sides agree on which edge is leading: UIKit takes it from the first
    /// item (its `effectiveUserInterfaceLayoutDirection`, which a view with an unspecified semantic
    /// content attribute inherits from its superview). Constraints without such attributes are never
    /// flipped, and skip the walk up the tree.
    func isRightToLeftDirectional(_ constraint: NSLayoutConstraint) -> Bool {
        guard constraint.first.contains(where: { $0.attribute.isDirectional })
                || constraint.second.contains(where: { $0.attribute.isDirectional }),
              let item = constraint.first.first?.item ?? constraint.second.first?.item else { return false }
        return item.layoutView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Adds `factor × attribute(item)`, in the container's space, to `expression`; leading and trailing
    /// are right and left when `rtl`.
    private func append(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ factor: Double,
                        _ container: UIView?, _ rtl: Bool, _ expression: inout LinearExpression) {
        let view = item as? UIView
        // A view's baselines may be a subview's (`forFirstBaselineLayout`).
        if attribute == .firstBaseline || attribute == .lastBaseline, let view {
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view) {
                append(target, attribute, factor, container, rtl, &expression)
                return
            }
        }
        let variables = variables(for: item)
        let vertical = attribute.axis == .vertical
        let size = variables[vertical ? 3 : 2]
        // Margins cost a walk up the tree: only the attributes that use them ask.
        let margins = attribute.usesMargins ? view?.effectiveLayoutMargins ?? .zero : .zero
        let insets = view?.alignmentRectInsets ?? .zero

        // The attribute as `min + sizeFactor × size + offset`.
        var sizeFactor = 0.0, offset = 0.0, usesMin = true
        switch attribute.resolved(rightToLeft: rtl) {
        case .left, .top: break
        case .right, .bottom: sizeFactor = 1
        case .centerX, .centerY: sizeFactor = 0.5
        case .width, .height: sizeFactor = 1; usesMin = false
        case .leftMargin: offset = margins.left - insets.left
        case .rightMargin: sizeFactor = 1; offset = insets.right - margins.right
        case .topMargin: offset = margins.top - insets.top
        case .bottomMargin: sizeFactor = 1; offset = insets.bottom - margins.bottom
        case .centerXWithinMargins:
            sizeFactor = 0.5; offset = ((margins.left - insets.left) - (margins.right - insets.right)) / 2
        case .centerYWithinMargins:
            sizeFactor = 0.5; offset = ((margins.top - insets.top) - (margins.bottom - insets.bottom)) / 2
        case .firstBaseline:
            if let top = view?.firstBaselineOffsetFromTop { offset = top - insets.top } else { sizeFactor = 1 }
        case .lastBaseline:
            sizeFactor = 1
            if let bottom = view?.lastBaselineOffsetFromBottom { offset = insets.bottom - bottom }
        case .leading, .trailing, .leadingMargin, .trailingMargin, .notAnAttribute: return
        }
        if usesMin, item !== container {
            let index = vertical ? 1 : 0
            var current: any LayoutItem = item
            while current !== container {
                expression.terms.append((self.variables(for: current)[index], factor))
                guard let parent = current.layoutParent else { break }
                current = parent
            }
        }
        if sizeFactor != 0 { expression.terms.append((size, factor * sizeFactor)) }
        expression.constant += factor * offset
    }

    // MARK: Solved frames

    /// The frame the engine gives the view, its edges rounded to device pixels; nil outside the engine.
    func solvedFrame(of view: UIView) -> CGRect? {
        guard let node = view.existingLayoutNode, node.host === self, let variables = node.variables else { return nil }
        if node.frameVersion == solutionVersion { return node.solvedFrame }
        let frame = view.frame(forAlignmentRect: rect(of: variables))
        let scale = max(1, view.traitCollection.displayScale)
        // Edges snap to device pixels; sizes are whole pixels too, so they divide exactly.
        let x0 = (frame.minX * scale).rounded(), x1 = (frame.maxX * scale).rounded()
        let y0 = (frame.minY * scale).rounded(), y1 = (frame.maxY * scale).rounded()
        node.solvedFrame = CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        node.frameVersion = solutionVersion
        return node.solvedFrame
    }

    /// The rectangle the engine gives a layout guide, in its owning view's space.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let node = guide.existingLayoutNode, node.host === self, let variables = node.variables else { return nil }
        return rect(of: variables)
    }

    /// The rectangle an item's four variables hold (negative sizes clamped to zero). Read one by one, not
    /// with `map`: a main-actor closure passed to `map` pays an executor check per element.
    private func rect(of variables: ItemVariables) -> CGRect {
        CGRect(x: engine.value(of: variables.x), y: engine.value(of: variables.y),
               width: max(0, engine.value(of: variables.width)), height: max(0, engine.value(of: variables.height)))
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is measured from a layout margin.
    var usesMargins: Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }

    /// Leading and trailing (and their margins) as left or right in a layout direction.
    func resolved(rightToLeft: Bool) -> NSLayoutConstraint.Attribute {
        switch self {
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        case .leadingMargin: rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: rightToLeft ? .leftMargin : .rightMargin
        default: self
        }
    }
}
