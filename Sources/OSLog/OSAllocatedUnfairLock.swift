@_exported import os

/// An unfair lock kept in memory of its own, with the state it guards: Apple's safe way to use
/// `os_unfair_lock` from Swift (a lock stored in a Swift variable may move; this one never does).
///
/// Copies share one lock and one state, as on Apple's systems. Sendable as there: the state is only
/// reached with the lock held, so `init(initialState:)` and `withLock` ask for `Sendable` state and
/// results, and the `…Unchecked` forms leave that promise to the caller. The lock must be released by the
/// thread that took it, so `lock()` and `unlock()` must not straddle an `await`.
///
/// Where Tessera differs: the lock is Tessera's `os_unfair_lock` (a glibc mutex; see the `os` module).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// Who may hold the lock where `precondition(_:)` is checked.
    public enum Ownership: Hashable, Sendable {
        /// The calling thread holds the lock.
        case owner
        /// The calling thread does not hold the lock.
        case notOwner
    }

    /// The state, in the buffer's header, and the lock, its one element.
    @usableFromInline
    let storage: ManagedBuffer<State, os_unfair_lock>

    /// Creates a lock guarding `initialState`, whose type need not be `Sendable` (the caller vouches for
    /// how it is shared).
    public init(uncheckedState initialState: State) {
        storage = .create(minimumCapacity: 1) { _ in initialState }
        storage.withUnsafeMutablePointerToElements { $0.initialize(to: os_unfair_lock()) }
    }

    /// Creates a lock guarding `initialState`.
    public init(initialState: State) where State: Sendable {
        self.init(uncheckedState: initialState)
    }

    /// Runs `body` with the lock held and the state to read and change; returns what it returns.
    @inlinable
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try storage.withUnsafeMutablePointers { state, lock in
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` with the lock held and the state to read and change; returns what it returns.
    @inlinable
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with the lock held if the lock is free now; nil (without running it) when another
    /// thread holds it.
    @inlinable
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        try storage.withUnsafeMutablePointers { state, lock in
            guard os_unfair_lock_trylock(lock) else { return nil }
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    /// Runs `body` with the lock held if the lock is free now; nil when another thread holds it.
    @inlinable
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Stops the process unless the calling thread's ownership of the lock is `condition`.
    public func precondition(_ condition: Ownership) {
        storage.withUnsafeMutablePointerToElements { lock in
            switch condition {
            case .owner: os_unfair_lock_assert_owner(lock)
            case .notOwner: os_unfair_lock_assert_not_owner(lock)
            }
        }
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// Creates a lock that guards no state (for `lock()`/`unlock()` or `withLock { }`).
    public init() {
        self.init(uncheckedState: ())
    }

    /// Takes the lock, waiting while another thread holds it.
    public func lock() {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_lock($0) }
    }

    /// Releases the lock, which the calling thread must hold.
    public func unlock() {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_unlock($0) }
    }

    /// Takes the lock if it is free; true when taken.
    public func lockIfAvailable() -> Bool {
        storage.withUnsafeMutablePointerToElements { os_unfair_lock_trylock($0) }
    }

    /// Runs `body` with the lock held; returns what it returns.
    @inlinable
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout ()) in try body() }
    }

    /// Runs `body` with the lock held; returns what it returns.
    @inlinable
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout ()) in try body() }
    }

    /// Runs `body` with the lock held if the lock is free now; nil when another thread holds it.
    @inlinable
    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked { (_: inout ()) in try body() }
    }

    /// Runs `body` with the lock held if the lock is free now; nil when another thread holds it.
    @inlinable
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked { (_: inout ()) in try body() }
    }
}
