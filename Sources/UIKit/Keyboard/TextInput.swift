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

extension TextInput {
    /// The composition an input method reports as SDL does: the text being composed, with a cursor
    /// and a selected run counted in characters (Unicode extended grapheme clusters), turned into
    /// UIKit's UTF-16 range. SDL's backend and tests share it, so a scripted composition takes the
    /// backend's path.
    package static func composition(_ text: String, cursor: Int, length: Int) -> TextInput {
        let characters = Array(text)
        let before = String(characters.prefix(max(0, min(cursor, characters.count))))
        let selected = String(characters.dropFirst(before.count).prefix(max(0, length)))
        return .marked(text, selectedLocation: before.utf16.count, selectedLength: selected.utf16.count)
    }
}
