/// Runs the app: makes the delegate, opens a desktop window for the main screen when a display exists,
/// runs the launch sequence, then the main run loop until the app ends; returns the exit status.
///
/// `delegateClassName` names the delegate class as `NSStringFromClass(AppDelegate.self)` does
/// ("Module.AppDelegate"); it must adopt `UIApplicationDelegate`. Where Tessera differs:
/// - `principalClassName` must be nil or "UIApplication" (`UIApplication.shared` is not subclassable here);
/// - iOS never returns; Tessera returns once the app has terminated (window closed, SIGINT or SIGTERM),
///   after `applicationWillTerminate(_:)`;
/// - without a display (no `DISPLAY`/`WAYLAND_DISPLAY`, or one that cannot be opened) the app runs
///   headless on real time, its windows composited off screen;
/// - the screen imitates the device `--device iphone|iphone-se|ipad|desktop` names (or
///   `TESSERA_DEVICE`, which `UIScreen.main` reads in any process), at the display's scale; resizing the
///   window resizes the screen.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication", !principalClassName.hasSuffix(".UIApplication") {
        TesseraLog.error("UIKit", "UIApplicationMain: principal class \(principalClassName) ignored; Tessera apps use UIApplication itself")
    }
    var delegateType: UIApplicationDelegate.Type?
    if let delegateClassName {
        delegateType = NSClassFromString(delegateClassName) as? UIApplicationDelegate.Type
        if delegateType == nil {
            TesseraLog.error("UIKit", "UIApplicationMain: no class \(delegateClassName) adopting UIApplicationDelegate (name it as NSStringFromClass does: \"Module.Class\")")
            return 1
        }
    }
    return AppLauncher.run(delegateType: delegateType, arguments: argumentStrings(argc, argv))
}

/// Runs the app with a delegate class given by type (what `@main` on a delegate calls). A Tessera addition.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, delegateClass: UIApplicationDelegate.Type) -> Int32 {
    AppLauncher.run(delegateType: delegateClass, arguments: argumentStrings(argc, argv))
}

private func argumentStrings(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
    (0..<Int(max(0, argc))).compactMap { argv[$0].map { String(cString: $0) } }
}

extension UIApplicationDelegate {
    /// The entry point `@main` uses: runs the app with this delegate class (see `UIApplicationMain`).
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClass: Self.self))
    }
}

/// The launch: device profile, display, delegate, life cycle, run loop, and the end.
@MainActor
enum AppLauncher {
    static func run(delegateType: UIApplicationDelegate.Type?, arguments: [String]) -> Int32 {
        if var profile = deviceProfile(arguments: arguments) {
            if let scale = UIScreen.DeviceProfile.configuredScale(environment: ProcessEnvironment.variables) { profile.scale = scale }
            UIScreen.main.profile = profile
        }
        let app = UIApplication.shared
        let title = Bundle.main.appDisplayName
        let loop = MainRunLoop.shared
        loop.installSignalHandlers()
        if !loop.attachDisplay(title: title) {
            TesseraLog.warning("UIKit", "no display: the app runs headless (its windows are composited off screen)")
            MediaClock.useRealTime()
        }
        if let delegateType { app.delegate = delegateType.init() }
        app.launch(options: nil)
        // A linked accessibility bridge joins the desktop's accessibility bus once the windows exist.
        AccessibilityBridgeRegistry.start()
        loop.run()
        AccessibilityBridgeRegistry.stop()
        loop.detachDisplay()
        return 0
    }

    /// The device named by `--device NAME` (nil: keep the screen's, which `TESSERA_DEVICE` chose).
    static func deviceProfile(arguments: [String]) -> UIScreen.DeviceProfile? {
        guard let index = arguments.firstIndex(of: "--device"), index + 1 < arguments.count else { return nil }
        let name = arguments[index + 1]
        guard let profile = UIScreen.DeviceProfile.named(name) else {
            TesseraLog.error("UIKit", "unknown device \(name) (iphone, iphone-se, ipad or desktop); keeping \(UIScreen.main.profile.name)")
            return nil
        }
        return profile
    }
}
