/// A class whose instances can contain views for appearance rules: views and view controllers.
///
/// `whenContainedInInstancesOf:` takes only these types, so a class that can never contain a view is
/// rejected when the code is compiled.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
