import Foundation

extension UICollectionView {
    /// What a layout attributes object describes.
    public enum ElementCategory: UInt, Sendable, Hashable {
        /// A cell (an item).
        case cell
        /// A supplementary view (a header, footer or badge the data source provides).
        case supplementaryView
        /// A decoration view (an ornament the layout provides).
        case decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the item:
    /// at most one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Scrolls up and down (a flow layout's lines are rows).
        case vertical
        /// Scrolls sideways (a flow layout's lines are columns).
        case horizontal
    }

    /// How quickly items make room for an item being dragged to reorder.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate
        /// After a short pause.
        case fast
        /// After a longer pause.
        case slow
    }

    /// The kind of a section header supplementary view (flow and compositional layouts).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view (flow and compositional layouts).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
