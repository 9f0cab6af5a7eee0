import UIKit

/// The accessible objects the bridge exports, each at a path of its own (`/org/a11y/atspi/accessible/N`,
/// never reused; the application is `…/root`), read from `AccessibilityTree` into a snapshot that is
/// walked again only when something may have changed. An object keeps its path while it lives, unless
/// it stays out of the tree while the ids of objects out of it pile up (they are then forgotten, as
/// nothing says whether those objects still live); it then gets a new one when it comes back.
@MainActor
package final class ObjectRegistry {
    /// Where exported objects live.
    nonisolated static let pathPrefix = "/org/a11y/atspi/accessible/"
    /// The application's path.
    nonisolated static let rootPath = pathPrefix + "root"

    /// What an exported object is.
    enum Kind { case application, window, node }

    /// One exported object as the last walk saw it.
    struct Entry {
        let id: Int
        let kind: Kind
        /// The element or container, held as its node holds it, until a walk no longer reaches it:
        /// strongly, since a weak reference would move every retain and release of the object, in
        /// every frame, onto Swift's side-table path.
        private let element: UIResponder?
        /// A window, which may since have gone.
        private weak var window: UIWindow?
        /// The tree node (nil for the application and windows, which are not nodes of their own).
        var node: AccessibilityNode?
        var descriptor: ElementDescriptor?
        var parent: Int?
        var children: [Int] = []
        var name: String
        var description: String
        var role: ATSPIRole
        var states: ATSPIStateSet
        /// A text object's characters (labels, fields, text views).
        var text: String?
        /// A text object's caret, in characters.
        var caret: Int?
        /// A field's or text view's selected characters (nil: none, or only a caret).
        var selection: Range<Int>?
        /// A value object's current value.
        var currentValue: Double?

        init(id: Int, kind: Kind, object: UIResponder?, node: AccessibilityNode? = nil, descriptor: ElementDescriptor? = nil,
             parent: Int? = nil, name: String, description: String, role: ATSPIRole, states: ATSPIStateSet) {
            self.id = id
            self.kind = kind
            if kind == .window {
                element = nil
                window = object as? UIWindow
            } else {
                element = object
            }
            self.node = node
            self.descriptor = descriptor
            self.parent = parent
            self.name = name
            self.description = description
            self.role = role
            self.states = states
        }

        /// The element, container or window (nil for the application, and for a window that has gone).
        var object: UIResponder? { kind == .window ? window : element }

        /// The frame on the screen, in points, read when asked: a scroll moves every row at every
        /// step, and clients ask for positions only now and then (`GetExtents`), so walks do not keep
        /// them (`.zero` once the object is gone).
        @MainActor var frame: CGRect {
            switch kind {
            case .application: .zero
            case .window: (object as? UIView)?.frame ?? .zero
            case .node: object?.accessibilityFrame ?? .zero
            }
        }
    }

    /// The application (always there).
    nonisolated static let applicationID = 0

    /// The ids given, by the object's address, with the object's serial number (`objectSerial`): a
    /// later object at a freed one's address has another number, so it gets an id of its own.
    private var ids: [ObjectIdentifier: (serial: UInt64, id: Int)] = [:]
    private var nextID = 1
    /// The objects of the last walk, by id.
    private(set) var entries: [Int: Entry] = [:]
    /// Something may have changed since the last walk.
    package var isStale = true
    /// Walks made (a figure for tests and the cost check).
    package private(set) var walks = 0
    /// What the last walk read, reused by the next for what did not change, while a listener makes
    /// UIKit track changes (`AccessibilityChanges`); without one every walk reads everything.
    private let cache = AccessibilityTreeCache()
    /// The app's name, given to the application and to windows without a title.
    let applicationName: String

    init(applicationName: String) {
        self.applicationName = applicationName
    }

    // MARK: Paths

    nonisolated static func path(of id: Int) -> String { id == applicationID ? rootPath : pathPrefix + String(id) }

    /// The id a path names (nil: not one of ours).
    nonisolated static func id(ofPath path: String) -> Int? {
        guard path.hasPrefix(pathPrefix) else { return nil }
        let last = path.dropFirst(pathPrefix.count)
        return last == "root" ? applicationID : Int(last)
    }

    /// The id of an object, made the first time it is seen; a new object at a freed one's address gets a
    /// new id.
    func id(of object: UIResponder) -> Int {
        let key = ObjectIdentifier(object)
        if let known = ids[key], known.serial == object.objectSerial { return known.id }
        let id = nextID
        nextID += 1
        ids[key] = (object.objectSerial, id)
        return id
    }

    /// The current entry for `id`, walking again first when something changed (nil: gone or never made).
    func entry(_ id: Int) -> Entry? {
        refreshIfStale()
        return entries[id]
    }

    /// The current entry of an object.
    func entry(of object: UIResponder) -> Entry? {
        refreshIfStale()
        guard let known = ids[ObjectIdentifier(object)], known.serial == object.objectSerial else { return nil }
        return entries[known.id]
    }

    func refreshIfStale() {
        if isStale { refresh() }
    }

    // MARK: Walking

    /// Walks every visible window again: while UIKit tracks changes, only what changed is read again
    /// (`AccessibilityTreeCache`), and the entries of the nodes reused are kept.
    func refresh() {
        isStale = false
        walks += 1
        let incremental = AccessibilityChanges.isTracking
        if incremental { cache.begin() } else { cache.clear() }
        defer { if incremental { cache.end() } }
        // About as many objects as last time: room made once, not grown (and rehashed) as they come.
        var walked: [Int: Entry] = [:]
        walked.reserveCapacity(entries.count + 16)
        var application = Entry(id: Self.applicationID, kind: .application, object: nil, name: applicationName,
                                description: "", role: .application, states: ATSPIStateSet())
        let app = UIApplication.shared
        for window in app.windows where !window.isHidden {
            let windowID = id(of: window)
            var states = ATSPIStateSet()
            for state in [ATSPIState.visible, .showing, .enabled, .sensitive] { states.insert(state) }
            if window === app.keyWindow { states.insert(.active) }
            let title = window.rootViewController?.title ?? window.accessibilityLabel ?? applicationName
            var frame = Entry(id: windowID, kind: .window, object: window, parent: Self.applicationID, name: title,
                              description: "", role: .frame, states: states)
            let tree = AccessibilityTree.tree(of: window, reusing: incremental ? cache : nil)
            if tree.object === window {
                frame.children = addChildren(tree.children, of: window, parent: windowID, parentTraits: tree.traits, into: &walked)
            } else {
                frame.children = [add(tree, parent: windowID, parentTraits: [], into: &walked)]
            }
            walked[windowID] = frame
            application.children.append(windowID)
        }
        walked[Self.applicationID] = application
        entries = walked
        // Ids of objects the walk did not reach are kept (an object back on the screen keeps its path)
        // until they are many: the objects may have gone, and nothing else says so.
        if ids.count > 2 * walked.count + 1_000 { ids = ids.filter { walked[$0.value.id] != nil } }
    }

    /// Adds `node` and what is inside it to `walked`, and gives its id. An entry whose node the walk
    /// reused is moved over from the last walk's entries (not copied: an entry holds its node, with the
    /// node's strings and children), and each entry goes into `walked` once, its children made first.
    private func add(_ node: AccessibilityNode, parent: Int, parentTraits: UIAccessibilityTraits, into walked: inout [Int: Entry]) -> Int {
        let id = id(of: node.object)
        var entry: Entry
        // Taken out whether or not it is kept: the last walk's entries are replaced by this walk's.
        if var kept = entries.removeValue(forKey: id), let descriptor = kept.descriptor, kept.node?.readNumber == node.readNumber,
           descriptor.isInTabBar == parentTraits.contains(.tabBar) {
            // The walk reused the node: what was read from the object then still holds.
            kept.node = node
            kept.parent = parent
            kept.role = RoleMapping.role(of: descriptor)
            kept.states = RoleMapping.states(of: descriptor)
            entry = kept
        } else {
            let descriptor = Self.descriptor(of: node, parentTraits: parentTraits)
            entry = Entry(id: id, kind: .node, object: node.object, node: node, descriptor: descriptor, parent: parent,
                          name: node.label ?? "", description: node.hint ?? "",
                          role: RoleMapping.role(of: descriptor), states: RoleMapping.states(of: descriptor))
            entry.text = TextContent.text(of: node.object, value: node.value)
            entry.caret = TextContent.caretOffset(of: node.object)
            entry.selection = TextContent.selectedRange(of: node.object)
            entry.currentValue = ValueContent.current(of: node.object)
        }
        let children = addChildren(node.children, of: node.object, parent: id, parentTraits: node.traits, into: &walked)
        entry.children = children
        // A data table's cells are table cells (`TableContent`): its rows, and a grid's cells.
        if entry.role == .table {
            for child in children {
                guard let cell = walked[child], cell.role == .listItem || cell.object is any UIAccessibilityContainerDataTableCell else { continue }
                walked[child]?.role = .tableCell
            }
        }
        walked[id] = entry
        return id
    }

    /// Adds a container's children. The elements inside a table or collection view (which the tree
    /// looks through) go into a list object for that view, in their order on the screen (top to
    /// bottom, then leading to trailing), as a screen reader lists rows; the list takes the place of
    /// its first element. A segmented control's segments go into a panel for the control the same way,
    /// so that the control can answer for its selection (`SelectionContent`); they are selectable. A
    /// stepper's two buttons go into a spin button for the stepper, which has its value (`ValueContent`).
    private func addChildren(_ nodes: [AccessibilityNode], of container: UIResponder, parent: Int,
                             parentTraits: UIAccessibilityTraits, into walked: inout [Int: Entry]) -> [Int] {
        var children: [Int] = []
        // The lists met, with their items and where each item was when the walk sorted it (read
        // again then, when it may have moved); each list goes into `walked` once its items are in.
        var lists: [(entry: Entry, items: [(id: Int, frame: CGRect)])] = []
        for node in nodes {
            guard let list = Self.enclosingList(of: node.object, below: container) else {
                children.append(add(node, parent: parent, parentTraits: parentTraits, into: &walked))
                continue
            }
            let listID = id(of: list)
            var index: Int?
            for (k, list) in lists.enumerated() where list.entry.id == listID { index = k; break }
            if index == nil, walked[listID] == nil {
                var states = ATSPIStateSet()
                for state in [ATSPIState.visible, .showing, .enabled, .sensitive] { states.insert(state) }
                let role: ATSPIRole = switch list {
                case is UISegmentedControl: .panel
                case is UIStepper: .spinButton
                default: .list
                }
                var entry = Entry(id: listID, kind: .node, object: list, parent: parent, name: list.accessibilityLabel ?? "",
                                  description: list.accessibilityHint ?? "", role: role, states: states)
                entry.currentValue = ValueContent.current(of: list)
                children.append(listID)
                lists.append((entry, []))
                index = lists.count - 1
            }
            let child = add(node, parent: listID, parentTraits: parentTraits, into: &walked)
            if list is UISegmentedControl { walked[child]?.states.insert(.selectable) }
            if let index {
                lists[index].items.append((child, node.frame))
            } else {
                // A list an earlier container's children already made (its items are in order there).
                walked[listID]?.children.append(child)
            }
        }
        // Each list's items as they read on the screen (`ReadingOrder`), in the list's own direction: a
        // right-to-left segmented control's first segment, on the right, is its first item.
        for (var entry, items) in lists {
            let rightToLeft = (entry.object as? UIView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            entry.children = ReadingOrder.order(of: items.map(\.frame), rightToLeft: rightToLeft).map { items[$0].id }
            walked[entry.id] = entry
        }
        return children
    }

    /// The nearest table view, collection view, segmented control or stepper holding `object` inside
    /// `container` (nil: none, or the container is one or is inside one).
    private static func enclosingList(of object: UIResponder, below container: UIResponder) -> UIView? {
        var view = (object as? UIView)?.superview
        while let current = view, current !== container {
            if current is UITableView || current is UICollectionView || current is UISegmentedControl || current is UIStepper { return current }
            view = current.superview
        }
        return nil
    }

    /// What the role mapping needs of a node.
    static func descriptor(of node: AccessibilityNode, parentTraits: UIAccessibilityTraits) -> ElementDescriptor {
        let object = node.object
        var kind = ElementDescriptor.Kind.other
        var editable = false
        switch object {
        case let field as UITextField:
            kind = .textField(secure: field.isSecureTextEntry)
            editable = field.isEnabled
        case let view as UITextView:
            kind = .textView
            editable = view.isEditable
        case is UISlider: kind = .slider
        case is UIStepper: kind = .stepper
        case is UIProgressView: kind = .progress
        case is UITableViewCell, is UICollectionViewCell: kind = .cell
        default:
            if node.isModal, let view = object as? UIView, controller(of: view) is UIAlertController { kind = .alert }
        }
        return ElementDescriptor(traits: node.traits, isElement: node.isElement, containerType: node.containerType,
                                 isModal: node.isModal, kind: kind, isInTabBar: parentTraits.contains(.tabBar),
                                 isInteractive: object.accessibilityRespondsToUserInteraction, isFocused: object.isFirstResponder || (object as? UIView)?.isFocused == true,
                                 value: node.value, isEditable: editable)
    }

    /// The nearest view controller up a view's responder chain.
    private static func controller(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
