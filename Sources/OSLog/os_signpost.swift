// Apple's os_signpost functions. Where Tessera differs from Apple: each signpost is a swift-log `.trace`
// message on the log, and the format arguments are `Any...` (Swift's `String` is not a `CVarArg` on Linux).

/// Writes a signpost: `os_signpost(.begin, log: log, name: "Load", signpostID: id)`.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {
    log.signpost(type, name: name, id: signpostID, message: nil)
}

/// Writes a signpost with a printf-style message: `os_signpost(.event, log: log, name: "Tap", "at %d", index)`.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: Any...) {
    log.signpost(type, name: name, id: signpostID, format: format, arguments: arguments)
}
