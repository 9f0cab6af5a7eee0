import Dispatch
import Foundation
import Testing
@testable import UIKit

/// A class whose deinit is observable: tells whether the associations released their value.
private final class Tracked {
    let name: String
    let freed: LockedFlag
    init(_ name: String, freed: LockedFlag) { self.name = name; self.freed = freed }
    deinit { freed.set() }
}

/// A flag that a deinit on any thread may set.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}

/// An owner that is not a UIKit class: values are released by the sweep.
private final class Owner {}

private enum Keys {
    nonisolated(unsafe) static var first = 0
    nonisolated(unsafe) static var second = 0
}

/// `objc_setAssociatedObject` and friends: values by key address, each policy, lifetime tied to the
/// owner (also when a new object takes a freed one's address), and concurrent use.
@Suite(.serialized) struct AssociatedObjectsTests {
    @Test func valuesAreStoredPerOwnerAndPerKeyAddress() {
        let a = Owner(), b = Owner()
        objc_setAssociatedObject(a, &Keys.first, "one", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(a, &Keys.second, 2, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(b, &Keys.first, "other", .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(a, &Keys.first) as? String == "one")
        #expect(objc_getAssociatedObject(a, &Keys.second) as? Int == 2)
        #expect(objc_getAssociatedObject(b, &Keys.first) as? String == "other")
        #expect(objc_getAssociatedObject(b, &Keys.second) == nil)

        // Replacing and removing one key.
        objc_setAssociatedObject(a, &Keys.first, "uno", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &Keys.first) as? String == "uno")
        objc_setAssociatedObject(a, &Keys.first, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &Keys.first) == nil)
        #expect(objc_getAssociatedObject(a, &Keys.second) as? Int == 2)

        // Removing all of one owner leaves the other's.
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &Keys.second) == nil)
        #expect(objc_getAssociatedObject(b, &Keys.first) as? String == "other")
        objc_removeAssociatedObjects(b)
    }

    @Test func keysCompareByAddressNotByValue() {
        let owner = Owner()
        // Two distinct raw pointers to equal bytes are two keys.
        let k1 = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        let k2 = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { k1.deallocate(); k2.deallocate() }
        k1.storeBytes(of: 7, as: UInt8.self)
        k2.storeBytes(of: 7, as: UInt8.self)
        objc_setAssociatedObject(owner, k1, "k1", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, k1) as? String == "k1")
        #expect(objc_getAssociatedObject(owner, k2) == nil)
        objc_removeAssociatedObjects(owner)
    }

    @Test func retainKeepsTheValueAliveUntilReplaced() {
        let owner = Owner()
        let freed = LockedFlag()
        do {
            let value = Tracked("retained", freed: freed)
            objc_setAssociatedObject(owner, &Keys.first, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(!freed.isSet, "the association retains it")
        #expect((objc_getAssociatedObject(owner, &Keys.first) as? Tracked)?.name == "retained")
        objc_setAssociatedObject(owner, &Keys.first, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(freed.isSet, "setting nil releases it")
    }

    @Test func assignDoesNotRetainAndReadsNilOnceFreed() {
        let owner = Owner()
        let freed = LockedFlag()
        var value: Tracked? = Tracked("assigned", freed: freed)
        objc_setAssociatedObject(owner, &Keys.first, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &Keys.first) as? Tracked === value)
        value = nil
        #expect(freed.isSet, "ASSIGN does not retain")
        #expect(objc_getAssociatedObject(owner, &Keys.first) == nil, "reads nil instead of a dangling object")
        // A value type under ASSIGN is stored as it is.
        objc_setAssociatedObject(owner, &Keys.second, 42, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &Keys.second) as? Int == 42)
        objc_removeAssociatedObjects(owner)
    }

    @Test func copyStoresACopyOfNSCopyingValues() {
        let owner = Owner()
        let original = NSMutableString(string: "draft")
        objc_setAssociatedObject(owner, &Keys.first, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        original.append(" changed")
        let stored = objc_getAssociatedObject(owner, &Keys.first) as? NSString
        #expect(stored != nil && stored !== original, "a copy, not the original")
        #expect(stored.map { String(describing: $0) } == "draft", "later changes to the original do not show")

        // A class without NSCopying is retained as it is.
        let freed = LockedFlag()
        let plain = Tracked("plain", freed: freed)
        objc_setAssociatedObject(owner, &Keys.second, plain, .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(owner, &Keys.second) as? Tracked === plain)
        objc_removeAssociatedObjects(owner)
    }

    @Test func policiesHaveApplesRawValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0x301)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0x303)
    }

    @Test func valuesAreReleasedWithTheirOwner() {
        let freed = LockedFlag()
        do {
            let owner = Owner()
            objc_setAssociatedObject(owner, &Keys.first, Tracked("owned", freed: freed), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(!freed.isSet)
        }
        // A plain Swift object: its values go at the next sweep.
        AssociatedObjects.purgeFreedOwners()
        #expect(freed.isSet, "released once the owner is gone")
    }

    @Test func theSweepRunsAsAssociationsAreUsed() {
        // Without an explicit purge, enough later calls release a freed owner's values.
        let freed = LockedFlag()
        do {
            let owner = Owner()
            objc_setAssociatedObject(owner, &Keys.first, Tracked("swept", freed: freed), .OBJC_ASSOCIATION_RETAIN)
        }
        let other = Owner()
        for _ in 0..<(max(64, AssociatedObjects.ownerCount) + 1) where !freed.isSet {
            _ = objc_getAssociatedObject(other, &Keys.first)
        }
        #expect(freed.isSet)
    }

    @Test func uikitObjectsReleaseTheirValuesAtOnceThroughTheDeinitHook() {
        let freed = LockedFlag()
        let owner = Owner()
        objc_setAssociatedObject(owner, &Keys.first, Tracked("hooked", freed: freed), .OBJC_ASSOCIATION_RETAIN)
        // What UIResponder's deinit does: drop the entry by identifier.
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(owner))
        #expect(freed.isSet)
        #expect(objc_getAssociatedObject(owner, &Keys.first) == nil)
    }

    @Test func aNewObjectAtAFreedObjectsAddressSeesNoValues() {
        // Make objects until one lands on a freed owner's address (the allocator reuses it quickly).
        var reused = false
        for _ in 0..<1000 where !reused {
            let address: ObjectIdentifier
            do {
                let old = Owner()
                address = ObjectIdentifier(old)
                objc_setAssociatedObject(old, &Keys.first, "old value", .OBJC_ASSOCIATION_RETAIN)
            }
            let new = Owner()
            if ObjectIdentifier(new) == address {
                reused = true
                #expect(objc_getAssociatedObject(new, &Keys.first) == nil, "the old object's value must not show")
                objc_setAssociatedObject(new, &Keys.second, "new value", .OBJC_ASSOCIATION_RETAIN)
                #expect(objc_getAssociatedObject(new, &Keys.first) == nil)
                #expect(objc_getAssociatedObject(new, &Keys.second) as? String == "new value")
                objc_removeAssociatedObjects(new)
            }
        }
        // AddressSanitizer holds freed memory in quarantine, so no address comes back under it
        // (scripts/sanitize.sh sets ASAN_OPTIONS); glibc's allocator reuses one at once.
        let underAddressSanitizer = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        #expect(reused || underAddressSanitizer, "the allocator reused an address (else this test proves nothing)")
        AssociatedObjects.purgeFreedOwners()
    }

    @Test func valuesAreNotStoredOnValueTypes() {
        let capture = BadValue.Capture()
        BadValue.$capture.withValue(capture) {
            objc_setAssociatedObject(42, &Keys.first, "x", .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(42, &Keys.first) == nil)
        }
        #expect(capture.messages.first?.hasPrefix("objc_setAssociatedObject: Int is not a class instance") == true)
    }

    @Test func manyThreadsSetAndGetConcurrently() {
        let owners = (0..<8).map { _ in Owner() }
        let keys = (0..<16).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1) }
        defer { keys.forEach { $0.deallocate() } }
        let failures = LockedValue(0)
        // Each iteration owns one (owner, key) pair, writes it repeatedly and reads back its own value;
        // other iterations meanwhile write the other pairs and make and drop owners of their own.
        nonisolated(unsafe) let sharedOwners = owners
        nonisolated(unsafe) let sharedKeys = keys
        DispatchQueue.concurrentPerform(iterations: owners.count * keys.count) { i in
            let owner = sharedOwners[i % sharedOwners.count], key = sharedKeys[i / sharedOwners.count]
            for round in 0..<200 {
                let value = "\(i)-\(round)"
                objc_setAssociatedObject(owner, key, value, round % 2 == 0 ? .OBJC_ASSOCIATION_RETAIN : .OBJC_ASSOCIATION_COPY)
                if objc_getAssociatedObject(owner, key) as? String != value { failures.withLock { $0 += 1 } }
                let temporary = Owner()
                objc_setAssociatedObject(temporary, key, Owner(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
        #expect(failures.withLock { $0 } == 0)
        for (i, key) in keys.enumerated() {
            for (j, owner) in owners.enumerated() {
                #expect(objc_getAssociatedObject(owner, key) as? String == "\(j + i * owners.count)-199")
            }
        }
        owners.forEach { objc_removeAssociatedObjects($0) }
        for owner in owners { #expect(objc_getAssociatedObject(owner, keys[0]) == nil) }
    }
}
