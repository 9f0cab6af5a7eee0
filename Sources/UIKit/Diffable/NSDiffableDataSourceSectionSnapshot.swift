import Foundation

/// The items of one section as a tree: root items, each with children that show while their parent
/// is expanded (an outline, as in a sidebar or a file browser).
///
/// Hand one to `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`: the
/// section shows `visibleItems`, the items whose ancestors are all expanded, in depth-first order.
/// Identifiers are unique across the tree. Lookups (`contains`, `parent(of:)`, `isExpanded`,
/// `level(of:)`) cost O(1) (the level costs the item's depth); the flattened lists (`items`,
/// `visibleItems`, `index(of:)`) are built by one walk over the tree, without recursion.
///
/// Where iOS raises an exception (duplicate identifiers, unknown parents or anchors), Tessera logs
/// UIKit's message and ignores the offending part, as `NSDiffableDataSourceSnapshot` does.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    struct Node: Sendable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    /// Every item's place in the tree.
    var nodes: [ItemIdentifierType: Node] = [:]
    /// The roots (stored; `rootItems` reads them).
    var roots: [ItemIdentifierType] = []

    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { roots }

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (each parent before its children), collapsed or not.
    public var items: [ItemIdentifierType] { flatten(onlyVisible: false) }

    /// The items a section shows: roots, and the children of expanded items whose ancestors are all
    /// expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(onlyVisible: true) }

    /// Whether the tree contains `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// Whether `item` shows its children (false for an item the snapshot doesn't contain).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether `item` shows: it is a root, or all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let parentNode = nodes[parent], parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    /// How deep `item` is: 0 for a root, 1 for a root's child, and so on (-1 when the tree doesn't
    /// contain it; iOS returns `NSNotFound`'s index there).
    public func level(of item: ItemIdentifierType) -> Int {
        guard var node = nodes[item] else { return -1 }
        var level = 0
        while let parent = node.parent, let parentNode = nodes[parent] {
            level += 1
            node = parentNode
        }
        return level
    }

    /// The parent of `child`, or nil for a root or an item the snapshot doesn't contain.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// The index of `item` in `items`, or nil when the tree doesn't contain it.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    /// The subtree under `parent` as a snapshot of its own: its children become the roots, or, with
    /// `includingParent`, `parent` itself is the one root. Expansion states are kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard let node = nodes[parent] else {
            DiffableLog.invalid("snapshot(of:includingParent:)", "Invalid parameter not satisfying: parent \(describe(parent)) is not in the section snapshot; returned an empty snapshot", type: Self.typeName)
            return result
        }
        if includingParent {
            result.roots = [parent]
            result.nodes[parent] = Node(parent: nil, children: node.children, isExpanded: node.isExpanded)
        } else {
            result.roots = node.children
        }
        var stack = node.children.reversed() as [ItemIdentifierType]
        while let item = stack.popLast() {
            var copy = nodes[item]!
            if !includingParent && copy.parent == parent { copy.parent = nil }
            result.nodes[item] = copy
            stack.append(contentsOf: copy.children.reversed())
        }
        return result
    }

    /// A text picture of the tree, one item a line, indented by level, with `+` for an expanded
    /// parent and `-` for a collapsed one (for debugging; iOS's has its own layout).
    public func visualDescription() -> String {
        var lines: [String] = []
        var stack: [(ItemIdentifierType, Int)] = rootItems.reversed().map { ($0, 0) }
        while let (item, level) = stack.popLast() {
            let node = nodes[item]!
            let mark = node.children.isEmpty ? " " : (node.isExpanded ? "+" : "-")
            lines.append(String(repeating: "  ", count: level) + mark + " " + describe(item))
            stack.append(contentsOf: node.children.reversed().map { ($0, level + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// The tree depth first, without recursion; with `onlyVisible`, skipping collapsed subtrees.
    func flatten(onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        var stack = Array(rootItems.reversed())
        while let item = stack.popLast() {
            result.append(item)
            let node = nodes[item]!
            if !onlyVisible || node.isExpanded { stack.append(contentsOf: node.children.reversed()) }
        }
        return result
    }

    static var typeName: String { "NSDiffableDataSourceSectionSnapshot" }
}
