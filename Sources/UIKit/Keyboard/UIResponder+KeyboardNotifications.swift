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
/// Where Tessera differs: the frames in the user info are `CGRect` values (read them with `as? CGRect`,
/// which also works on iOS) and the numbers are `NSNumber`s (`as? NSNumber`, then `doubleValue`,
/// `intValue` or `boolValue`), because Linux's Foundation does not bridge `NSValue` to `CGRect`.
extension UIResponder {
    /// Posted before the keyboard slides in.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard is in place.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard slides out.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard is gone.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every change of the keyboard's frame (showing and hiding included).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after every change of the keyboard's frame.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates (a `CGRect`). Off screen, below its
    /// bottom edge, when the keyboard was hidden.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates (a `CGRect`); below the screen when
    /// the keyboard hides. It includes the input accessory view.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's slide lasts, in seconds (an `NSNumber`: 0.25).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The slide's curve (an `NSNumber`: 7, the keyboard's own curve, as on iOS; see
    /// `SoftwareKeyboard.animationCurve`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` holding a Boolean: always true, as
    /// Tessera runs one app per screen).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
