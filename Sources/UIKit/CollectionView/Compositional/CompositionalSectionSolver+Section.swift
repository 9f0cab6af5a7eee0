import CoreGraphics
import Foundation

/// The lengths a section is laid out with, named along the scroll axis ("main") and across it ("cross"):
/// the section's content insets, the layout's reference insets and the room the groups are sized in.
private struct SectionGeometry {
    let axis: CompositionalAxis
    let insets: NSDirectionalEdgeInsets
    let reference: NSDirectionalEdgeInsets
    let container: CGSize
    /// The section spans the container across the scroll axis.
    let crossLength: CGFloat
    let mainLead: CGFloat, mainTrail: CGFloat
    /// Content and reference insets together, across the scroll axis.
    let crossLead: CGFloat, crossTrail: CGFloat
    let leadEdge: NSDirectionalRectEdge, trailEdge: NSDirectionalRectEdge

    @MainActor
    init(section: NSCollectionLayoutSection, input: SectionSolverInput) {
        axis = input.scrollAxis
        insets = section.contentInsets
        reference = input.referenceInsets
        container = input.containerSize
        crossLength = axis.cross(container)
        let vertical = axis == .vertical
        mainLead = vertical ? insets.top : insets.leading
        mainTrail = vertical ? insets.bottom : insets.trailing
        crossLead = (vertical ? insets.leading : insets.top) + (vertical ? reference.leading : reference.top)
        crossTrail = (vertical ? insets.trailing : insets.bottom) + (vertical ? reference.trailing : reference.bottom)
        leadEdge = vertical ? .top : .leading
        trailEdge = vertical ? .bottom : .trailing
    }

    /// The room the groups are sized in: the container less the insets.
    var groupRoom: CGSize {
        axis.size(main: max(0, axis.main(container) - mainLead - mainTrail), cross: max(0, crossLength - crossLead - crossTrail))
    }

    /// The reference insets across the scroll axis, plus the content insets when supplementaries follow them.
    func boundaryCrossInsets(followingContentInsets: Bool) -> (lead: CGFloat, trail: CGFloat) {
        let vertical = axis == .vertical
        let contentLead = followingContentInsets ? (vertical ? insets.leading : insets.top) : 0
        let contentTrail = followingContentInsets ? (vertical ? insets.trailing : insets.bottom) : 0
        return (contentLead + (vertical ? reference.leading : reference.top),
                contentTrail + (vertical ? reference.trailing : reference.bottom))
    }
}

/// A boundary supplementary item of a section, with its resolved size and index path.
private struct SectionBoundary {
    var item: NSCollectionLayoutBoundarySupplementaryItem
    var size: CGSize
    var path: IndexPath
}

/// Where the groups of a section ended up.
private struct GroupRun {
    var frames: [CGRect] = []
    var itemStart: [Int] = []
    var supplementaryStart: [Int] = []
    /// Where the next group would start along the axis the groups run (after the last one's spacing is taken back).
    var cursor: CGFloat = 0
    /// The largest group length across the axis the groups run.
    var crossExtent: CGFloat = 0
    /// How far items and supplementaries stick out of their groups along that axis.
    var overhang: CGFloat = 0
}

