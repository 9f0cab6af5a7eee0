/// Typed target-action initializers for bar button items (the Linux spelling of `target:action:`).
extension UIBarButtonItem {
    /// Creates an item with a title whose action is a method of the target taking nothing.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        targetAction = BarItemTarget(target) { target, _ in action(target)() }
    }

    /// Creates an item with a title whose action is a method of the target taking the item.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        targetAction = BarItemTarget(target) { target, item in action(target)(item) }
    }

    /// Creates an item with a title whose action is a method of the target taking the sender as `Any`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?, action: @escaping (Target) -> (Any) -> Void) {
        self.init(title: title, style: style, target: nil, action: nil)
        targetAction = BarItemTarget(target) { target, item in action(target)(item) }
    }

    /// Creates an item with an image whose action is a method of the target taking nothing.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        targetAction = BarItemTarget(target) { target, _ in action(target)() }
    }

    /// Creates an item with an image whose action is a method of the target taking the item.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        targetAction = BarItemTarget(target) { target, item in action(target)(item) }
    }

    /// Creates an item with an image and a landscape image whose action is a method of the target taking the item.
    public convenience init<Target: AnyObject>(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        self.landscapeImagePhone = landscapeImagePhone
        targetAction = BarItemTarget(target) { target, item in action(target)(item) }
    }

    /// Creates a system item whose action is a method of the target taking nothing.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(systemItem: systemItem)
        targetAction = BarItemTarget(target) { target, _ in action(target)() }
    }

    /// Creates a system item whose action is a method of the target taking the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: systemItem)
        targetAction = BarItemTarget(target) { target, item in action(target)(item) }
    }

    /// Creates a system item whose action is a method of the target taking the sender as `Any`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> (Any) -> Void) {
        self.init(systemItem: systemItem)
        targetAction = BarItemTarget(target) { target, item in action(target)(item) }
    }
}

/// A weakly held target and its typed method.
@MainActor
final class BarItemTarget {
    weak var target: AnyObject?
    private let targetType: Any.Type
    private let resolve: @MainActor (AnyObject) -> AnyObject?
    private let call: @MainActor (AnyObject, UIBarButtonItem) -> Void
    private let isNilTargeted: Bool

    init<Target: AnyObject>(_ target: Target?, call: @escaping @MainActor (Target, UIBarButtonItem) -> Void) {
        self.target = target
        isNilTargeted = target == nil
        targetType = Target.self
        resolve = { $0 as? Target }
        self.call = { object, item in
            guard let typed = object as? Target else {
                TesseraLog.error("UIKit", "UIBarButtonItem: the target \(type(of: object)) is not a \(Target.self), the action's target type; the action was not sent")
                return
            }
            call(typed, item)
        }
    }

    /// Sends the action: to the target, or to the first responder of the target type up the chain
    /// from the window's first responder, else from the view showing the item.
    func invoke(item: UIBarButtonItem, from view: UIView?) {
        if let target { return call(target, item) }
        guard isNilTargeted else { return }
        var starts: [UIResponder] = []
        if let first = view?.window?.currentFirstResponder { starts.append(first) }
        if let view { starts.append(view) }
        for start in starts {
            var responder: UIResponder? = start
            while let current = responder {
                if let found = resolve(current) { return call(found, item) }
                responder = current.next
            }
        }
        TesseraLog.warning("UIKit", "UIBarButtonItem: no responder of the action's target type \(targetType) in the responder chain; the action was not sent")
    }
}
