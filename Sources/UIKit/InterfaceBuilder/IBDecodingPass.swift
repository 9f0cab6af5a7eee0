import Foundation

/// One instantiation from an Interface Builder document, in UIKit's order: every object is made (each
/// with `init?(coder:)`, which decodes its attributes and subviews), then constraints are added,
/// outlets, outlet collections and actions connected, segues wired, user-defined runtime attributes
/// set, and `awakeFromNib()` sent to every object made (not to the owner or other placeholders).
///
/// A nib's `instantiate(withOwner:options:)` is one pass; a storyboard makes a pass for a controller
/// when it is instantiated, and another for its view when the view loads.
@MainActor
final class IBDecodingPass {
    let document: IBDocument
    let bundle: Bundle?
    /// The storyboard of a storyboard pass (destinations of segues and relationships come from it).
    let storyboard: UIStoryboard?
    /// The scene's controller: the source of the segues the pass wires.
    var sceneController: UIViewController?
    /// The id of the scene's controller (prototype cells register their owner under it).
    var sceneControllerID: String?
    /// Objects by their id's slot in the document (`IBElement.slot`), from the slot `firstSlot` on:
    /// placeholders (the owner, the controller whose view loads) and what was made. The list spans only
    /// the slots the pass uses (a storyboard scene's ids are numbered together, whatever the scenes
    /// before it), so a pass costs what its scene holds, not what the whole storyboard does. Read on
    /// every lookup of every instantiation, and never accessed while another access is under way:
    /// release builds skip the exclusivity check.
#if DEBUG
    private var objects: [AnyObject?] = []
#else
    @exclusivity(unchecked) private var objects: [AnyObject?] = []
#endif
    private var firstSlot = 0
    /// Ids that stand for the first responder: actions sent to them go up the responder chain. A list
    /// (a document has one such placeholder per scene or xib), so a nib's instantiation makes no set.
    var firstResponderIDs: [String] = []
    /// Existing objects that elements are decoded onto instead of new ones (a cell's text label).
    private var adoptions: [String: AnyObject] = [:]
    /// What was made, in order, with its element and coder (unchecked in release builds, as `objects`).
#if DEBUG
    private(set) var made: [(object: AnyObject, element: IBElement, coder: InterfaceBuilderCoder?)] = []
#else
    @exclusivity(unchecked) private(set) var made: [(object: AnyObject, element: IBElement, coder: InterfaceBuilderCoder?)] = []
#endif
    /// Elements whose connections the pass makes, with the kinds it makes for each.
    private var connectionSources: [(object: AnyObject, element: IBElement, kinds: ConnectionKinds)] = []
    /// Elements whose keyed children the pass leaves alone (a storyboard controller's view, loaded later).
    var deferredKeys: [ObjectIdentifier: Set<String>] = [:]
    /// Problems found (connections that could not be made…), already logged.
    private(set) var problems: [InterfaceBuilderError] = []
    /// The embed segues of a view pass, performed once its connections are made.
    var embeds: [(container: UIView, template: UIStoryboardSegueTemplate)] = []
    /// Makes the root object instead of its class's `init?(coder:)` (the `creator:` forms).
    var creator: ((InterfaceBuilderCoder) -> AnyObject?)?

    /// Which connections of an element a pass makes.
    struct ConnectionKinds: OptionSet {
        let rawValue: Int
        static let outlets = ConnectionKinds(rawValue: 1)
        static let segues = ConnectionKinds(rawValue: 2)
        static let all: ConnectionKinds = [.outlets, .segues]
    }

    init(document: IBDocument, bundle: Bundle?, storyboard: UIStoryboard?) {
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
        // Room for a cell's or a scene's objects at once, instead of growing through every size on the way.
        let room = min(document.ids.count, 32)
        made.reserveCapacity(room)
        connectionSources.reserveCapacity(room)
        for module in document.modules { InterfaceBuilderGlue.loadModule(module) }
    }

    // MARK: Objects

    /// Registers an object that exists already under `id` (the owner, a controller whose view loads).
    /// An id the document does not have is left out: nothing in the document can name it.
    func register(_ object: AnyObject, id: String) {
        if let slot = document.slotsByID[id] { register(object, slot: slot) }
    }

    /// Registers an object that exists already under the id whose slot is `slot` (a view's layout guide).
    func register(_ object: AnyObject, slot: Int) {
        if objects.isEmpty {
            firstSlot = slot
            objects.append(object)
        } else if slot < firstSlot {
            objects.insert(contentsOf: repeatElement(nil, count: firstSlot - slot), at: 0)
            firstSlot = slot
            objects[0] = object
        } else {
            let index = slot - firstSlot
            if index >= objects.count { objects.append(contentsOf: repeatElement(nil, count: index - objects.count + 1)) }
            objects[index] = object
        }
    }

    /// The object registered or made for `id`, if there is one.
    func object(id: String) -> AnyObject? {
        guard let slot = document.slotsByID[id] else { return nil }
        return object(slot: slot)
    }

