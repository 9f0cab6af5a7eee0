/// How a compositional section whose groups run across the layout's scroll axis scrolls: not at all
/// (the groups wrap as usual), continuously, or snapping to group boundaries or pages.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own; its groups follow the layout's axis.
    case none = 0
    /// The section scrolls freely and decelerates as a scroll view does.
    case continuous
    /// The section scrolls freely and comes to rest with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// The section scrolls a page (its visible width) at a time.
    case paging
    /// The section scrolls one group at a time, resting with a group at the leading edge.
    case groupPaging
    /// The section scrolls one group at a time, resting with a group centred.
    case groupPagingCentered
}
