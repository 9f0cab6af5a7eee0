import Foundation

/// One `<constraint>` element decoded once: its attributes, items, relation, multiplier, constant,
/// priority and identifier as typed values, and its items' slots in the document. `IBConstraintDecoder`
/// makes each instantiation's constraint from it, taking its items from that instantiation's objects
/// by slot.
struct IBConstraintPlan {
    /// The element (its line and id for reports).
    let element: IBElement
    /// A placeholder constraint (removed at build time): left out.
    let isPlaceholder: Bool
    /// The first attribute; nil when absent or unknown (reported).
    let firstAttribute: NSLayoutConstraint.Attribute?
    /// The first item's id; nil for the view listing the constraint.
    let firstItem: String?
    /// The first item's slot (`IBElement.slot`); nil without a first item or when the document has no
    /// element with its id.
    let firstSlot: Int?
    /// Whether the element names a second attribute.
    let hasSecond: Bool
    /// The second attribute; nil when there is none or it is unknown (reported when `hasSecond`).
    let secondAttribute: NSLayoutConstraint.Attribute?
    /// The second item's id; nil for the view listing the constraint.
    let secondItem: String?
    /// The second item's slot, as `firstSlot`.
    let secondSlot: Int?
    let relation: NSLayoutConstraint.Relation
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float?
    let identifier: String?

    /// Decodes `element`'s attributes, finding its items' slots in `document`.
    @MainActor init(_ element: IBElement, in document: IBDocument) {
        self.element = element
        isPlaceholder = element["placeholder"] == "YES"
        firstAttribute = element["firstAttribute"].flatMap { IBConstraintDecoder.attributes[$0] }
        firstItem = element["firstItem"]
        firstSlot = firstItem.flatMap { document.slotsByID[$0] }
        hasSecond = element["secondAttribute"] != nil
        secondAttribute = element["secondAttribute"].flatMap { IBConstraintDecoder.attributes[$0] }
        secondItem = element["secondItem"]
        secondSlot = secondItem.flatMap { document.slotsByID[$0] }
        relation = element["relation"].flatMap { IBConstraintDecoder.relations[$0] } ?? .equal
        multiplier = IBConstraintDecoder.multiplier(element["multiplier"])
        constant = element["constant"].flatMap { Double($0) }.map { CGFloat($0) } ?? 0
        priority = element["priority"].flatMap(Float.init)
        identifier = element["identifier"]
    }
}
