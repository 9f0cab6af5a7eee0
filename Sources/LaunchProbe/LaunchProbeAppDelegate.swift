import UIKit

/// The launch benchmark's minimal app: one window whose root view controller shows one label, as the
/// smallest UIKit app a developer would write. `TesseraBenchmarks --launch` starts it with
/// `TESSERA_FIRST_FRAME_REPORT=1` and times exec until its first frame reaches the X server, against the
/// same app written with Qt 6 Widgets (`scripts/qt-launch-bench`).
@main
final class LaunchProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 60, width: 300, height: 30))
        label.text = "Hello, world"
        controller.view.addSubview(label)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
