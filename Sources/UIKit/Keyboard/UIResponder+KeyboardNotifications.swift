/// The keyboard's notifications and their user-info keys, as UIKit names them.
///
/// The software keyboard posts them to `NotificationCenter.default` (object nil) when it shows, hides
/// or changes its frame, in UIKit's order: `keyboardWillChangeFrameNotification`, then
/// `keyboardWillShowNotification` (or `keyboardWillHideNotification`), the slide, then
/// `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification` (or `keyboardDidHideNotification`).
/// When the first responder moves to another text responder while the keyboard is up, nothing hides and
/// nothing shows again; if the new responder's keyboard (or accessory view) has another height, only the
/// frame notifications are posted, around the keyboard's move to its new height.
///
/// As on iOS, the frames in the user info are `NSValue`s holding `CGRect`s (read them with `(… as?
/// NSValue)?.cgRectValue`, or `as? CGRect`: `CGRect` bridges to `NSValue` in Tessera as on iOS) and the
/// numbers are `NSNumber`s (`as? NSNumber`, `as? Double`, `as? Int`). The curve, 7, makes a
/// `UIView.AnimationCurve` (`AnimationCurve(rawValue: 7)!`) and animation options
/// (`UIView.AnimationOptions(rawValue: UInt(7 << 16))`) that move along with the keyboard:
///
/// ```swift
/// @objc func keyboardWillShow(_ note: Notification) {
///     guard let info = note.userInfo,
///           let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
///           let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
///           let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue else { return }
///     bottomConstraint.constant = -frame.height
///     UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve << 16))) {
///         self.view.layoutIfNeeded()
///     }
/// }
/// ```
///
/// The names and keys are `nonisolated` (immutable strings), so observers' `@Sendable` closures read them.
extension UIResponder {
    /// Posted before the keyboard slides in.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard is in place.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard slides out.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard is gone.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every change of the keyboard's frame (showing and hiding included).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after every change of the keyboard's frame.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates (an `NSValue` holding a `CGRect`).
    /// Off screen, below its bottom edge, when the keyboard was hidden.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates (an `NSValue` holding a `CGRect`);
    /// below the screen when the keyboard hides. It includes the input accessory view.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's slide lasts, in seconds (an `NSNumber`: 0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The slide's curve (an `NSNumber`: 7, the keyboard's own curve, as on iOS; see
    /// `SoftwareKeyboard.animationCurve`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` holding a Boolean: always true, as
    /// Tessera runs one app per screen).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
