import CGio
import Dispatch
import TesseraSupport

/// Sends the bridge's signals (events and the cache's changes) from a serial queue of its own, so that
/// the main thread only builds them: GDBus serializes a message and wakes its writer thread on the
/// thread that emits it, about 80,000 instructions and a thread switch a signal, which a report during
/// a scroll pays several times over.
///
/// Order is kept: signals go out in the order they were emitted, and a reply to a call (or a property
/// read) waits until the signals emitted before it have been handed to GDBus (`waitUntilSent()`), so a
/// client never reads a state before the events that led to it. The signals of a report go to the
/// queue together (`batch(_:)`), one hand-over a report; a signal emitted outside a batch goes at once.
///
/// This differs from the GTK and Qt bridges, which emit on the UI thread; what a client sees is the
/// same, a few microseconds later.
@MainActor
final class SignalSender {
    /// One signal to send: its arguments a GVariant whose floating reference the sender took on the main
    /// thread (`g_variant_ref_sink`) and that the queue releases once GDBus has taken its own.
    struct Signal: @unchecked Sendable {
        // Unchecked: `arguments` is immutable once built (GVariants are), its reference count atomic,
        // and exactly one side releases the reference the sender holds (the queue, after sending).
        let path: String
        let interface: String
        let member: String
        let arguments: OpaquePointer
    }

    private let queue = DispatchQueue(label: "org.tessera.atspi.signals")
    private let deliver: @Sendable (Signal) -> Void
    /// Signals emitted in the current batch, not yet handed to the queue.
    private var pending: [Signal] = []
    /// How many `batch(_:)` calls are running (they nest).
    private var batchDepth = 0
    /// Whether signals were handed to the queue since the last wait.
    private var handedOver = false
#if DEBUG
    /// Signals sent whose arguments the queue has not yet released (debug builds): each is released once,
    /// after delivery, so none is outstanding after a wait, and the count never goes below zero.
    private let outstanding = LockedValue(0)
#endif

    /// A sender that hands each signal to `deliver`, on the sender's queue, in order.
    init(deliver: @escaping @Sendable (Signal) -> Void) {
        self.deliver = deliver
    }

    /// A sender emitting on `connection` (a `GDBusConnection`, whose calls are thread-safe; it must stay
    /// open until `waitUntilSent()` has returned after the last signal).
    convenience init(connection: OpaquePointer) {
        let connection = Connection(pointer: connection)
        self.init { signal in
            var error: UnsafeMutablePointer<GError>?
            g_dbus_connection_emit_signal(connection.pointer, nil, signal.path, signal.interface, signal.member, signal.arguments, &error)
            if let error { g_error_free(error) }
        }
    }

    /// A `GDBusConnection` handed to the queue. Unchecked: GDBus documents its connections as usable
    /// from any thread.
    private struct Connection: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// Emits a signal: queued with the rest of the batch, or sent at once outside one. `arguments` is a
    /// floating GVariant (a tuple), taken by the sender.
    func send(path: String, interface: String, member: String, arguments: OpaquePointer) {
        pending.append(Signal(path: path, interface: interface, member: member, arguments: g_variant_ref_sink(arguments)))
#if DEBUG
        outstanding.withLock { $0 += 1 }
#endif
        if batchDepth == 0 { handOver() }
    }

    /// Runs `body`, sending the signals it emits together when it returns (when batches nest, when the
    /// outermost one returns).
    func batch<Result>(_ body: () throws -> Result) rethrows -> Result {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { handOver() }
        }
        return try body()
    }

    /// Returns once every signal emitted so far has been handed to GDBus (which then sends it before any
    /// message the caller sends next): before a reply, and before the connection closes.
    func waitUntilSent() {
        handOver()
        guard handedOver else { return }
        handedOver = false
        queue.sync {}
#if DEBUG
        assert(outstanding.withLock { $0 } == 0, "signals handed to the queue were not all sent and released")
#endif
    }

    /// Gives the pending signals to the queue, in one hand-over.
    private func handOver() {
        guard !pending.isEmpty else { return }
        let signals = pending
        pending = []
        handedOver = true
        let deliver = deliver
#if DEBUG
        let outstanding = outstanding
#endif
        queue.async {
            for signal in signals {
                deliver(signal)
                g_variant_unref(signal.arguments)
#if DEBUG
                outstanding.withLock {
                    $0 -= 1
                    assert($0 >= 0, "a signal's arguments were released twice")
                }
#endif
            }
        }
    }
}
