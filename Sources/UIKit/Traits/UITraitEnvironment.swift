/// An object with a trait collection that is told when it changes: screens, windows, views and view
/// controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (iOS 17 deprecates it in favour of `registerForTraitChanges`).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
