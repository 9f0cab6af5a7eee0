/// An object's accessibility properties, made when the first one is set (a view keeps it with its
/// other rarely set properties, other responders in an associated object), so objects that set none
/// pay one optional reference. Nil means "not set: use the class's default".
@MainActor
final class AccessibilityStorage {
    /// The key of the associated object that holds the storage of responders other than views.
    nonisolated(unsafe) static let associationKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    var isElement: Bool?
    var label: String?
    var attributedLabel: NSAttributedString?
    var hint: String?
    var attributedHint: NSAttributedString?
    var value: String?
    var attributedValue: NSAttributedString?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var language: String?
    var userInputLabels: [String]?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var respondsToUserInteraction: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
}
