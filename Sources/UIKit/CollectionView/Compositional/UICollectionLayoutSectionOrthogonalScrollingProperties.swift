import CoreGraphics

/// How an orthogonal section's scroll view feels (iOS 17): its deceleration rate and whether it bounces
/// at its ends.
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// Whether the row bounces at its ends.
    public enum BounceMode: Int, Sendable {
        /// When the content is wider than the row (as a scroll view bounces by default).
        case automatic
        /// Always, even when everything fits.
        case always
        /// Never.
        case never
    }

    /// Deceleration rates for the row; `.automatic` leaves the behaviour's.
    public struct DecelerationRate: Hashable, Sendable {
        /// The rate per millisecond (0 for automatic).
        public let rawValue: CGFloat
        /// Creates a rate from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The behaviour's own: the scroll view's normal rate, or the fast one for paging behaviours.
        public static let automatic = DecelerationRate(rawValue: 0)
        /// A scroll view's normal rate (0.998).
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// A scroll view's fast rate (0.99).
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// The row's deceleration rate (`.automatic` by default).
    public var decelerationRate: DecelerationRate = .automatic
    /// Whether the row bounces (`.automatic` by default).
    public var bounce: BounceMode = .automatic

    init() {}
}