extension CompositionalSectionSolver {
    /// Lays out a whole section relative to its own origin: boundary items, groups repeated until the
    /// items run out (along the scroll axis, or across it for orthogonal sections), decorations.
    mutating func solve(_ section: NSCollectionLayoutSection) -> SolvedSection {
        let solved = SolvedSection()
        solved.description = section
        let orthogonal = section.orthogonalScrollingBehavior != .none
        solved.orthogonalBehavior = section.orthogonalScrollingBehavior
        solved.groupAxis = orthogonal ? input.scrollAxis.other : input.scrollAxis
        let geometry = SectionGeometry(section: section, input: input)

        // Boundary items: sizes first, since those that extend the section push its content.
        let boundaries = sizeBoundaries(of: section, geometry)
        var before: CGFloat = 0, after: CGFloat = 0
        for b in boundaries where b.item.extendsBoundary {
            let edges = b.item.alignment.edges
            if edges.contains(geometry.leadEdge) { before = max(before, geometry.axis.main(b.size)) }
            if edges.contains(geometry.trailEdge) { after = max(after, geometry.axis.main(b.size)) }
        }
        let padding = before > 0 ? max(0, section.leadingBoundaryPadding) : 0
        before += padding

        var run = placeGroups(of: section, geometry, along: solved.groupAxis, orthogonal: orthogonal, before: before)
        dropSlotsPastLastItem(&run)

        // The content: groups plus insets, between what extends the section before and after.
        let axis = geometry.axis
        let contentMain: CGFloat
        if orthogonal {
            contentMain = geometry.mainLead + run.crossExtent + geometry.mainTrail
            solved.orthogonalContentSize = solved.groupAxis.size(main: run.cursor + geometry.crossTrail, cross: contentMain)
        } else {
            contentMain = run.frames.isEmpty ? geometry.mainLead + geometry.mainTrail : run.cursor - before + geometry.mainTrail
        }
        let contentFrame = CGRect(origin: axis.point(main: before, cross: 0), size: axis.size(main: contentMain, cross: geometry.crossLength))
        solved.contentFrame = contentFrame
        solved.frame = CGRect(origin: .zero, size: axis.size(main: before + contentMain + after, cross: geometry.crossLength))

        solved.boundarySupplementaries = boundaries.map {
            placeBoundary($0, section: section, geometry, sectionFrame: solved.frame, contentFrame: contentFrame, padding: padding)
        }
        solved.decorations = decorations(of: section, over: contentFrame)

        solved.itemFrames = frames
        solved.itemZIndexes = zIndexes
        solved.itemSelfSizing = selfSizing
        solved.groupFrames = run.frames
        solved.groupItemStart = run.itemStart + [frames.count]
        solved.groupSupplementaryStart = run.supplementaryStart + [supplementaries.count]
        solved.itemSupplementaries = supplementaries
        solved.overhang = run.overhang
        solved.hasEstimatedSizes = sawEstimate
        return solved
    }

    /// The section's boundary items with their sizes (self-sizing ones take their measured size) and
    /// index paths (numbered per element kind).
    private mutating func sizeBoundaries(of section: NSCollectionLayoutSection, _ geometry: SectionGeometry) -> [SectionBoundary] {
        let axis = geometry.axis
        let crossInsets = geometry.boundaryCrossInsets(followingContentInsets: section.supplementariesFollowContentInsets)
        let room = axis.size(main: axis.main(geometry.container),
                             cross: max(0, geometry.crossLength - crossInsets.lead - crossInsets.trail))
        var boundaries: [SectionBoundary] = []
        var counts: [String: Int] = [:]
        for b in section.boundarySupplementaryItems {
            let n = counts[b.elementKind, default: 0]
            counts[b.elementKind] = n + 1
            let path = IndexPath(item: n, section: input.sectionIndex)
            var size = b.layoutSize.resolve(in: room)
            if b.layoutSize.widthDimension.selfSizes || b.layoutSize.heightDimension.selfSizes {
                sawEstimate = true
                if let m = input.preferredSupplementarySize(b.elementKind, path) {
                    if b.layoutSize.widthDimension.selfSizes { size.width = m.width }
                    if b.layoutSize.heightDimension.selfSizes { size.height = m.height }
                }
            }
            boundaries.append(SectionBoundary(item: b, size: size, path: path))
        }
        return boundaries
    }

