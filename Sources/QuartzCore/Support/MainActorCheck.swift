import Dispatch
import Foundation

/// Whether the caller runs on the main actor, without trapping when it does not (`assumeIsolated` traps).
/// On Linux the main actor's executor is the main dispatch queue, which a test runner may drain on a thread
/// other than the process's first; so a caller is on it when it is on the main thread or inside a block of
/// the main queue (marked with a queue-specific value).
package enum MainActorCheck {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
