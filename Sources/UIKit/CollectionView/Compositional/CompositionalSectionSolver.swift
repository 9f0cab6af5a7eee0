import CoreGraphics
import Foundation

/// The axis a compositional layout scrolls along (sections stack along it).
enum CompositionalAxis: Sendable {
    case vertical, horizontal

    func main(_ s: CGSize) -> CGFloat { self == .vertical ? s.height : s.width }
    func cross(_ s: CGSize) -> CGFloat { self == .vertical ? s.width : s.height }
    func minMain(_ r: CGRect) -> CGFloat { self == .vertical ? r.minY : r.minX }
    func maxMain(_ r: CGRect) -> CGFloat { self == .vertical ? r.maxY : r.maxX }
    func minCross(_ r: CGRect) -> CGFloat { self == .vertical ? r.minX : r.minY }
    func maxCross(_ r: CGRect) -> CGFloat { self == .vertical ? r.maxX : r.maxY }
    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }
    var other: CompositionalAxis { self == .vertical ? .horizontal : .vertical }
}

/// A supplementary element the solver placed: attached to an item or group, or at a section's boundary.
struct SolvedSupplementary {
    var kind: String
    var indexPath: IndexPath
    var frame: CGRect
    var zIndex: Int
    /// The boundary item it came from (nil for item and group supplementaries).
    var boundary: NSCollectionLayoutBoundarySupplementaryItem?
    /// For item supplementaries, the item they are attached to (to drop those past the item count).
    var itemIndex: Int
    /// The axes its view sizes itself on (1 horizontal, 2 vertical).
    var selfSizing: UInt8 = 0
}

/// A decoration element the solver placed.
struct SolvedDecoration {
    var kind: String
    var indexPath: IndexPath
    var frame: CGRect
    var zIndex: Int
}

/// A section laid out: every frame is relative to `origin` (the section's start along the scroll axis
/// is added when the layout stacks the sections), and for orthogonal sections items are at their
/// unscrolled places. Groups are stored in order along the axis they run, so a rectangle finds its
/// groups by binary search.
@MainActor
final class SolvedSection {
    /// The section's frame, relative to the layout (its origin moves when sections before it resize).
    var frame: CGRect = .zero
    /// The part holding the groups and the content insets (between the headers and the footers),
    /// relative to `frame.origin`.
    var contentFrame: CGRect = .zero
    var itemFrames: [CGRect] = []
    var itemZIndexes: [Int] = []
    /// The axes each item's cell sizes itself on (1 horizontal, 2 vertical).
    var itemSelfSizing: [UInt8] = []
    var groupFrames: [CGRect] = []
    /// The first item of each group, with the item count at the end.
    var groupItemStart: [Int] = [0]
    /// The first item-attached supplementary of each group, with their count at the end.
    var groupSupplementaryStart: [Int] = [0]
    var itemSupplementaries: [SolvedSupplementary] = []
    var boundarySupplementaries: [SolvedSupplementary] = []
    var decorations: [SolvedDecoration] = []
    /// How far anything attached to a group reaches outside it along the axis the groups run.
    var overhang: CGFloat = 0
    /// The axis the groups run along (the scroll axis, or the other one for orthogonal sections).
    var groupAxis: CompositionalAxis = .vertical
    var orthogonalBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The size of an orthogonal section's scrolling content (its groups and content insets).
    var orthogonalContentSize: CGSize = .zero
    /// Whether anything in the section asks its view for its size.
    var hasEstimatedSizes = false
    var description: NSCollectionLayoutSection?

    /// The range of groups that may show something inside `rect` (section-relative and, for
    /// orthogonal sections, in the scrolling content's coordinates): binary search, since groups
    /// are stored in order along their axis.
    func groupRange(in rect: CGRect) -> Range<Int> {
        let axis = groupAxis
        let low = axis.minMain(rect) - overhang, high = axis.maxMain(rect) + overhang
        var lo = 0, hi = groupFrames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if axis.maxMain(groupFrames[mid]) <= low { lo = mid + 1 } else { hi = mid }
        }
        // Then the first group starting at or past `high`.
        var a = lo, b = groupFrames.count
        while a < b {
            let mid = (a + b) / 2
            if axis.minMain(groupFrames[mid]) < high { a = mid + 1 } else { b = mid }
        }
        return lo..<max(lo, a)
    }
}

