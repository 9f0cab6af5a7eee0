import CGio
import UIKit

extension ATSPIBridge {
    /// Answers a method of `org.a11y.atspi.Accessible` that takes no arguments (`GetChildren`) on the
    /// object exported for `object`, through the same path as a call from the bus (walking again first
    /// when something changed), then frees the reply instead of sending it. Returns how many items the
    /// reply's first value holds (nil: `object` is not exported, or the call failed). For the benchmarks,
    /// which time the bridge's own work without D-Bus.
    package func answerWithoutSending(_ method: String, on object: UIResponder) -> Int? {
        guard let entry = registry.entry(of: object) else { return nil }
        let arguments: OpaquePointer = g_variant_ref_sink(Variant.tuple([]))
        defer { g_variant_unref(arguments) }
        guard let reply = try? answer(path: ObjectRegistry.path(of: entry.id), interface: InterfaceDefinitions.accessible,
                                      method: method, arguments: arguments) else { return nil }
        let owned: OpaquePointer = g_variant_ref_sink(reply)
        defer { g_variant_unref(owned) }
        let first: OpaquePointer = g_variant_get_child_value(owned, 0)
        defer { g_variant_unref(first) }
        return Int(g_variant_n_children(first))
    }
}
