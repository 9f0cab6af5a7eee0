import Foundation

/// Background tasks: work an app asks to finish after it goes to the background (an upload, a cache
/// write), as libraries such as image loaders do around disk writes.
///
/// Where Tessera differs: on iOS the system suspends a backgrounded app once its tasks end or after
/// about 30 seconds, calling the expiration handlers first. A Linux desktop app keeps running when its
/// windows are minimised, so Tessera never suspends it and never expires a task: the handlers are
/// kept until the task ends and are not called, and `backgroundTimeRemaining` is unlimited
/// (`greatestFiniteMagnitude`, what iOS answers in the foreground). Tasks are counted, and ending one
/// that is not running is reported as iOS reports it.
extension UIApplication {
    /// Begins a background task; call `endBackgroundTask(_:)` with the identifier when it is done.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Begins a background task named `taskName` (shown in diagnostics).
    public func beginBackgroundTask(withName taskName: String?,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        BackgroundTasks.begin(name: taskName, expirationHandler: handler)
    }

    /// Ends the background task `identifier`. Ending `.invalid` does nothing; ending a task that is not
    /// running is reported (UIKit logs the same) and ignored.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        BackgroundTasks.end(identifier)
    }

    /// How long the app may still run in the background: unlimited on Linux, where nothing suspends it.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

/// The running background tasks.
@MainActor
enum BackgroundTasks {
    struct Task {
        let name: String?
        let expirationHandler: (@MainActor @Sendable () -> Void)?
    }

    private(set) static var running: [UIBackgroundTaskIdentifier: Task] = [:]
    private static var lastIdentifier = 0

    static func begin(name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        lastIdentifier += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: lastIdentifier)
        running[identifier] = Task(name: name, expirationHandler: expirationHandler)
        return identifier
    }

    static func end(_ identifier: UIBackgroundTaskIdentifier) {
        guard identifier != .invalid else { return }
        guard running.removeValue(forKey: identifier) != nil else {
            BadValue.report("UIKit", api: "UIApplication.endBackgroundTask",
                            "Can't end BackgroundTask: no background task exists with identifier \(identifier.rawValue), or it may have already been ended")
            return
        }
    }
}
