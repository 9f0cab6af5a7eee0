import CoreGraphics
import Foundation

extension CompositionalSectionSolver {
    /// Lays out a whole section relative to its own origin: boundary items, groups repeated until the
    /// items run out (along the scroll axis, or across it for orthogonal sections), decorations.
    mutating func solve(_ section: NSCollectionLayoutSection) -> SolvedSection {
        let solved = SolvedSection()
        solved.description = section
        let axis = input.scrollAxis
        let orthogonal = section.orthogonalScrollingBehavior != .none
        solved.orthogonalBehavior = section.orthogonalScrollingBehavior
        solved.groupAxis = orthogonal ? axis.other : axis
        let ref = input.referenceInsets
        let ins = section.contentInsets
        let container = input.containerSize
        // The section spans the container across the scroll axis.
        let crossLength = axis.cross(container)

        // Boundary items: sizes first, since those that extend the section push its content.
        struct Boundary { var item: NSCollectionLayoutBoundarySupplementaryItem; var size: CGSize; var path: IndexPath }
        var boundaries: [Boundary] = []
        var counts: [String: Int] = [:]
        let boundaryWidthInsets = section.supplementariesFollowContentInsets
            ? (axis == .vertical ? ins.leading + ins.trailing : ins.top + ins.bottom) : 0
        let refCross = axis == .vertical ? ref.leading + ref.trailing : ref.top + ref.bottom
        let boundaryContainer = axis.size(main: axis.main(container), cross: max(0, crossLength - refCross - boundaryWidthInsets))
        for b in section.boundarySupplementaryItems {
            let n = counts[b.elementKind, default: 0]
            counts[b.elementKind] = n + 1
            let path = IndexPath(item: n, section: input.sectionIndex)
            var size = b.layoutSize.resolve(in: boundaryContainer)
            if b.layoutSize.widthDimension.selfSizes || b.layoutSize.heightDimension.selfSizes {
                sawEstimate = true
                if let m = input.preferredSupplementarySize(b.elementKind, path) {
                    if b.layoutSize.widthDimension.selfSizes { size.width = m.width }
                    if b.layoutSize.heightDimension.selfSizes { size.height = m.height }
                }
            }
            boundaries.append(Boundary(item: b, size: size, path: path))
        }
        let leadEdge: NSDirectionalRectEdge = axis == .vertical ? .top : .leading
        let trailEdge: NSDirectionalRectEdge = axis == .vertical ? .bottom : .trailing
        var before: CGFloat = 0, after: CGFloat = 0
        for b in boundaries where b.item.extendsBoundary {
            let edges = b.item.alignment.edges
            if edges.contains(leadEdge) { before = max(before, axis.main(b.size)) }
            if edges.contains(trailEdge) { after = max(after, axis.main(b.size)) }
        }
        let padding = before > 0 ? max(0, section.leadingBoundaryPadding) : 0
        before += padding

        // The room the groups are sized in.
        let insMainLead = axis == .vertical ? ins.top : ins.leading
        let insMainTrail = axis == .vertical ? ins.bottom : ins.trailing
        let insCrossLead = (axis == .vertical ? ins.leading : ins.top) + (axis == .vertical ? ref.leading : ref.top)
        let insCrossTrail = (axis == .vertical ? ins.trailing : ins.bottom) + (axis == .vertical ? ref.trailing : ref.bottom)
        let groupRoom = axis.size(main: max(0, axis.main(container) - insMainLead - insMainTrail),
                                  cross: max(0, crossLength - insCrossLead - insCrossTrail))

        // Groups: along the scroll axis, or across it in one row for orthogonal sections.
        let groupAxis = solved.groupAxis
        var cursor: CGFloat = orthogonal ? insCrossLead : before + insMainLead
        let crossStart: CGFloat = orthogonal ? before + insMainLead : insCrossLead
        var crossExtent: CGFloat = 0
        var groupFrames: [CGRect] = []
        var groupItemStart: [Int] = []
        var groupSupplementaryStart: [Int] = []
        var overhang: CGFloat = 0
        while nextLeaf < input.itemCount {
            let m = mark
            groupItemStart.append(nextLeaf)
            groupSupplementaryStart.append(supplementaries.count)
            let proposed = section.group.layoutSize.resolve(in: groupRoom)
            let size = layoutGroup(section.group, size: proposed)
            if nextLeaf == m.leaves {
                BadValue.report("UIKit", api: "NSCollectionLayoutSection.group",
                                "the section's group holds no items, so section \(input.sectionIndex)'s \(input.itemCount) items are not laid out")
                groupItemStart.removeLast(); groupSupplementaryStart.removeLast()
                break
            }
            let origin = groupAxis.point(main: cursor, cross: crossStart)
            translate(from: m, by: origin)
            let frame = CGRect(origin: origin, size: size)
            groupFrames.append(frame)
            for i in m.leaves..<frames.count {
                overhang = max(overhang, groupAxis.minMain(frame) - groupAxis.minMain(frames[i]),
                               groupAxis.maxMain(frames[i]) - groupAxis.maxMain(frame))
            }
            for i in m.supplementaries..<supplementaries.count {
                let f = supplementaries[i].frame
                overhang = max(overhang, groupAxis.minMain(frame) - groupAxis.minMain(f), groupAxis.maxMain(f) - groupAxis.maxMain(frame))
            }
            crossExtent = max(crossExtent, groupAxis.cross(size))
            cursor += groupAxis.main(size) + section.interGroupSpacing
        }
        if !groupFrames.isEmpty { cursor -= section.interGroupSpacing }

        // Drop what belongs to slots past the last item.
        if frames.count > input.itemCount {
            frames.removeSubrange(input.itemCount...)
            zIndexes.removeSubrange(input.itemCount...)
            selfSizing.removeSubrange(input.itemCount...)
        }
        supplementaries.removeAll { $0.itemIndex >= input.itemCount }
        groupSupplementaryStart = groupSupplementaryStart.map { min($0, supplementaries.count) }

        // The content: groups plus insets, between what extends the section before and after.
        let contentMain: CGFloat
        if orthogonal {
            contentMain = insMainLead + crossExtent + insMainTrail
            solved.orthogonalContentSize = groupAxis.size(main: cursor + insCrossTrail, cross: contentMain)
        } else {
            contentMain = groupFrames.isEmpty ? insMainLead + insMainTrail : cursor - before + insMainTrail
        }
        let contentFrame = CGRect(origin: axis.point(main: before, cross: 0), size: axis.size(main: contentMain, cross: crossLength))
        let total = before + contentMain + after
        solved.contentFrame = contentFrame
        solved.frame = CGRect(origin: .zero, size: axis.size(main: total, cross: crossLength))

        // Boundary items in their places.
        for b in boundaries {
            let extends = b.item.extendsBoundary
            var rect = extends ? solved.frame : contentFrame
            let crossInsetLead = (section.supplementariesFollowContentInsets ? (axis == .vertical ? ins.leading : ins.top) : 0)
                + (axis == .vertical ? ref.leading : ref.top)
            let crossInsetTrail = (section.supplementariesFollowContentInsets ? (axis == .vertical ? ins.trailing : ins.bottom) : 0)
                + (axis == .vertical ? ref.trailing : ref.bottom)
            if axis == .vertical {
                rect = CGRect(x: rect.minX + crossInsetLead, y: rect.minY, width: max(0, rect.width - crossInsetLead - crossInsetTrail), height: rect.height)
            } else {
                rect = CGRect(x: rect.minX, y: rect.minY + crossInsetLead, width: rect.width, height: max(0, rect.height - crossInsetLead - crossInsetTrail))
            }
            if extends && b.item.alignment.edges.contains(leadEdge) && padding > 0 {
                rect = axis == .vertical ? CGRect(x: rect.minX, y: rect.minY + padding, width: rect.width, height: rect.height - padding)
                    : CGRect(x: rect.minX + padding, y: rect.minY, width: rect.width - padding, height: rect.height)
            }
            let f = b.item.frame(of: b.size, in: rect).offsetBy(dx: b.item.offset.x, dy: b.item.offset.y)
            solved.boundarySupplementaries.append(SolvedSupplementary(kind: b.item.elementKind, indexPath: b.path, frame: f,
                                                                       zIndex: b.item.zIndex, boundary: b.item, itemIndex: -1,
                                                                       selfSizing: axes(b.item.layoutSize)))
        }

        // Decorations: backgrounds over the content, inset by their own insets.
        var decorationCounts: [String: Int] = [:]
        for d in section.decorationItems {
            let n = decorationCounts[d.elementKind, default: 0]
            decorationCounts[d.elementKind] = n + 1
            let i = d.contentInsets
            let r = contentFrame
            let f = CGRect(x: r.minX + i.leading, y: r.minY + i.top,
                           width: max(0, r.width - i.leading - i.trailing), height: max(0, r.height - i.top - i.bottom))
            solved.decorations.append(SolvedDecoration(kind: d.elementKind, indexPath: IndexPath(item: n, section: input.sectionIndex),
                                                       frame: f, zIndex: d.effectiveZIndex))
        }

        solved.itemFrames = frames
        solved.itemZIndexes = zIndexes
        solved.itemSelfSizing = selfSizing
        solved.groupFrames = groupFrames
        solved.groupItemStart = groupItemStart + [frames.count]
        solved.groupSupplementaryStart = groupSupplementaryStart + [supplementaries.count]
        solved.itemSupplementaries = supplementaries
        solved.overhang = overhang
        solved.hasEstimatedSizes = sawEstimate
        return solved
    }
}
