import CoreGraphics

/// How a list draws the separators above and below a row: whether each shows, its insets and colour.
/// A list layout's `separatorConfiguration` sets it for every row, and its `itemSeparatorHandler` may
/// change it per row.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// The list decides: between rows, not above the first or below the last of a section.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Insets that mean "the list's own": 16 points from the row's leading edge on iPhone, to line up
    /// with the row's text, and none at the trailing edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// Whether the separator above the row shows.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below the row shows.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Leading and trailing insets of the separator above the row (`automaticInsets`: the list's).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// Leading and trailing insets of the separator below the row (`automaticInsets`: the list's).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separators' colour (`UIColor.separator` by default).
    public var color: UIColor = .separator
    /// The colour of separators between selected rows while several may be selected.
    public var multipleSelectionColor: UIColor = .separator

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        if listAppearance == .sidebar || listAppearance == .sidebarPlain {
            topSeparatorVisibility = .hidden
            bottomSeparatorVisibility = .hidden
        }
    }

    /// The leading and trailing insets `insets` stand for, with `automatic` ones replaced.
    func resolved(_ insets: NSDirectionalEdgeInsets, leading automaticLeading: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let leading = insets.leading == Self.automaticInsets.leading ? automaticLeading : insets.leading
        let trailing = insets.trailing == Self.automaticInsets.trailing ? 0 : insets.trailing
        return (leading, trailing)
    }
}
