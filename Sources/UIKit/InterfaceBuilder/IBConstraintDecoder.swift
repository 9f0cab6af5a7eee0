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

    /// Adds the constraint `element` describes to `view`.
    static func add(_ element: IBElement, to view: UIView, pass: IBDecodingPass) {
        if element["placeholder"] == "YES" { return }
        guard let firstName = element["firstAttribute"], let firstAttribute = attributes[firstName] else {
            pass.report(element.line, "the constraint \(element.id ?? "") has no first attribute Tessera knows (\(element["firstAttribute"] ?? "none")); it was left out")
            return
        }
        let first: AnyObject? = element["firstItem"].map { pass.objects[$0] } ?? view
        guard let first else {
            pass.report(element.line, "the constraint \(element.id ?? "") names a first item (\(element["firstItem"] ?? "")) this document does not make; it was left out")
            return
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondName = element["secondAttribute"] {
            guard let attribute = attributes[secondName] else {
                pass.report(element.line, "the constraint \(element.id ?? "") has a second attribute Tessera does not know (\(secondName)); it was left out")
                return
            }
            secondAttribute = attribute
            second = element["secondItem"].map { pass.objects[$0] } ?? view
            if second == nil {
                pass.report(element.line, "the constraint \(element.id ?? "") names a second item (\(element["secondItem"] ?? "")) this document does not make; it was left out")
                return
            }
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute,
                                            relatedBy: element["relation"].flatMap { relations[$0] } ?? .equal,
                                            toItem: second, attribute: secondAttribute,
                                            multiplier: multiplier(element["multiplier"]),
                                            constant: element["constant"].flatMap { Double($0) }.map { CGFloat($0) } ?? 0)
        if let priority = element["priority"].flatMap(Float.init) { constraint.priority = UILayoutPriority(priority) }
        constraint.identifier = element["identifier"]
        view.addConstraint(constraint)
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
