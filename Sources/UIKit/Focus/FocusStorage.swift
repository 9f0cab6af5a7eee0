import Foundation

/// The focus properties an environment was given (`focusGroupIdentifier`, `focusGroupPriority`,
/// `focusEffect`), kept in an associated object made when the first is set, so environments that set
/// none pay nothing.
@MainActor
final class FocusStorage {
    var groupIdentifier: String?
    var groupPriority: UIFocusGroupPriority = .ignored
    var effect: UIFocusEffect?

    /// The association key. Only its address is used, never its byte, so sharing it across threads is
    /// safe.
    nonisolated(unsafe) static let associationKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The storage of `object`, if it has any.
    static func of(_ object: AnyObject) -> FocusStorage? {
        objc_getAssociatedObject(object, associationKey) as? FocusStorage
    }

    /// The storage of `object`, made when missing.
    static func make(for object: AnyObject) -> FocusStorage {
        if let storage = of(object) { return storage }
        let storage = FocusStorage()
        objc_setAssociatedObject(object, associationKey, storage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return storage
    }
}
