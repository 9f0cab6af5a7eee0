import Foundation
import Synchronization

/// What a deinit that ran off the main thread leaves for the main thread to finish.
///
/// Views and layers live on the main actor, but Swift lets their last reference go anywhere (a main-actor
/// class is `Sendable`), and a subclass's `deinit` must be nonisolated to compile as it does against
/// Apple's SDK. So their deinits run on whichever thread frees them. On the main thread they tear down at
/// once. Elsewhere they do only what cannot wait, clearing the back-pointers to the object being freed
/// so nothing dangles, and hand the rest here: it runs on the main queue, and before any main-thread
/// step that could meet its leftovers (a frame, a new animation or frame observer) through `drain()`.
///
/// The rest is keyed by the freed object's `ObjectIdentifier` (the object is gone) or holds its children
/// strongly, so they, too, are freed on the main thread.
package enum MainThreadTeardown {
    private static let pending = LockedValue<[@Sendable @MainActor () -> Void]>([])
    /// Whether `pending` may hold work: the main thread's fast path reads it without taking the lock.
    private static let mayHaveWork = Atomic<Bool>(false)

    /// Queues `work` for the main thread (call from a deinit running off it).
    package static func schedule(_ work: @escaping @Sendable @MainActor () -> Void) {
        let isFirst = pending.withLock { queue in
            queue.append(work)
            mayHaveWork.store(true, ordering: .releasing)
            return queue.count == 1
        }
        guard isFirst else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { drain() } }
    }

    /// Queues `work` for the main thread with `value` (a freed object's children), which the main thread
    /// then owns alone: the last reference to anything in `value` goes there, whichever thread finishes
    /// first.
    ///
    /// A closure that captures the children cannot promise that. The deinit keeps its own copies until
    /// it returns, and the main thread may run the closure and drop its copy before then; the deinit's
    /// copy is then the last, and the children are freed on the deinit's thread after all. Here the
    /// deinit's one reference is to a box, and the main thread takes the value out of the box.
    package static func schedule<Value: Sendable>(
        handing value: consuming Value, _ work: @escaping @Sendable @MainActor (inout Value) -> Void
    ) {
        let box = HandedValue(value)
        schedule {
            // Taken once: this closure runs once (`drain()` empties the queue it runs).
            guard var taken = box.take() else { return assertionFailure("a handed value was taken twice") }
            work(&taken)
        }
    }

    /// Runs `work` at once when the caller is on the main actor (a deinit on the main thread), else queues
    /// it for the main thread as `schedule(_:)` does. A nonisolated deinit calls this rather than
    /// `MainActor.assumeIsolated`, which stops the process when the last reference went on another thread.
    package static func runOrSchedule(_ work: @escaping @Sendable @MainActor () -> Void) {
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { work() }
        } else {
            schedule(work)
        }
    }

    /// Runs the queued work now. Cheap when there is none.
    @MainActor package static func drain() {
        guard mayHaveWork.load(ordering: .acquiring) else { return }
        let work = pending.withLock { queue in
            let taken = queue
            queue = []
            mayHaveWork.store(false, ordering: .relaxed)
            return taken
        }
        for item in work { item() }
    }
}

/// A value handed from a deinit on another thread to the main thread (`MainThreadTeardown.schedule(handing:_:)`).
///
/// Invariant: `value` is written once, by `init` on the handing thread before the box is queued, and
/// taken once, on the main thread after `drain()` has dequeued it. The queue's lock orders the two, so
/// the box needs no lock of its own. (`@unchecked Sendable` rests on that order.)
private final class HandedValue<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    /// Moves the value out, leaving the box empty, so what the box's own release frees (on whichever
    /// thread lets it go last) is nothing.
    func take() -> Value? { value.take() }
}