    /// Repeats the section's group until the items run out: along the scroll axis after what extends
    /// the section before it, or across it in one row for orthogonal sections.
    private mutating func placeGroups(of section: NSCollectionLayoutSection, _ geometry: SectionGeometry,
                                      along groupAxis: CompositionalAxis, orthogonal: Bool, before: CGFloat) -> GroupRun {
        var run = GroupRun()
        run.cursor = orthogonal ? geometry.crossLead : before + geometry.mainLead
        let crossStart: CGFloat = orthogonal ? before + geometry.mainLead : geometry.crossLead
        let groupRoom = geometry.groupRoom
        while nextLeaf < input.itemCount {
            let m = mark
            run.itemStart.append(nextLeaf)
            run.supplementaryStart.append(supplementaries.count)
            let size = layoutGroup(section.group, size: section.group.layoutSize.resolve(in: groupRoom))
            if nextLeaf == m.leaves {
                BadValue.report("UIKit", api: "NSCollectionLayoutSection.group",
                                "the section's group holds no items, so section \(input.sectionIndex)'s \(input.itemCount) items are not laid out")
                run.itemStart.removeLast(); run.supplementaryStart.removeLast()
                break
            }
            let origin = groupAxis.point(main: run.cursor, cross: crossStart)
            translate(from: m, by: origin)
            let frame = CGRect(origin: origin, size: size)
            run.frames.append(frame)
            for i in m.leaves..<frames.count {
                run.overhang = max(run.overhang, groupAxis.minMain(frame) - groupAxis.minMain(frames[i]),
                                   groupAxis.maxMain(frames[i]) - groupAxis.maxMain(frame))
            }
            for i in m.supplementaries..<supplementaries.count {
                let f = supplementaries[i].frame
                run.overhang = max(run.overhang, groupAxis.minMain(frame) - groupAxis.minMain(f), groupAxis.maxMain(f) - groupAxis.maxMain(frame))
            }
            run.crossExtent = max(run.crossExtent, groupAxis.cross(size))
            run.cursor += groupAxis.main(size) + section.interGroupSpacing
        }
        if !run.frames.isEmpty { run.cursor -= section.interGroupSpacing }
        return run
    }

    /// Drops what belongs to the last group's slots past the last item.
    private mutating func dropSlotsPastLastItem(_ run: inout GroupRun) {
        if frames.count > input.itemCount {
            frames.removeSubrange(input.itemCount...)
            zIndexes.removeSubrange(input.itemCount...)
            selfSizing.removeSubrange(input.itemCount...)
        }
        supplementaries.removeAll { $0.itemIndex >= input.itemCount }
        let count = supplementaries.count
        run.supplementaryStart = run.supplementaryStart.map { min($0, count) }
    }

    /// A boundary item in its place: aligned in the section's frame when it extends the section (below
    /// the leading padding), else in the content frame, inset across the scroll axis.
    private func placeBoundary(_ b: SectionBoundary, section: NSCollectionLayoutSection, _ geometry: SectionGeometry,
                               sectionFrame: CGRect, contentFrame: CGRect, padding: CGFloat) -> SolvedSupplementary {
        let extends = b.item.extendsBoundary
        var rect = extends ? sectionFrame : contentFrame
        let inset = geometry.boundaryCrossInsets(followingContentInsets: section.supplementariesFollowContentInsets)
        let vertical = geometry.axis == .vertical
        if vertical {
            rect = CGRect(x: rect.minX + inset.lead, y: rect.minY, width: max(0, rect.width - inset.lead - inset.trail), height: rect.height)
        } else {
            rect = CGRect(x: rect.minX, y: rect.minY + inset.lead, width: rect.width, height: max(0, rect.height - inset.lead - inset.trail))
        }
        if extends && b.item.alignment.edges.contains(geometry.leadEdge) && padding > 0 {
            rect = vertical ? CGRect(x: rect.minX, y: rect.minY + padding, width: rect.width, height: rect.height - padding)
                : CGRect(x: rect.minX + padding, y: rect.minY, width: rect.width - padding, height: rect.height)
        }
        let f = b.item.frame(of: b.size, in: rect).offsetBy(dx: b.item.offset.x, dy: b.item.offset.y)
        return SolvedSupplementary(kind: b.item.elementKind, indexPath: b.path, frame: f, zIndex: b.item.zIndex,
                                   boundary: b.item, itemIndex: -1, selfSizing: axes(b.item.layoutSize))
    }

    /// The section's decorations: backgrounds over the content, inset by their own insets.
    private func decorations(of section: NSCollectionLayoutSection, over contentFrame: CGRect) -> [SolvedDecoration] {
        var counts: [String: Int] = [:]
        return section.decorationItems.map { d in
            let n = counts[d.elementKind, default: 0]
            counts[d.elementKind] = n + 1
            let i = d.contentInsets
            let r = contentFrame
            let f = CGRect(x: r.minX + i.leading, y: r.minY + i.top,
                           width: max(0, r.width - i.leading - i.trailing), height: max(0, r.height - i.top - i.bottom))
            return SolvedDecoration(kind: d.elementKind, indexPath: IndexPath(item: n, section: input.sectionIndex),
                                    frame: f, zIndex: d.effectiveZIndex)
        }
    }
}
