import CGio
import Foundation

/// The start-up calls that find and join the accessibility bus. These are the bridge's only blocking
/// D-Bus calls (each with a one-second limit), made once: as the app launches, or when the desktop turns
/// accessibility on later (`DormantBridge`).
package enum BusConnection {
    /// Why the bridge does not run.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, for the log.
        package let description: String
    }

    /// Whether `TESSERA_ACCESSIBILITY` forces the bridge on (true) or off (false); nil: ask the desktop.
    static func forcedSetting(_ environment: [String: String]) -> Bool? {
        guard let raw = environment["TESSERA_ACCESSIBILITY"]?.lowercased(), !raw.isEmpty else { return nil }
        if ["1", "true", "yes", "on"].contains(raw) { return true }
        if ["0", "false", "no", "off"].contains(raw) { return false }
        return nil
    }

    /// What start-up found.
    enum Found {
        /// The accessibility bus is at this address.
        case address(String)
        /// The desktop's accessibility is off: the session bus connection, to wait on.
        case disabled(session: OpaquePointer)
    }

    /// The accessibility bus: `AT_SPI_BUS_ADDRESS`, else `org.a11y.Bus.GetAddress` on the session bus,
    /// which must also say accessibility is on (`org.a11y.Status.IsEnabled`) unless forced.
    static func findAccessibilityBus(environment: [String: String], forced: Bool) throws(Failure) -> Found {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return .address(address) }
        guard let sessionAddress = environment["DBUS_SESSION_BUS_ADDRESS"], !sessionAddress.isEmpty else {
            throw Failure(description: "no session bus (DBUS_SESSION_BUS_ADDRESS), so no accessibility bus")
        }
        let session = try connect(sessionAddress)
        do throws(Failure) {
            if !forced, try !isEnabled(session) { return .disabled(session: session) }
            let address = try accessibilityBusAddress(on: session)
            g_object_unref(gpointer(session))
            return .address(address)
        } catch {
            g_object_unref(gpointer(session))
            throw error
        }
    }

    /// `org.a11y.Status.IsEnabled` on the session bus.
    static func isEnabled(_ session: OpaquePointer) throws(Failure) -> Bool {
        let reply = try call(session, destination: "org.a11y.Bus", path: "/org/a11y/bus",
                             interface: "org.freedesktop.DBus.Properties", method: "Get",
                             arguments: Variant.tuple([Variant.string("org.a11y.Status"), Variant.string("IsEnabled")]),
                             replyType: "(v)")
        defer { g_variant_unref(reply) }
        return Variant.unboxed(in: reply, at: 0) { g_variant_get_boolean($0) != 0 }
    }

    /// `org.a11y.Bus.GetAddress` on the session bus.
    static func accessibilityBusAddress(on session: OpaquePointer) throws(Failure) -> String {
        let reply = try call(session, destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
                             method: "GetAddress", arguments: nil, replyType: "(s)")
        defer { g_variant_unref(reply) }
        return Variant.string(in: reply, at: 0)
    }

    /// A connection to the message bus at `address` (which does not end the process when it closes).
    static func connect(_ address: String) throws(Failure) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw Failure(description: "cannot connect to \(address): \(message(of: error))")
        }
        g_dbus_connection_set_exit_on_close(connection, 0)
        return connection
    }

    /// A blocking call (start-up only), limited to one second.
    @discardableResult
    static func call(_ connection: OpaquePointer, destination: String, path: String, interface: String, method: String,
                     arguments: OpaquePointer?, replyType: String) throws(Failure) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let reply = replyType.withCString { type in
            g_dbus_connection_call_sync(connection, destination, path, interface, method, arguments,
                                        tessera_variant_type(type), G_DBUS_CALL_FLAGS_NONE, 1000, nil, &error)
        }
        guard let reply else { throw Failure(description: "\(interface).\(method) failed: \(message(of: error))") }
        return reply
    }

    /// A GError's message, freeing it.
    static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
