import CGio
import UIKit

/// Which AT-SPI2 events anyone listens to, as the registry daemon tells: `GetRegisteredEvents` at
/// start-up (asynchronously), then its `EventListenerRegistered` and `EventListenerDeregistered`
/// signals. The bridge sends only events someone listens to, and walks for changes only then.
@MainActor
package final class EventListeners {
    private var registered: [(bus: String, event: [String])] = [] {
        didSet {
            answers = [:]
            // The running bridge's walks read again only what changed while someone listens (reports
            // come after frames); a set of listeners of no bridge (a test's) changes nothing.
            if ATSPIBridge.shared?.listeners === self { AccessibilityChanges.isTracking = hasListeners }
        }
    }
    /// `wants` by event name, until the listeners change: a report asks for the same few names again and
    /// again, and taking a name apart costs more than the walk of a row.
    private var answers: [String: Bool] = [:]

    /// Someone listens to some event.
    var hasListeners: Bool { !registered.isEmpty }

    /// Whether anyone listens to `event` ("object:state-changed:checked"): a listener to it, or to a
    /// prefix of it ("object:", "object:state-changed"), or to everything.
    func wants(_ event: String) -> Bool {
        if let answer = answers[event] { return answer }
        let wanted = Self.components(event)
        let answer = registered.contains { listener in
            listener.event.count <= wanted.count && Array(wanted.prefix(listener.event.count)) == listener.event
        }
        answers[event] = answer
        return answer
    }

    /// An event name's parts, compared without case, hyphens or underscores ("StateChanged" and
    /// "state-changed" are one).
    static func components(_ event: String) -> [String] {
        event.split(separator: ":", omittingEmptySubsequences: true).map {
            $0.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        }
    }

    /// A listener on `bus` registered for `event` (as the registry's `EventListenerRegistered` says).
    package func add(bus: String, event: String) { registered.append((bus, Self.components(event))) }

    func remove(bus: String, event: String) {
        let parts = Self.components(event)
        if let index = registered.firstIndex(where: { $0.bus == bus && $0.event == parts }) { registered.remove(at: index) }
    }

    /// Subscribes to the registry's signals and asks for the listeners already there.
    func start(on connection: OpaquePointer) {
        for member in ["EventListenerRegistered", "EventListenerDeregistered"] {
            _ = g_dbus_connection_signal_subscribe(connection, "org.a11y.atspi.Registry", "org.a11y.atspi.Registry", member,
                                                   "/org/a11y/atspi/registry", nil, G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, member, arguments, _ in
                guard let arguments, let member else { return }
                let registered = String(cString: member) == "EventListenerRegistered"
                let bus = Variant.string(in: arguments, at: 0), event = Variant.string(in: arguments, at: 1)
                MainActor.assumeIsolated {
                    guard let listeners = ATSPIBridge.shared?.listeners else { return }
                    if registered { listeners.add(bus: bus, event: event) } else { listeners.remove(bus: bus, event: event) }
                }
            }, nil, nil)
        }
        "(a(ss))".withCString { type in
            g_dbus_connection_call(connection, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                                   "GetRegisteredEvents", nil, tessera_variant_type(type), G_DBUS_CALL_FLAGS_NONE, 5000, nil, { source, result, _ in
                var error: UnsafeMutablePointer<GError>?
                guard let source, let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                    if let error { g_error_free(error) }
                    return
                }
                defer { g_variant_unref(reply) }
                let events: [(String, String)] = Variant.child(reply, 0) { array in
                    (0..<Int(g_variant_n_children(array))).map { index in
                        Variant.child(array, index) { pair in (Variant.string(in: pair, at: 0), Variant.string(in: pair, at: 1)) }
                    }
                }
                MainActor.assumeIsolated {
                    guard let listeners = ATSPIBridge.shared?.listeners else { return }
                    for (bus, event) in events { listeners.add(bus: bus, event: event) }
                }
            }, nil)
        }
    }
}
