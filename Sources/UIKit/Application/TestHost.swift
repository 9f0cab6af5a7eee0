import Foundation

/// A stand-in for the app that hosts an iOS test bundle, for test suites written to run inside one.
///
/// On iOS, most libraries' unit tests run hosted in an app, so `UIApplication.shared.keyWindow` and
/// `windows` already hold the host's window when a test starts, and tests present controllers on its root.
/// A Tessera test process has no app. With `TESSERA_TEST_HOST=1` in the environment, the first read of
/// `keyWindow` or `windows` shows a host window first: a key, visible window the size of `UIScreen.main`
/// whose root is a plain controller with the system background, as a new app's is. Without the variable
/// nothing changes: the process has only the windows it makes.
@MainActor
enum TestHost {
    /// Whether the environment asked for a host (read once).
    static let isRequested = ProcessEnvironment.value("TESSERA_TEST_HOST") == "1"
    private static var isPrepared = false

    /// Shows the host window the first time it is asked for, when the environment asks for one.
    static func prepareIfRequested() {
        guard isRequested, !isPrepared else { return }
        // Set first: showing the window reads `keyWindow` again.
        isPrepared = true
        showHostWindow()
    }

    /// Shows a host window: key and visible, the main screen's size, a plain root controller.
    @discardableResult
    static func showHostWindow() -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }
}
