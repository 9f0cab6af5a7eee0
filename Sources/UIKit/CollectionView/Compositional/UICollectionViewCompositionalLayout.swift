import CoreGraphics
import Foundation

/// A function that describes section `sectionIndex` for the current environment (nil: an empty
/// section, reported).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, each a group of items repeated until the section's items run out:
/// grids, lists, carousels that scroll sideways, badges, headers and backgrounds, described with the
/// `NSCollectionLayout…` types instead of computed by hand.
///
/// `prepare()` lays out every section once per invalidation (a self-sizing correction redoes only its
/// own section) and keeps each section's groups in order, so a visible rect finds its sections and
/// groups by binary search and the work per frame follows what is on screen.
///
/// Orthogonal sections (a row that scrolls sideways) get a scroll view of their own, as on iOS: their
/// cells live inside it, so a sideways drag on the row scrolls only the row, with the behaviour's
/// snapping, while an up-and-down drag scrolls the collection view.
///
/// Where Tessera differs: right-to-left layouts are not mirrored yet.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let fixedSection: NSCollectionLayoutSection?
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    /// The layout's settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    // MARK: Solved state

    /// The sections laid out (frames relative to each section's origin).
    var solved: [SolvedSection] = []
    /// The sections' starts along the scroll axis, for binary search.
    var sectionStarts: [CGFloat] = []
    /// Headers and footers of the whole layout.
    var globalSupplementaries: [SolvedSupplementary] = []
    var contentSize: CGSize = .zero
    /// Sizes self-sizing views asked for.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    var preferredSupplementarySizes: [String: [IndexPath: CGSize]] = [:]
    /// Whether the next `prepare()` lays out every section, or only those in `dirtySections`.
    var needsFullSolve = true
    var dirtySections: Set<Int> = []
    /// What the sections were laid out for.
    var solvedContainer: CGSize = .zero
    /// How far each orthogonal section is scrolled, by section.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The scroll views of the orthogonal sections, by section.
    var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
    /// The list configuration of a layout made by `list(using:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// How many attributes the queries have made (tests check the work follows the visible rect).
    var attributesMade = 0

    var axis: CompositionalAxis { configuration.scrollDirection == .vertical ? .vertical : .horizontal }

    /// A layout repeating `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout repeating `section` for every section, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout asking `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Creates a layout from an archive; Tessera has no nibs, so this makes one with an empty
    /// full-width list section.
    public required init?(coder: NSCoder) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        fixedSection = NSCollectionLayoutSection(group: group)
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// The orthogonal sections' scroll views leave the collection view with their layout (on the main
    /// thread, whichever thread frees the layout).
    deinit {
        let scrollers = Array(orthogonalScrollers.values)
        guard !scrollers.isEmpty else { return }
        MainThreadTeardown.runOrSchedule {
            for scroller in scrollers { scroller.removeFromSuperview() }
        }
    }

    // MARK: Preparing

    /// The environment providers see: the collection view's size and insets, and its traits.
    func environment(for collectionView: UICollectionView) -> LayoutEnvironment {
        let direction = collectionView.effectiveUserInterfaceLayoutDirection
        let insets = collectionView.adjustedContentInset.directional(direction)
        let reference = referenceInsets(configuration.contentInsetsReference, collectionView)
        var effective = insets
        effective.leading = max(insets.leading, reference.leading)
        effective.trailing = max(insets.trailing, reference.trailing)
        let container = LayoutContainer(contentSize: collectionView.bounds.size, contentInsets: insets, effectiveContentInsets: effective)
        return LayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
    }

    /// The insets a content insets reference stands for, across the scroll axis.
    func referenceInsets(_ reference: UIContentInsetsReference, _ collectionView: UICollectionView) -> NSDirectionalEdgeInsets {
        let direction = collectionView.effectiveUserInterfaceLayoutDirection
        let chosen: UIContentInsetsReference = reference == .automatic
            ? (configuration.contentInsetsReference == .automatic ? .safeArea : configuration.contentInsetsReference) : reference
        var insets: NSDirectionalEdgeInsets
        switch chosen {
        case .none, .automatic: insets = .zero
        case .safeArea: insets = collectionView.safeAreaInsets.directional(direction)
        case .layoutMargins: insets = collectionView.layoutMargins.directional(direction)
        case .readableContent:
            insets = collectionView.layoutMargins.directional(direction)
            // iOS's readable width tops out near 672 points at the default text size.
            let width = collectionView.bounds.width
            let extra = max(0, (width - insets.leading - insets.trailing - 672) / 2)
            insets.leading += extra
            insets.trailing += extra
        }
        if axis == .vertical { insets.top = 0; insets.bottom = 0 } else { insets.leading = 0; insets.trailing = 0 }
        return insets
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            solved = []; sectionStarts = []; contentSize = .zero
            return
        }
        let containerSize = collectionView.bounds.size
        if containerSize != solvedContainer {
            needsFullSolve = true
            // Sizes measured for another width (or height, scrolling sideways) no longer hold.
            if axis.cross(containerSize) != axis.cross(solvedContainer) {
                preferredItemSizes = [:]
                preferredSupplementarySizes = [:]
            }
        }
        let counts = collectionView.counts
        if counts.count != solved.count { needsFullSolve = true }
        if needsFullSolve {
            solved = counts.indices.map { solveSection($0, count: counts[$0], in: collectionView) }
        } else {
            for s in dirtySections.sorted() where s < solved.count {
                solved[s] = solveSection(s, count: counts[s], in: collectionView)
            }
        }
        needsFullSolve = false
        dirtySections = []
        solvedContainer = containerSize
        stackSections(in: collectionView)
        updateOrthogonalScrollers(in: collectionView)
        prepareLists(in: collectionView)
    }

    /// Lays out section `index`.
    func solveSection(_ index: Int, count: Int, in collectionView: UICollectionView) -> SolvedSection {
        let env = environment(for: collectionView)
        let description: NSCollectionLayoutSection
        if let fixedSection {
            description = fixedSection
        } else if let provided = sectionProvider?(index, env) {
            description = provided
        } else {
            TesseraLog.errorOnce("UIKit", key: "UICollectionViewCompositionalLayout.nilSection",
                                 "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); its items are not shown")
            let solved = SolvedSection()
            solved.groupItemStart = [0]
            return solved
        }
        var size = collectionView.bounds.size
        // Fractional heights in a vertical layout are of the visible height (less the bars' insets).
        let inset = collectionView.adjustedContentInset
        if axis == .vertical { size.height = max(0, size.height - inset.top - inset.bottom) }
        else { size.width = max(0, size.width - inset.left - inset.right) }
        let items = preferredItemSizes
        let supplementaries = preferredSupplementarySizes
        let input = SectionSolverInput(
            sectionIndex: index, itemCount: count, containerSize: size,
            referenceInsets: referenceInsets(description.contentInsetsReference, collectionView),
            scrollAxis: axis, traitCollection: collectionView.traitCollection,
            preferredItemSize: { items[IndexPath(item: $0, section: index)] },
            preferredSupplementarySize: { supplementaries[$0]?[$1] })
        var solver = CompositionalSectionSolver(input)
        return solver.solve(description)
    }

    /// Stacks the sections along the scroll axis, between the layout's own headers and footers.
    func stackSections(in collectionView: UICollectionView) {
        let axis = axis
        let bounds = collectionView.bounds.size
        let crossLength = axis.cross(bounds)
        // The layout's boundary items: sizes first, those that extend push the sections.
        var boundaries: [(item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, path: IndexPath)] = []
        var counts: [String: Int] = [:]
        for b in configuration.boundarySupplementaryItems {
            let n = counts[b.elementKind, default: 0]
            counts[b.elementKind] = n + 1
            let path = IndexPath(index: n)
            var size = b.layoutSize.resolve(in: bounds)
            if let m = preferredSupplementarySizes[b.elementKind]?[path] {
                if b.layoutSize.widthDimension.selfSizes { size.width = m.width }
                if b.layoutSize.heightDimension.selfSizes { size.height = m.height }
            }
            boundaries.append((b, size, path))
        }
        let leadEdge: NSDirectionalRectEdge = axis == .vertical ? .top : .leading
        let trailEdge: NSDirectionalRectEdge = axis == .vertical ? .bottom : .trailing
        var before: CGFloat = 0, after: CGFloat = 0
        for b in boundaries where b.item.extendsBoundary {
            if b.item.alignment.edges.contains(leadEdge) { before = max(before, axis.main(b.size)) }
            if b.item.alignment.edges.contains(trailEdge) { after = max(after, axis.main(b.size)) }
        }
        var cursor = before
        sectionStarts = []
        for (i, s) in solved.enumerated() {
            if i > 0 { cursor += configuration.interSectionSpacing }
            s.frame.origin = axis.point(main: cursor, cross: 0)
            sectionStarts.append(cursor)
            cursor += axis.main(s.frame.size)
        }
        let total = cursor + after
        contentSize = axis.size(main: total, cross: crossLength)
        globalSupplementaries = boundaries.map { b in
            let rect = b.item.extendsBoundary ? CGRect(origin: .zero, size: contentSize)
                : CGRect(origin: axis.point(main: before, cross: 0), size: axis.size(main: total - before - after, cross: crossLength))
            let f = b.item.frame(of: b.size, in: rect).offsetBy(dx: b.item.offset.x, dy: b.item.offset.y)
            return SolvedSupplementary(kind: b.item.elementKind, indexPath: b.path, frame: f, zIndex: b.item.zIndex,
                                       boundary: b.item, itemIndex: -1,
                                       selfSizing: (b.item.layoutSize.widthDimension.selfSizes ? 1 : 0) | (b.item.layoutSize.heightDimension.selfSizes ? 2 : 0))
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    // MARK: Answering (see +Queries)

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    override func hostView(for attributes: UICollectionViewLayoutAttributes) -> UIView? { orthogonalHost(for: attributes) }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            needsFullSolve = true
            // New data: the items measured may be other items now.
            if context.invalidateDataSourceCounts {
                preferredItemSizes = [:]
                preferredSupplementarySizes = [:]
            }
        } else {
            for path in context.invalidatedItemIndexPaths ?? [] where path.count == 2 { dirtySections.insert(path.section) }
            for (_, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
                for path in paths {
                    if path.count == 2 { dirtySections.insert(path.section) } else { needsFullSolve = true }
                }
            }
        }
        super.invalidateLayout(with: context)
    }

    /// A change of size redoes the layout; with pinned headers, so does a scroll (only the pinned
    /// views move, nothing is laid out again).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if newBounds.size != collectionView.bounds.size { return true }
        return hasPinnedItems || hasVisibleItemsHandlers
    }

    var hasPinnedItems: Bool {
        configuration.boundarySupplementaryItems.contains { $0.pinToVisibleBounds }
            || solved.contains { $0.boundarySupplementaries.contains { $0.boundary?.pinToVisibleBounds == true } }
    }

    var hasVisibleItemsHandlers: Bool { solved.contains { $0.description?.visibleItemsInvalidationHandler != nil } }

    /// A self-sizing view's size replaces its estimate on the axes it sizes itself on.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        !originalAttributes.selfSizingAxes.isEmpty && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        if let size = BadValue.checkedSize(preferredAttributes.size, "UIKit", api: "UICollectionViewCompositionalLayout preferred size") {
            let axes = originalAttributes.selfSizingAxes
            var measured = originalAttributes.size
            if axes.contains(.horizontal) { measured.width = max(0, size.width) }
            if axes.contains(.vertical) { measured.height = max(0, size.height) }
            switch originalAttributes.representedElementCategory {
            case .cell: preferredItemSizes[originalAttributes.indexPath] = measured
            case .supplementaryView:
                preferredSupplementarySizes[originalAttributes.representedElementKind ?? "", default: [:]][originalAttributes.indexPath] = measured
            case .decorationView: break
            }
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
}
