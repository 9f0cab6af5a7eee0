/// How lines wrap and where text that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (long words break between characters).
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Do not draw past the edge.
    case byClipping = 2
    /// Show the end, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Show the start, with an ellipsis at the end.
    case byTruncatingTail = 4
    /// Show both ends, with an ellipsis in the middle.
    case byTruncatingMiddle = 5
}
