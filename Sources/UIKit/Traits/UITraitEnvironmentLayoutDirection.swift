/// The layout direction a trait collection describes: left to right, right to left, or not specified.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Left to right (English, for example).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}
