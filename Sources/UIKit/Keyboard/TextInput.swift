/// Text from the desktop's text input (an input method, a dead key, a keyboard layout): committed text,
/// or text being composed. A Tessera addition; window backends and tests hand it to `UIWindow.send(_:)`,
/// which gives it to the first responder when it adopts `UIKeyInput` (marked text: `UITextInput`).
public enum TextInput: Hashable, Sendable {
    /// Text committed: inserted at the insertion point, replacing any marked text.
    case commit(String)
    /// Text being composed: shown marked in place, with `selectedRange` (UTF-16 offsets) selected in it.
    /// Empty text ends the composition.
    case marked(String, selectedLocation: Int, selectedLength: Int)
}
