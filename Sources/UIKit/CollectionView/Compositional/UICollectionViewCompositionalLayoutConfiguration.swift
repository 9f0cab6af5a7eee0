import CoreGraphics

/// Settings of a whole compositional layout: the scroll axis, the space between sections, headers and
/// footers of the whole content, and what section insets are measured from.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the layout scrolls along and stacks its sections on (vertical by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0 {
        didSet {
            if !BadValue.usable(interSectionSpacing) {
                BadValue.report("UIKit", api: "UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing",
                                "\(BadValue.number(interSectionSpacing)) ignored")
                interSectionSpacing = oldValue
            }
        }
    }
    /// Headers and footers of the whole layout (their index paths have one index, 0, 1, …).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from when a section says `.automatic` (the safe area).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// A vertical configuration with no spacing or boundary items.
    public override init() {
        super.init()
    }
}
