import Logging

/// Tessera's diagnostics: clear messages for misuse and bad input, sent through swift-log.
///
/// Loggers are made on each call (only error paths log), so an app or a test suite that bootstraps
/// `LoggingSystem` at any time receives every message.
package enum TesseraLog {
    /// Logs an error: bad input that was rejected or repaired.
    package static func error(_ subsystem: String, _ message: @autoclosure () -> String) {
        Logger(label: "Tessera.\(subsystem)").error("\(message())", source: subsystem)
    }

    /// Logs a warning: something that works but probably is not what the developer meant.
    package static func warning(_ subsystem: String, _ message: @autoclosure () -> String) {
        Logger(label: "Tessera.\(subsystem)").warning("\(message())", source: subsystem)
    }

    /// Logs a warning the first time `key` is seen, and never again in this process.
    package static func warningOnce(_ subsystem: String, key: String, _ message: @autoclosure () -> String) {
        let first = reported.withLock { $0.insert(key).inserted }
        if first { warning(subsystem, message()) }
    }

    /// Logs an error the first time `key` is seen, and never again in this process.
    package static func errorOnce(_ subsystem: String, key: String, _ message: @autoclosure () -> String) {
        let first = reported.withLock { $0.insert(key).inserted }
        if first { error(subsystem, message()) }
    }

    /// Forgets that `key` was logged, so the next `warningOnce` or `errorOnce` with it logs again (for tests).
    package static func forgetOnce(key: String) {
        _ = reported.withLock { $0.remove(key) }
    }

    private static let reported = LockedValue<Set<String>>([])
}
