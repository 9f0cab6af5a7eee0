/// The base direction of a paragraph.
public enum NSWritingDirection: Int, Sendable {
    /// From the first strong character (Unicode's rules).
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
