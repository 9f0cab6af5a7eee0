/// An object that can handle events: views, view controllers, windows and the application, linked into
/// the responder chain by `next`.
///
/// Like every UIKit class Apple derives from `NSObject`, it inherits Foundation's `NSObject`, so code that
/// treats responders as objects (`==` as identity, `isEqual`, `hash`, `description`, `isKind(of:)`,
/// `NSObjectProtocol`-constrained protocols) works as on iOS.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Releases the object's associated objects now (other Swift objects' wait for a sweep).
    deinit {
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// The next responder in the chain (nil at its end).
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { firstResponderScope?.currentFirstResponder === self }

    /// Asks to become the first responder; false when it cannot, or the current one refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let scope = firstResponderScope else { return false }
        if scope.currentFirstResponder === self { return true }
        if let current = scope.currentFirstResponder, !current.resignFirstResponder() { return false }
        scope.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status; false when `canResignFirstResponder` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let scope = firstResponderScope, scope.currentFirstResponder === self { scope.currentFirstResponder = nil }
        return true
    }

    /// Where this responder's first-responder status is kept: its window (nil when it has none).
    var firstResponderScope: UIWindow? { nil }

    /// Touches began; the default passes them to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them on.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes them on.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default passes them on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Keys or buttons went down; the default passes them to the next responder. A press that reaches
    /// the application unhandled types text into a first responder adopting `UIKeyInput`, as a hardware
    /// keyboard does on iOS.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// Presses changed (a key repeats); the default passes them on.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Keys or buttons came up; the default passes them on.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Presses were cancelled (the window lost focus); the default passes them on.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// The key commands this responder offers; matched against key presses from the first responder up
    /// the chain before the presses are delivered.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder can carry out `action` (an edit action such as `.copy`) now; false by
    /// default. Text fields and text views answer for the standard edit actions. (iOS takes a selector.)
    open func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool { false }

    /// The responder that handles `action`: the first from this one up the chain whose
    /// `canPerformAction(_:withSender:)` says yes; nil when none does.
    open func target(forAction action: Action, withSender sender: Any?) -> UIResponder? {
        var current: UIResponder? = self
        while let responder = current {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return nil
    }

    /// The undo manager for this responder: the next responder's by default (text fields and text
    /// views have their own).
    open var undoManager: UndoManager? { next?.undoManager }

    /// A motion began (shake); the default passes it on.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended; the default passes it on.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; the default passes it on.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
}
