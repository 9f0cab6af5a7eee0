import Foundation

/// The text field's notifications (object: the field).
extension UITextField {
    /// Posted when the field begins editing.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the field ends editing; the user info holds the reason under `didEndEditingReasonUserInfoKey`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the user changed the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// The key of the end-of-editing reason (a `DidEndEditingReason` raw value).
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
