import Foundation

/// The class methods iOS code calls on UIKit classes through the Objective-C runtime's `NSObject`
/// (`type(of: constraint).description()`), which swift-corelibs-foundation's `NSObject` lacks.
///
/// `responds(to:)`, `perform(_:)` and `instancesRespond(to:)` stay missing: they take a `Selector`, which
/// needs the Objective-C runtime (`#selector` does not compile on Linux), and there is no way to answer
/// them for Swift methods.
extension NSObject {
    /// The class's name, as `+[NSObject description]` gives it (`"UIView"`, `"MyApp.LayoutConstraint"`
    /// for a class of another module).
    @_disfavoredOverload
    public class func description() -> String { Self.className }

    /// The same as `description()`, as on iOS.
    @_disfavoredOverload
    public class func debugDescription() -> String { Self.className }

    /// The class's name without its module for UIKit's own classes, with it for others (how
    /// `NSStringFromClass` names Swift classes on iOS).
    static var className: String {
        // What `String(reflecting:)` writes for a type, without its search of the conformance tables
        // for a custom description (a few million instructions the first time a type is named).
        let name = _typeName(self, qualified: true)
        return name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
    }
}

/// Answers an object's description from main-actor state. `NSObject.description` is nonisolated, so a UIKit
/// class's override runs `body` on the main actor when called there and answers NSObject's plain
/// `<Class: 0x…>` from other threads (reading a view's frame there would be a data race).
nonisolated func mainActorDescription(of object: AnyObject, _ body: @MainActor () -> String) -> String {
    guard MainActorCheck.isOnMainActor else {
        return "<\(type(of: object)): 0x\(String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))>"
    }
    return MainActor.assumeIsolated { body() }
}
