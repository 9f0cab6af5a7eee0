/// Outlets and actions registered by name for the classes of a module: what the `InterfaceBuilderGlue`
/// build-tool plugin generates from a target's storyboards and xibs, so classes need no
/// `connectOutlet(_:to:)` or `performAction(_:sender:)` of their own.
///
/// The generated file (one per target) declares a type conforming to `InterfaceBuilderGlueProvider`
/// that registers each outlet as a key path and each action as a method reference:
///
/// ```swift
/// InterfaceBuilderGlue.outlet(\ItemsViewController.titleLabel, named: "titleLabel")
/// InterfaceBuilderGlue.action(ItemsViewController.save(_:), named: "save:")
/// ```
///
/// with `#sourceLocation` set to the document's line, so an outlet whose property does not exist (or
/// cannot be set) is a compile error at that line of the storyboard. The loader registers a module's
/// glue the first time it loads a document naming the module (`customModule`), and consults it after
/// the object's own `connectOutlet(_:to:)` or `performAction(_:sender:)` and before UIKit's outlets.
///
/// Tessera addition: iOS needs none of this (the Objective-C runtime finds `@IBOutlet` properties and
/// `@IBAction` methods by name).
@MainActor
public enum InterfaceBuilderGlue {
    private static var outlets: [ObjectIdentifier: [String: (AnyObject, Any) -> Bool]] = [:]
    private static var actions: [ObjectIdentifier: [String: (AnyObject, Any?) -> Void]] = [:]
    private static var loadedModules: Set<String> = []
    private static var factories: [ObjectIdentifier: () -> AnyObject] = [:]

    /// Registers how to make an instance of `Object` for a document (`<customObject>`, a custom gesture
    /// recognizer class): `{ Model() }`. Swift can make an instance from a class value only through a
    /// required initializer, which `NSObject.init()` is not.
    public static func object<Object: AnyObject>(_ make: @escaping () -> Object) {
        factories[ObjectIdentifier(Object.self)] = make
    }

    /// A new instance of `type` from its registered factory; nil when none is registered.
    static func makeObject(of type: AnyClass) -> AnyObject? {
        factories[ObjectIdentifier(type)]?()
    }

    /// Whether an action `selector` is registered for `object`'s class (or a superclass).
    static func hasAction(_ selector: Selector, on object: AnyObject) -> Bool {
        var current: AnyClass? = type(of: object)
        while let type = current {
            if actions[ObjectIdentifier(type)]?[selector.rawValue] != nil { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    /// Registers the outlet `name` of `Root` as the property `keyPath` names.
    public static func outlet<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, named name: String) {
        outlets[ObjectIdentifier(Root.self), default: [:]][name] = { object, value in
            guard let root = object as? Root, let value = value as? Value else { return false }
            root[keyPath: keyPath] = value
            return true
        }
    }

    /// Registers the action `selector` (`"save:"`) of `Root` as a method taking the sender.
    public static func action<Root: AnyObject, Sender>(_ method: @escaping (Root) -> (Sender) -> Void, named selector: String) {
        actions[ObjectIdentifier(Root.self), default: [:]][selector] = { object, sender in
            guard let root = object as? Root else { return }
            guard let sender = sender as? Sender else {
                TesseraLog.error("UIKit", "the action \(selector) of \(Root.self) takes a \(Sender.self) but was sent by \(sender.map { "\(type(of: $0))" } ?? "nil"); it was not called")
                return
            }
            method(root)(sender)
        }
    }

    /// Registers the action `selector` (`"refresh"`) of `Root` as a method taking nothing.
    public static func action<Root: AnyObject>(_ method: @escaping (Root) -> () -> Void, named selector: String) {
        actions[ObjectIdentifier(Root.self), default: [:]][selector] = { object, _ in
            guard let root = object as? Root else { return }
            method(root)()
        }
    }

    /// Registers the action `selector` (`"save:forEvent:"`) of `Root` as a method taking the sender and
    /// the event (always nil: the loader's actions do not carry the event).
    public static func action<Root: AnyObject, Sender>(_ method: @escaping (Root) -> (Sender, UIEvent?) -> Void, named selector: String) {
        actions[ObjectIdentifier(Root.self), default: [:]][selector] = { object, sender in
            guard let root = object as? Root, let sender = sender as? Sender else { return }
            method(root)(sender, nil)
        }
    }

    /// Registers the glue the plugin generated for `module`, once.
    static func loadModule(_ module: String) {
        guard loadedModules.insert(module).inserted else { return }
        (_typeByName("\(module).__TesseraInterfaceBuilderGlue") as? InterfaceBuilderGlueProvider.Type)?.registerInterfaceBuilderGlue()
    }

    /// Sets a registered outlet of `object`'s class (or a superclass); false when none is registered.
    static func connectOutlet(_ name: String, of object: AnyObject, to value: Any) -> Bool {
        var current: AnyClass? = type(of: object)
        while let type = current {
            if let setter = outlets[ObjectIdentifier(type)]?[name] { return setter(object, value) }
            current = _getSuperclass(type)
        }
        return false
    }

    /// Performs a registered action of `object`'s class (or a superclass); false when none is registered.
    static func performAction(_ selector: Selector, on object: AnyObject, sender: Any?) -> Bool {
        var current: AnyClass? = type(of: object)
        while let type = current {
            if let action = actions[ObjectIdentifier(type)]?[selector.rawValue] {
                action(object, sender)
                return true
            }
            current = _getSuperclass(type)
        }
        return false
    }
}
