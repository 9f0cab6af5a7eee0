import CGio
import Foundation
import Testing
import TesseraSupport
@testable import TesseraATSPI

/// The bridge's events leave the main thread in the order they were emitted, a report's together, and
/// a reply waits for those emitted before it.
@MainActor
@Suite struct SignalSenderTests {
    /// A sender recording what it delivers (on its queue), by member name.
    private static func recordingSender() -> (SignalSender, LockedValue<[String]>) {
        let delivered = LockedValue<[String]>([])
        let sender = SignalSender { signal in
            // The arguments, sunk on the main thread, are read here on the queue before the queue lets go.
            let text = String(cString: g_variant_get_type_string(signal.arguments))
            delivered.withLock { $0.append(text == "(s)" ? signal.member : "bad arguments \(text)") }
        }
        return (sender, delivered)
    }

    private static func send(_ member: String, with sender: SignalSender) {
        sender.send(path: "/org/a11y/atspi/accessible/1", interface: "org.a11y.atspi.Event.Object", member: member,
                    arguments: Variant.tuple([Variant.string(member)]))
    }

    @Test func aSignalOutsideABatchIsSentOnItsOwnAndWaitingMeansSent() {
        let (sender, delivered) = Self.recordingSender()
        Self.send("First", with: sender)
        sender.waitUntilSent()
        #expect(delivered.withLock { $0 } == ["First"])
        Self.send("Second", with: sender)
        Self.send("Third", with: sender)
        sender.waitUntilSent()
        #expect(delivered.withLock { $0 } == ["First", "Second", "Third"])
        // Nothing new: waiting returns at once and sends nothing.
        sender.waitUntilSent()
        #expect(delivered.withLock { $0 }.count == 3)
    }

    @Test func aBatchSendsNothingUntilItsOutermostBodyReturnsThenAllInOrder() {
        let (sender, delivered) = Self.recordingSender()
        sender.batch {
            for k in 0..<20 { Self.send("Event\(k)", with: sender) }
            sender.batch { Self.send("Inner", with: sender) }
            // Not handed over yet, so the queue cannot have delivered any of them, however long it ran.
            Thread.sleep(forTimeInterval: 0.02)
            #expect(delivered.withLock { $0 }.isEmpty)
        }
        sender.waitUntilSent()
        #expect(delivered.withLock { $0 } == (0..<20).map { "Event\($0)" } + ["Inner"])
    }

    @Test func waitingInsideABatchSendsWhatCameBefore() {
        // A call answered in the middle of a report: the events before it go first.
        let (sender, delivered) = Self.recordingSender()
        sender.batch {
            Self.send("Before", with: sender)
            sender.waitUntilSent()
            #expect(delivered.withLock { $0 } == ["Before"])
            Self.send("After", with: sender)
        }
        sender.waitUntilSent()
        #expect(delivered.withLock { $0 } == ["Before", "After"])
    }
}
