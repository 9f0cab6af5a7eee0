import Foundation

/// An Interface Builder document (a `.xib`) ready to make its objects, as many times as asked: a
/// custom view, a table or collection cell registered by nib, a controller's view.
///
/// Where Tessera differs: iOS loads `.nib` files ibtool compiled; Tessera reads the `.xib` itself at
/// run time (there is no ibtool on Linux): put the `.xib` in the target's resources. Outlets and
/// actions are connected through `InterfaceBuilderConnectable` (no Objective-C runtime). A document that
/// cannot be read is reported when it would be instantiated (`instantiate` logs the error and makes
/// nothing; `instantiateChecked` throws it).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects for the document's external object placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let loaded: Result<IBDocument, InterfaceBuilderError>
    private let bundle: Bundle?
    /// For a storyboard's prototype cell: the element to make, the storyboard, and the id of the scene's
    /// controller (the owner stands for it).
    private let prototype: (element: IBElement, storyboard: UIStoryboard, controllerID: String?)?

    /// The nib `name` (`name.xib`) in `bundle` (the main bundle when nil), at its top level, in
    /// `Base.lproj` or another of its folders.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        loaded = Result { () throws(InterfaceBuilderError) in
            try IBResourceLocator.document(name: name, extension: "xib", bundle: bundleOrNil)
        }
        bundle = bundleOrNil
        prototype = nil
        super.init()
    }

    /// A nib from the XML of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        loaded = Result { () throws(InterfaceBuilderError) in try IBDocumentParser.parse(data, fileName: "<data>") }
        bundle = bundleOrNil
        prototype = nil
        super.init()
    }

    /// A storyboard's prototype cell as a nib.
    init(prototype element: IBElement, storyboard: UIStoryboard, document: IBDocument, controllerID: String?) {
        loaded = .success(document)
        bundle = storyboard.bundle
        prototype = (element, storyboard, controllerID)
        super.init()
    }

    /// Makes the document's objects and returns its top-level ones (placeholders left out), with
    /// `ownerOrNil` standing for the File's Owner: its outlets and actions are connected. A document that
    /// cannot be read or made is logged and nothing is made.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiate(owner: ownerOrNil, options: optionsOrNil, strict: false)
        } catch {
            TesseraLog.error("UIKit", "Could not load NIB: \(error)")
            return []
        }
    }

    /// Tessera addition: `instantiate(withOwner:options:)` that throws the first problem (a malformed
    /// document, an unknown class, an outlet nothing sets), with its file and line, instead of logging
    /// it. For tests and tools that check documents.
    public func instantiateChecked(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) throws(InterfaceBuilderError) -> [Any] {
        try instantiate(owner: ownerOrNil, options: optionsOrNil, strict: true)
    }

    private func instantiate(owner: Any?, options: [OptionsKey: Any]?, strict: Bool) throws(InterfaceBuilderError) -> [Any] {
        let document = try loaded.get()
        let pass = IBDecodingPass(document: document, bundle: bundle, storyboard: prototype?.storyboard)
        defer { pass.releaseCoders() }
        let externals = options?[.externalObjects] as? [String: Any] ?? [:]
        let made: [AnyObject]
        if let prototype {
            if let id = prototype.controllerID, let owner = owner as AnyObject? { pass.register(owner, id: id) }
            made = pass.decode(prototype.element).map { [$0] } ?? []
        } else {
            for (placeholder, id, identifier) in document.placeholders {
                switch identifier {
                case "IBFilesOwner":
                    guard let owner = owner as AnyObject? else { continue }
                    pass.register(owner, id: id)
                    pass.connect(owner, element: placeholder, kinds: .outlets)
                case "IBFirstResponder":
                    pass.firstResponderIDs.append(id)
                default:
                    if let key = identifier, let object = externals[key] as AnyObject? {
                        pass.register(object, id: id)
                        pass.connect(object, element: placeholder, kinds: .outlets)
                    }
                }
            }
            made = pass.topLevelObjects(of: document.topLevelObjects)
        }
        pass.finish()
        if strict, let problem = pass.problems.first { throw problem }
        return made
    }
}
