/// The pointer moved over a window with no button down, or left it: the way hovering enters Tessera.
/// A Tessera addition; window backends and tests hand these to `UIWindow.send(_:)`, which drives
/// hover gesture recognizers.
public struct HoverInput: Hashable, Sendable {
    /// Where the pointer is, in the window's coordinates; nil when it left the window.
    public var location: CGPoint?
    /// When, in seconds on the media clock.
    public var timestamp: TimeInterval

    /// The pointer is at `location`.
    public init(location: CGPoint, timestamp: TimeInterval) {
        self.location = location
        self.timestamp = timestamp
    }

    /// The pointer left the window.
    public static func exited(timestamp: TimeInterval) -> HoverInput {
        var input = HoverInput(location: .zero, timestamp: timestamp)
        input.location = nil
        return input
    }
}
