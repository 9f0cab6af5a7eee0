/// What an object made by, or owning, an Interface Builder document does to take its outlets, actions
/// and user-defined runtime attributes: Swift on Linux has no Objective-C runtime, so the loader cannot
/// set `@IBOutlet` properties by name or call `@IBAction` methods by selector, and asks the object.
///
/// `UIResponder` (so every view and view controller) adopts it with methods that handle nothing and
/// return false; a class with outlets overrides them, calling `super` for names it does not know:
///
/// ```swift
/// final class ItemsViewController: UITableViewController {
///     var titleLabel: UILabel!                       // was @IBOutlet weak var titleLabel: UILabel!
///     func save(_ sender: Any) { … }                 // was @IBAction func save(_ sender: Any)
///
///     override func connectOutlet(_ name: String, to object: Any) -> Bool {
///         switch name {
///         case "titleLabel": titleLabel = object as? UILabel
///         default: return super.connectOutlet(name, to: object)
///         }
///         return true
///     }
///     override func performAction(_ selector: Selector, sender: Any?) -> Bool {
///         switch selector {
///         case "save:": save(sender as Any)
///         default: return super.performAction(selector, sender: sender)
///         }
///         return true
///     }
/// }
/// ```
///
/// Other classes (an `NSObject` subclass Interface Builder places as an object) adopt the protocol;
/// its extension supplies methods that handle nothing. UIKit's own outlets (`view`, `delegate`,
/// `dataSource`…) are set by the loader when the object's method returns false. An outlet collection
/// arrives as an array of its objects, in the document's order.
///
/// Tessera addition: on iOS the Objective-C runtime does this. docs/interface-builder.md says why
/// Tessera chose this shape.
@MainActor
public protocol InterfaceBuilderConnectable: AnyObject {
    /// Sets the outlet `name` (the property's name in Interface Builder) to `object`; returns whether
    /// this class has that outlet. An outlet collection's `object` is an `[AnyObject]`.
    func connectOutlet(_ name: String, to object: Any) -> Bool
    /// Performs the action method `selector` names (`"save:"`, Objective-C's name for `save(_:)`) with
    /// `sender`; returns whether this class has that action.
    func performAction(_ selector: Selector, sender: Any?) -> Bool
    /// Sets a user-defined runtime attribute that UIKit does not know (`cornerRadius`, a property of the
    /// app's class) to `value` (a `String`, `NSNumber`, `Bool`, `CGPoint`, `CGSize`, `CGRect`,
    /// `NSRange`, `UIColor`, `UIImage` or `nil`); returns whether this class has it.
    func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool
}

extension InterfaceBuilderConnectable {
    /// Handles no outlet.
    public func connectOutlet(_ name: String, to object: Any) -> Bool { false }
    /// Handles no action.
    public func performAction(_ selector: Selector, sender: Any?) -> Bool { false }
    /// Handles no runtime attribute.
    public func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }
}
