import UIKit

/// A small app that reports, one line each on standard output, what its life cycle and main run loop
/// did, for the tests (which run it in a process of its own, with and without a display) and the idle
/// benchmark. Launched through `@main` on its delegate, as iOS apps are.
///
/// Flags: `--scenes` connects a scene with a scene delegate; `--frames N` ends the app (SIGTERM to
/// itself) after a display link has seen N frames; `--idle SECONDS` waits that long with nothing to do
/// after launch and reports the CPU time used meanwhile, then ends; `--sdl-checks` (in a window) checks
/// SDL2's pitfalls on Linux (see `SDLChecks`) and ends; `--text-sink` (in a window) makes a text responder
/// first and reports the text the keyboard gives it (`text=é`), for the tests of dead keys and compose; `--overlay` shows a half-transparent second
/// window over part of the first and runs until it is ended; `--screen` reports the main screen
/// (`screen 375x667 @2x idiom phone`) and ends without running the app, for the tests of
/// `TESSERA_DEVICE` outside `UIApplicationMain`.
@main
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// Runs the app, as the `@main` entry point of a delegate does, unless `--screen` asks only for the
    /// screen.
    static func main() {
        if CommandLine.arguments.contains("--screen") {
            let screen = UIScreen.main
            let idiom = switch UIDevice.current.userInterfaceIdiom {
            case .phone: "phone"
            case .pad: "pad"
            case .mac: "mac"
            default: "other"
            }
            report("screen \(Int(screen.bounds.width))x\(Int(screen.bounds.height)) @\(Int(screen.scale))x idiom \(idiom)")
            exit(0)
        }
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClass: Self.self))
    }
    private var link: CADisplayLink?
    private var frames = 0

    nonisolated static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private var arguments: [String] { CommandLine.arguments }

    private func value(of flag: String) -> Double? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return Double(arguments[index + 1])
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.report("app willFinishLaunching state=\(application.applicationState.rawValue)")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.report("app didFinishLaunching")
        if !arguments.contains("--scenes") { window = Self.makeWindow(scene: nil) }
        scheduleRunLoopWork()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Self.report("app configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        if arguments.contains("--scenes") { configuration.delegateClass = ProbeSceneDelegate.self }
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { Self.report("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { Self.report("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { Self.report("app didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { Self.report("app willTerminate") }

    static func makeWindow(scene: UIWindowScene?) -> UIWindow {
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemTeal
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// Work for each of the main thread's queues; each reports when it runs.
    private func scheduleRunLoopWork() {
        DispatchQueue.main.async { Self.report("ran main-queue") }
        RunLoop.main.perform { Self.report("ran perform") }
        Task { @MainActor in Self.report("ran main-actor-task") }
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in Self.report("ran timer") }
        // Work arriving from another thread while the loop sleeps must wake it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            DispatchQueue.main.async { Self.report("ran wake-from-thread") }
        }
        if let count = value(of: "--frames") {
            let link = CADisplayLink(target: self, selector: ProbeAppDelegate.step)
            link.add(to: .main, forMode: .common)
            self.link = link
            frames = -Int(count)
        }
        if let seconds = value(of: "--idle") { measureIdle(seconds) }
        if arguments.contains("--overlay") { showOverlay() }
        if arguments.contains("--text-sink") {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                MainActor.assumeIsolated {
                    guard let window = self.window else { return }
                    SDLChecks.sinkText(in: window, report: Self.report)
                }
            }
        }
        if arguments.contains("--sdl-checks") {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                MainActor.assumeIsolated {
                    guard let window = self.window else { return }
                    SDLChecks.run(in: window, report: Self.report)
                }
            }
        }
    }

    private var overlay: UIWindow?

    /// A second window above the first, half-transparent white over part of it, as an alert's window
    /// covers an app's; reports "overlay shown" once it has been on screen for a few frames.
    private func showOverlay() {
        let overlay = UIWindow(frame: CGRect(x: 40, y: 100, width: 200, height: 150))
        overlay.windowLevel = .alert
        overlay.backgroundColor = UIColor(white: 1, alpha: 0.5)
        overlay.isHidden = false
        self.overlay = overlay
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { Self.report("overlay shown") }
    }

    private func step(_ link: CADisplayLink) {
        frames += 1
        if frames == 0 {
            Self.report("frames done duration=\(link.duration) target-after-timestamp=\(link.targetTimestamp > link.timestamp)")
            link.invalidate()
            raise(SIGTERM)
        }
    }

    /// Waits `seconds` with nothing to do (after the first frames settle) and reports the CPU used.
    private func measureIdle(_ seconds: Double) {
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            let start = Self.cpuSeconds(), wall = Date()
            _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
                let used = Self.cpuSeconds() - start, elapsed = Date().timeIntervalSince(wall)
                Self.report("idle cpu=\(used) wall=\(elapsed) share=\(used / elapsed)")
                raise(SIGTERM)
            }
        }
    }

    private nonisolated static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}

/// The probe's scene delegate: reports its calls and makes the window.
final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        ProbeAppDelegate.report("scene willConnect")
        window = ProbeAppDelegate.makeWindow(scene: scene as? UIWindowScene)
    }
    func sceneWillEnterForeground(_ scene: UIScene) { ProbeAppDelegate.report("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { ProbeAppDelegate.report("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { ProbeAppDelegate.report("scene willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { ProbeAppDelegate.report("scene didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { ProbeAppDelegate.report("scene didDisconnect") }
}
