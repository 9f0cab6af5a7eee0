/// The identifier of a background task begun with `UIApplication.beginBackgroundTask(expirationHandler:)`,
/// which ends it with `endBackgroundTask(_:)`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public var rawValue: Int

    /// Wraps a number as an identifier.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No task: what `beginBackgroundTask` returns when it cannot start one, and what code stores after
    /// ending its task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
