import Foundation

/// Sets the value associated with `object` under `key`, or removes it when `value` is `nil`: a stored
/// property added to a class in an extension, as the Objective-C runtime offers it.
///
/// Keys compare by address, as on iOS: use the address of a static or global variable
/// (`objc_setAssociatedObject(self, &Keys.badge, badge, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
/// `object` must be a class instance: a struct or an enum would be boxed afresh on every call on iOS
/// (so its values could never be read back); Tessera reports it and stores nothing.
///
/// Where Tessera differs, on when values are released: iOS releases them when the object is freed.
/// Linux has no hook into the freeing of an arbitrary Swift object, so Tessera holds the object weakly
/// and releases the values of freed objects in a sweep that runs as associations are used (at least
/// once per as many calls as there are objects with associations). Views, view controllers,
/// constraints, gesture recognizers and UIKit's other `NSObject`-derived classes release theirs at once,
/// when they are freed. A new object at a freed object's address never sees the old one's values.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let owner = AssociatedObjects.owner(object, api: "objc_setAssociatedObject") else { return }
    AssociatedObjects.set(owner, key: key, value: value, policy: policy)
}

/// The value associated with `object` under `key` (by `objc_setAssociatedObject(_:_:_:_:)`), or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object, api: "objc_getAssociatedObject") else { return nil }
    return AssociatedObjects.value(of: owner, key: key)
}

/// Removes every value associated with `object`, releasing them. As on iOS this removes the values
/// other libraries set too: prefer `objc_setAssociatedObject(object, key, nil, policy)` for one key.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object, api: "objc_removeAssociatedObjects") else { return }
    AssociatedObjects.removeAll(of: owner)
}

/// The table behind the `objc_…AssociatedObject` functions: for each object that has associations, a
/// weak reference to it (to tell a freed object from a new one at the same address) and its values.
enum AssociatedObjects {
    /// One stored value.
    private enum Stored {
        /// Retained (or copied, then retained).
        case strong(Any)
        /// An unretained class instance (`OBJC_ASSOCIATION_ASSIGN`).
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// The associations of one object.
    private struct Entry {
        /// The object; `nil` once it is freed (even if a new object now has its address).
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored] = [:]
    }

    /// Every association. Sendable by hand: the table itself is read and written only under the lock
    /// (`table`), and the values in it are the caller's, handed between threads as they are by the
    /// Objective-C runtime's `objc_getAssociatedObject` on iOS, which takes and returns any object on any
    /// thread; a value's own thread safety is its owner's affair.
    private struct Table: @unchecked Sendable {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Calls since the last sweep for freed objects.
        var callsSinceSweep = 0
    }

    private static let table = LockedValue(Table())

    /// `object` as a class instance, or nil (reported) when it is a value.
    static func owner(_ object: Any, api: String) -> AnyObject? {
        // The usual case, a class instance, without reflection (a `Mirror` costs more than the lookup).
        if type(of: object) is AnyClass { return object as AnyObject }
        // An optional holding an object stands for the object, as the Objective-C bridge passes it on iOS.
        let object = unwrappingOptionals(object)
        guard type(of: object) is AnyClass else {
            BadValue.report("UIKit", api: api,
                            "\(type(of: object)) is not a class instance: associated objects need an object (a value would be boxed anew on each call)")
            return nil
        }
        return object as AnyObject
    }

    /// `value` with any optionals around it taken off (a nil optional stays as it is).
    private static func unwrappingOptionals(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else { return value }
        return unwrappingOptionals(wrapped)
    }

    static func set(_ owner: AnyObject, key: UnsafeRawPointer, value: Any?, policy: objc_AssociationPolicy) {
        let newValue = value.map { storage(for: $0, policy: policy) }
        let id = ObjectIdentifier(owner)
        // Values released by this call are dropped after the lock is let go: their deinits may use
        // associated objects themselves.
        let released: [Any] = table.withLock { table in
            var released = sweepIfDue(&table)
            var entry = liveEntry(id, owner: owner, in: &table, released: &released)
            if let old = entry.values[key] { released.append(old) }
            entry.values[key] = newValue
            table.entries[id] = entry.values.isEmpty ? nil : entry
            return released
        }
        withExtendedLifetime(released) {}
    }

    static func value(of owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        let id = ObjectIdentifier(owner)
        var value: Any?
        let released: [Any] = table.withLock { table in
            var released = sweepIfDue(&table)
            guard table.entries[id] != nil else { return released }
            let entry = liveEntry(id, owner: owner, in: &table, released: &released)
            value = entry.values[key]?.value
            if entry.values.isEmpty { table.entries[id] = nil }
            return released
        }
        withExtendedLifetime(released) {}
        return value
    }

    static func removeAll(of owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        let released: Entry? = table.withLock { $0.entries.removeValue(forKey: id) }
        withExtendedLifetime(released) {}
    }

    /// Releases the values of the object with `id`, which is being freed. UIKit's root classes call it
    /// from their `deinit`, so their values go when they do instead of at the next sweep.
    static func ownerDidDeinit(_ id: ObjectIdentifier) {
        // Cheap when the object had no associations (the usual case): one lock, one lookup.
        let released: Entry? = table.withLock { $0.entries.removeValue(forKey: id) }
        withExtendedLifetime(released) {}
    }

    /// Releases the values of every freed object now.
    static func purgeFreedOwners() {
        let released: [Any] = table.withLock { table in sweep(&table) }
        withExtendedLifetime(released) {}
    }

    /// The number of objects that have associations (freed ones not yet swept included): for tests.
    static var ownerCount: Int { table.withLock { $0.entries.count } }

    // MARK: Inside the lock

    /// The entry of the object with `id` when it is `owner`; an empty one when there is none or the
    /// one there belonged to a freed object at the same address (whose values go to `released`).
    private static func liveEntry(_ id: ObjectIdentifier, owner: AnyObject, in table: inout Table,
                                  released: inout [Any]) -> Entry {
        if let entry = table.entries[id] {
            if entry.owner === owner { return entry }
            released.append(entry)
            table.entries[id] = nil
        }
        var entry = Entry()
        entry.owner = owner
        return entry
    }

    /// Sweeps when as many calls as there are entries (at least 64) have passed since the last sweep:
    /// amortized constant work per call, and a freed object's values outlive it by a bounded number
    /// of calls.
    private static func sweepIfDue(_ table: inout Table) -> [Any] {
        table.callsSinceSweep += 1
        guard table.callsSinceSweep >= max(64, table.entries.count) else { return [] }
        return sweep(&table)
    }

    private static func sweep(_ table: inout Table) -> [Any] {
        table.callsSinceSweep = 0
        var released: [Any] = []
        for (id, entry) in table.entries where entry.owner == nil {
            released.append(entry)
            table.entries[id] = nil
        }
        return released
    }

    // MARK: Policies

    private static func storage(for value: Any, policy: objc_AssociationPolicy) -> Stored {
        let isObject = type(of: value) is AnyClass
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            return isObject ? .weak(WeakBox(value as AnyObject)) : .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if isObject, let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        }
    }
}
