import UIKit

/// What the bridge needs to know of an object beyond its node to give its role and states: the kind of
/// UIKit object it is, and where it sits.
struct ElementDescriptor {
    /// UIKit objects whose role their traits do not tell.
    enum Kind: Equatable, Sendable {
        case other
        case textField(secure: Bool)
        case textView
        case slider
        case stepper
        case progress
        case cell
        case alert
    }

    var traits: UIAccessibilityTraits
    var isElement: Bool
    var containerType: UIAccessibilityContainerType
    var isModal: Bool
    var kind: Kind
    /// The node's parent has the `.tabBar` trait (its elements are tabs).
    var isInTabBar: Bool
    /// The element has activation or other actions (it can be operated).
    var isInteractive: Bool
    /// The object is the first responder.
    var isFocused: Bool
    /// The value, for toggles ("1" when on).
    var value: String?
    /// A text object's input is enabled.
    var isEditable: Bool
}
