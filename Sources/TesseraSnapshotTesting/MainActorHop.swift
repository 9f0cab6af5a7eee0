import Dispatch
import Foundation

/// Marks the main queue, so code can tell it runs there: on Linux the main queue (the main actor's
/// executor) may be drained by a thread other than the main thread, where `Thread.isMainThread` is false.
private let mainQueueKey = DispatchSpecificKey<UInt8>()
private let mainQueueMarked: Bool = {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1)
    return true
}()

/// Runs `body` on the main actor and returns its result: at once when already there, else by waiting for
/// the main queue. Snapshot strategies run wherever `assertSnapshot` is called (usually a `@MainActor`
/// test), while views may only be touched on the main actor.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    _ = mainQueueMarked
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == 1 {
        return MainActor.assumeIsolated { UncheckedBox(body()) }.value
    }
    return withoutActuallyEscaping(body) { escapable in
        let box = UncheckedBox(escapable)
        return DispatchQueue.main.sync { MainActor.assumeIsolated { UncheckedBox(box.value()) } }.value
    }
}

/// Carries a value across the hop to the main queue; only one thread uses it at a time.
private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
