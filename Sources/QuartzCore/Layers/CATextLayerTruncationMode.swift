/// Where a text layer cuts text that does not fit, putting an ellipsis there.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name (Core Animation's string constant).
    public let rawValue: String
    /// The mode with this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: text beyond the bounds is clipped.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// At the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// At the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// In the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
