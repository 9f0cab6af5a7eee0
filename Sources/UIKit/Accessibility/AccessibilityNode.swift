/// One object of the accessible tree as assistive technologies see it: an element, or a container
/// that structures elements (a list, a landmark, a tab bar, a modal view, a group), with what a screen
/// reader needs, read when the tree was walked. Part of the package API a desktop bridge uses.
@MainActor
package struct AccessibilityNode {
    /// What an assistive technology can do with the node (see `AccessibilityTree`'s `perform`).
    package enum Action: Hashable, Sendable {
        /// Activate it (a double tap): `accessibilityActivate()`, else a tap at its activation point.
        case activate
        /// Step an adjustable element up.
        case increment
        /// Step an adjustable element down.
        case decrement
        /// Run the custom action at this index of `accessibilityCustomActions`.
        case custom(Int)
    }

    /// The element or container (a view, a `UIAccessibilityElement`, another responder).
    package let object: UIResponder
    /// True for an element; false for a container whose children are the elements.
    package let isElement: Bool
    package let label: String?
    package let value: String?
    package let hint: String?
    package let identifier: String?
    package let language: String?
    package let traits: UIAccessibilityTraits
    /// The frame in screen coordinates (points), when the node was read (see `readPosition()`).
    package private(set) var frame: CGRect
    /// Where a tap activates it, in screen coordinates, when the node was read.
    package private(set) var activationPoint: CGPoint
    /// Which read of an object this node is (`AccessibilityTree.nodesRead` counts them): a walk that
    /// reuses nodes of an earlier one tells them apart by it.
    package let readNumber: Int
    /// The container kind (`.none` for elements and plain groups).
    package let containerType: UIAccessibilityContainerType
    /// Whether it is a modal view (its siblings are hidden from assistive technologies).
    package let isModal: Bool
    /// The names of its custom actions, in order (`Action.custom(index)` runs one).
    package let customActionNames: [String]
    /// The elements and containers inside a container, in reading order (empty for elements).
    package internal(set) var children: [AccessibilityNode] = []

    init(_ object: UIResponder, isElement: Bool) {
        self.object = object
        self.isElement = isElement
        label = object.accessibilityLabel
        value = object.accessibilityValue
        hint = object.accessibilityHint
        identifier = object.accessibilityIdentifier
        language = object.accessibilityLanguage
        traits = object.accessibilityTraits
        frame = object.accessibilityFrame
        activationPoint = object.accessibilityActivationPoint
        containerType = object.accessibilityContainerType
        isModal = object.accessibilityViewIsModal
        customActionNames = (object.accessibilityCustomActions ?? []).map(\.name)
        readNumber = AccessibilityTree.countRead()
    }

    /// Reads the frame again (a node reused from an earlier walk may have moved). The activation point
    /// follows when it was the frame's centre, the default; one set elsewhere is in screen coordinates
    /// and stays (reading it again would work the frame out a second time).
    mutating func readPosition() {
        let moved = object.accessibilityFrame
        if activationPoint == CGPoint(x: frame.midX, y: frame.midY) { activationPoint = CGPoint(x: moved.midX, y: moved.midY) }
        frame = moved
    }

    /// What can be done with it: activation for elements, stepping for adjustable ones, and its
    /// custom actions.
    package var actions: [Action] {
        var actions: [Action] = isElement ? [.activate] : []
        if traits.contains(.adjustable) { actions += [.increment, .decrement] }
        actions += customActionNames.indices.map { Action.custom($0) }
        return actions
    }

    /// The elements at and below this node, in reading order.
    package var elements: [AccessibilityNode] {
        var found: [AccessibilityNode] = []
        var stack: [AccessibilityNode] = [self]
        while let node = stack.popLast() {
            if node.isElement { found.append(node) }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The node as VoiceOver reads it, in its order: selected state, label, value, the trait's word
    /// ("Button", "Heading", "Adjustable", "Dimmed"…), and for a tab bar's buttons "Tab, n of m"
    /// (given by the tree, which knows the node's place). A Tessera addition for tests and logs.
    package func spokenDescription(tabPosition: (index: Int, count: Int)? = nil) -> String {
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let label, !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        if traits.contains(.notEnabled) { parts.append("Dimmed") }
        if let tabPosition {
            parts.append("Tab")
            parts.append("\(tabPosition.index + 1) of \(tabPosition.count)")
        } else {
            let words: [(UIAccessibilityTraits, String)] = [
                (.button, "Button"), (.link, "Link"), (.header, "Heading"), (.searchField, "Search Field"),
                (.image, "Image"), (.adjustable, "Adjustable"), (.toggleButton, "Switch Button"),
            ]
            if let word = words.first(where: { traits.contains($0.0) && !($0.0 == .button && traits.contains(.toggleButton)) }) {
                parts.append(word.1)
            }
        }
        return parts.joined(separator: ", ")
    }
}
