/// The standard edit actions (UIKit's `UIResponderStandardEditActions`) reach responders by name.
///
/// On iOS an edit menu asks `canPerformAction(_:withSender:)` with selectors such as `copy(_:)` and
/// sends the chosen one up the responder chain. Tessera's `Selector` values name the same actions
/// (`.copy`, `.paste`…, spelled as the Objective-C selectors, "copy:"), each tied to the `UIResponder`
/// method it calls (`Selector.perform(on:sender:)`); `target(forAction:withSender:)` finds the responder
/// that performs one. The methods themselves are in UIResponder's class body, so subclasses override
/// them.
extension UIResponder {
    /// The responder that performs `action`, as a responder (see `target(forAction:withSender:)`).
    func responderTarget(forAction action: Selector, withSender sender: Any?) -> UIResponder? {
        target(forAction: action, withSender: sender) as? UIResponder
    }
}
