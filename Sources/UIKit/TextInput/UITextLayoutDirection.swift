/// A direction on screen, for moving positions through a laid-out text (left, right, up a line, down a line).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}
