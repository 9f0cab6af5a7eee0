import Foundation
import Logging
import Synchronization

/// A log object: messages sent to it go to a swift-log `Logger` whose label is `"subsystem.category"`.
///
/// Where Tessera differs from Apple: the object is a plain Swift class, not an `NSObject`. It makes its
/// swift-log `Logger` when it first writes (or is asked whether a level is enabled) and keeps it, so a
/// log object created before the app calls `LoggingSystem.bootstrap` uses the bootstrapped handler as
/// long as it writes nothing before. The level a message needs to be written is that handler's `logLevel`.
public final class OSLog: Sendable {
    /// The swift-log logger messages are written to, made on first use.
    private let madeLogger: Mutex<Logging.Logger?>
    /// Makes the swift-log logger.
    private let makeLogger: @Sendable () -> Logging.Logger
    /// Whether this is `OSLog.disabled`, which writes nothing.
    let isDisabled: Bool
    /// The swift-log `source` of the messages: the subsystem, or the label when there is none.
    let source: String

    /// Creates a log object for a subsystem (reverse-DNS, `"com.example.app"`) and a category
    /// (`"network"`); its swift-log label is `"com.example.app.network"`.
    public convenience init(subsystem: String, category: String) {
        let label = OSLog.label(subsystem: subsystem, category: category)
        self.init(disabled: false, source: subsystem.isEmpty ? label : subsystem) { Logging.Logger(label: label) }
    }

    /// Creates a log object that writes to a swift-log logger you made, with its label, handler, level
    /// and metadata (Tessera only: lets an app give one category its own level or handler).
    public convenience init(swiftLog logger: Logging.Logger) {
        self.init(disabled: false, source: logger.label) { logger }
    }

    init(disabled: Bool, source: String, makeLogger: @escaping @Sendable () -> Logging.Logger) {
        self.madeLogger = Mutex(nil)
        self.makeLogger = makeLogger
        self.isDisabled = disabled
        self.source = source
    }

    /// The swift-log logger messages are written to.
    var logger: Logging.Logger {
        madeLogger.withLock { logger in
            if let logger { return logger }
            let made = makeLogger()
            logger = made
            return made
        }
    }

    /// The shared log of the process (`OS_LOG_DEFAULT`). Its swift-log label is the process's name, where
    /// Apple's default log has no subsystem or category.
    public static let `default`: OSLog = {
        let name = ProcessInfo.processInfo.processName
        return OSLog(disabled: false, source: name) { Logging.Logger(label: name) }
    }()

    /// A log that writes nothing (`OS_LOG_DISABLED`), for turning a library's logging off.
    public static let disabled = OSLog(disabled: true, source: "disabled") {
        Logging.Logger(label: "disabled", factory: { _ in SwiftLogNoOpLogHandler() })
    }

    /// Whether signposts sent to this log are written: Tessera writes them as swift-log `.trace`
    /// messages, so they are on when the handler's level is `.trace`.
    public var signpostsEnabled: Bool { isEnabled(.trace) }

    /// The swift-log label for a subsystem and a category: `"subsystem.category"`, or the one that is not empty.
    static func label(subsystem: String, category: String) -> String {
        if category.isEmpty { return subsystem }
        if subsystem.isEmpty { return category }
        return "\(subsystem).\(category)"
    }

    /// Whether a message at `level` would be written.
    func isEnabled(_ level: Logging.Logger.Level) -> Bool {
        !isDisabled && logger.logLevel <= level
    }

    /// Writes the text `message` makes at `level`, calling `message` only when the level is enabled.
    func write(_ level: Logging.Logger.Level, _ message: () -> String) {
        guard !isDisabled else { return }
        let logger = self.logger
        guard logger.logLevel <= level else { return }
        logger.log(level: level, Logging.Logger.Message(stringLiteral: message()), source: source)
    }
}
