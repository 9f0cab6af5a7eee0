import Foundation

/// One batch update of a list (a table or collection view), checked and resolved: the batch, the
/// counts before it and the data source's counts after it, and where every section and item goes.
///
/// This is the one engine behind `UITableView`'s and `UICollectionView`'s batch updates (and so
/// behind diffable data sources, whose differences are `ListBatch`es): it holds no views. Making
/// one checks the batch as UIKit does and throws UIKit's words for the first rule broken (see
/// `ListUpdate+Checks`); the view then logs them and reloads, where iOS raises
/// `NSInternalInconsistencyException`.
///
/// UIKit applies a batch as the table view programming guide describes: every deletion and reload
/// first, against the index paths before the update (a reload is a deletion and an insertion at
/// the same place), then every insertion against the index paths after it; moves take their
/// sources out with the deletions and put them at their destinations with the insertions. So an
/// item that stays keeps its order among the items that stay, filling the places insertions and
/// move destinations leave free.
///
/// Mapping an index path costs two binary searches over the changes of its section (and a hash
/// lookup when it is moved), with no allocation: the changes are kept as sorted packed integers
/// (section in the high bits, item in the low ones) with per-section start offsets.
struct ListUpdate: Sendable {
    /// The words UIKit's messages use for the kind of view.
    enum Vocabulary: Sendable {
        case table, collection

        /// "table view" or "collection view".
        var view: String { self == .table ? "table view" : "collection view" }
        /// "row" or "item".
        var element: String { self == .table ? "row" : "item" }
        /// The class name, for messages about malformed index paths.
        var className: String { self == .table ? "UITableView" : "UICollectionView" }
    }

    /// A batch that does not agree with the counts or breaks one of UIKit's rules, in UIKit's words
    /// (each starts with "Invalid update: ", as Tessera logs them).
    struct Inconsistency: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The changes.
    let batch: ListBatch
    /// Items (rows) per section before the update.
    let oldCounts: [Int]
    /// Items (rows) per section after the update: the data source's, or (when none were given) the
    /// counts the batch implies. (This and the stored tables below are set only while resolving;
    /// they are not private because the checks in `ListUpdate+Checks` read them.)
    var newCounts: [Int] = []

    /// Per old section its new index (-1: deleted); per new section its old index (-1: inserted).
    private var newSectionOfOld: [Int] = []
    private var oldSectionOfNew: [Int] = []
    /// Packed old index paths of deleted items and move sources, sorted, with per-old-section starts.
    private var removed: [Int] = []
    var removedStart: [Int] = []
    /// Packed new index paths of inserted items and move destinations, sorted, with per-new-section starts.
    private var fixed: [Int] = []
    var fixedStart: [Int] = []
    /// Packed old index paths of reloaded items, sorted.
    private var reloaded: [Int] = []
    /// Moves by packed source and by packed destination.
    private var moveForward: [Int: Int] = [:]
    private var moveBackward: [Int: Int] = [:]

    /// Checks `batch` against the counts before (`oldCounts`) and after (`newCounts`, as the data
    /// source now reports them) and resolves it. With `newCounts` nil nothing is asked of a data
    /// source: the new counts are the ones the batch implies (a reorder the view makes itself).
    init(_ batch: ListBatch, oldCounts: [Int], newCounts: [Int]?, vocabulary words: Vocabulary) throws(Inconsistency) {
        self.batch = batch
        self.oldCounts = oldCounts
        let newSectionCount = newCounts?.count
            ?? max(0, oldCounts.count - batch.deletedSections.count + batch.insertedSections.count)
        try checkSections(newSectionCount: newSectionCount, words)
        try mapSections(newSectionCount: newSectionCount, words)
        try checkItemPaths(newSectionCount: newSectionCount, words)
        try collectItems(words)
        try resolveCounts(newCounts, words)
        try checkDestinations(words)
    }

    // MARK: Sections

    /// How many sections there are after the update.
    var newSectionCount: Int { oldSectionOfNew.count }

    /// Where old section `section` is after the update (nil: deleted, or no such section). A reloaded
    /// section has a new place too (its items are all new there).
    func newSection(forOld section: Int) -> Int? {
        guard section >= 0, section < newSectionOfOld.count else { return nil }
        let new = newSectionOfOld[section]
        return new < 0 ? nil : new
    }

    /// Which old section new section `section` continues (nil: inserted, or no such section).
    func oldSection(forNew section: Int) -> Int? {
        guard section >= 0, section < oldSectionOfNew.count else { return nil }
        let old = oldSectionOfNew[section]
        return old < 0 ? nil : old
    }

    /// Whether new section `section` starts afresh: inserted, or reloaded (its views are all new).
    func isFresh(newSection section: Int) -> Bool {
        guard let old = oldSection(forNew: section) else { return true }
        return batch.reloadedSections.contains(old)
    }

    // MARK: Items

