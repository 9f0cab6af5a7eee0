/// What a connecting scene is made of: its class and its delegate's class.
///
/// Where Tessera differs: without an Info.plist scene manifest, the app delegate's
/// `application(_:configurationForConnecting:options:)` is the only source of configurations, and
/// `delegateClass` must be a `UISceneDelegate` type (the launch sequence creates it with `init()`).
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
