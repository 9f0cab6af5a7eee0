/// An object that can handle events: views, view controllers, windows and the application, linked into
/// the responder chain by `next`.
///
/// Like every UIKit class Apple derives from `NSObject`, it inherits Foundation's `NSObject`, so code that
/// treats responders as objects (`==` as identity, `isEqual`, `hash`, `description`, `isKind(of:)`,
/// `NSObjectProtocol`-constrained protocols) works as on iOS.
@preconcurrency @MainActor
open class UIResponder: NSObject, UIResponderStandardEditActions {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Releases the object's associated objects now (other Swift objects' wait for a sweep).
    deinit {
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// Called on each object a nib or storyboard made, once every object in it is made and its outlets
    /// and actions are connected; overrides call `super`. The base does nothing.
    ///
    /// Where Tessera differs: Apple declares it on `NSObject`; Swift on Linux cannot override a method
    /// declared in an extension of a class from another module, so it is declared here, where views,
    /// controllers and cells inherit it.
    open func awakeFromNib() {}

    /// Sets the outlet `name` of a nib or storyboard to `object`; returns whether this class has it.
    /// The base has none (UIKit's own outlets, such as `view` and `delegate`, are set by the loader when
    /// this returns false). See `InterfaceBuilderConnectable`.
    ///
    /// Tessera addition: iOS sets `@IBOutlet` properties through the Objective-C runtime, which Swift on
    /// Linux lacks; classes with outlets override this and call `super` for names they do not know.
    open func connectOutlet(_ name: String, to object: Any) -> Bool { false }

    /// Performs the action `selector` (`"save:"`) a nib or storyboard connected to this responder, with
    /// `sender`; returns whether this class has it. The base has none. See `InterfaceBuilderConnectable`.
    ///
    /// Tessera addition: iOS calls `@IBAction` methods by selector through the Objective-C runtime.
    open func performAction(_ selector: Selector, sender: Any?) -> Bool { false }

    /// Sets a nib's or storyboard's user-defined runtime attribute that UIKit does not know; returns
    /// whether this class has it. The base has none. See `InterfaceBuilderConnectable`.
    ///
    /// Tessera addition: iOS sets runtime attributes with key-value coding.
    open func setRuntimeAttribute(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }

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
        // The keyboard sees the switch once (no hide and show between two text responders).
        return SoftwareKeyboard.performResponderChange {
            if let current = scope.currentFirstResponder, !current.resignFirstResponder() { return false }
            scope.currentFirstResponder = self
            return true
        }
    }

    /// Gives up first-responder status; false when `canResignFirstResponder` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard ForcedResignation.isActive || canResignFirstResponder else { return false }
        if let scope = firstResponderScope, scope.currentFirstResponder === self { scope.currentFirstResponder = nil }
        return true
    }

    /// The view shown instead of the system keyboard while this responder is first (nil: the keyboard,
    /// for responders adopting `UIKeyInput`). Responders that show a custom input view override it.
    open var inputView: UIView? { nil }

    /// The view shown on top of the keyboard (or the input view) while this responder is first.
    open var inputAccessoryView: UIView? { nil }

    /// Shows the responder's current input view, accessory view and keyboard traits, while it is first
    /// responder (after changing them while it is).
    open func reloadInputViews() {
        SoftwareKeyboard.shared.reload(self)
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

    // MARK: Actions (the standard ones in UIResponder+StandardEditActions.swift)

    /// Whether this responder can carry out `action` (an edit action such as `.copy`) now; false by
    /// default. Text fields and text views answer for the standard edit actions; edit menus and key
    /// commands offer only actions some responder up the chain can perform.
    ///
    /// Where Tessera differs: iOS's default answers true for any method the responder implements (the
    /// Objective-C runtime knows); without it, a responder that implements an action says so here.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The responder that handles `action`: the first from this one up the chain whose
    /// `canPerformAction(_:withSender:)` says yes; nil when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
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

    /// Cuts the selection to the pasteboard.
    open func cut(_ sender: Any?) {}
    /// Copies the selection to the pasteboard.
    open func copy(_ sender: Any?) {}
    /// Pastes the pasteboard's contents.
    open func paste(_ sender: Any?) {}
    /// Pastes, matching the style of the destination.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Selects the word at the caret.
    open func select(_ sender: Any?) {}
    /// Selects everything.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection.
    open func delete(_ sender: Any?) {}
    /// Toggles bold in the selection.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggles italics in the selection.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggles underlining in the selection.
    open func toggleUnderline(_ sender: Any?) {}
    /// Makes the text's writing direction left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Makes the text's writing direction right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Makes the selection's font larger.
    open func increaseSize(_ sender: Any?) {}
    /// Makes the selection's font smaller.
    open func decreaseSize(_ sender: Any?) {}
    /// Shows the find interface.
    open func find(_ sender: Any?) {}
    /// Shows the find-and-replace interface.
    open func findAndReplace(_ sender: Any?) {}
    /// Duplicates the selection.
    open func duplicate(_ sender: Any?) {}
    /// Renames the selected item.
    open func rename(_ sender: Any?) {}

    /// A motion began (shake); the default passes it on.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended; the default passes it on.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; the default passes it on.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
}