    /// Where the old item `path` is after the update: nil when it is deleted, reloaded (unless
    /// `followingReloads`, which gives the place of its replacement), in a deleted or reloaded
    /// section, or not an item before the update.
    func newIndexPath(forOld path: IndexPath, followingReloads: Bool = false) -> IndexPath? {
        let section = path.section, item = path.item
        guard let newSection = newSection(forOld: section), item >= 0, item < oldCounts[section],
              !batch.reloadedSections.contains(section) else { return nil }
        let key = Self.key(section, item)
        let range = removedStart[section]..<removedStart[section + 1]
        let position = Self.lowerBound(key, in: removed, range)
        if position < range.upperBound && removed[position] == key {
            return moveForward[key].map(Self.indexPath)
        }
        if !followingReloads && isReloaded(key: key) { return nil }
        let rank = item - (position - range.lowerBound)
        let slot = Self.slot(rank, skipping: fixed, fixedStart[newSection]..<fixedStart[newSection + 1])
        return IndexPath(item: slot, section: newSection)
    }

    /// Which old item the new item `path` was before the update: nil when it is inserted, the
    /// replacement of a reloaded item (unless `followingReloads`), in an inserted or reloaded section,
    /// or not an item after the update.
    func oldIndexPath(forNew path: IndexPath, followingReloads: Bool = false) -> IndexPath? {
        let section = path.section, item = path.item
        guard let oldSection = oldSection(forNew: section), item >= 0, item < newCounts[section],
              !batch.reloadedSections.contains(oldSection) else { return nil }
        let key = Self.key(section, item)
        let range = fixedStart[section]..<fixedStart[section + 1]
        let position = Self.lowerBound(key, in: fixed, range)
        if position < range.upperBound && fixed[position] == key {
            return moveBackward[key].map(Self.indexPath)
        }
        let rank = item - (position - range.lowerBound)
        let oldItem = Self.slot(rank, skipping: removed, removedStart[oldSection]..<removedStart[oldSection + 1])
        if !followingReloads && isReloaded(key: Self.key(oldSection, oldItem)) { return nil }
        return IndexPath(item: oldItem, section: oldSection)
    }

    /// Whether the old item `path` is reloaded, by itself or with its section (its view is replaced).
    func isReloaded(_ path: IndexPath) -> Bool {
        batch.reloadedSections.contains(path.section) || (path.section >= 0 && path.item >= 0 && isReloaded(key: Self.key(path.section, path.item)))
    }

    /// Whether the new item `path` is new to the view: inserted, a reloaded item's replacement, or in
    /// an inserted or reloaded section.
    func isInserted(_ path: IndexPath) -> Bool {
        oldIndexPath(forNew: path) == nil
    }

    /// The packed new index path at `position` among the insertions and move destinations.
    func fixedKey(at position: Int) -> Int { fixed[position] }

    private func isReloaded(key: Int) -> Bool {
        guard !reloaded.isEmpty else { return false }
        let position = Self.lowerBound(key, in: reloaded, 0..<reloaded.count)
        return position < reloaded.count && reloaded[position] == key
    }

    // MARK: Building

    /// Gives each section its old and new index: moves and insertions take their places first,
    /// and the sections that stay fill the rest in order.
    private mutating func mapSections(newSectionCount: Int, _ words: Vocabulary) throws(Inconsistency) {
        let unset = -2
        var newOfOld = [Int](repeating: unset, count: oldCounts.count)
        var oldOfNew = [Int](repeating: unset, count: newSectionCount)
        for section in batch.deletedSections { newOfOld[section] = -1 }
        for section in batch.insertedSections { oldOfNew[section] = -1 }
        for move in batch.movedSections {
            newOfOld[move.from] = move.to
            oldOfNew[move.to] = move.from
        }
        var old = 0
        for new in 0..<newSectionCount where oldOfNew[new] == unset {
            while old < newOfOld.count && newOfOld[old] != unset { old += 1 }
            guard old < newOfOld.count else { throw sectionCountMismatch(newSectionCount, words) }
            oldOfNew[new] = old
            newOfOld[old] = new
            old += 1
        }
        if newOfOld[old...].contains(unset) { throw sectionCountMismatch(newSectionCount, words) }
        newSectionOfOld = newOfOld
        oldSectionOfNew = oldOfNew
    }

    /// Packs, sorts and indexes the item changes, checking that no item is named by two changes
    /// that exclude each other.
    private mutating func collectItems(_ words: Vocabulary) throws(Inconsistency) {
        let deleted = Self.sortedKeys(batch.deletedItems)
        reloaded = Self.sortedKeys(batch.reloadedItems)
        let inserted = Self.sortedKeys(batch.insertedItems)
        if let both = Self.firstCommon(deleted, reloaded) {
            throw Inconsistency(description: "Invalid update: attempt to delete and reload the same index path (\(Self.describe(Self.indexPath(both))))")
        }
        try collectMoves(deleted: deleted, inserted: inserted, words)
        removed = Self.merged(deleted, moveForward.keys)
        fixed = Self.merged(inserted, moveBackward.keys)
        removedStart = Self.sectionStarts(removed, sectionCount: oldCounts.count)
        fixedStart = Self.sectionStarts(fixed, sectionCount: newSectionCount)
    }

