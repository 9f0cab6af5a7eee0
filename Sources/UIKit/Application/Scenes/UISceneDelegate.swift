/// A scene's delegate: told when its scene connects, becomes active, resigns, goes to the background
/// and disconnects. Every method has a default that does nothing.
///
/// Where Tessera differs: the protocol requires `init()`, so the launch sequence can create the class a
/// `UISceneConfiguration` names (Linux has no Objective-C runtime to do it by name).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Creates the delegate.
    init()
    /// The scene is connecting: make its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to resign active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that manages windows: it keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (apps declare `var window: UIWindow?`).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