    /// The object registered or made for the id whose slot is `slot`, if there is one.
    func object(slot: Int) -> AnyObject? {
        let index = slot - firstSlot
        return index >= 0 && index < objects.count ? objects[index] : nil
    }

    /// Every object registered or made, by id (a storyboard keeps a scene's for its view's pass).
    func objectsByID() -> [String: AnyObject] {
        var result: [String: AnyObject] = [:]
        for (index, object) in objects.enumerated() {
            if let object { result[document.ids[firstSlot + index]] = object }
        }
        return result
    }

    /// Registers an existing object that the element with `id`, when decoded, configures instead of
    /// making a new one.
    func adopt(id: String, object: AnyObject) { adoptions[id] = object }

    /// Makes the object `element` describes (once: an id decoded before returns the same object).
    /// Nil for elements that are not objects Tessera makes (reported once), for adopted elements
    /// (configured onto their existing object, which stays where it is), and when `init?(coder:)` fails.
    func decode(_ element: IBElement) -> AnyObject? {
        if let slot = element.slot, let id = element.id {
            if let existing = object(slot: slot) { return existing }
            if !adoptions.isEmpty, let existing = adoptions.removeValue(forKey: id) {
                adopt(element, into: existing)
                return nil
            }
        }
        if element.name == "placeholder" || element.name == "exit" { return nil }
        guard let type = IBClassTable.type(for: element, in: self) else {
            skipped("the element <\(element.name)>", line: element.line)
            return nil
        }
        let coder = InterfaceBuilderCoder(element: element, pass: self)
        let object: AnyObject?
        if let creator, made.isEmpty {
            self.creator = nil
            object = creator(coder)
        } else {
            object = IBClassTable.make(type, coder: coder)
        }
        guard let object else {
            report(element.line, "init?(coder:) of \(type) returned nil; the <\(element.name)> was left out")
            return nil
        }
        if let slot = element.slot { register(object, slot: slot) }
        made.append((object, element, coder))
        connectionSources.append((object, element, .all))
        return object
    }

    /// Decodes `element` onto `object`, which exists already: a cell's content view, its built-in
    /// labels, a controller's navigation item.
    func adopt(_ element: IBElement, into object: AnyObject) {
        let coder = InterfaceBuilderCoder(element: element, pass: self)
        if let slot = element.slot { register(object, slot: slot) }
        switch object {
        case let label as UILabel:
            label.decodeInterfaceBuilderView(coder)
            label.decodeInterfaceBuilderLabel(coder)
        case let imageView as UIImageView:
            imageView.decodeInterfaceBuilderView(coder)
            imageView.decodeInterfaceBuilderImageView(coder)
        case let view as UIView:
            view.decodeInterfaceBuilderView(coder)
        case let item as UINavigationItem:
            item.decodeInterfaceBuilderItem(coder)
        case let item as UITabBarItem:
            item.decodeInterfaceBuilderBarItem(coder)
        default:
            break
        }
        made.append((object, element, coder))
        connectionSources.append((object, element, .all))
    }

    /// Adds an existing object's element to the connections the pass makes (a storyboard controller's
    /// outlets when its view loads; its segues when it is made).
    func connect(_ object: AnyObject, element: IBElement, kinds: ConnectionKinds) {
        connectionSources.append((object, element, kinds))
    }

    /// Makes only `kinds` of the connections of `object` (a storyboard controller's outlets wait for its view).
    func restrictConnections(of object: AnyObject, to kinds: ConnectionKinds) {
        for index in connectionSources.indices where connectionSources[index].object === object {
            connectionSources[index].kinds = kinds
        }
    }

    /// The value a keyed child describes, for `NSCoder.decodeObject(forKey:)`: a colour, a font, a
    /// rect or size as `NSValue`, a string, or a decoded object.
    func value(of element: IBElement) -> Any? {
        switch element.name {
        case "color": return IBValues.color(element, pass: self)
        case "fontDescription": return IBValues.font(element)
        case "rect": return IBValues.rect(element).map { NSValue(cgRect: $0) }
        case "size": return IBValues.size(element).map { NSValue(cgSize: $0) }
        case "point": return IBValues.point(element).map { NSValue(cgPoint: $0) }
        case "string": return element["value"] ?? element["base64-UTF8"].flatMap { Data(base64Encoded: $0) }.flatMap { String(data: $0, encoding: .utf8) }
        case "nil": return nil
        default: return decode(element)
        }
    }

