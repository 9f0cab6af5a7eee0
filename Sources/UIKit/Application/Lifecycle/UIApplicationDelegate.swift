/// The app's delegate: told when the app launches, becomes active, resigns and terminates, and asked for
/// the configuration of each scene it connects.
///
/// Every method has a default that does nothing, as iOS's optional methods do. Where Tessera differs:
/// Linux has no Objective-C runtime to make an object from its class name, so the protocol requires
/// `init()`; `UIApplicationMain(_:_:_:_:)` and `@main` create the delegate with it. A `final` delegate
/// class conforms as it is; a non-final one spells out `required override init() { super.init() }`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate (called once, by the launch sequence).
    init()

    /// The app's main window, for apps without scenes (a property apps usually declare as `var window: UIWindow?`).
    var window: UIWindow? { get set }

    /// Launching began; state restoration has not happened yet. Return false to refuse a URL launch.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching finished; set up the window here (apps without scenes).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active: it receives events.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (its window lost focus, or it is terminating).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (its window was minimised or hidden).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (the last window closed, or the process was asked to quit).
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration of a scene being connected. The default returns one with no delegate class:
    /// the app then runs without a scene delegate (its window comes from `didFinishLaunching`).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions the user discarded.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

}

extension UIApplication {
    /// Keys of the options an app is launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened with (a command-line argument on Linux).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Posted after `application(_:didFinishLaunchingWithOptions:)`.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted after the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to resign active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after the app entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
