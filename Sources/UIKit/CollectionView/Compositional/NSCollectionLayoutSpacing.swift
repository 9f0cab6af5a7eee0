import CoreGraphics

/// Space between compositional layout items: a fixed number of points, or a flexible minimum that grows
/// to share the room left over in the group.
open class NSCollectionLayoutSpacing: CustomStringConvertible, @unchecked Sendable {
    /// The points of space (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing grows to share the room left over.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool, api: String) {
        self.spacing = BadValue.checkedNumber(spacing, "UIKit", api: api) ?? 0
        isFlexibleSpacing = flexible
    }

    /// Spacing of at least `flexibleSpacing` points, growing to share the room left over in the group.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true, api: "NSCollectionLayoutSpacing.flexible")
    }

    /// Spacing of exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false, api: "NSCollectionLayoutSpacing.fixed")
    }

    /// A readable form, for debugging.

    public var description: String { isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))" }
}
