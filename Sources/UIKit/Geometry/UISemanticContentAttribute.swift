/// How a view's content relates to the layout direction (whether it flips in right-to-left languages).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the layout direction.
    case unspecified
    /// Media playback controls: never flip.
    case playback
    /// Directional controls: always left to right.
    case spatial
    /// Always laid out left to right.
    case forceLeftToRight
    /// Always laid out right to left.
    case forceRightToLeft
}
