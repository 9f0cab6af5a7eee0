/// How a text layer aligns its lines horizontally.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name (Core Animation's string constant).
    public let rawValue: String
    /// The mode with this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// By the text's direction: left for left-to-right text, right for right-to-left.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Stretched to both edges (the last line of a paragraph aligns naturally).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
