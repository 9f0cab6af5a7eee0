/// What a connecting scene is made of: its class and its delegate's class.
///
/// A configuration that names no delegate class takes its classes from the app's scene manifest, by
/// name and role: the Info.plist's `UIApplicationSceneManifest` when the app has one, else Xcode's
/// template manifest, whose "Default Configuration" uses the class `SceneDelegate` of the app delegate's
/// module. Where Tessera differs: `delegateClass` must be a `UISceneDelegate` type, which the launch
/// sequence creates with `init()` (Linux has no Objective-C runtime to create it by name).
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene class (UIWindowScene when nil).
    public var sceneClass: AnyClass?
    /// The scene delegate's class; nil runs the app without a scene delegate.
    public var delegateClass: AnyClass?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
