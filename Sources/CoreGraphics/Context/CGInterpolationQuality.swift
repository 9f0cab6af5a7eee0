/// How smoothly images are resampled when drawn scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (medium).
    case `default` = 0
    /// Nearest neighbour.
    case none = 1
    /// Bilinear.
    case low = 2
    /// Bilinear with box filtering when shrinking.
    case medium = 4
    /// The best filter available.
    case high = 3
}
