import CoreGraphics

/// One item placed by a custom group's item provider: its frame in the group's coordinates, and the
/// z-index of its view.
open class NSCollectionLayoutGroupCustomItem: @unchecked Sendable {
    /// The item's frame relative to the group's origin.
    public let frame: CGRect
    /// The item's z-index (higher in front).
    public let zIndex: Int

    /// An item at `frame` with a z-index of 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// An item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = BadValue.checkedRect(frame, "UIKit", api: "NSCollectionLayoutGroupCustomItem.frame") ?? .zero
        self.zIndex = zIndex
    }
}
