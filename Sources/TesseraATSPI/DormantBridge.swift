import CGio
import TesseraSupport
import UIKit

/// The bridge while the desktop's accessibility is off (`org.a11y.Status.IsEnabled` false, as on a
/// desktop where no screen reader has run): it watches the property on the session bus and joins the
/// accessibility bus when it turns on (Orca starting after the app, say). Until then it costs one
/// signal subscription.
@MainActor
final class DormantBridge: AccessibilityBridge {
    /// The bridge waiting (the C callback finds it here).
    private static weak var current: DormantBridge?

    private let session: OpaquePointer
    private let pump = MainContextPump()
    private var subscription: UInt32 = 0
    /// The bridge once started.
    private(set) var bridge: ATSPIBridge?

    init(session: OpaquePointer) {
        self.session = session
        Self.current = self
        subscription = g_dbus_connection_signal_subscribe(
            session, "org.a11y.Bus", "org.freedesktop.DBus.Properties", "PropertiesChanged", "/org/a11y/bus",
            "org.a11y.Status", G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, arguments, _ in
                guard let arguments else { return }
                // (interface, changed properties a{sv}, invalidated as)
                let enabled: Bool? = Variant.child(arguments, 1) { changed in
                    "b".withCString { type in
                        g_variant_lookup_value(changed, "IsEnabled", tessera_variant_type(type)).map { value in
                            defer { g_variant_unref(value) }
                            return g_variant_get_boolean(value) != 0
                        }
                    }
                }
                guard enabled == true else { return }
                MainActor.assumeIsolated { DormantBridge.current?.wake() }
            }, nil, nil)
        pump.pump()
    }

    /// Accessibility came on: join the bus (the start-up calls, made once).
    private func wake() {
        guard bridge == nil else { return }
        do {
            bridge = try ATSPIBridge.join(BusConnection.accessibilityBusAddress(on: session))
        } catch {
            TesseraLog.warning("Accessibility", "no AT-SPI2 bridge: \(error)")
        }
    }

    func frameDidEnd() { bridge?.frameDidEnd() }

    func stop() {
        bridge?.stop()
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(session, subscription) }
        subscription = 0
        pump.stop()
        g_object_unref(gpointer(session))
    }
}
