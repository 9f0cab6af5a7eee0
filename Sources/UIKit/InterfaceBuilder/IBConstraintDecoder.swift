import Foundation

/// `<constraint firstItem="…" firstAttribute="leading" secondItem="…" secondAttribute="leading"
/// constant="20" multiplier="16:9" priority="750" relation="greaterThanOrEqual" identifier="…"/>`:
/// each becomes an `NSLayoutConstraint` added to the view that lists it. A missing first item is that
/// view; the items may be views or the layout guides Interface Builder names (`safeArea`,
/// `layoutMargins`). Placeholder constraints (`placeholder="YES"`, "remove at build time") are left out.
@MainActor
enum IBConstraintDecoder {
    /// Constraint attributes by the names Interface Builder writes.
    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// The relations other than `equal`, by the names Interface Builder writes.
    static let relations: [String: NSLayoutConstraint.Relation] = [
        "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    /// Adds the constraints `element` lists (its `<constraints>`) to `view`, decoded once per element
    /// and kept with the document (`IBConstraintPlan`). They are made first and added together, in the
    /// document's order, with `addConstraints(_:)`: one batch, as `NSLayoutConstraint.activate(_:)` is
    /// for constraints made in code (a constraint that cannot be made is reported and left out).
    static func addConstraints(of element: IBElement, to view: UIView, pass: IBDecodingPass) {
        let plans = pass.document.plans.constraints.value(for: element) {
            var plans: [IBConstraintPlan] = []
            for child in element.container("constraints")?.children ?? [] where child.name == "constraint" {
                plans.append(IBConstraintPlan(child, in: pass.document))
            }
            return plans
        }
        guard !plans.isEmpty else { return }
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(plans.count)
        for plan in plans {
            if let constraint = make(plan, for: view, pass: pass) { constraints.append(constraint) }
        }
        view.addConstraints(constraints)
    }

    /// The constraint `plan` describes, for `view` (the item an element leaves out), its items among the
    /// objects `pass` made; nil (reported) when it cannot be made, and for a placeholder.
    static func make(_ plan: IBConstraintPlan, for view: UIView, pass: IBDecodingPass) -> NSLayoutConstraint? {
        let element = plan.element
        if plan.isPlaceholder { return nil }
        guard let firstAttribute = plan.firstAttribute else {
            pass.report(element.line, "the constraint \(element.id ?? "") has no first attribute Tessera knows (\(element["firstAttribute"] ?? "none")); it was left out")
            return nil
        }
        // (The items are looked up without closures: each one formed here is checked to run on the main
        // actor when called, which costs more than the lookup.)
        var first: AnyObject?
        if plan.firstItem == nil {
            first = view
        } else if let slot = plan.firstSlot {
            first = pass.object(slot: slot)
        }
        guard let first else {
            pass.report(element.line, "the constraint \(element.id ?? "") names a first item (\(plan.firstItem ?? "")) this document does not make; it was left out")
            return nil
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if plan.hasSecond {
            guard let attribute = plan.secondAttribute else {
                pass.report(element.line, "the constraint \(element.id ?? "") has a second attribute Tessera does not know (\(element["secondAttribute"] ?? "")); it was left out")
                return nil
            }
            secondAttribute = attribute
            if plan.secondItem == nil {
                second = view
            } else if let slot = plan.secondSlot {
                second = pass.object(slot: slot)
            }
            if second == nil {
                pass.report(element.line, "the constraint \(element.id ?? "") names a second item (\(plan.secondItem ?? "")) this document does not make; it was left out")
                return nil
            }
        }
        let constraint: NSLayoutConstraint
        let secondItem = NSLayoutConstraint.viewOrGuide(second)
        if let firstItem = NSLayoutConstraint.viewOrGuide(first), second == nil || secondItem != nil {
            constraint = NSLayoutConstraint(layoutItem: firstItem, attribute: firstAttribute, relatedBy: plan.relation,
                                            toLayoutItem: secondItem, attribute: secondAttribute,
                                            multiplier: plan.multiplier, constant: plan.constant)
        } else {
            constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: plan.relation,
                                            toItem: second, attribute: secondAttribute,
                                            multiplier: plan.multiplier, constant: plan.constant)
        }
        if let priority = plan.priority { constraint.priority = UILayoutPriority(priority) }
        constraint.identifier = plan.identifier
        return constraint
    }

    /// A multiplier as Interface Builder writes it: a number, or a ratio ("16:9").
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return CGFloat(numerator / denominator)
        }
        return Double(text).map { CGFloat($0) } ?? 1
    }
}
