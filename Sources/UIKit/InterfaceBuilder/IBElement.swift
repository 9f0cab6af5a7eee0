/// One element of an Interface Builder document (`.storyboard`, `.xib`), as Xcode writes it: its name
/// (`label`, `rect`, `connections`), attributes, child elements and the line it starts on (for errors).
///
/// Immutable once parsed, so a document can be shared by every pass that instantiates from it (a
/// storyboard's scenes, a nib's instantiations, each prototype cell a table makes).
final class IBElement: Sendable {
    /// The element's name (`label`, `viewController`, `color`).
    let name: String
    /// The attributes as written.
    let attributes: [String: String]
    /// The child elements, in document order.
    let children: [IBElement]
    /// The line the element starts on (1-based).
    let line: Int
    /// The object identifier (`id`), when the element has one (read once: lookups by id and key run for
    /// every object each instantiation makes).
    let id: String?
    /// The property of the parent the element sets (`key="frame"`), when it sets one.
    let key: String?
    /// The element's place among its document's elements (0 for the first one closed): what the
    /// document's plan tables are indexed by, so a plan is found without hashing.
    let index: Int
    /// For an element with an `id`, the place of that id among the document's ids (elements sharing an
    /// id share it): what a pass keeps the object made for the id under, so it is found without hashing
    /// the string.
    let slot: Int?
    /// The `<connections>` child and the `<userDefinedRuntimeAttributes>` child, found once: every
    /// instantiation's finishing walk asks each object's element for them.
    let connections: IBElement?, runtimeAttributes: IBElement?

    init(name: String, attributes: [String: String], children: [IBElement], line: Int, index: Int, slot: Int?) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.index = index
        self.slot = slot
        id = attributes["id"]
        key = attributes["key"]
        connections = children.first { $0.name == "connections" && $0.key == nil }
        runtimeAttributes = children.first { $0.name == "userDefinedRuntimeAttributes" && $0.key == nil }
    }

    /// An attribute's value.
    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child setting the property `key`.
    func child(key: String) -> IBElement? { children.first { $0.key == key } }

    /// The first child named `name` that sets no property (`subviews`, `connections`, `constraints`).
    func container(_ name: String) -> IBElement? { children.first { $0.name == name && $0.key == nil } }

    /// Every element below this one, depth first, this one included.
    func forEachDescendant(_ body: (IBElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }
}