    /// Records the moves, checking each against the deletions, reloads and insertions and the
    /// sections it leaves and enters.
    private mutating func collectMoves(deleted: [Int], inserted: [Int], _ words: Vocabulary) throws(Inconsistency) {
        moveForward.reserveCapacity(batch.movedItems.count)
        moveBackward.reserveCapacity(batch.movedItems.count)
        for move in batch.movedItems {
            let from = Self.key(move.from.section, move.from.item), to = Self.key(move.to.section, move.to.item)
            if Self.contains(deleted, from) || isReloaded(key: from) {
                throw Inconsistency(description: "Invalid update: attempt to perform a delete and a move from the same index path (\(Self.describe(move.from)))")
            }
            if Self.contains(inserted, to) {
                throw Inconsistency(description: "Invalid update: attempt to perform an insert and a move to the same index path (\(Self.describe(move.to)))")
            }
            if newSection(forOld: move.from.section) == nil || batch.reloadedSections.contains(move.from.section) {
                throw Inconsistency(description: "Invalid update: attempt to move index path (\(Self.describe(move.from))) out of section \(move.from.section), which is being deleted or reloaded")
            }
            if isFresh(newSection: move.to.section) {
                throw Inconsistency(description: "Invalid update: cannot move a \(words.element) into a newly inserted or reloaded section (\(move.to.section))")
            }
            guard moveForward.updateValue(to, forKey: from) == nil else {
                throw Inconsistency(description: "Invalid update: attempt to perform multiple moves from the same index path (\(Self.describe(move.from)))")
            }
            guard moveBackward.updateValue(from, forKey: to) == nil else {
                throw Inconsistency(description: "Invalid update: attempt to perform multiple moves to the same index path (\(Self.describe(move.to)))")
            }
        }
    }

    // MARK: Packed index paths

    private static let itemBits = 32
    private static let itemMask = (1 << itemBits) - 1

    /// One integer for an item of a section (both checked non-negative and in range before).
    static func key(_ section: Int, _ item: Int) -> Int { section << itemBits | item }

    static func indexPath(_ key: Int) -> IndexPath { IndexPath(item: key & itemMask, section: key >> itemBits) }

    /// How UIKit's messages show an index path (without the object's address).
    static func describe(_ path: IndexPath) -> String {
        "{length = 2, path = \(path.section) - \(path.item)}"
    }

    private static func sortedKeys(_ paths: [IndexPath]) -> [Int] {
        guard !paths.isEmpty else { return [] }
        var keys = paths.map { key($0.section, $0.item) }
        keys.sort()
        return uniqued(keys)
    }

    private static func merged(_ sorted: [Int], _ more: Dictionary<Int, Int>.Keys) -> [Int] {
        guard !more.isEmpty else { return sorted }
        var keys = sorted
        keys.append(contentsOf: more)
        keys.sort()
        return uniqued(keys)
    }

    private static func uniqued(_ sorted: [Int]) -> [Int] {
        var keys = sorted
        var kept = 0
        for index in keys.indices where index == 0 || keys[index] != keys[kept - 1] {
            keys[kept] = keys[index]
            kept += 1
        }
        keys.removeLast(keys.count - kept)
        return keys
    }

    /// For each section, where its keys start in `keys` (sorted); one more entry ends the last.
    private static func sectionStarts(_ keys: [Int], sectionCount: Int) -> [Int] {
        var starts = [Int](repeating: keys.count, count: sectionCount + 1)
        var position = 0
        for section in 0...sectionCount {
            while position < keys.count && keys[position] >> itemBits < section { position += 1 }
            starts[section] = position
        }
        return starts
    }

    private static func lowerBound(_ key: Int, in keys: [Int], _ range: Range<Int>) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func contains(_ keys: [Int], _ key: Int) -> Bool {
        let position = lowerBound(key, in: keys, 0..<keys.count)
        return position < keys.count && keys[position] == key
    }

    private static func firstCommon(_ a: [Int], _ b: [Int]) -> Int? {
        guard !a.isEmpty, !b.isEmpty else { return nil }
        return a.first { contains(b, $0) }
    }

    /// The `rank`-th index (from 0) of a section that is not among the section's keys
    /// `keys[range]` (sorted): their items less their positions never decrease, so a binary search
    /// finds how many come before it.
    static func slot(_ rank: Int, skipping keys: [Int], _ range: Range<Int>) -> Int {
        var low = 0, high = range.count
        while low < high {
            let middle = (low + high) / 2
            if (keys[range.lowerBound + middle] & itemMask) - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
