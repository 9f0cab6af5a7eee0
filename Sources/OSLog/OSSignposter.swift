/// Marks intervals and events for performance analysis: `let state = signposter.beginInterval("Load")` …
/// `signposter.endInterval("Load", state)`.
///
/// Where Tessera differs from Apple: there is no Instruments; each signpost is a swift-log `.trace`
/// message on the log (`begin Load (signpost 3): …`, and at the end how long the interval took), so
/// signposts cost a level check unless the handler's level is `.trace`.
public struct OSSignposter: Sendable {
    /// The log signposts are written to.
    let log: OSLog

    /// Creates a signposter for a subsystem and a category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }

    /// Creates a signposter for a subsystem and a predefined category, such as `.pointsOfInterest`.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }

    /// Creates a signposter that writes to a logger's log.
    public init(logger: Logger) { log = logger.handle }

    /// Creates a signposter that writes to a log object.
    public init(logHandle: OSLog) { log = logHandle }

    /// A signposter that writes nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether signposts are written: the log's handler is at the `.trace` level.
    public var isEnabled: Bool { log.signpostsEnabled }

    /// Makes an identifier unique in this process.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }

    /// Makes the identifier of an object.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Begins an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        begin(name, id: id, nil)
    }

    /// Begins an interval, with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        begin(name, id: id, message)
    }

    /// Begins an interval that measures an animation (written like any other interval).
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        begin(name, id: id, message)
    }

    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
        end(name, state, nil)
    }

    /// Ends an interval, with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {
        end(name, state, message)
    }

    /// Marks a single point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {
        log.signpost(.event, name: name, id: id, message: nil)
    }

    /// Marks a single point in time, with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {
        log.signpost(.event, name: name, id: id, message: message)
    }

    /// Runs `task` inside an interval and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        let state = begin(name, id: id, nil)
        defer { end(name, state, nil) }
        return try task()
    }

    /// Runs `task` inside an interval whose begin signpost has a message, and returns its result.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        let state = begin(name, id: id, message)
        defer { end(name, state, nil) }
        return try task()
    }

    private func begin(_ name: StaticString, id: OSSignpostID, _ message: OSLogMessage?) -> OSSignpostIntervalState {
        guard isEnabled else { return OSSignpostIntervalState(id: id, start: nil) }
        log.signpost(.begin, name: name, id: id, message: message)
        return OSSignpostIntervalState(id: id, start: OSSignpostIntervalState.now)
    }

    private func end(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage?) {
        guard isEnabled else { return }
        let elapsed = state.start.map { OSSignpostIntervalState.now &- $0 }
        log.signpost(.end, name: name, id: state.id, elapsed: elapsed, message: message)
    }
}
