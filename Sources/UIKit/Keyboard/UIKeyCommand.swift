/// A keyboard shortcut: a key with modifiers, and the action it performs.
///
/// When a key goes down, the key commands of the responders from the key window's first responder up
/// the chain are searched, first responder first; the first command whose input and modifiers match
/// performs its action and takes the press (no `pressesBegan` follows).
///
/// Where Tessera differs: without selectors the action is a typed method reference,
/// `UIKeyCommand(input: "s", modifierFlags: .command, action: Editor.save)`, performed on the first
/// responder up the chain (from the first responder) that is an instance of the method's type; a
/// closure works too.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character ("s"), or one of UIKit's input names (`inputUpArrow`…).
    public let input: String?
    /// The modifiers that must be held (exactly these, ignoring Caps Lock and the numeric pad flag).
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command beats the system's own use of the key (kept; Tessera has none).
    public var wantsPriorityOverSystemBehavior = false
    /// Whether the input is remapped for other keyboard layouts (kept).
    public var allowsAutomaticLocalization = true
    /// Whether arrow inputs swap in right-to-left layouts (kept).
    public var allowsAutomaticMirroring = true

    private init(input: String?, modifierFlags: UIKeyModifierFlags, title: String,
                 perform: @escaping @MainActor (UIKeyCommand, UIResponder?) -> Bool) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: nil) { command, start in
            guard let keyCommand = command as? UIKeyCommand else { return false }
            return perform(keyCommand, start)
        }
    }

    /// Creates a command from an archive; Tessera has no archives, so this gives a command for no key.
    public required init?(coder: NSCoder) {
        input = nil
        modifierFlags = []
        super.init(coder: coder)
    }

    /// A command calling a method taking nothing on the first responder of its type up the chain.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> () -> Void, discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, title: discoverabilityTitle ?? "") { _, start in
            guard let target: Target = UICommand.responder(from: start) else { return false }
            action(target)()
            return true
        }
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// A command calling a method taking the command.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> (UIKeyCommand) -> Void, discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, title: discoverabilityTitle ?? "") { command, start in
            guard let target: Target = UICommand.responder(from: start) else { return false }
            action(target)(command)
            return true
        }
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// A command with a title and image, as menus build them.
    public convenience init<Target: AnyObject>(title: String, image: UIImage? = nil, action: @escaping (Target) -> (UIKeyCommand) -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                               discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                                               state: UIMenuElement.State = .off) {
        self.init(input: input, modifierFlags: modifierFlags, action: action, discoverabilityTitle: discoverabilityTitle)
        self.title = title
        self.image = image
        self.propertyList = propertyList
        self.attributes = attributes
        self.state = state
    }

    /// A command running `handler`. A Tessera addition.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags = [], title: String = "",
                            handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.init(input: input, modifierFlags: modifierFlags, title: title) { command, _ in
            handler(command)
            return true
        }
    }

    /// Whether this command is for `key` (input compared without case for letters; the modifiers that
    /// matter compared exactly).
    func matches(_ key: UIKey) -> Bool {
        guard !attributes.contains(.disabled), let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        return input == key.charactersIgnoringModifiers || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }


    // MARK: Input names

    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    nonisolated public static let f1 = "UIKeyInputF1", f2 = "UIKeyInputF2", f3 = "UIKeyInputF3", f4 = "UIKeyInputF4"
    nonisolated public static let f5 = "UIKeyInputF5", f6 = "UIKeyInputF6", f7 = "UIKeyInputF7", f8 = "UIKeyInputF8"
    nonisolated public static let f9 = "UIKeyInputF9", f10 = "UIKeyInputF10", f11 = "UIKeyInputF11", f12 = "UIKeyInputF12"
}
