/// An action assistive technologies offer for an element besides activating it (VoiceOver's actions
/// rotor: "Delete", "Reply"), run by its handler.
///
/// Where Tessera differs: iOS also takes a target and an Objective-C selector. Swift on Linux has no
/// runtime to call a selector by name, so `init(name:target:selector:)` keeps both (for code that reads
/// them back) and performs only what `Selector.perform(on:sender:)` knows (the standard edit actions);
/// the typed `init(name:target:action:)` calls a method of the target as the selector would.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, read by VoiceOver ("Delete").
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The name with speech attributes.
    open var attributedName: NSAttributedString
    /// An image for the action (shown by Switch Control's menus).
    open var image: UIImage?
    /// The handler, answering whether the action succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The object `selector` is sent to (not retained, as on iOS).
    open weak var target: AnyObject?
    /// The selector sent to `target`.
    open var selector: Selector?

    /// Creates an action that runs `handler`.
    public init(name: String, actionHandler handler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        attributedName = NSAttributedString(string: name)
        actionHandler = handler
        super.init()
    }

    /// Creates an action with a speech-attributed name that runs `handler`.
    public init(attributedName: NSAttributedString, actionHandler handler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.attributedName = attributedName
        actionHandler = handler
        super.init()
    }

    /// Creates an action with an image that runs `handler`.
    public convenience init(name: String, image: UIImage?, actionHandler handler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.init(name: name, actionHandler: handler)
        self.image = image
    }

    /// Creates an action that sends `selector` to `target` (see the type's note on selectors).
    public convenience init(name: String, target: Any?, selector: Selector) {
        self.init(name: name)
        self.target = target as AnyObject?
        self.selector = selector
    }

    /// Creates an action that calls a method of `target` taking the action and answering success: the
    /// Linux spelling of `init(name:target:selector:)` (`action: MyCell.deleteItem`).
    public convenience init<Target: AnyObject>(name: String, target: Target, action: @escaping (Target) -> (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name) { [weak target] custom in
            guard let target else { return false }
            return action(target)(custom)
        }
        self.target = target
    }

    /// Runs the action: the handler, else the selector on the target; false when neither ran.
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        if let selector, let responder = target as? UIResponder { return selector.perform(on: responder, sender: self) }
        return false
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UIAccessibilityCustomAction name: \"\(name)\">" }
    }
}
