/// A range of frame rates an animation or display link would like, with the rate it prefers.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest useful rate.
    public var maximum: Float
    /// The rate preferred within the range (nil: the highest the display offers).
    public var preferred: Float?

    /// Creates a range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
