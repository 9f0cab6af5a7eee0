// Libraries that guard state with `os_unfair_lock` (`import os`), the C way and the iOS 16 way.
import Foundation
import UIKit
import XCTest
import os

/// A counter guarded as thread-safe libraries guard theirs: an allocated `os_unfair_lock`.
private final class UnfairCounter: @unchecked Sendable {
    private let lock: os_unfair_lock_t = {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        return lock
    }()
    private var count = 0
    deinit { lock.deallocate() }

    func increment() {
        os_unfair_lock_lock(lock)
        os_unfair_lock_assert_owner(lock)
        count += 1
        os_unfair_lock_unlock(lock)
    }

    var value: Int {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return count
    }

    /// Whether the lock can be taken now (released at once when it can).
    func tryOnce() -> Bool {
        guard os_unfair_lock_trylock(lock) else { return false }
        os_unfair_lock_unlock(lock)
        return true
    }

    func hold(_ body: () -> Void) {
        os_unfair_lock_lock(lock)
        body()
        os_unfair_lock_unlock(lock)
    }

    func assertNotHeldHere() { os_unfair_lock_assert_not_owner(lock) }
}

final class UnfairLockClientTests: XCTestCase {
    func testTwoThreadsContendingLoseNoIncrement() {
        let counter = UnfairCounter()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<50_000 { counter.increment() }
        }
        XCTAssertEqual(counter.value, 100_000)
        counter.assertNotHeldHere()
    }

    func testTrylockFailsWhileAnotherThreadHoldsTheLock() {
        let counter = UnfairCounter()
        let held = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            counter.hold {
                held.signal()
                release.wait()
            }
            done.signal()
        }
        held.wait()
        XCTAssertFalse(counter.tryOnce(), "held by the other thread")
        release.signal()
        done.wait()
        XCTAssertTrue(counter.tryOnce(), "free again")
    }

    func testAZeroFilledLockIsUnlocked() {
        var lock = os_unfair_lock()
        XCTAssertTrue(os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
    }

    func testAllocatedUnfairLockGuardsItsStateAcrossThreads() {
        let tally = OSAllocatedUnfairLock(initialState: [String: Int]())
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for _ in 0..<20_000 {
                tally.withLock { $0["thread \(index)", default: 0] += 1 }
            }
        }
        XCTAssertEqual(tally.withLock { $0 }, ["thread 0": 20_000, "thread 1": 20_000])
    }

    func testWithLockIfAvailableGivesUpWhileAnotherThreadHoldsTheLock() {
        let lock = OSAllocatedUnfairLock()
        let state = OSAllocatedUnfairLock(initialState: 1)
        lock.lock()
        lock.precondition(.owner)
        let answered = DispatchSemaphore(value: 0)
        let answer = OSAllocatedUnfairLock<Int?>(initialState: 0)
        Thread.detachNewThread {
            let got = lock.withLockIfAvailable { 42 }
            answer.withLock { $0 = got }
            answered.signal()
        }
        answered.wait()
        XCTAssertNil(answer.withLock { $0 }, "nil: the lock was held, and the body did not run")
        lock.unlock()
        lock.precondition(.notOwner)
        XCTAssertEqual(lock.withLockIfAvailable { 7 }, 7)
        XCTAssertTrue(lock.lockIfAvailable())
        lock.unlock()
        XCTAssertEqual(state.withLockIfAvailable { value -> Int in value += 1; return value }, 2)
        XCTAssertEqual(state.withLockUnchecked { $0 }, 2)
    }
}
