import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    /// Adds items at the end of `parent`'s children, or at the end of the roots when `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let api = "append(_:to:)"
        if let parent, nodes[parent] == nil {
            DiffableLog.invalid(api, "Invalid parameter not satisfying: parent \(describe(parent)) does not exist in the section snapshot; no items were appended", type: Self.typeName)
            return
        }
        let fresh = uniqueNewItems(items, api)
        guard !fresh.isEmpty else { return }
        attach(fresh, to: parent, at: nil)
    }

    /// Inserts items, in order, just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let (parent, index) = siblingPosition(of: item, "insert(_:before:)") else { return }
        let fresh = uniqueNewItems(items, "insert(_:before:)")
        guard !fresh.isEmpty else { return }
        attach(fresh, to: parent, at: index)
    }

    /// Inserts items, in order, just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let (parent, index) = siblingPosition(of: item, "insert(_:after:)") else { return }
        let fresh = uniqueNewItems(items, "insert(_:after:)")
        guard !fresh.isEmpty else { return }
        attach(fresh, to: parent, at: index + 1)
    }

    /// Adds another section snapshot's trees at the end of `parent`'s children (or of the roots).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        if let parent, nodes[parent] == nil {
            DiffableLog.invalid("append(_:to:)", "Invalid parameter not satisfying: parent \(describe(parent)) does not exist in the section snapshot; nothing was appended", type: Self.typeName)
            return
        }
        graft(snapshot, to: parent, at: nil, "append(_:to:)")
    }

    /// Inserts another section snapshot's trees just before `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        guard let (parent, index) = siblingPosition(of: item, "insert(_:before:)") else { return }
        graft(snapshot, to: parent, at: index, "insert(_:before:)")
    }

    /// Inserts another section snapshot's trees just after `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        guard let (parent, index) = siblingPosition(of: item, "insert(_:after:)") else { return }
        graft(snapshot, to: parent, at: index + 1, "insert(_:after:)")
    }

    /// Replaces `parent`'s children (and their subtrees) with the trees of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let node = nodes[parent] else {
            DiffableLog.invalid("replace(childrenOf:using:)", "Invalid parameter not satisfying: parent \(describe(parent)) does not exist in the section snapshot; nothing was replaced", type: Self.typeName)
            return
        }
        for child in node.children { removeSubtree(child) }
        nodes[parent]!.children = []
        graft(snapshot, to: parent, at: nil, "replace(childrenOf:using:)")
    }

    /// Deletes items together with their descendants. Identifiers the snapshot doesn't contain are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var detachedFrom: [ItemIdentifierType?: Set<ItemIdentifierType>] = [:]
        for item in items {
            guard let node = nodes[item] else { continue }
            detachedFrom[node.parent, default: []].insert(item)
            removeSubtree(item)
        }
        for (parent, doomed) in detachedFrom {
            if let parent {
                if nodes[parent] != nil { nodes[parent]!.children.removeAll(where: doomed.contains) }
            } else {
                roots.removeAll(where: doomed.contains)
            }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        nodes.removeAll()
        roots.removeAll()
    }

    /// Expands items: their children show when they themselves do. Unknown items are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = true }
    }

    /// Collapses items: their descendants no longer show. Unknown items are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = false }
    }

    // MARK: Helpers

    private func uniqueNewItems(_ items: [ItemIdentifierType], _ api: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var fresh: [ItemIdentifierType] = []
        var duplicates: [ItemIdentifierType] = []
        for item in items {
            if nodes[item] == nil, seen.insert(item).inserted { fresh.append(item) } else { duplicates.append(item) }
        }
        if !duplicates.isEmpty {
            let shown = duplicates.prefix(20).map(describe).joined(separator: ", ") + (duplicates.count > 20 ? ", …" : "")
            DiffableLog.invalid(api, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(shown))}; the duplicates were ignored", type: Self.typeName)
        }
        return fresh
    }

    /// The parent of `item` and its index among its siblings, or nil after reporting an unknown item.
    private func siblingPosition(of item: ItemIdentifierType, _ api: String) -> (ItemIdentifierType?, Int)? {
        guard let node = nodes[item] else {
            DiffableLog.invalid(api, "Invalid parameter not satisfying: item \(describe(item)) does not exist in the section snapshot; nothing was inserted", type: Self.typeName)
            return nil
        }
        let siblings = node.parent.map { nodes[$0]!.children } ?? roots
        return (node.parent, siblings.firstIndex(of: item)!)
    }

    /// Adds new leaf items under `parent` (or as roots) at `index` (nil: at the end).
    private mutating func attach(_ fresh: [ItemIdentifierType], to parent: ItemIdentifierType?, at index: Int?) {
        for item in fresh { nodes[item] = Node(parent: parent) }
        if let parent {
            let end = nodes[parent]!.children.count
            nodes[parent]!.children.insert(contentsOf: fresh, at: index ?? end)
        } else {
            roots.insert(contentsOf: fresh, at: index ?? roots.count)
        }
    }

    /// Adds the trees of `snapshot` under `parent` at `index`; items already here are reported and
    /// left out with their subtrees.
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType?,
                                at index: Int?, _ api: String) {
        var duplicates: [ItemIdentifierType] = []
        var grafted: [ItemIdentifierType] = []
        var stack: [(ItemIdentifierType, ItemIdentifierType?)] = snapshot.rootItems.reversed().map { ($0, parent) }
        while let (item, newParent) = stack.popLast() {
            if nodes[item] != nil {
                duplicates.append(item)
                continue
            }
            let source = snapshot.nodes[item]!
            nodes[item] = Node(parent: newParent, children: [], isExpanded: source.isExpanded)
            if newParent == parent { grafted.append(item) } else { nodes[newParent!]!.children.append(item) }
            stack.append(contentsOf: source.children.reversed().map { ($0, item) })
        }
        if !duplicates.isEmpty {
            DiffableLog.invalid(api, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map(describe).joined(separator: ", ")))}; the duplicates were ignored", type: Self.typeName)
        }
        if let parent {
            let end = nodes[parent]!.children.count
            nodes[parent]!.children.insert(contentsOf: grafted, at: index ?? end)
        } else {
            roots.insert(contentsOf: grafted, at: index ?? roots.count)
        }
    }

    /// Forgets `item` and its descendants (the caller detaches `item` from its parent).
    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        var stack = [item]
        while let next = stack.popLast() {
            guard let node = nodes.removeValue(forKey: next) else { continue }
            stack.append(contentsOf: node.children)
        }
    }
}
