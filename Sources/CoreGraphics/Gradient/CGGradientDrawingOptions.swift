/// Whether a gradient extends past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32

    /// Creates options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fill before the start point (or inside the start circle) with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill past the end point (or outside the end circle) with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
