import CoreGraphics

/// A function a section calls after each layout pass with the items it shows, its scroll offset
/// (the orthogonal scroll position for sections that scroll sideways) and the environment; it may
/// change the items' `alpha`, `transform` and so on (a carousel's scaling).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: a group repeated until the section's items run out, with
/// content insets, space between groups, headers and footers, backgrounds, and optionally scrolling on
/// its own across the layout's axis (a carousel row).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup

    /// Insets of the section's groups within the section.
    open var contentInsets: NSDirectionalEdgeInsets = .zero {
        didSet {
            let i = contentInsets
            if BadValue.problem(i.top, i.leading, i.bottom, i.trailing) != nil {
                BadValue.report("UIKit", api: "NSCollectionLayoutSection.contentInsets",
                                "\(BadValue.text(i.top, i.leading, i.bottom, i.trailing)) ignored")
                contentInsets = oldValue
            }
        }
    }

    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0 {
        didSet {
            if !BadValue.usable(interGroupSpacing) {
                BadValue.report("UIKit", api: "NSCollectionLayoutSection.interGroupSpacing",
                                "\(BadValue.number(interGroupSpacing)) ignored")
                interGroupSpacing = oldValue
            }
        }
    }

    /// What the content insets are measured from (the safe area, for `.automatic`).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// What the boundary supplementary items' insets are measured from (iOS 16).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic

    /// How the section scrolls across the layout's axis; anything but `.none` lays its groups out in a
    /// single row (or column) that the user scrolls sideways.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// How the row of an orthogonal section decelerates and bounces (iOS 17).
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()

    /// Headers, footers and side views of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether boundary supplementary items are inset by the section's content insets (true) or span
    /// the whole section.
    open var supplementariesFollowContentInsets: Bool = true

    /// Called after each layout pass with the section's visible items.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Decoration views of the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// The list configuration the section was made from (`list(using:layoutEnvironment:)`).
    var listMetrics: ListSectionMetrics?

    /// Space before the headers that extend the section (a list's `headerTopPadding`).
    var leadingBoundaryPadding: CGFloat = 0

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
