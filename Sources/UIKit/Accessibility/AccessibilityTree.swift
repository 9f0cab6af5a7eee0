/// The accessible tree of a window, as a desktop bridge (or a test) reads it, and the actions an
/// assistive technology performs on it. The one walk behind `UIView.accessibilityElementsInTree`,
/// `accessibilityTreeDescription()` and the bridge.
///
/// The walk, as VoiceOver's: from the root, skipping hidden and transparent views and objects with
/// `accessibilityElementsHidden`; an object that `isAccessibilityElement` is an element and its
/// children are not visited; any other object's children are its `accessibilityElements` (or
/// `accessibilityElement(at:)` up to `accessibilityElementCount()`) when it has them, else its
/// subviews, back to front. Objects that structure what they hold (a container type, grouped
/// children, their own element list, the `.tabBar` trait, a modal view) become container nodes;
/// plain views are looked through. When a visible object is modal (`accessibilityViewIsModal`), only
/// the last one's subtree counts, as VoiceOver ignores the modal view's siblings.
///
/// The children of a container that gives no element list of its own are then sorted as they read on
/// the screen (`ReadingOrder`: top to bottom, then in the reading direction), as VoiceOver orders
/// them; a container's own `accessibilityElements` keep the order it gives. The sort is stable, so
/// elements at the same place keep the hierarchy's order.
@MainActor
package enum AccessibilityTree {
    /// The tree under `root` (a window, typically): a container node for the root (or for the modal
    /// view that hides the rest) whose children are the elements and containers inside.
    package static func tree(of root: UIView) -> AccessibilityNode { tree(of: root, reusing: nil) }

    /// The tree under `root`, reading again only what `AccessibilityChanges` marked since `cache` last
    /// saw it and reusing the nodes it read then for the rest (a bridge keeps the cache between walks;
    /// `cache.begin()` takes the marks first). Nil reads everything. The nodes reused keep the frames
    /// of their last read, except those a container read again sorts by (their frames are read anew);
    /// the bridge reads positions when asked.
    package static func tree(of root: UIView, reusing cache: AccessibilityTreeCache?) -> AccessibilityNode {
        if let cache, let kept = cache.reuseRoot(of: root) { return kept }
        walkDepth += 1
        defer {
            walkDepth -= 1
            if walkDepth == 0 { elementMemo = nil }
        }
        var walk = Walk(cache: cache, firstRead: nodesRead)
        let (node, modal) = walk.container(root)
        // When a visible object is modal, only the last one's subtree is read.
        let tree = modal.map { walk.container($0).node } ?? node
        cache?.keepRoot(tree, of: root)
        return tree
    }

    /// Nodes read so far (each is one read of an object's properties): a figure for tests of what a
    /// walk reads, and how a walk tells the nodes it read from those it reused.
    package private(set) static var nodesRead = 0

    /// Counts a node read (`AccessibilityNode`'s initializer) and gives its number.
    static func countRead() -> Int {
        nodesRead += 1
        return nodesRead
    }

    /// Walks in progress (a getter may walk inside a walk).
    private static var walkDepth = 0
    /// The element objects inside the container read last, while a walk runs: a cell's label and
    /// value are both read from them, so they are found once a walk.
    private static var elementMemo: (container: ObjectIdentifier, objects: [UIResponder])?

    /// One walk: what each object contributes to its container's children (its own node, the nodes of
    /// a view looked through, or nothing when hidden), and the last visible modal object found, in
    /// walking order. With a cache, objects nothing marked contribute what they did last time.
    @MainActor
    private struct Walk {
        let cache: AccessibilityTreeCache?
        /// The number of the first node this walk reads: nodes numbered below it are reused.
        let firstRead: Int

        /// The container node for `object` (the root, or the modal object that hides the rest) with
        /// the nodes inside it, and the last visible modal object among them.
        mutating func container(_ object: UIResponder) -> (node: AccessibilityNode, modal: UIResponder?) {
            var node = AccessibilityNode(object, isElement: false)
            let (nodes, modal) = visitChildren(of: object, rereading: cache?.rereadsSubtree(of: object) ?? true)
            node.children = readingOrder(nodes, in: object)
            return (node, modal)
        }

        /// A view looked through or a structural container being visited: its children, the next one
        /// to visit, and what those visited so far contribute.
        private struct Pending {
            let object: UIResponder
            /// The container it was reached from (nil for the walk's own container).
            let parent: UIResponder?
            let children: [UIResponder]
            var next = 0
            /// Whether its children are all read again (its own or a container's content changed).
            let rereading: Bool
            var nodes: [AccessibilityNode] = []
            /// The last visible modal object at or below it so far (itself, when it is modal).
            var modal: UIResponder?

            /// Adds what one child contributes: its nodes, and the last modal object at or below it.
            mutating func add(_ childNodes: [AccessibilityNode], modal childModal: UIResponder?) {
                nodes += childNodes
                if let childModal { modal = childModal }
            }
        }

        /// The nodes inside `object`; `rereading` reads them all again (its content changed). The walk
        /// keeps its own stack rather than recursing: a hierarchy may be nested deeper than a thread's
        /// stack allows (a test nests 10,000 views).
        private mutating func visitChildren(of object: UIResponder, rereading: Bool) -> (nodes: [AccessibilityNode], modal: UIResponder?) {
            var stack = [Pending(object: object, parent: nil, children: AccessibilityTree.children(of: object), rereading: rereading)]
            while true {
                let top = stack.count - 1
                guard stack[top].next < stack[top].children.count else {
                    // Every child visited: what the object contributes goes to its container.
                    let done = stack.removeLast()
                    guard let parent = done.parent else { return (done.nodes, done.modal) }
                    var nodes = done.nodes
                    if AccessibilityTree.isStructural(done.object) {
                        var node = AccessibilityNode(done.object, isElement: false)
                        node.children = readingOrder(done.nodes, in: done.object)
                        nodes = [node]
                    }
                    cache?.record(done.object, in: parent, nodes: nodes, modal: done.modal)
                    stack[top - 1].add(nodes, modal: done.modal)
                    continue
                }
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                let parent = stack[top].object
                if !stack[top].rereading, let reused = cache?.reuse(child, in: parent) {
                    stack[top].add(reused.nodes, modal: reused.modal)
                    continue
                }
                guard AccessibilityTree.isVisible(child) else {
                    cache?.record(child, in: parent, nodes: [], modal: nil)
                    continue
                }
                let modal = child.accessibilityViewIsModal ? child : nil
                if child.isAccessibilityElement {
                    let nodes = [AccessibilityNode(child, isElement: true)]
                    cache?.record(child, in: parent, nodes: nodes, modal: modal)
                    stack[top].add(nodes, modal: modal)
                    continue
                }
                stack.append(Pending(object: child, parent: parent, children: AccessibilityTree.children(of: child),
                                     rereading: stack[top].rereading || cache?.rereadsSubtree(of: child) == true, modal: modal))
            }
        }

        /// `children` of `container` as they read on the screen (see the type's `readingOrder`); the
        /// frames of nodes reused from an earlier walk are read again first, as they may have moved.
        private func readingOrder(_ children: [AccessibilityNode], in container: UIResponder) -> [AccessibilityNode] {
            guard cache != nil, children.contains(where: { $0.readNumber < firstRead }) else {
                return AccessibilityTree.readingOrder(children, in: container)
            }
            var moved = children
            for index in moved.indices where moved[index].readNumber < firstRead { moved[index].readPosition() }
            return AccessibilityTree.readingOrder(moved, in: container)
        }
    }

    /// `children` of `container` as they read on the screen, unless the container lists its own
    /// elements (their order is the app's).
    private static func readingOrder(_ children: [AccessibilityNode], in container: UIResponder) -> [AccessibilityNode] {
        guard children.count > 1, container.accessibilityElements == nil, container.accessibilityElementCount() <= 0 else { return children }
        let rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        // Positions are sorted, not the nodes (moving a node moves its strings and children too); a
        // stable sort: the hierarchy's order breaks ties.
        let frames = children.map(\.frame)
        let order = ReadingOrder.order(of: frames, rightToLeft: rightToLeft)
        // Already in order (a list's rows, a column of controls): nothing to move.
        if order.elementsEqual(frames.indices) { return children }
        return order.map { children[$0] }
    }

    /// The elements under `root` in reading order.
    package static func elements(of root: UIView) -> [AccessibilityNode] { tree(of: root).elements }

    /// What VoiceOver says for each element under `root`, in reading order (see
    /// `AccessibilityNode.spokenDescription`): a tab bar's buttons end "Tab, n of m".
    package static func spokenDescriptions(of root: UIView) -> [String] {
        var spoken: [String] = []
        var stack: [(AccessibilityNode, (Int, Int)?)] = [(tree(of: root), nil)]
        while let (node, tab) = stack.popLast() {
            if node.isElement { spoken.append(node.spokenDescription(tabPosition: tab)) }
            let tabs = node.traits.contains(.tabBar) ? node.children.filter(\.isElement).count : 0
            var tabIndex = 0
            var entries: [(AccessibilityNode, (Int, Int)?)] = []
            for child in node.children {
                if tabs > 0 && child.isElement {
                    entries.append((child, (tabIndex, tabs)))
                    tabIndex += 1
                } else {
                    entries.append((child, nil))
                }
            }
            stack.append(contentsOf: entries.reversed())
        }
        return spoken
    }

    /// The element objects inside `container` (not the container itself), in reading order, without
    /// reading the container's own properties: what a cell joins its label from (reading the cell's
    /// label there would ask the cell again).
    static func elementObjects(inside container: UIResponder) -> [UIResponder] {
        if walkDepth > 0, let memo = elementMemo, memo.container == ObjectIdentifier(container) { return memo.objects }
        var found: [UIResponder] = []
        var stack: [UIResponder] = children(of: container).reversed()
        while let object = stack.popLast() {
            guard isVisible(object) else { continue }
            if object.isAccessibilityElement {
                found.append(object)
                continue
            }
            stack.append(contentsOf: children(of: object).reversed())
        }
        if walkDepth > 0 { elementMemo = (ObjectIdentifier(container), found) }
        return found
    }

    /// The objects an object holds for assistive technologies: its own elements when it lists them,
    /// else a view's subviews (objects that are not responders are skipped: see `UIResponder`).
    static func children(of object: UIResponder) -> [UIResponder] {
        let count = object.accessibilityElementCount()
        if count > 0 || object.accessibilityElements != nil {
            return (0..<max(count, 0)).compactMap { object.accessibilityElement(at: $0) as? UIResponder }
        }
        return (object as? UIView)?.subviews ?? []
    }

    /// Whether assistive technologies see the object at all.
    static func isVisible(_ object: UIResponder) -> Bool {
        if object.accessibilityElementsHidden { return false }
        guard let view = object as? UIView else { return true }
        return !view.isHidden && view.alpha >= 0.01
    }

    /// Whether a non-element object is a container node of its own.
    private static func isStructural(_ object: UIResponder) -> Bool {
        object.accessibilityContainerType != .none || object.shouldGroupAccessibilityChildren
            || object.accessibilityViewIsModal || object.accessibilityTraits.contains(.tabBar)
            || object.accessibilityElementCount() > 0
    }

    // MARK: Actions

    /// Performs `action` on `object` as an assistive technology would; true when something handled it.
    @discardableResult
    package static func perform(_ action: AccessibilityNode.Action, on object: UIResponder) -> Bool {
        switch action {
        case .activate: return activate(object)
        case .increment: object.accessibilityIncrement(); return true
        case .decrement: object.accessibilityDecrement(); return true
        case .custom(let index):
            guard let actions = object.accessibilityCustomActions, actions.indices.contains(index) else { return false }
            return actions[index].perform()
        }
    }

    /// Activates an element: `accessibilityActivate()`, else a tap at its activation point, as
    /// VoiceOver's double tap does.
    @discardableResult
    package static func activate(_ object: UIResponder) -> Bool {
        if object.accessibilityActivate() { return true }
        guard let window = window(of: object) else { return false }
        let point = object.accessibilityActivationPoint.applying(window.toScreenSpace.inverted())
        window.send(TouchInput.tap(at: point, timestamp: CACurrentMediaTime()))
        return true
    }

    /// Scrolls from `object` (the focused element) as a three-finger swipe does: asks it and then its
    /// containers up to the window until one scrolls.
    @discardableResult
    package static func scroll(_ direction: UIAccessibilityScrollDirection, from object: UIResponder) -> Bool {
        var current: UIResponder? = object
        while let responder = current {
            if responder.accessibilityScroll(direction) { return true }
            current = container(of: responder)
        }
        return false
    }

    /// The escape gesture (a two-finger scrub) from `object`: each responder up the chain is asked
    /// `accessibilityPerformEscape()`; where none answers, the nearest alert with a cancel action
    /// cancels, a navigation controller with more than one controller pops, or a presented
    /// controller (unless `isModalInPresentation`) is dismissed, as iOS's containers do.
    @discardableResult
    package static func escape(from object: UIResponder) -> Bool {
        var current: UIResponder? = object
        while let responder = current {
            if responder.accessibilityPerformEscape() { return true }
            if let controller = responder as? UIViewController, standardEscape(controller) { return true }
            current = nextForAccessibility(responder)
        }
        return false
    }

    /// The magic tap (a two-finger double tap) from `object`: `accessibilityPerformMagicTap()` up the
    /// responder chain until one answers true.
    @discardableResult
    package static func magicTap(from object: UIResponder) -> Bool {
        var current: UIResponder? = object
        while let responder = current {
            if responder.accessibilityPerformMagicTap() { return true }
            current = nextForAccessibility(responder)
        }
        return false
    }

    /// What UIKit's containers do on escape when nobody overrode it.
    private static func standardEscape(_ controller: UIViewController) -> Bool {
        if let alert = controller as? UIAlertController {
            guard let cancel = alert.actions.first(where: { $0.style == .cancel }), cancel.isEnabled else { return false }
            alert.choose(cancel)
            return true
        }
        if let navigation = controller as? UINavigationController, navigation.viewControllers.count > 1 {
            _ = navigation.popViewController(animated: true)
            return true
        }
        if controller.presentingViewController != nil, controller.presentedViewController == nil,
           controller.parent == nil, !controller.isModalInPresentation {
            controller.dismiss(animated: true)
            return true
        }
        return false
    }

    /// The next responder, or for an element that is not a view, its container.
    private static func nextForAccessibility(_ responder: UIResponder) -> UIResponder? {
        if let element = responder as? UIAccessibilityElement { return element.accessibilityContainer as? UIResponder }
        return responder.next
    }

    /// The object's container: a view's superview, an element's container.
    private static func container(of responder: UIResponder) -> UIResponder? {
        if let element = responder as? UIAccessibilityElement { return element.accessibilityContainer as? UIResponder }
        return (responder as? UIView)?.superview
    }

    /// The window showing the object (through an element's containers).
    static func window(of object: UIResponder) -> UIWindow? {
        var current: UIResponder? = object
        while let responder = current {
            if let view = responder as? UIView { return view as? UIWindow ?? view.window }
            current = container(of: responder)
        }
        return nil
    }
}
