import Foundation

/// A storyboard: the scenes of an app's interface, each a view controller with its view, joined by
/// segues. Controllers are made when asked for (the initial one, or by storyboard identifier), and
/// their views when they load, as on iOS.
///
/// Where Tessera differs: iOS loads the `.storyboardc` ibtool compiled; Tessera reads the
/// `.storyboard` XML at run time (put it in the target's resources, plain or under `Base.lproj`).
/// Outlets and actions are connected through `InterfaceBuilderConnectable`. A storyboard that cannot be
/// found or read is logged when it is made (iOS raises), and then makes no controllers.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let loaded: Result<IBDocument, InterfaceBuilderError>
    /// The bundle the storyboard's images and colours come from.
    let bundle: Bundle?

    /// The storyboard `name` (`name.storyboard`) in `bundle` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        loaded = Result { () throws(InterfaceBuilderError) in
            try IBResourceLocator.document(name: name, extension: "storyboard", bundle: storyboardBundleOrNil)
        }
        bundle = storyboardBundleOrNil
        super.init()
        if case .failure(let error) = loaded { TesseraLog.error("UIKit", error.description) }
    }

    /// Tessera addition: a storyboard made from the XML of a `.storyboard` file (tests, tools).
    public init(data: Data, bundle: Bundle?) {
        loaded = Result { () throws(InterfaceBuilderError) in try IBDocumentParser.parse(data, fileName: "<data>") }
        self.bundle = bundle
        super.init()
        if case .failure(let error) = loaded { TesseraLog.error("UIKit", error.description) }
    }

    /// Tessera addition: the storyboard `name`, or the error that keeps it from loading (not found,
    /// malformed: the file and line).
    public static func checked(name: String, bundle: Bundle?) throws(InterfaceBuilderError) -> UIStoryboard {
        let storyboard = UIStoryboard(loading: Result { () throws(InterfaceBuilderError) in
            try IBResourceLocator.document(name: name, extension: "storyboard", bundle: bundle)
        }, bundle: bundle)
        _ = try storyboard.loaded.get()
        return storyboard
    }

    private init(loading: Result<IBDocument, InterfaceBuilderError>, bundle: Bundle?) {
        loaded = loading
        self.bundle = bundle
        super.init()
    }

    /// The parsed document, when it loaded.
    var document: IBDocument? { try? loaded.get() }

    // MARK: Instantiating

    /// Makes the initial view controller (the one the storyboard's arrow points at); nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let element = document?.initialViewController else { return nil }
        return instantiate(element, creator: nil).controller
    }

    /// Makes the initial view controller with `creator` (which calls the class's own initializer taking
    /// the coder and its extra arguments); nil when there is none.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let element = document?.initialViewController else { return nil }
        return instantiate(element, creator: block.map(Self.erase)).controller as? ViewController
    }

    /// Makes the view controller whose Storyboard ID is `identifier`. One the storyboard does not have
    /// is logged in UIKit's words (iOS raises `NSInvalidArgumentException`) and a plain controller is
    /// returned; `instantiateViewControllerChecked(withIdentifier:)` throws instead.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        do {
            return try instantiateViewControllerChecked(withIdentifier: identifier, creator: nil, strict: false)
        } catch {
            TesseraLog.error("UIKit", error.message)
            return UIViewController()
        }
    }

    /// Makes the view controller whose Storyboard ID is `identifier` with `creator`.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator block: ((NSCoder) -> ViewController?)?) -> ViewController {
        do {
            let controller = try instantiateViewControllerChecked(withIdentifier: identifier, creator: block.map(Self.erase), strict: false)
            if let controller = controller as? ViewController { return controller }
            TesseraLog.error("UIKit", "the view controller '\(identifier)' is a \(type(of: controller)), not a \(ViewController.self)")
        } catch {
            TesseraLog.error("UIKit", error.message)
        }
        // A plain instance through the class's required initializer (Swift can make one from a generic
        // class no other way); a class whose init?(coder:) fails leaves nothing to return: iOS raises here.
        guard let fallback = ViewController(coder: NSCoder()) else {
            fatalError("Storyboard (\(self)) could not make a \(ViewController.self) for identifier '\(identifier)'")
        }
        return fallback
    }

    /// Makes the view controller whose Storyboard ID is `identifier` (the `identifier:` spelling).
    open func instantiateViewController(identifier: String) -> UIViewController {
        instantiateViewController(withIdentifier: identifier)
    }

    /// Tessera addition: `instantiateViewController(withIdentifier:)` that throws a missing identifier,
    /// an unreadable storyboard, or the first problem making the controller (with its file and line).
    public func instantiateViewControllerChecked(withIdentifier identifier: String) throws(InterfaceBuilderError) -> UIViewController {
        try instantiateViewControllerChecked(withIdentifier: identifier, creator: nil, strict: true)
    }

    private func instantiateViewControllerChecked(withIdentifier identifier: String, creator: ((InterfaceBuilderCoder) -> AnyObject?)?,
                                                  strict: Bool) throws(InterfaceBuilderError) -> UIViewController {
        let document = try loaded.get()
        guard let element = document.controllersByStoryboardID[identifier] else {
            throw document.error(0, "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let made = instantiate(element, creator: creator)
        if strict, let problem = made.problems.first { throw problem }
        guard let controller = made.controller else {
            throw document.error(element.line, "the view controller '\(identifier)' could not be made")
        }
        return controller
    }

    private static func erase<ViewController: UIViewController>(_ block: @escaping (NSCoder) -> ViewController?) -> (InterfaceBuilderCoder) -> AnyObject? {
        { block($0) }
    }

    /// Makes the controller of the scene whose controller element has `id` (segue destinations).
    func instantiateController(id: String) -> UIViewController? {
        guard let element = document?.elementsByID[id] else { return nil }
        return instantiate(element, creator: nil).controller
    }

    /// The controller pass: the controller is made with `init?(coder:)` (its view is not: it loads
    /// with the view), its navigation item and bar button items with it; relationship segues are
    /// performed and its other segues kept; `awakeFromNib()` follows.
    private func instantiate(_ element: IBElement, creator: ((InterfaceBuilderCoder) -> AnyObject?)?) -> (controller: UIViewController?, problems: [InterfaceBuilderError]) {
        guard let document else { return (nil, []) }
        let pass = IBDecodingPass(document: document, bundle: bundle, storyboard: self)
        defer { pass.releaseCoders() }
        pass.creator = creator
        if let id = element.id { pass.firstResponderIDs = firstResponderIDs(ofSceneOf: id) }
        guard let controller = pass.decode(element) as? UIViewController else {
            pass.report(element.line, "<\(element.name)> did not make a view controller")
            return (nil, pass.problems)
        }
        pass.sceneController = controller
        pass.restrictConnections(of: controller, to: .segues)
        pass.finish()
        controller.storyboardState?.sceneObjects = pass.objectsByID().filter { $0.value !== controller }
        return (controller, pass.problems)
    }

    /// The ids of the first responder placeholders in the scene of the controller `id`.
    func firstResponderIDs(ofSceneOf id: String) -> [String] {
        let objects = document?.sceneObjectsByControllerID[id]?.children ?? []
        return objects.filter { $0["placeholderIdentifier"] == "IBFirstResponder" }.compactMap(\.id)
    }

    /// The view pass: loads the view of `controller`, made from this storyboard, with its scene's other
    /// objects; connects the controller's outlets and actions and the view's; performs embed segues.
    /// Returns false when the scene has no view (containers make their own).
    func loadView(of controller: UIViewController, element: IBElement) -> Bool {
        guard let document, let viewElement = element.child(key: "view") else { return false }
        let pass = IBDecodingPass(document: document, bundle: bundle, storyboard: self)
        defer { pass.releaseCoders() }
        pass.sceneController = controller
        pass.sceneControllerID = element.id
        for (id, object) in controller.storyboardState?.sceneObjects ?? [:] { pass.register(object, id: id) }
        if let id = element.id {
            pass.register(controller, id: id)
            pass.firstResponderIDs = firstResponderIDs(ofSceneOf: id)
        }
        guard let view = pass.decode(viewElement) as? UIView else { return false }
        if let id = element.id {
            for object in document.sceneObjectsByControllerID[id]?.children ?? []
            where object !== element && object.name != "placeholder" && object.name != "exit" {
                if let made = pass.decode(object) { controller.storyboardState?.keptObjects.append(made) }
            }
        }
        controller.view = view
        pass.connect(controller, element: element, kinds: .outlets)
        pass.finish()
        return true
    }
}
