/// Where the platform backend the app links is found: a backend module registers how to open itself
/// as the program starts, and `UIApplicationMain` opens it. A Tessera addition.
///
/// Registration happens before `main` (the `TesseraSDL` module does it from a C constructor, as Swift
/// has no module initialisers), so it cannot wait for the main actor: the opener is kept behind a lock
/// and called later, on the main actor, by `MainRunLoop.attachDisplay(title:)`. The last registration
/// wins.
package enum PlatformBackendRegistry {
    /// Opens the backend's desktop window showing a screen, titled as given, for the loop that will
    /// drive it; nil when no display can be opened.
    package typealias Opener = @Sendable @MainActor (_ screen: UIScreen, _ title: String, _ loop: MainRunLoop) -> (any PlatformBackend)?

    private static let opener = LockedValue<Opener?>(nil)

    /// Registers the backend the app runs on (any thread, before `main` included).
    package static func register(_ open: @escaping Opener) {
        opener.withLock { $0 = open }
    }

    /// Opens the registered backend; nil when none is registered or it cannot open a display.
    @MainActor
    package static func open(screen: UIScreen, title: String, loop: MainRunLoop) -> (any PlatformBackend)? {
        guard let open = opener.withLock({ $0 }) else { return nil }
        return open(screen, title, loop)
    }
}
