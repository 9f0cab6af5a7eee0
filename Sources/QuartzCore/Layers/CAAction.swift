import Foundation

/// Something a layer runs when one of its properties changes: Core Animation's animations are actions
/// (running one adds it to the layer under the property's key path).
///
/// A layer finds the action for a change with `action(forKey:)`: its delegate first, then its `actions`
/// dictionary, then `defaultAction(forKey:)`. `NSNull()` from the delegate or the dictionary means "no
/// action" and ends the search.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a key path) on `anObject` (the layer that changed).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull()` is the action that does nothing: returned by a delegate or put in `actions`, it stops the
/// search for an action.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// An animation run as an action adds itself to the layer under the event's key path.
extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a layer) under `event`, which is its key path when it has none.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil {
            let copy = property.copyAnimation() as? CAPropertyAnimation
            copy?.keyPath = event
            layer.add(copy ?? self, forKey: event)
        } else {
            layer.add(self, forKey: event)
        }
    }
}
