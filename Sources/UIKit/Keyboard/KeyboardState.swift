/// The keyboard's state between key steps: the modifiers held, the presses down, and whether the text
/// the last key typed must be dropped (a key command or a responder took the key).
@MainActor
enum KeyboardState {
    /// The modifiers of the last key step.
    static var modifiers: UIKeyModifierFlags = []
    /// Presses delivered with `pressesBegan` and not yet ended, by key.
    static var activePresses: [UIKeyboardHIDUsage: UIPress] = [:]
    /// A press reached the application unhandled (set by `UIApplication.pressesBegan`).
    static var pressReachedApplication = false
    /// The last key down was taken (by a key command or a responder): its text is not typed.
    static var dropTextOfLastKey = false
}
