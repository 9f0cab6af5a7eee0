import CoreGraphics
import Foundation

/// A list's look for a compositional section: plain, grouped or inset grouped rows (or a sidebar's),
/// with headers and footers, separators, a background colour and swipe actions. Make a section of it
/// with `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, or a whole layout with
/// `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Metrics are iOS 17's on iPhone: rows estimated at 44 points (cells size themselves), inset grouped
/// sections 20 points from the sides with 10-point corners, 35 points between grouped sections
/// without headers, separators inset 16 points from the row's leading edge.
public struct UICollectionLayoutListConfiguration {
    /// The overall look.
    public enum Appearance: Int, Sendable {
        /// Full-width rows on the system background; headers stay at the top while their section shows.
        case plain
        /// Full-width rows in sections on the grouped background.
        case grouped
        /// Rows in rounded sections inset from the sides, on the grouped background.
        case insetGrouped
        /// A sidebar: rows without separators, on the grouped background.
        case sidebar
        /// A sidebar on the plain background.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item, styled by its cell as a header.
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Swipe actions for the item at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Adjusts one row's separators, given the list's.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The overall look.
    public let appearance: Appearance
    /// Whether rows have separators (not in sidebars by default).
    public var showsSeparators: Bool
    /// The separators of every row.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts each row's separators.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background (nil: the appearance's: the system background for plain lists, the
    /// grouped background otherwise).
    public var backgroundColor: UIColor?
    /// Swipe actions revealed by swiping a row towards the trailing edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Swipe actions revealed by swiping a row towards the leading edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Where headers come from.
    public var headerMode: HeaderMode = .none
    /// Space above each section's header (nil: the appearance's).
    public var headerTopPadding: CGFloat?
    /// Where footers come from.
    public var footerMode: FooterMode = .none

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// Whether the appearance groups rows on the grouped background.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// The list's background colour.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (appearance == .plain || appearance == .sidebarPlain ? .systemBackground : .systemGroupedBackground)
    }
}
