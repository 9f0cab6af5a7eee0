import CGio
import Foundation

/// Runs the bridge's private GLib main context from Tessera's main run loop. GDBus reads and writes the
/// socket on a thread of its own and hands each incoming call, signal and reply to the main context that
/// was the thread's default when the call was made or the object exported, waking that context's
/// descriptor. The bridge makes its context the main thread's default and watches that descriptor with a
/// dispatch source on the main queue (which wakes `RunLoop.main`): every D-Bus call is answered on the
/// main thread, and the idle app still sleeps.
@MainActor
final class MainContextPump {
    /// The private context (pushed as the main thread's default for GLib).
    let context: OpaquePointer
    private var sources: [Int32: DispatchSourceRead] = [:]

    init() {
        context = g_main_context_new()
        g_main_context_push_thread_default(context)
        watchDescriptors()
    }

    /// Dispatches everything ready, then watches the descriptors the context now waits on.
    func pump() {
        while g_main_context_iteration(context, 0) != 0 {}
        watchDescriptors()
    }

    /// Asks the context which descriptors it waits on (its wake-up descriptor, mostly) and keeps a
    /// dispatch source on each.
    private func watchDescriptors() {
        guard g_main_context_acquire(context) != 0 else { return }
        defer { g_main_context_release(context) }
        var priority: Int32 = 0
        _ = g_main_context_prepare(context, &priority)
        var fds = [GPollFD](repeating: GPollFD(fd: 0, events: 0, revents: 0), count: 8)
        var timeout: Int32 = -1
        let count = min(Int(g_main_context_query(context, priority, &timeout, &fds, 8)), fds.count)
        _ = g_main_context_check(context, priority, &fds, Int32(count))
        g_main_context_dispatch(context)
        let wanted = Set(fds.prefix(count).map(\.fd))
        for (fd, source) in sources where !wanted.contains(fd) {
            source.cancel()
            sources[fd] = nil
        }
        for fd in wanted where sources[fd] == nil {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.pump() }
            }
            source.resume()
            sources[fd] = source
        }
    }

    /// Stops watching (the context stays the main thread's default: GDBus may still hold callbacks for it).
    func stop() {
        for source in sources.values { source.cancel() }
        sources = [:]
    }
}
