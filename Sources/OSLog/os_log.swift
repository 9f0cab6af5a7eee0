// Apple's os_log functions. Where Tessera differs from Apple: the arguments are `Any...` rather than
// `CVarArg...`, since Swift's `String` is not a `CVarArg` on Linux (`os_log("%@", name)` must compile).

/// Writes a printf-style message to a log: `os_log("%@ has %d items", log: log, type: .info, name, count)`.
///
/// The arguments are evaluated at the call, as in C; the message is formatted only when the level is
/// enabled in the log's swift-log handler. `%@` and `%s` values print `<private>` unless written
/// `%{public}@`, as on an iOS release build.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: Any...) {
    log.write(type.swiftLogLevel) { FormatString.render(message.description, args) }
}

/// Writes a printf-style message at a level: `os_log(.error, log: log, "failed: %{public}@", reason)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: Any...) {
    log.write(type.swiftLogLevel) { FormatString.render(message.description, args) }
}

/// Writes an interpolated message to the default log at the default level: `os_log("loaded \(count)")`.
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    OSLog.default.write(OSLogType.default.swiftLogLevel, message.render)
}

/// Writes an interpolated message to a log at a level: `os_log(.info, log: log, "loaded \(count)")`.
@_disfavoredOverload
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(type.swiftLogLevel, message.render)
}
