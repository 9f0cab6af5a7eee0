/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value: retained, copied or unretained, as in the
/// Objective-C runtime (the raw values are Apple's, so code that stores or compares them keeps working).
///
/// Where Tessera differs: there is no Objective-C runtime on Linux, so the atomic and nonatomic
/// variants behave the same: every access goes through one lock, which makes all of them atomic.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Holds the value without retaining it. On iOS reading it after the value was freed is undefined
    /// behaviour (usually a crash); Tessera holds class instances weakly, so the read gives `nil`.
    /// Values that are not class instances (structs, enums, strings) are stored as they are.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retains the value (non-atomically on iOS).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Stores a copy (`NSCopying.copy()`) of the value (non-atomically on iOS); values that do not
    /// adopt `NSCopying` are retained, and value types are copied by being stored.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retains the value atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Stores a copy of the value atomically.
    case OBJC_ASSOCIATION_COPY = 771
}
