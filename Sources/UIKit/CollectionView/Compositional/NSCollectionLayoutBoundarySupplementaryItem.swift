import CoreGraphics

/// A header, footer or side view of a section (or of the whole layout, in the configuration):
/// aligned with an edge or corner of the section, optionally pinned to the visible bounds while its
/// section is on screen (sticky headers).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the section grows to make room for it (true), or it overlaps the section's content.
    open var extendsBoundary: Bool = true
    /// Whether it stays in the visible bounds while its section is visible (a sticky header).
    open var pinToVisibleBounds: Bool = false
    /// The edge or corner of the section it sits on.
    public let alignment: NSRectAlignment
    /// Where it is moved from its aligned place, in points.
    public let offset: CGPoint

    /// A boundary item of `layoutSize` (fractions of the section's size) aligned at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item aligned at `alignment` and moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = BadValue.checkedPoint(absoluteOffset, "UIKit",
                                       api: "NSCollectionLayoutBoundarySupplementaryItem.offset") ?? .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges), itemAnchor: nil)
    }
}

extension NSRectAlignment {
    /// The edges an alignment hugs.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