    /// The image named `name`: a system symbol when the document's resources list it with
    /// `catalog="system"`, else an image of the bundle.
    func image(named name: String) -> UIImage? {
        if document.imageResource(named: name)?["catalog"] == "system" {
            return UIImage(systemName: name)
        }
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) ?? UIImage(systemName: name) { return image }
        skipped("the image named \(name) (not in the bundle)", line: 0)
        return nil
    }

    /// The objects a xib's `objects` section makes (its placeholders excluded), in order.
    func topLevelObjects(of elements: [IBElement]) -> [AnyObject] {
        var result: [AnyObject] = []
        for element in elements where element.name != "placeholder" {
            if let object = decode(element) { result.append(object) }
        }
        return result
    }

    // MARK: Reports

    /// Logs a problem at `line` and keeps it (the checked loaders throw the first).
    func report(_ line: Int, _ message: String) {
        let error = document.error(line, message)
        problems.append(error)
        TesseraLog.error("UIKit", error.description)
    }

    /// Logs, once per process for each `what`, that something in the document is not supported.
    func skipped(_ what: String, line: Int) {
        TesseraLog.warningOnce("UIKit", key: "ib-skipped \(what)",
                               "\(document.fileName):\(line): Tessera skips \(what) in Interface Builder documents")
    }

    /// Attributes and keyed children that no decoder read, reported once per element and name.
    private static let metadata: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID",
        "fixedFrame", "misplaced", "ambiguous", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "opaque", "multipleTouchEnabled", "colorLabel", "constraints", "connections", "userDefinedRuntimeAttributes",
        "simulatedMetricsContainer", "freeformSize", "canvasLocation", "variation", "viewLayoutGuide",
        "adjustsLetterSpacingToFitWidth", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "layoutMarginsFollowReadableWidth", "semanticContentAttribute", "accessibility", "point", "size",
        "navigationBar", "toolbar", "tabBar", "tableViewCell", "collectionViewCell", "inferredMetricsTieBreakers", "modalPresentationCapturesStatusBarAppearance",
    ]

    /// Whether the unread attributes of `element` have been reported already (its coders then need not
    /// record what they read). Each element is reported once, by the first pass that decodes it: a nib
    /// registered for cells decodes the same elements for every cell, and a document is parsed once per
    /// process.
    func hasReportedUnread(_ element: IBElement) -> Bool {
        document.plans.reported.existingValue(for: element) != nil
    }

    /// Lets go of the coders: each holds its pass, so keeping them after the instantiation would keep
    /// the pass and everything it made alive. Every instantiation ends with it (`defer`), whether it
    /// finished or gave up.
    func releaseCoders() {
        for index in made.indices { made[index].coder = nil }
    }

    private func reportUnread() {
        for (_, element, coder) in made {
            // A coder that does not track its reads was made for an element reported already.
            guard let coder, coder.tracksReads, !hasReportedUnread(element) else { continue }
            document.plans.reported.store(true, for: element)
            for name in element.attributes.keys where !coder.consumed.contains(name) && !Self.metadata.contains(name) {
                skipped("the attribute \(name) of <\(element.name)>", line: element.line)
            }
            for child in element.children {
                let name = child.key ?? child.name
                guard !coder.consumed.contains(name), !Self.metadata.contains(name), !Self.metadata.contains(child.name) else { continue }
                if let deferred = deferredKeys[ObjectIdentifier(coder)], deferred.contains(name) { continue }
                skipped("<\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> in <\(element.name)>", line: child.line)
            }
        }
    }

    // MARK: Finishing

    /// Adds the constraints, makes the connections, sets the runtime attributes and sends
    /// `awakeFromNib()`, in UIKit's order.
    func finish() {
        for (object, element, _) in made {
            guard let view = object as? UIView else { continue }
            IBConstraintDecoder.addConstraints(of: element, to: view, pass: self)
        }
        var collections: [(source: AnyObject, property: String, line: Int, objects: [AnyObject])] = []
        for (source, element, kinds) in connectionSources {
            guard let connections = element.connections else { continue }
            for connection in connections.children {
                switch connection.name {
                case "outlet" where kinds.contains(.outlets):
                    connectOutlet(connection, of: source, element: element)
                case "outletCollection" where kinds.contains(.outlets):
                    guard let property = connection["property"], let id = connection["destination"],
                          let destination = object(id: id) else { continue }
                    if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
                        collections[index].objects.append(destination)
                    } else {
                        collections.append((source, property, connection.line, [destination]))
                    }
                case "action" where kinds.contains(.outlets):
                    connectAction(connection, of: source)
                case "segue" where kinds.contains(.segues):
                    wireSegue(connection, of: source)
                case "outlet", "outletCollection", "action", "segue":
                    break
                default:
                    skipped("the connection <\(connection.name)>", line: connection.line)
                }
            }
        }
        for collection in collections {
            setOutlet(collection.property, of: collection.source, to: collection.objects, line: collection.line)
        }
        performEmbeds()
        for (object, element, _) in made {
            guard let attributes = element.runtimeAttributes else { continue }
            for attribute in attributes.children where attribute.name == "userDefinedRuntimeAttribute" {
                IBRuntimeAttributes.set(attribute, on: object, pass: self)
            }
        }
        for (object, _, _) in made {
            (object as? UIResponder)?.awakeFromNib()
        }
        reportUnread()
    }
}
