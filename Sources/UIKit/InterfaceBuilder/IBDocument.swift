import Foundation

/// A parsed Interface Builder document: the element tree, the file it came from, and the indexes the
/// loaders need (objects by id, a storyboard's controllers by storyboard identifier, each controller's
/// scene).
final class IBDocument: Sendable {
    /// The `document` element.
    let root: IBElement
    /// The file's name, for messages (`Main.storyboard`, `<data>`).
    let fileName: String
    /// Every element with an `id`, by id.
    let elementsByID: [String: IBElement]
    /// The document's ids by slot (`IBElement.slot`), and each id's slot: a pass keeps its objects by slot.
    let ids: [String]
    let slotsByID: [String: Int]
    /// A storyboard's controllers by their storyboard identifier.
    let controllersByStoryboardID: [String: IBElement]
    /// A storyboard's scene `objects` element for each controller id (its siblings are the scene's
    /// other top-level objects: placeholders, gesture recognizers).
    let sceneObjectsByControllerID: [String: IBElement]

    /// The modules the document's custom classes come from (their generated glue is registered).
    let modules: Set<String>
    /// The plans of its elements, built on their first instantiation and replayed on later ones.
    let plans = IBPlanStore()

    /// Indexes a parsed tree, whose parser numbered its elements and gave each id a slot (`ids` by slot).
    init(root: IBElement, fileName: String, ids: [String]) {
        self.root = root
        self.fileName = fileName
        self.ids = ids
        var slots: [String: Int] = [:]
        slots.reserveCapacity(ids.count)
        for (slot, id) in ids.enumerated() { slots[id] = slot }
        slotsByID = slots
        topLevelObjects = root.container("objects")?.children ?? []
        placeholders = topLevelObjects.compactMap { element in
            guard element.name == "placeholder", let id = element.id else { return nil }
            return (element, id, element["placeholderIdentifier"])
        }
        var byID: [String: IBElement] = [:]
        var modules: Set<String> = []
        root.forEachDescendant { element in
            if let id = element.id, byID[id] == nil { byID[id] = element }
            if let module = element["customModule"] { modules.insert(module) }
        }
        elementsByID = byID
        self.modules = modules
        var controllers: [String: IBElement] = [:]
        var scenes: [String: IBElement] = [:]
        for scene in root.container("scenes")?.children ?? [] where scene.name == "scene" {
            guard let objects = scene.container("objects") else { continue }
            for object in objects.children where object["sceneMemberID"] == "viewController" {
                if let id = object.id { scenes[id] = objects }
                if let identifier = object["storyboardIdentifier"] { controllers[identifier] = object }
            }
        }
        controllersByStoryboardID = controllers
        sceneObjectsByControllerID = scenes
    }

    /// Whether the document is a storyboard (else a xib).
    var isStoryboard: Bool { root.container("scenes") != nil || (root["type"] ?? "").hasSuffix("Storyboard.XIB") }

    /// The storyboard's initial view controller's element, if it names one.
    var initialViewController: IBElement? {
        root["initialViewController"].flatMap { elementsByID[$0] }
    }

    /// A xib's top-level objects (placeholders included), in document order.
    let topLevelObjects: [IBElement]
    /// A xib's top-level placeholders that have an id, with what each stands for (`IBFilesOwner`,
    /// `IBFirstResponder`, an external object's identifier), in document order: read once, as every
    /// instantiation registers them.
    let placeholders: [(element: IBElement, id: String, identifier: String?)]

    /// The `resources` entry describing an image (`<image name="star" catalog="system" …/>`).
    func imageResource(named name: String) -> IBElement? {
        root.container("resources")?.children.first { $0.name == "image" && $0["name"] == name }
    }

    /// An error at `line` of this document.
    func error(_ line: Int, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(file: fileName, line: line, message: message)
    }
}
