import CGio

/// Exports the accessible objects with GDBus: one subtree under `/org/a11y/atspi/accessible` whose
/// nodes are made on demand from `ObjectRegistry` (so paths cost nothing until asked), and the cache
/// object. GDBus calls these C callbacks on the main thread (see `MainContextPump`); each answers after
/// the events emitted before the call have gone out (`SignalSender.waitUntilSent()`).
enum ObjectServer {
    private static let subtreePath = "/org/a11y/atspi/accessible"
    nonisolated(unsafe) private static var subtreeID: UInt32 = 0
    nonisolated(unsafe) private static var cacheID: UInt32 = 0

    /// Registers the subtree and the cache object on `connection`.
    @MainActor
    static func export(on connection: OpaquePointer) throws(BusConnection.Failure) {
        var error: UnsafeMutablePointer<GError>?
        subtreeID = g_dbus_connection_register_subtree(connection, subtreePath, subtreeVTable,
                                                       G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, nil, nil, &error)
        guard subtreeID != 0 else { throw BusConnection.Failure(description: "cannot export objects: \(BusConnection.message(of: error))") }
        cacheID = g_dbus_connection_register_object(connection, CacheInterface.path, InterfaceDefinitions.info(InterfaceDefinitions.cache),
                                                    interfaceVTable, nil, nil, &error)
        guard cacheID != 0 else { throw BusConnection.Failure(description: "cannot export the cache: \(BusConnection.message(of: error))") }
    }

    /// Removes what `export(on:)` registered.
    @MainActor
    static func unexport(from connection: OpaquePointer) {
        if subtreeID != 0 { g_dbus_connection_unregister_subtree(connection, subtreeID) }
        if cacheID != 0 { _ = g_dbus_connection_unregister_object(connection, cacheID) }
        subtreeID = 0
        cacheID = 0
    }

    // MARK: Callbacks

    private static func string(_ pointer: UnsafePointer<gchar>?) -> String { pointer.map { String(cString: $0) } ?? "" }

    /// Every interface's calls and properties.
    nonisolated(unsafe) private static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusInterfaceVTable(
            method_call: { _, _, path, interface, method, arguments, invocation, _ in
                guard let invocation, let arguments else { return }
                let (path, interface, method) = (ObjectServer.string(path), ObjectServer.string(interface), ObjectServer.string(method))
                let call = Unchecked(value: (invocation, arguments))
                MainActor.assumeIsolated {
                    let (invocation, arguments) = call.value
                    guard let bridge = ATSPIBridge.shared else {
                        g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.UnknownObject", "the bridge stopped")
                        return
                    }
                    // After the events emitted before it.
                    bridge.signals.waitUntilSent()
                    do throws(BusError) {
                        let reply = try bridge.answer(path: path, interface: interface, method: method, arguments: arguments)
                        g_dbus_method_invocation_return_value(invocation, reply)
                    } catch {
                        g_dbus_method_invocation_return_dbus_error(invocation, error.name, error.message)
                    }
                }
            },
            get_property: { _, _, path, interface, name, failure, _ in
                let (path, interface, name) = (ObjectServer.string(path), ObjectServer.string(interface), ObjectServer.string(name))
                let failure = Unchecked(value: failure)
                return MainActor.assumeIsolated { () -> Unchecked<OpaquePointer?> in
                    do throws(BusError) {
                        guard let bridge = ATSPIBridge.shared else { throw .unknownObject(path) }
                        bridge.signals.waitUntilSent()
                        return Unchecked(value: try bridge.property(path: path, interface: interface, name: name))
                    } catch {
                        tessera_set_dbus_error(failure.value, error.name, error.message)
                        return Unchecked(value: nil)
                    }
                }.value
            },
            set_property: { _, _, path, interface, name, value, failure, _ in
                guard let value else { return 0 }
                let (path, interface, name) = (ObjectServer.string(path), ObjectServer.string(interface), ObjectServer.string(name))
                let failure = Unchecked(value: failure), variant = Unchecked(value: value)
                return MainActor.assumeIsolated { () -> gboolean in
                    do throws(BusError) {
                        guard let bridge = ATSPIBridge.shared else { throw .unknownObject(path) }
                        bridge.signals.waitUntilSent()
                        try bridge.setProperty(path: path, interface: interface, name: name, value: variant.value)
                        return 1
                    } catch {
                        tessera_set_dbus_error(failure.value, error.name, error.message)
                        return 0
                    }
                }
            },
            padding: (nil, nil, nil, nil, nil, nil, nil, nil)))
        return table
    }()

    /// The subtree's nodes: enumerated from the last walk, introspected per object, all dispatched to
    /// `interfaceVTable`.
    nonisolated(unsafe) private static let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
        let table = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusSubtreeVTable(
            enumerate: { _, _, _, _ in
                let names: [String] = MainActor.assumeIsolated {
                    guard let bridge = ATSPIBridge.shared else { return [] }
                    bridge.registry.refreshIfStale()
                    return bridge.registry.entries.keys.sorted().map { $0 == ObjectRegistry.applicationID ? "root" : String($0) }
                }
                let array = g_malloc0(gsize((names.count + 1) * MemoryLayout<UnsafeMutablePointer<gchar>?>.stride))!
                    .bindMemory(to: UnsafeMutablePointer<gchar>?.self, capacity: names.count + 1)
                for (index, name) in names.enumerated() { array[index] = g_strdup(name) }
                return array
            },
            introspect: { _, _, _, node, _ in
                guard let node else { return nil }
                let path = ObjectRegistry.pathPrefix + String(cString: node)
                let names: [String] = MainActor.assumeIsolated {
                    guard let bridge = ATSPIBridge.shared, let id = ObjectRegistry.id(ofPath: path),
                          let entry = bridge.registry.entry(id) else { return [InterfaceDefinitions.accessible] }
                    return bridge.interfaces(of: entry)
                }
                let infos = names.compactMap { InterfaceDefinitions.info($0) }
                let array = g_malloc0(gsize((infos.count + 1) * MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride))!
                    .bindMemory(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self, capacity: infos.count + 1)
                for (index, info) in infos.enumerated() { array[index] = g_dbus_interface_info_ref(info) }
                return array
            },
            dispatch: { _, _, _, _, _, _, _ in
                UnsafePointer(ObjectServer.interfaceVTable)
            },
            padding: (nil, nil, nil, nil, nil, nil, nil, nil)))
        return table
    }()
}
