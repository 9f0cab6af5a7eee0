/// A key going down or up on a hardware keyboard: the way keys enter Tessera. A Tessera addition (iOS
/// reads keys from hardware); window backends and tests hand them to `UIWindow.send(_:)`.
public struct KeyInput: Hashable, Sendable {
    /// What the key does.
    public enum Phase: Hashable, Sendable {
        /// Goes down (or repeats, with `isRepeat`).
        case down
        /// Comes up.
        case up
    }

    /// Down or up.
    public var phase: Phase
    /// The key.
    public var keyCode: UIKeyboardHIDUsage
    /// The modifiers held.
    public var modifierFlags: UIKeyModifierFlags
    /// The characters the key types with its modifiers.
    public var characters: String
    /// The characters without modifiers, or UIKit's input name for keys that type none (arrows…).
    public var charactersIgnoringModifiers: String
    /// Whether this is the keyboard's automatic repeat of a held key.
    public var isRepeat: Bool
    /// Whether an unhandled press types its `characters` into a `UIKeyInput` first responder. Window
    /// backends whose text arrives separately (through an input method) pass false and send that text
    /// as `TextInput`.
    public var typesText: Bool
    /// When, in seconds on the media clock.
    public var timestamp: TimeInterval

    /// Creates a key step; `charactersIgnoringModifiers` defaults to the key's input name for keys
    /// that type nothing, else to `characters` lowercased.
    public init(phase: Phase, keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [], characters: String = "",
                charactersIgnoringModifiers: String? = nil, isRepeat: Bool = false, typesText: Bool = true, timestamp: TimeInterval) {
        self.phase = phase
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        self.characters = characters.isEmpty ? (Self.typedCharacters[keyCode] ?? "") : characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? Self.inputNames[keyCode] ?? self.characters.lowercased()
        self.isRepeat = isRepeat
        self.typesText = typesText
        self.timestamp = timestamp
    }

    /// A key pressed and released, 0.05 s apart, starting at `timestamp`, with `modifierFlags` held
    /// around it. The modifiers are let go 0.01 s after the key (a modifier key's release), so that
    /// what comes next (a click, another key) does not see them still held, as it would not on a
    /// keyboard.
    public static func press(_ keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = [],
                             timestamp: TimeInterval) -> [KeyInput] {
        let steps = [KeyInput(phase: .down, keyCode: keyCode, modifierFlags: modifierFlags, characters: characters, timestamp: timestamp),
                     KeyInput(phase: .up, keyCode: keyCode, modifierFlags: modifierFlags, characters: characters, timestamp: timestamp + 0.05)]
        guard !modifierFlags.subtracting([.alphaShift, .numericPad]).isEmpty else { return steps }
        return steps + [KeyInput(phase: .up, keyCode: .keyboardLeftShift, modifierFlags: modifierFlags.intersection([.alphaShift]),
                                 timestamp: timestamp + 0.06)]
    }

    /// UIKit's input names for keys that type no character.
    static let inputNames: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: UIKeyCommand.inputUpArrow, .keyboardDownArrow: UIKeyCommand.inputDownArrow,
        .keyboardLeftArrow: UIKeyCommand.inputLeftArrow, .keyboardRightArrow: UIKeyCommand.inputRightArrow,
        .keyboardEscape: UIKeyCommand.inputEscape, .keyboardPageUp: UIKeyCommand.inputPageUp,
        .keyboardPageDown: UIKeyCommand.inputPageDown, .keyboardHome: UIKeyCommand.inputHome, .keyboardEnd: UIKeyCommand.inputEnd,
        .keyboardDeleteForward: UIKeyCommand.inputDelete,
        .keyboardF1: UIKeyCommand.f1, .keyboardF2: UIKeyCommand.f2, .keyboardF3: UIKeyCommand.f3, .keyboardF4: UIKeyCommand.f4,
        .keyboardF5: UIKeyCommand.f5, .keyboardF6: UIKeyCommand.f6, .keyboardF7: UIKeyCommand.f7, .keyboardF8: UIKeyCommand.f8,
        .keyboardF9: UIKeyCommand.f9, .keyboardF10: UIKeyCommand.f10, .keyboardF11: UIKeyCommand.f11, .keyboardF12: UIKeyCommand.f12,
    ]

    /// The characters of keys that type control characters, as UIKey reports them.
    static let typedCharacters: [UIKeyboardHIDUsage: String] = [
        .keyboardReturnOrEnter: "\r", .keypadEnter: "\r", .keyboardTab: "\t", .keyboardDeleteOrBackspace: "\u{8}",
        .keyboardEscape: "\u{1b}", .keyboardSpacebar: " ",
    ]
}
