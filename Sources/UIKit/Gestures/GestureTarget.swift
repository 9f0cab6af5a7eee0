/// A weakly held target and its typed method, erased to one call shape (gesture recognizers' twin of
/// `ControlTarget`).
@MainActor
final class GestureTarget {
    private(set) weak var target: AnyObject?
    private let call: @MainActor (AnyObject, UIGestureRecognizer) -> Void

    init<Target: AnyObject>(_ target: Target, call: @escaping @MainActor (Target, UIGestureRecognizer) -> Void) {
        self.target = target
        // `call` only ever gets the stored target, which was made from a `Target`; `unsafeDowncast`
        // checks that in debug builds.
        self.call = { call(unsafeDowncast($0, to: Target.self), $1) }
    }

    convenience init<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(target) { target, _ in action(target)() }
    }

    convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.init(target) { target, recognizer in
            guard let sender = recognizer as? Sender else {
                TesseraLog.error("UIKit", "an action of \(Target.self) takes a \(Sender.self) but was sent by a \(type(of: recognizer)); the action was not called")
                return
            }
            action(target)(sender)
        }
    }

    convenience init<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Any) -> Void) {
        self.init(target) { target, recognizer in action(target)(recognizer) }
    }

    /// A closure, kept by the recognizer itself (the target is the recognizer's own holder object).
    init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void, owner: AnyObject) {
        target = owner
        call = { _, recognizer in handler(recognizer) }
    }

    /// Calls the method; a target that has gone away is skipped.
    func invoke(from recognizer: UIGestureRecognizer) {
        if let target { call(target, recognizer) }
    }
}
