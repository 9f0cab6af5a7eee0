/// A key of a hardware keyboard as a press reports it: the characters it types, with and without its
/// modifiers, the modifiers and the key's HID code.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key types with its modifiers ("A" with Shift).
    public let characters: String
    /// The characters the key types without modifiers ("a"); for keys that type none, UIKit's input
    /// names (`UIKeyCommand.inputUpArrow`…).
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's HID usage.
    public let keyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}
