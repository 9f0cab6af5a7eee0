import Foundation
@testable import UIKit

/// A seeded random number generator (SplitMix64), so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

typealias TestSnapshot = NSDiffableDataSourceSnapshot<String, Int>

/// The snapshot's sections and their items, as plain arrays.
func layout<S, I>(_ snapshot: NSDiffableDataSourceSnapshot<S, I>) -> [(S, [I])] {
    snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
}

/// Checks that the snapshot's index maps agree with its arrays; returns the first disagreement.
func mapProblem<S, I>(_ snapshot: NSDiffableDataSourceSnapshot<S, I>) -> String? {
    var total = 0
    guard snapshot.sectionOffsets.count == snapshot.sections.count, snapshot.sectionItems.count == snapshot.sections.count
    else { return "array counts differ" }
    guard snapshot.sectionIndexes.count == snapshot.sections.count else { return "section index map has \(snapshot.sectionIndexes.count) entries" }
    for (index, section) in snapshot.sections.enumerated() {
        if snapshot.sectionIndexes[section] != index { return "section \(section) index" }
        if snapshot.sectionOffsets[index] != total { return "section \(section) offset \(snapshot.sectionOffsets[index]) != \(total)" }
        for (position, item) in snapshot.sectionItems[index].enumerated() {
            guard let location = snapshot.itemLocations[item] else { return "item \(item) missing from the map" }
            if location.section != section || location.index != position { return "item \(item) location" }
            if snapshot.indexOfItem(item) != total + position { return "item \(item) global index" }
        }
        total += snapshot.sectionItems[index].count
    }
    if snapshot.itemLocations.count != total { return "item map has \(snapshot.itemLocations.count) entries for \(total) items" }
    return nil
}

/// Replays `difference` on `old` as a table or collection view performs a batch update (deletions
/// and move sources by their old index paths, insertions and move destinations by their new ones,
/// everything else keeping its order), taking inserted identifiers from `new` as a data source
/// would, and returns the resulting sections and items, or a description of the first rule broken.
func replay<S: Hashable, I: Hashable>(_ difference: SnapshotDifference, on old: NSDiffableDataSourceSnapshot<S, I>,
                                       to new: NSDiffableDataSourceSnapshot<S, I>) -> Result<[(S, [I])], ReplayError> {
    let oldLayout = layout(old)
    let newCount = new.numberOfSections
    // Sections.
    var removedSections = Set<Int>()
    for index in difference.deletedSections { removedSections.insert(index) }
    for index in difference.reloadedSections { removedSections.insert(index) }  // reload = delete + insert in place
    var placed = [Int?](repeating: nil, count: newCount)   // new index → old index (nil: fresh)
    var fresh = Set<Int>(difference.insertedSections)
    for move in difference.movedSections {
        guard removedSections.insert(move.from).inserted else { return .failure(.init("section \(move.from) moved twice or deleted")) }
        guard move.to < newCount, placed[move.to] == nil, !fresh.contains(move.to) else { return .failure(.init("section destination \(move.to) taken")) }
        placed[move.to] = move.from
    }
    // Reloaded sections keep their place among the unmoved ones.
    var remaining = (0..<old.numberOfSections).filter { !removedSections.contains($0) || difference.reloadedSections.contains($0) }
    for index in 0..<newCount where placed[index] == nil && !fresh.contains(index) {
        guard !remaining.isEmpty else { return .failure(.init("section count mismatch")) }
        let oldIndex = remaining.removeFirst()
        if difference.reloadedSections.contains(oldIndex) { fresh.insert(index) } else { placed[index] = oldIndex }
    }
    guard remaining.isEmpty else { return .failure(.init("\(remaining.count) old sections left over")) }
    // Items: what leaves each old section, what arrives in each new section.
    var leaving = [Set<Int>](repeating: [], count: old.numberOfSections)
    var arriving = [[Int: I]](repeating: [:], count: newCount)
    for path in difference.deletedItems {
        guard path.section < old.numberOfSections, placedContains(placed, path.section),
              path.item < oldLayout[path.section].1.count else { return .failure(.init("bad delete \(path)")) }
        guard leaving[path.section].insert(path.item).inserted else { return .failure(.init("deleted twice \(path)")) }
    }
    for path in difference.insertedItems {
        guard path.section < newCount, placed[path.section] != nil else { return .failure(.init("insert into a fresh section \(path)")) }
        guard arriving[path.section][path.item] == nil, let identifier = new.item(at: path) else { return .failure(.init("bad insert \(path)")) }
        arriving[path.section][path.item] = identifier
    }
    for move in difference.movedItems {
        guard move.from.section < old.numberOfSections, move.from.item < oldLayout[move.from.section].1.count,
              leaving[move.from.section].insert(move.from.item).inserted else { return .failure(.init("bad move source \(move.from)")) }
        guard move.to.section < newCount, placed[move.to.section] != nil, arriving[move.to.section][move.to.item] == nil
        else { return .failure(.init("bad move destination \(move.to)")) }
        arriving[move.to.section][move.to.item] = oldLayout[move.from.section].1[move.from.item]
    }
    for path in difference.reloadedItems {
        guard placedContains(placed, path.section), path.item < oldLayout[path.section].1.count,
              !leaving[path.section].contains(path.item) else { return .failure(.init("bad reload \(path)")) }
    }
    var result: [(S, [I])] = []
    for index in 0..<newCount {
        guard let oldIndex = placed[index] else {
            // Inserted or reloaded: the data source gives the whole section.
            result.append((new.sectionIdentifiers[index], new.itemIdentifiers(inSection: new.sectionIdentifiers[index])))
            continue
        }
        var staying = oldLayout[oldIndex].1.enumerated().filter { !leaving[oldIndex].contains($0.offset) }.map(\.element)[...]
        let count = staying.count + arriving[index].count
        var items: [I] = []
        for position in 0..<count {
            if let arrived = arriving[index][position] { items.append(arrived) }
            else if let next = staying.popFirst() { items.append(next) }
            else { return .failure(.init("section \(index): arrivals beyond the end")) }
        }
        result.append((oldLayout[oldIndex].0, items))
    }
    return .success(result)
}

private func placedContains(_ placed: [Int?], _ oldIndex: Int) -> Bool { placed.contains(oldIndex) }

struct ReplayError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Whether two layouts are the same sections with the same items.
func sameLayout<S: Equatable, I: Equatable>(_ a: [(S, [I])], _ b: [(S, [I])]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
}
