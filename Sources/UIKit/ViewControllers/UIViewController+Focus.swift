/// View controllers are focus environments; their members are in the class's body, where subclasses
/// override them (`preferredFocusEnvironments`, `didUpdateFocus(in:with:)`…).
extension UIViewController: UIFocusEnvironment {}
