/// What a desktop bridge's last walk of the accessible tree read, kept until its next walk, so that the
/// next one reads again only what changed: the objects `AccessibilityChanges` marked (with the
/// containers above them), and always the first responder, the focused item, the assistive
/// technology's focused element and the elements with the `.updatesFrequently` trait with theirs, since
/// what a subclass's getter computes may change without a mark: those are the objects a reader follows,
/// and the trait is how UIKit apps say an element changes by itself (VoiceOver polls them). Every other view contributes the nodes
/// it did last time without being visited. `begin()` takes the marks; `AccessibilityTree.tree(of:reusing:)`
/// walks each window; `end()` forgets what the walk no longer reached.
///
/// The records hold the objects (as the nodes a bridge keeps do) until a walk no longer reaches them.
/// A Tessera addition, package API.
@MainActor
package final class AccessibilityTreeCache {
    /// What one object contributed to its container's children in a walk.
    private struct Record {
        let object: UIResponder
        /// The container the walk reached it from.
        let parent: ObjectIdentifier
        /// Its own node, the nodes of a view looked through, or none (hidden).
        let nodes: [AccessibilityNode]
        /// The last visible modal object at or below it, in walking order.
        let modal: UIResponder?
    }

    /// The last walk's records, and the objects it reached from each container.
    private var records: [ObjectIdentifier: Record] = [:]
    private var childIDs: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    /// The last walk's tree of each root (a window).
    private var roots: [ObjectIdentifier: (root: UIView, tree: AccessibilityNode)] = [:]
    /// The same, for the walk under way.
    private var visited: [ObjectIdentifier: Record] = [:]
    private var visitedChildIDs: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    private var visitedRoots: [ObjectIdentifier: (root: UIView, tree: AccessibilityNode)] = [:]
    /// The objects this walk reads again (nil: all), and those whose subtrees it reads again.
    private var changed: Set<ObjectIdentifier>?
    private var redrawn: Set<ObjectIdentifier> = []
    /// The elements with `.updatesFrequently` the last walk read, and this one.
    private var frequent: [UIResponder] = []
    private var visitedFrequent: [UIResponder] = []

    package init() {}

    /// Starts a walk: takes the marks made since the last one, adds the objects always read again, and
    /// the containers the last walk reached marked objects from (an element list may hold objects that
    /// are not its subviews).
    package func begin() {
        guard let taken = AccessibilityChanges.take() else {
            changed = nil
            redrawn = []
            return
        }
        var marks = taken.marked
        redrawn = taken.redrawn
        for id in Array(marks) { addContainers(of: id, to: &marks) }
        var focused: [UIResponder] = []
        for window in UIApplication.shared.windows {
            if let responder = window.currentFirstResponder { focused.append(responder) }
            if let item = window.existingFocusSystem?.focusedItem as? UIView { focused.append(item) }
        }
        if let element = AccessibilityEvents.focusedElement as? UIResponder { focused.append(element) }
        focused += frequent
        for object in focused {
            var current: UIResponder? = object
            while let responder = current {
                marks.insert(ObjectIdentifier(responder))
                addContainers(of: ObjectIdentifier(responder), to: &marks)
                current = (responder as? UIView)?.storedSuperview ?? (responder as? UIAccessibilityElement)?.accessibilityContainer as? UIResponder
            }
        }
        changed = marks
    }

    /// Adds the containers the last walk reached `id` from, up to its root.
    private func addContainers(of id: ObjectIdentifier, to marks: inout Set<ObjectIdentifier>) {
        var parent = records[id]?.parent
        while let container = parent, marks.insert(container).inserted { parent = records[container]?.parent }
    }

    /// Ends a walk: what it did not reach is forgotten (and let go).
    package func end() {
        records = visited
        childIDs = visitedChildIDs
        roots = visitedRoots
        frequent = visitedFrequent
        visited = [:]
        visitedChildIDs = [:]
        visitedRoots = [:]
        visitedFrequent = []
    }

    /// Forgets everything (tracking stopped: the next walk reads all).
    package func clear() {
        records = [:]
        childIDs = [:]
        roots = [:]
        visited = [:]
        visitedChildIDs = [:]
        visitedRoots = [:]
        frequent = []
        visitedFrequent = []
        changed = nil
        redrawn = []
    }

    /// The last tree of `root` when nothing under it changed (nil: walk it).
    func reuseRoot(of root: UIView) -> AccessibilityNode? {
        let id = ObjectIdentifier(root)
        guard let changed, !changed.contains(id), let kept = roots[id], kept.root === root else { return nil }
        visitedRoots[id] = kept
        carryChildren(of: id)
        return kept.tree
    }

    /// Keeps the tree walked for `root`.
    func keepRoot(_ tree: AccessibilityNode, of root: UIView) {
        visitedRoots[ObjectIdentifier(root)] = (root, tree)
    }

    /// Whether everything under `object` is read again (its content changed).
    func rereadsSubtree(of object: UIResponder) -> Bool {
        changed == nil || redrawn.contains(ObjectIdentifier(object))
    }

    /// What `object` contributes when this walk already reached it, or when it is a view the last walk
    /// reached and nothing under it changed (nil: visit it). Objects that are not views are reused only
    /// with their container: nothing marks what a container vends.
    func reuse(_ object: UIResponder, in parent: UIResponder) -> (nodes: [AccessibilityNode], modal: UIResponder?)? {
        let id = ObjectIdentifier(object)
        if let record = visited[id], record.object === object { return (record.nodes, record.modal) }
        guard let changed, !changed.contains(id), object is UIView, let record = records[id], record.object === object else { return nil }
        visited[id] = record
        carryChildren(of: id)
        visitedChildIDs[ObjectIdentifier(parent), default: []].append(id)
        return (record.nodes, record.modal)
    }

    /// Keeps the records below a reused object (with a stack of its own: hierarchies may be nested
    /// deeper than a thread's stack allows).
    private func carryChildren(of id: ObjectIdentifier) {
        var pending = [id]
        while let current = pending.popLast() {
            guard let children = childIDs[current] else { continue }
            visitedChildIDs[current] = children
            for child in children {
                guard let record = records[child] else { continue }
                visited[child] = record
                pending.append(child)
            }
        }
    }

    /// Records what `object`, visited, contributes.
    func record(_ object: UIResponder, in parent: UIResponder, nodes: [AccessibilityNode], modal: UIResponder?) {
        let id = ObjectIdentifier(object), parentID = ObjectIdentifier(parent)
        visited[id] = Record(object: object, parent: parentID, nodes: nodes, modal: modal)
        if nodes.count == 1, nodes[0].isElement, nodes[0].traits.contains(.updatesFrequently) { visitedFrequent.append(object) }
        visitedChildIDs[parentID, default: []].append(id)
    }
}
