/// A view's accessibility properties, made when the first one is set.
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var elementsHidden = false
    var viewIsModal = false
    var language: String?
}
