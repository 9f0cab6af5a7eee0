/// One instance of the app's interface: a desktop window's worth of UI, with its own life cycle.
///
/// The app connects one scene at launch when its delegate's
/// `application(_:configurationForConnecting:options:)` names a delegate class; the scene's delegate then
/// sets up the window in `scene(_:willConnectTo:options:)`. Tessera connects one scene per process (a
/// desktop app's second window is a `UIWindow` of the same scene).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What a scene was connected with.
    public final class ConnectionOptions {
        /// URLs the app was opened with.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that opened this one.
        public let sourceApplication: String?

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
        }
    }

    /// The scene's session (its persistent identity).
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit does).
    open var delegate: UISceneDelegate?
    /// The scene's state.
    open internal(set) var activationState: ActivationState = .unattached
    /// The title shown by the desktop for the scene's window.
    open var title: String! = "" {
        didSet { UIApplication.shared.sceneTitleDidChange(self) }
    }

    /// Creates a scene for a session.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Posted when a scene connects.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnects.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after a scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after a scene entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }
}

/// A URL a scene was opened with.
public struct UIOpenURLContext: Hashable, Sendable {
    /// The URL.
    public let url: URL
}
