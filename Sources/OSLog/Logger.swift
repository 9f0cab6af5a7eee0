/// Apple's structured logger: `Logger(subsystem:category:).info("Loaded \(count) items")`.
///
/// Messages go to swift-log through the `OSLog` the logger wraps (label `"subsystem.category"`). Each
/// method writes at the swift-log level of the same meaning; a message below the handler's level is
/// dropped without evaluating or formatting its interpolated values. Values are redacted as on an iOS
/// release build: dynamic strings and objects print `<private>` unless marked `privacy: .public`.
///
/// Where Tessera differs from Apple: this `Logger` and swift-log's `Logger` have the same name, so a file
/// that imports both UIKit (or OSLog) and Logging must qualify them (`OSLog.Logger` cannot be used, as
/// the module also has a type named `OSLog`; write `Logging.Logger` for swift-log's and leave this one
/// unqualified, or move one of the uses to a file of its own).
public struct Logger: Sendable {
    /// The log object messages are written to.
    let handle: OSLog

    /// Creates a logger that writes to the default log (`OSLog.default`).
    public init() { handle = .default }

    /// Creates a logger for a subsystem (`"com.example.app"`) and a category (`"network"`).
    public init(subsystem: String, category: String) {
        handle = OSLog(subsystem: subsystem, category: category)
    }

    /// Creates a logger that writes to an existing log object.
    public init(_ logObj: OSLog) { handle = logObj }

    /// Writes a message at the default level (swift-log's `.notice`).
    public func log(_ message: OSLogMessage) { handle.write(.notice, message.render) }

    /// Writes a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) { handle.write(level.swiftLogLevel, message.render) }

    /// Writes a trace message: Apple's trace level is its debug level, so this is swift-log's `.debug`.
    public func trace(_ message: OSLogMessage) { handle.write(.debug, message.render) }

    /// Writes a debug message (swift-log's `.debug`).
    public func debug(_ message: OSLogMessage) { handle.write(.debug, message.render) }

    /// Writes an informational message (swift-log's `.info`).
    public func info(_ message: OSLogMessage) { handle.write(.info, message.render) }

    /// Writes a notice, Apple's default level (swift-log's `.notice`).
    public func notice(_ message: OSLogMessage) { handle.write(.notice, message.render) }

    /// Writes a warning (swift-log's `.warning`; Apple writes warnings at its error level).
    public func warning(_ message: OSLogMessage) { handle.write(.warning, message.render) }

    /// Writes an error (swift-log's `.error`).
    public func error(_ message: OSLogMessage) { handle.write(.error, message.render) }

    /// Writes a critical message (swift-log's `.critical`; Apple writes these at its fault level).
    public func critical(_ message: OSLogMessage) { handle.write(.critical, message.render) }

    /// Writes a fault, a bug in the program (swift-log's `.critical`).
    public func fault(_ message: OSLogMessage) { handle.write(.critical, message.render) }
}
