import Foundation

/// A layout that flows items into lines across the collection view (rows when scrolling vertically,
/// columns when horizontally), with optional section headers and footers.
///
/// Lines spread their items as iOS does: every line but the last is justified (its items spread
/// so the spacing between them is equal, at least `minimumInteritemSpacing`; a line holding one item
/// centres it); the last line keeps the full lines' columns when every item of the section has the
/// same size, and otherwise packs its items at the leading edge with `minimumInteritemSpacing`
/// (source: Apple's flow layout keeps separate alignments for the last row and the others,
/// "UIFlowLayoutLastRowHorizontalAlignmentKey" versus "…CommonRowHorizontalAlignmentKey", as
/// Peter Steinberger's radar 20825965 (openradar.me) describes: the last row is left-aligned
/// once items differ in size). Items are centred across their line's thickness.
///
/// The tables are made once per invalidation (asking the delegate for every item's size, as iOS
/// does); a query for a rect costs what it returns. With `estimatedItemSize` the cells size
/// themselves (`preferredLayoutAttributesFitting`) as they appear and the layout corrects around them.
///
/// In a right-to-left collection view the layout is mirrored (`flipsHorizontallyInOppositeLayoutDirection`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (the default).
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// The estimated size that asks cells to size themselves, estimating from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction the content scrolls (vertical by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// The least spacing between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The least spacing between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// The items' size when the delegate does not say (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// A non-zero size makes cells size themselves, starting from this estimate (`.zero` by default).
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            guard estimatedItemSize != oldValue else { return }
            preferredSizes.removeAll()
            invalidateLayout()
        }
    }
    /// The margins around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// What `sectionInset` is measured from (`.fromContentInset` by default).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }
    /// The headers' size (only the height counts when scrolling vertically, the width horizontally;
    /// zero: no headers).
    open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// The footers' size (zero: no footers).
    open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Whether a section's header stays at the top of the visible area while its section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    /// Whether a section's footer stays at the bottom of the visible area while its section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// True: a flow layout mirrors itself in a right-to-left collection view.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The sections as last computed.
    var sections: [FlowLayoutSection] = []
    /// The cross-axis extent of the content and its main-axis extent.
    var contentCross: CGFloat = 0
    var contentMain: CGFloat = 0
    /// The sizes self-sizing cells asked for.
    var preferredSizes: [IndexPath: CGSize] = [:]
    /// The size the tables were computed for.
    private var computedBoundsSize: CGSize = .zero
    /// Whether an invalidation since the last `prepare()` asks for new tables.
    private var needsRecompute = true
    /// Sections whose items sized themselves since the last `prepare()`.
    private var dirtySections: Set<Int> = []

    /// The zIndex of a pinned header or footer, above the items.
    static let pinnedZIndex = 1024

    public override init() {
        super.init()
    }

    /// Creates a layout from an archive: from an Interface Builder document, with its attributes; from
    /// any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderFlowLayout(coder) }
    }

    private var vertical: Bool { scrollDirection == .vertical }

    /// Converts between axis-neutral rects (x = cross, y = main) and the collection view's.
    func real(_ r: CGRect) -> CGRect { vertical ? r : CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
    func neutral(_ r: CGRect) -> CGRect { real(r) }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            return
        }
        // Scrolling past pinned headers invalidates nothing the tables hold.
        if !needsRecompute, collectionView.bounds.size == computedBoundsSize, sections.count == collectionView.numberOfSections {
            if !dirtySections.isEmpty { recomputeDirtySections(collectionView) }
            return
        }
        needsRecompute = false
        // Self-sized items measured for another width (or height) are measured again.
        let crossChanged = vertical ? collectionView.bounds.width != computedBoundsSize.width : collectionView.bounds.height != computedBoundsSize.height
        if crossChanged { preferredSizes.removeAll() }
        computedBoundsSize = collectionView.bounds.size
        computeSections(collectionView)
    }

    /// The leading and trailing cross-axis insets the inset reference adds, and the cross extent.
    private func crossFrame(_ cv: UICollectionView) -> (lead: CGFloat, trail: CGFloat, extent: CGFloat) {
        let adjusted = cv.adjustedContentInset
        let extent = vertical ? cv.bounds.width - adjusted.left - adjusted.right : cv.bounds.height - adjusted.top - adjusted.bottom
        var reference: UIEdgeInsets = .zero
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea: reference = cv.safeAreaInsets
        case .fromLayoutMargins: reference = cv.layoutMargins
        }
        let lead = vertical ? max(0, reference.left - adjusted.left) : max(0, reference.top - adjusted.top)
        let trail = vertical ? max(0, reference.right - adjusted.right) : max(0, reference.bottom - adjusted.bottom)
        return (lead, trail, max(0, extent))
    }

    /// Whether `size` is usable (finite, not negative); reports it otherwise.
    private func checked(_ size: CGSize, _ what: String) -> CGSize {
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 { return size }
        TesseraLog.errorOnce("UIKit", key: "UICollectionViewFlowLayout.badSize.\(what)",
                             "UICollectionViewFlowLayout: \(what) \(size) is negative, NaN or infinite; zero is used")
        return .zero
    }

    /// A spacing that is a usable number (NaN and infinities are reported and read as 0).
    private func checked(_ value: CGFloat, _ what: String) -> CGFloat {
        if value.isFinite { return value }
        TesseraLog.errorOnce("UIKit", key: "UICollectionViewFlowLayout.badNumber.\(what)",
                             "UICollectionViewFlowLayout: \(what) \(value) is NaN or infinite; 0 is used")
        return 0
    }

    /// Section insets that are usable numbers (bad ones are reported and read as 0).
    private func checked(_ inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: checked(inset.top, "section inset"), left: checked(inset.left, "section inset"),
                     bottom: checked(inset.bottom, "section inset"), right: checked(inset.right, "section inset"))
    }

    private func computeSections(_ cv: UICollectionView) {
        let (_, _, extent) = crossFrame(cv)
        contentCross = extent
        var main: CGFloat = 0
        var result: [FlowLayoutSection] = []
        let count = cv.numberOfSections
        result.reserveCapacity(count)
        for s in 0..<count {
            let section = computeSection(s, at: main, cv)
            main = section.end
            result.append(section)
        }
        sections = result
        contentMain = main
        dirtySections.removeAll()
    }

    /// Recomputes only the sections self-sizing changed, moving the sections after each by the
    /// change in its length (frames are kept relative to their section, so a move is O(1)).
    private func recomputeDirtySections(_ cv: UICollectionView) {
        for s in dirtySections.sorted() where s < sections.count {
            let old = sections[s]
            let section = computeSection(s, at: old.start, cv)
            sections[s] = section
            let delta = section.end - old.end
            if delta != 0 {
                for later in (s + 1)..<sections.count { sections[later].shift(by: delta) }
                contentMain += delta
            }
        }
        dirtySections.removeAll()
    }

    /// One section's tables, starting at `start` along the main axis.
    private func computeSection(_ s: Int, at start: CGFloat, _ cv: UICollectionView) -> FlowLayoutSection {
        let flowDelegate = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let (lead, trail, extent) = crossFrame(cv)
        let selfSizing = estimatedItemSize != .zero
        let estimate = checked(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize, "estimated item size")
        var main = start
        var section = FlowLayoutSection()
        section.start = main
        section.count = cv.numberOfItems(inSection: s)
        let inset = checked(flowDelegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset)
        let lineSpacing = checked(flowDelegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing, "minimum line spacing")
        let interitem = checked(flowDelegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing, "minimum interitem spacing")
        let header = checked(flowDelegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize, "header size")
        let footer = checked(flowDelegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize, "footer size")
        section.headerExtent = vertical ? header.height : header.width
        section.footerExtent = vertical ? footer.height : footer.width
        let insetMainStart = vertical ? inset.top : inset.left
        let insetMainEnd = vertical ? inset.bottom : inset.right
        let crossStart = lead + (vertical ? inset.left : inset.top)
        let available = max(0, extent - lead - trail - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
        main += section.headerExtent + insetMainStart
        section.itemsStart = main

        // Sizes: uniform unless the delegate or self-sizing says otherwise.
        var sizes: [CGSize] = []
        var uniformSize: CGSize? = selfSizing ? nil : itemSize
        if selfSizing {
            sizes = (0..<section.count).map { preferredSizes[IndexPath(item: $0, section: s)] ?? estimate }
        } else if let flowDelegate, section.count > 0 {
            sizes = (0..<section.count).map { checked(flowDelegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: $0, section: s)), "item size") }
            uniformSize = sizes.allSatisfy({ $0 == sizes[0] }) ? sizes[0] : nil
        }
        if let size = uniformSize.map({ checked($0, "itemSize") }) {
            let itemMain = vertical ? size.height : size.width
            let itemCross = vertical ? size.width : size.height
            if itemCross > available, section.count > 0 { reportTooWide(size, available) }
            let perLine = max(1, Int(((available + interitem) / max(itemCross + interitem, 0.0001)).rounded(.down)))
            let lines = section.count == 0 ? 0 : (section.count + perLine - 1) / perLine
            // Full lines spread their items (and the last keeps their columns); a line of one item is
            // centred; a section of one short line packs at the leading edge.
            let step: CGFloat
            var start = crossStart
            if perLine > 1 {
                step = lines > 1 || section.count >= perLine
                    ? itemCross + (available - CGFloat(perLine) * itemCross) / CGFloat(perLine - 1)
                    : itemCross + interitem
            } else {
                step = 0
                if lines > 1 { start = crossStart + (available - itemCross) / 2 }
            }
            section.uniform = .init(main: itemMain, cross: itemCross, perLine: perLine, lineSpacing: lineSpacing, crossStart: start, step: step)
            section.itemsEnd = main + (lines == 0 ? 0 : CGFloat(lines) * itemMain + CGFloat(lines - 1) * lineSpacing)
        } else {
            layOutLines(&section, sizes: sizes, crossStart: crossStart, available: available, interitem: interitem, lineSpacing: lineSpacing)
        }
        main = section.itemsEnd + insetMainEnd
        section.footerStart = main
        main += section.footerExtent
        section.end = main
        return section
    }

    /// Breaks items of differing sizes into lines and places them.
    private func layOutLines(_ section: inout FlowLayoutSection, sizes: [CGSize], crossStart: CGFloat, available: CGFloat,
                             interitem: CGFloat, lineSpacing: CGFloat) {
        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var lines: [FlowLayoutSection.Line] = []
        var main: CGFloat = 0 // relative to the section's items
        var index = 0
        let crossOf: (CGSize) -> CGFloat = { [vertical] in vertical ? $0.width : $0.height }
        let mainOf: (CGSize) -> CGFloat = { [vertical] in vertical ? $0.height : $0.width }
        while index < sizes.count {
            var end = index
            var used: CGFloat = 0
            while end < sizes.count {
                let w = crossOf(sizes[end])
                let needed = used + (end > index ? interitem : 0) + w
                if end > index, needed > available + 0.0001 { break }
                if end == index, w > available { reportTooWide(sizes[end], available) }
                used = needed
                end += 1
            }
            let count = end - index
            let last = end == sizes.count
            let thickness = sizes[index..<end].map(mainOf).max() ?? 0
            let widths = sizes[index..<end].map(crossOf)
            let total = widths.reduce(0, +)
            var cross = crossStart
            var spacing = interitem
            if !last {
                if count > 1 { spacing = (available - total) / CGFloat(count - 1) } else { cross = crossStart + (available - total) / 2 }
            }
            for (offset, i) in (index..<end).enumerated() {
                let w = widths[offset], h = mainOf(sizes[i])
                frames[i] = CGRect(x: cross, y: main + (thickness - h) / 2, width: w, height: h)
                cross += w + spacing
            }
            lines.append(.init(first: index, count: count, mainStart: main, mainEnd: main + thickness))
            main += thickness + (last ? 0 : lineSpacing)
            index = end
        }
        section.frames = frames
        section.lines = lines
        section.itemsEnd = section.itemsStart + main
    }

    private func reportTooWide(_ size: CGSize, _ available: CGFloat) {
        TesseraLog.warningOnce("UIKit", key: "UICollectionViewFlowLayout.tooWide",
                               "the behavior of the UICollectionViewFlowLayout is not defined because: the item \(vertical ? "width" : "height") must be less than the \(vertical ? "width" : "height") of the UICollectionView minus the section insets left and right values, minus the content insets left and right values (item \(size), room \(available)); it gets a line of its own")
    }

    // MARK: Answering

    open override var collectionViewContentSize: CGSize {
        vertical ? CGSize(width: contentCross, height: contentMain) : CGSize(width: contentMain, height: contentCross)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let r = neutral(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        let first = firstSection(endingAfter: r.minY)
        var s = first
        while s < sections.count {
            let section = sections[s]
            if section.start > r.maxY { break }
            if let header = supplementaryAttributes(Self.headerKind, IndexPath(item: 0, section: s)), header.frame.intersects(rect) { result.append(header) }
            for item in section.items(inMain: r.minY, r.maxY) {
                let attributes = itemAttributes(IndexPath(item: item, section: s))
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            if let footer = supplementaryAttributes(Self.footerKind, IndexPath(item: 0, section: s)), footer.frame.intersects(rect) { result.append(footer) }
            s += 1
        }
        return result
    }

    static let headerKind = UICollectionView.elementKindSectionHeader
    static let footerKind = UICollectionView.elementKindSectionFooter

    /// The first section whose end is at or after `main` (binary search).
    private func firstSection(endingAfter main: CGFloat) -> Int {
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].end < main { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func itemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = indexPath
        let section = sections[indexPath.section]
        attributes.frame = real(section.neutralFrame(indexPath.item))
        if estimatedItemSize != .zero { attributes.selfSizingAxes = [.horizontal, .vertical] }
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else { return nil }
        return itemAttributes(indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(elementKind, indexPath)
    }

    /// A header's or footer's attributes, pinned to the visible bounds when asked.
    func supplementaryAttributes(_ kind: String, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        let isHeader = kind == Self.headerKind
        guard isHeader || kind == Self.footerKind else { return nil }
        let extent = isHeader ? section.headerExtent : section.footerExtent
        guard extent > 0 else { return nil }
        var main = isHeader ? section.start : section.footerStart
        let pinned = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        var zIndex = 0
        if pinned, let cv = collectionView {
            let inset = cv.adjustedContentInset
            let visibleStart = vertical ? cv.bounds.minY + inset.top : cv.bounds.minX + inset.left
            let visibleEnd = vertical ? cv.bounds.maxY - inset.bottom : cv.bounds.maxX - inset.right
            if isHeader {
                let limit = section.end - extent - (sectionFootersPinToVisibleBounds ? 0 : section.footerExtent)
                main = max(section.start, min(max(main, visibleStart), max(section.start, limit)))
            } else {
                let limit = section.start + section.headerExtent
                main = min(section.footerStart, max(min(main, visibleEnd - extent), limit))
            }
            zIndex = Self.pinnedZIndex
        }
        let result = makeAttributes()
        result.indexPath = indexPath
        result.representedElementCategory = .supplementaryView
        result.representedElementKind = kind
        result.frame = real(CGRect(x: 0, y: main, width: contentCross, height: extent))
        result.zIndex = zIndex
        return result
    }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything, let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutAttributes = true
            flow.invalidateFlowLayoutDelegateMetrics = true
        }
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if let paths = context.invalidatedItemIndexPaths, flow?.invalidateFlowLayoutDelegateMetrics == false,
           !context.invalidateEverything, !context.invalidateDataSourceCounts {
            // Self-sizing: only the sections of these items change.
            dirtySections.formUnion(paths.map(\.section))
        } else if context.invalidateEverything || context.invalidateDataSourceCounts || flow == nil
            || flow?.invalidateFlowLayoutAttributes == true || flow?.invalidateFlowLayoutDelegateMetrics == true {
            needsRecompute = true
        }
        if context.invalidateDataSourceCounts, !context.isBatchUpdate { preferredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// Scrolling invalidates pinned headers and footers; a new size along the lines invalidates all.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        if newBounds.size != cv.bounds.size { return true }
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let cv = collectionView else { return context }
        let resized = newBounds.size != cv.bounds.size
        flow.invalidateFlowLayoutAttributes = resized
        flow.invalidateFlowLayoutDelegateMetrics = resized
        if !resized {
            let paths = sections.indices.map { IndexPath(item: 0, section: $0) }
            if sectionHeadersPinToVisibleBounds { flow.invalidateSupplementaryElements(ofKind: Self.headerKind, at: paths) }
            if sectionFootersPinToVisibleBounds { flow.invalidateSupplementaryElements(ofKind: Self.footerKind, at: paths) }
        }
        return flow
    }

    /// With `estimatedItemSize`, a cell's own size replaces the estimate.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell {
            preferredSizes[originalAttributes.indexPath] = checked(preferredAttributes.size, "preferred size")
        }
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }

    /// After an update or a move, self-sized items keep their sizes at their new index paths.
    override func remapItems(_ map: (IndexPath) -> IndexPath?) {
        guard !preferredSizes.isEmpty else { return }
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in preferredSizes {
            if let new = map(path) { moved[new] = size }
        }
        preferredSizes = moved
    }
}