/// What the solver needs besides the section description.
struct SectionSolverInput {
    var sectionIndex: Int
    var itemCount: Int
    /// The layout's container (the collection view's bounds size).
    var containerSize: CGSize
    /// Insets from the content insets reference (safe area, margins), across the scroll axis only.
    var referenceInsets: NSDirectionalEdgeInsets
    var scrollAxis: CompositionalAxis
    var traitCollection: UITraitCollection
    /// Sizes views asked for (self-sizing), by item.
    var preferredItemSize: (Int) -> CGSize?
    /// Sizes supplementary views asked for, by kind and index path.
    var preferredSupplementarySize: (String, IndexPath) -> CGSize?
}

/// Turns a section description and a container into frames. Pure computation: no views.
@MainActor
struct CompositionalSectionSolver {
    let input: SectionSolverInput
    var frames: [CGRect] = []
    var zIndexes: [Int] = []
    var selfSizing: [UInt8] = []
    var supplementaries: [SolvedSupplementary] = []
    var nextLeaf = 0
    var sawEstimate = false

    init(_ input: SectionSolverInput) { self.input = input }

    struct Mark { var leaves: Int; var supplementaries: Int }
    var mark: Mark { Mark(leaves: frames.count, supplementaries: supplementaries.count) }

    mutating func translate(from m: Mark, by d: CGPoint) {
        guard d != .zero else { return }
        for i in m.leaves..<frames.count { frames[i] = frames[i].offsetBy(dx: d.x, dy: d.y) }
        for i in m.supplementaries..<supplementaries.count {
            supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: d.x, dy: d.y)
        }
    }

    private mutating func rollBack(to m: Mark) {
        frames.removeSubrange(m.leaves...)
        zIndexes.removeSubrange(m.leaves...)
        selfSizing.removeSubrange(m.leaves...)
        supplementaries.removeSubrange(m.supplementaries...)
        nextLeaf = m.leaves
    }

    private func indexPath(_ item: Int) -> IndexPath { IndexPath(item: item, section: input.sectionIndex) }

    /// The size of `item` within a container of `container` points, with measured sizes in place of
    /// estimates.
    private mutating func leafSize(_ item: NSCollectionLayoutItem, in container: CGSize, leaf: Int) -> CGSize {
        var size = item.layoutSize.resolve(in: container)
        let w = item.layoutSize.widthDimension, h = item.layoutSize.heightDimension
        if w.selfSizes || h.selfSizes {
            sawEstimate = true
            if leaf < input.itemCount, let measured = input.preferredItemSize(leaf) {
                if w.selfSizes, measured.width.isFinite, measured.width >= 0 { size.width = measured.width }
                if h.selfSizes, measured.height.isFinite, measured.height >= 0 { size.height = measured.height }
            }
        }
        return size
    }

    /// The room an item's cell takes inside its slot: the slot less the content insets, except along
    /// estimated dimensions.
    private func insetFrame(_ slot: CGRect, _ item: NSCollectionLayoutItem) -> CGRect {
        let i = item.contentInsets
        let wEst = item.layoutSize.widthDimension.selfSizes, hEst = item.layoutSize.heightDimension.selfSizes
        let l = wEst ? 0 : i.leading, r = wEst ? 0 : i.trailing
        let t = hEst ? 0 : i.top, b = hEst ? 0 : i.bottom
        return CGRect(x: slot.minX + l, y: slot.minY + t,
                      width: max(0, slot.width - l - r), height: max(0, slot.height - t - b))
    }

    /// Places `item`'s supplementary items around `frame` (the item's cell or the group's frame).
    private mutating func attachSupplementaries(of item: NSCollectionLayoutItem, to frame: CGRect, leaf: Int) {
        for s in item.supplementaryItems {
            var size = s.layoutSize.resolve(in: frame.size)
            let ip = indexPath(leaf)
            if s.layoutSize.widthDimension.selfSizes || s.layoutSize.heightDimension.selfSizes {
                sawEstimate = true
                if let m = input.preferredSupplementarySize(s.elementKind, ip) {
                    if s.layoutSize.widthDimension.selfSizes { size.width = m.width }
                    if s.layoutSize.heightDimension.selfSizes { size.height = m.height }
                }
            }
            // Earlier supplementaries of the same kind on this item (they are the last ones appended).
            var index = 0
            for other in supplementaries.reversed() {
                guard other.itemIndex == leaf, other.boundary == nil else { break }
                if other.kind == s.elementKind { index += 1 }
            }
            var path = ip
            if index > 0 { path = IndexPath(indexes: [input.sectionIndex, leaf, index]) }
            supplementaries.append(SolvedSupplementary(kind: s.elementKind, indexPath: path,
                                                       frame: s.frame(of: size, in: frame), zIndex: s.zIndex,
                                                       boundary: nil, itemIndex: leaf, selfSizing: axes(s.layoutSize)))
        }
    }

    /// Lays out a leaf item in a slot at the origin; returns the slot's size.
    private mutating func layoutLeaf(_ item: NSCollectionLayoutItem, in container: CGSize, forcedMain: (CompositionalAxis, CGFloat)?) -> CGSize {
        let leaf = nextLeaf
        nextLeaf += 1
        var size = leafSize(item, in: container, leaf: leaf)
        if let (axis, length) = forcedMain {
            if axis == .horizontal { size.width = length } else { size.height = length }
        }
        frames.append(CGRect(origin: .zero, size: size))
        zIndexes.append(0)
        selfSizing.append(axes(item.layoutSize))
        return size
    }

    /// Finishes a leaf once its slot is final: the cell's frame and its supplementaries.
    private mutating func finishLeaf(at index: Int, item: NSCollectionLayoutItem, slot: CGRect) {
        let cell = insetFrame(slot, item)
        frames[index] = cell
        if !item.supplementaryItems.isEmpty { attachSupplementaries(of: item, to: cell, leaf: index) }
    }

    private struct Slot {
        var item: NSCollectionLayoutItem
        var mark: Mark
        var end: Mark
        var size: CGSize
        var isLeaf: Bool
    }

    /// Lays out `group` at the origin in `size` (estimates at their estimates); returns its real size.
    mutating func layoutGroup(_ group: NSCollectionLayoutGroup, size proposed: CGSize) -> CGSize {
        let firstLeaf = nextLeaf
        let wEst = group.layoutSize.widthDimension.selfSizes, hEst = group.layoutSize.heightDimension.selfSizes
        if wEst || hEst { sawEstimate = true }
        let ins = group.contentInsets
        let content = CGRect(x: ins.leading, y: ins.top,
                             width: max(0, proposed.width - ins.leading - ins.trailing),
                             height: max(0, proposed.height - ins.top - ins.bottom))
        // The content's extent along each estimated dimension (the proposed size along the others).
        let extent: CGSize
        switch group.arrangement {
        case .custom(let provider):
            extent = layoutCustomItems(provider, in: content)
        case .horizontal:
            extent = layoutLinearGroup(group, along: .horizontal, in: content)
        case .vertical:
            extent = layoutLinearGroup(group, along: .vertical, in: content)
        }
        var actual = proposed
        if wEst { actual.width = extent.width + ins.leading + ins.trailing }
        if hEst { actual.height = extent.height + ins.top + ins.bottom }
        if !group.supplementaryItems.isEmpty && firstLeaf < input.itemCount {
            attachSupplementaries(of: group, to: CGRect(origin: .zero, size: actual), leaf: firstLeaf)
        }
        return actual
    }

    /// A custom group's items, where its item provider puts them in `content`; returns their extent.
    private mutating func layoutCustomItems(_ provider: NSCollectionLayoutGroupCustomItemProvider, in content: CGRect) -> CGSize {
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: content.size), traitCollection: input.traitCollection)
        var extent = CGSize.zero
        for custom in provider(env) {
            nextLeaf += 1
            frames.append(custom.frame.offsetBy(dx: content.minX, dy: content.minY))
            zIndexes.append(custom.zIndex)
            selfSizing.append(0)
            extent.width = max(extent.width, custom.frame.maxX)
            extent.height = max(extent.height, custom.frame.maxY)
        }
        return extent
    }

    /// A horizontal or vertical group's subitems, one after another along `axis` in `content`: sized
    /// (repeated to fill, a count of times, or in equal parts), uniform siblings evened out, leftover
    /// room given to flexible spacing, then placed. Returns the content's extent.
    private mutating func layoutLinearGroup(_ group: NSCollectionLayoutGroup, along axis: CompositionalAxis, in content: CGRect) -> CGSize {
        let mainEstimated = axis == .horizontal ? group.layoutSize.widthDimension.selfSizes : group.layoutSize.heightDimension.selfSizes
        let crossEstimated = axis == .horizontal ? group.layoutSize.heightDimension.selfSizes : group.layoutSize.widthDimension.selfSizes
        let available = axis.main(content.size)
        var (slots, used) = sizeSlots(of: group, along: axis, in: content, available: available, mainEstimated: mainEstimated)
        evenUniformSiblings(&slots, used: &used)

        // Room left over goes to flexible spacing.
        let spacing = group.interItemSpacing
        var flexibleCount = 0
        if spacing?.isFlexibleSpacing == true { flexibleCount += max(0, slots.count - 1) }
        for s in slots {
            if isFlexible(s.item, axis, leading: true) { flexibleCount += 1 }
            if isFlexible(s.item, axis, leading: false) { flexibleCount += 1 }
        }
        let extra = (!mainEstimated && flexibleCount > 0) ? max(0, available - used) / CGFloat(flexibleCount) : 0

        // Cross extent: the group's (or the largest item's when the group is estimated that way).
        let cross = axis.other
        var crossExtent: CGFloat = 0
        for s in slots {
            crossExtent = max(crossExtent, edgeSpacing(s.item, cross, leading: true) + cross.main(s.size)
                              + edgeSpacing(s.item, cross, leading: false))
        }
        let crossAvailable = crossEstimated ? crossExtent : axis.cross(content.size)
        let end = placeSlots(slots, along: axis, in: content, crossAvailable: crossAvailable,
                             gap: spacing.map { $0.spacing } ?? 0, flexibleGap: spacing?.isFlexibleSpacing == true, extra: extra)
        return axis.size(main: end - (axis == .horizontal ? content.minX : content.minY), cross: crossExtent)
    }

    /// Sizes a linear group's slots: each subitem in turn (nested groups laid out at the origin), repeated
    /// as the group's repetition says; a filling group stops, past the first pass, at the first subitem
    /// that does not fit. Returns the slots and the length they use along `axis`.
    private mutating func sizeSlots(of group: NSCollectionLayoutGroup, along axis: CompositionalAxis, in content: CGRect,
                                    available: CGFloat, mainEstimated: Bool) -> ([Slot], CGFloat) {
        let fixedGap = group.interItemSpacing.map { $0.spacing } ?? 0
        let subitems = group.subitems
        var limit: Int
        var forced: CGFloat?
        switch group.repetition {
        case .fill: limit = subitems.isEmpty ? 0 : 4096
        case .repeating(let n): limit = n
        case .equal(let n):
            limit = n
            forced = max(0, (available - fixedGap * CGFloat(n - 1)) / CGFloat(n))
        }
        var slots: [Slot] = []
        var used: CGFloat = 0
        var k = 0
        while k < limit && !subitems.isEmpty {
            let sub = subitems[k % subitems.count]
            let m = mark
            let size: CGSize
            let isLeaf: Bool
            if let nested = sub as? NSCollectionLayoutGroup {
                var proposedSize = nested.layoutSize.resolve(in: content.size)
                if let forced { if axis == .horizontal { proposedSize.width = forced } else { proposedSize.height = forced } }
                size = layoutGroup(nested, size: proposedSize)
                isLeaf = false
            } else {
                size = layoutLeaf(sub, in: content.size, forcedMain: forced.map { (axis, $0) })
                isLeaf = true
            }
            let gap = slots.isEmpty ? 0 : fixedGap
            let need = gap + edgeSpacing(sub, axis, leading: true) + axis.main(size) + edgeSpacing(sub, axis, leading: false)
            if case .fill = group.repetition, k >= subitems.count,
               mainEstimated || need <= 0 || used + need > available + 0.5 {
                rollBack(to: m)
                break
            }
            used += need
            slots.append(Slot(item: sub, mark: m, end: mark, size: size, isLeaf: isLeaf))
            k += 1
        }
        return (slots, used)
    }

    /// Siblings with uniform dimensions take the largest of them (the used length grows with them).
    private func evenUniformSiblings(_ slots: inout [Slot], used: inout CGFloat) {
        for a in [CompositionalAxis.horizontal, .vertical] {
            let uniform = slots.indices.filter {
                (a == .horizontal ? slots[$0].item.layoutSize.widthDimension : slots[$0].item.layoutSize.heightDimension).isUniformAcrossSiblings
            }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { a == .horizontal ? slots[$0].size.width : slots[$0].size.height }.max() ?? 0
            for i in uniform {
                if a == .horizontal { used += largest - slots[i].size.width; slots[i].size.width = largest }
                else { used += largest - slots[i].size.height; slots[i].size.height = largest }
            }
        }
    }

    /// Places sized slots one after another along `axis` from `content`'s start: fixed gaps, edge
    /// spacing, `extra` for each flexible spacing; across, after the leading spacing (flexible spacing on
    /// both sides centres the slot). Leaves get their final frames, nested groups move into place.
    /// Returns where the last slot ends along `axis`.
    private mutating func placeSlots(_ slots: [Slot], along axis: CompositionalAxis, in content: CGRect, crossAvailable: CGFloat,
                                     gap fixedGap: CGFloat, flexibleGap: Bool, extra: CGFloat) -> CGFloat {
        let cross = axis.other
        var cursor = axis == .horizontal ? content.minX : content.minY
        for (n, s) in slots.enumerated() {
            if n > 0 { cursor += fixedGap + (flexibleGap ? extra : 0) }
            cursor += edgeSpacing(s.item, axis, leading: true) + (isFlexible(s.item, axis, leading: true) ? extra : 0)
            let cl = edgeSpacing(s.item, cross, leading: true), ct = edgeSpacing(s.item, cross, leading: false)
            let room = max(0, crossAvailable - cl - ct - cross.main(s.size))
            let fl = isFlexible(s.item, cross, leading: true), ft = isFlexible(s.item, cross, leading: false)
            let crossStart = (axis == .horizontal ? content.minY : content.minX) + cl
                + (fl && ft ? room / 2 : (fl ? room : 0))
            let origin = axis.point(main: cursor, cross: crossStart)
            if s.isLeaf {
                finishLeaf(at: s.mark.leaves, item: s.item, slot: CGRect(origin: origin, size: s.size))
            } else {
                translateRange(s.mark, s.end, by: origin)
            }
            cursor += axis.main(s.size) + edgeSpacing(s.item, axis, leading: false) + (isFlexible(s.item, axis, leading: false) ? extra : 0)
        }
        return cursor
    }

    private mutating func translateRange(_ from: Mark, _ to: Mark, by d: CGPoint) {
        guard d != .zero else { return }
        for i in from.leaves..<to.leaves { frames[i] = frames[i].offsetBy(dx: d.x, dy: d.y) }
        for i in from.supplementaries..<to.supplementaries {
            supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: d.x, dy: d.y)
        }
    }

    /// The self-sizing axes of a layout size (1 horizontal, 2 vertical).
    func axes(_ size: NSCollectionLayoutSize) -> UInt8 {
        (size.widthDimension.selfSizes ? 1 : 0) | (size.heightDimension.selfSizes ? 2 : 0)
    }

    private func edgeSpacing(_ item: NSCollectionLayoutItem, _ axis: CompositionalAxis, leading: Bool) -> CGFloat {
        guard let e = item.edgeSpacing else { return 0 }
        let s = axis == .horizontal ? (leading ? e.leading : e.trailing) : (leading ? e.top : e.bottom)
        return s?.spacing ?? 0
    }

    private func isFlexible(_ item: NSCollectionLayoutItem, _ axis: CompositionalAxis, leading: Bool) -> Bool {
        guard let e = item.edgeSpacing else { return false }
        let s = axis == .horizontal ? (leading ? e.leading : e.trailing) : (leading ? e.top : e.bottom)
        return s?.isFlexibleSpacing ?? false
    }
}
