import Foundation

/// One `<constraint>` element decoded once: its attributes, items, relation, multiplier, constant,
/// priority and identifier as typed values. `IBConstraintDecoder` makes each instantiation's constraint
/// from it, looking its items up among that instantiation's objects.
struct IBConstraintPlan {
    /// The element (its line and id for reports).
    let element: IBElement
    /// A placeholder constraint (removed at build time): left out.
    let isPlaceholder: Bool
    /// The first attribute; nil when absent or unknown (reported).
    let firstAttribute: NSLayoutConstraint.Attribute?
    /// The first item's id; nil for the view listing the constraint.
    let firstItem: String?
    /// Whether the element names a second attribute.
    let hasSecond: Bool
    /// The second attribute; nil when there is none or it is unknown (reported when `hasSecond`).
    let secondAttribute: NSLayoutConstraint.Attribute?
    /// The second item's id; nil for the view listing the constraint.
    let secondItem: String?
    let relation: NSLayoutConstraint.Relation
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float?
    let identifier: String?

    /// Decodes `element`'s attributes.
    @MainActor init(_ element: IBElement) {
        self.element = element
        isPlaceholder = element["placeholder"] == "YES"
        firstAttribute = element["firstAttribute"].flatMap { IBConstraintDecoder.attributes[$0] }
        firstItem = element["firstItem"]
        hasSecond = element["secondAttribute"] != nil
        secondAttribute = element["secondAttribute"].flatMap { IBConstraintDecoder.attributes[$0] }
        secondItem = element["secondItem"]
        relation = element["relation"].flatMap { IBConstraintDecoder.relations[$0] } ?? .equal
        multiplier = IBConstraintDecoder.multiplier(element["multiplier"])
        constant = element["constant"].flatMap { Double($0) }.map { CGFloat($0) } ?? 0
        priority = element["priority"].flatMap(Float.init)
        identifier = element["identifier"]
    }
}
