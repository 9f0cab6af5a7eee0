/// The app's life: launching, becoming active, resigning, the background and termination, told to the
/// app delegate, the scene delegate and through notifications in UIKit's order.
extension UIApplication {
    /// The app's delegate (kept alive by the app, as `UIApplicationMain` does on iOS).
    public var delegate: UIApplicationDelegate? {
        get { lifecycle.delegate }
        set { lifecycle.delegate = newValue }
    }

    /// The scenes connected to the app.
    public var connectedScenes: Set<UIScene> { Set(lifecycle.scenes) }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { Set(lifecycle.scenes.map(\.session)) }

    /// Whether the app has a scene delegate (and so a scene life cycle instead of the app's).
    var usesSceneLifecycle: Bool { lifecycle.scenes.contains { $0.delegate != nil } }

    /// Runs the launch sequence: `willFinishLaunching`, `didFinishLaunching` (and its notification), then,
    /// when the delegate's configuration names a scene delegate, the scene connects
    /// (`scene(_:willConnectTo:options:)`) and enters the foreground; finally the app becomes active.
    func launch(options: [LaunchOptionsKey: Any]?) {
        applicationState = .inactive
        let delegate = lifecycle.delegate
        _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        connectScene(options: options)
        becomeActive()
    }

    private func connectScene(options: [LaunchOptionsKey: Any]?) {
        let session = UISceneSession(role: .windowApplication)
        let urls = (options?[.url] as? URL).map { Set([UIOpenURLContext(url: $0)]) } ?? []
        let connection = UIScene.ConnectionOptions(urlContexts: urls, sourceApplication: options?[.sourceApplication] as? String)
        let configuration = lifecycle.delegate?.application(self, configurationForConnecting: session, options: connection)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        SceneManifest.complete(configuration, appModule: SceneManifest.module(of: lifecycle.delegate))
        guard let delegateType = configuration.delegateClass else { return }
        guard let sceneDelegateType = delegateType as? UISceneDelegate.Type else {
            TesseraLog.error("UIKit", "UISceneConfiguration.delegateClass \(delegateType) is not a UISceneDelegate; the app runs without a scene delegate")
            return
        }
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: connection)
        session.scene = scene
        scene.delegate = sceneDelegateType.init()
        lifecycle.scenes.append(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: connection)
        scene.activationState = .foregroundInactive
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        scene.delegate?.sceneWillEnterForeground(scene)
    }

    /// The app (and its scenes) became active: its window has focus.
    package func becomeActive() {
        guard applicationState != .active || lifecycle.scenes.contains(where: { $0.activationState != .foregroundActive }) else { return }
        if applicationState == .background { enterForeground() }
        applicationState = .active
        for scene in lifecycle.scenes {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
        if !usesSceneLifecycle { lifecycle.delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The app is about to lose focus.
    package func resignActive() {
        guard applicationState == .active else { return }
        for scene in lifecycle.scenes {
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
        }
        if !usesSceneLifecycle { lifecycle.delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    /// The app's windows were minimised: it goes to the background.
    package func enterBackground() {
        resignActive()
        guard applicationState != .background else { return }
        applicationState = .background
        for scene in lifecycle.scenes {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        if !usesSceneLifecycle { lifecycle.delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    private func enterForeground() {
        for scene in lifecycle.scenes {
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.delegate?.sceneWillEnterForeground(scene)
            scene.activationState = .foregroundInactive
        }
        if !usesSceneLifecycle { lifecycle.delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
        applicationState = .inactive
    }

    /// The app is ending: it resigns, goes to the background, its scenes disconnect, and the delegate
    /// hears `applicationWillTerminate(_:)` (always, also with scenes, as on iOS).
    func terminate() {
        guard !lifecycle.terminated else { return }
        enterBackground()
        for scene in lifecycle.scenes {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        }
        lifecycle.terminated = true
        lifecycle.delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }

    /// A scene's title changed: the desktop window shows it.
    func sceneTitleDidChange(_ scene: UIScene) {
        lifecycle.titleObserver?(scene.title ?? "")
    }
}

/// The app's delegate, scenes and life-cycle flags.
@MainActor
final class AppLifecycle {
    var delegate: UIApplicationDelegate?
    var scenes: [UIScene] = []
    var terminated = false
    /// Called with a scene's new title (the window backend retitles its window).
    var titleObserver: ((String) -> Void)?
}
