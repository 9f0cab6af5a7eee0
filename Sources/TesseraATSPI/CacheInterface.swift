import CGio

/// `org.a11y.atspi.Cache` at `/org/a11y/atspi/cache`: every exported object in one reply, so a reader
/// needs no call per object; the reporter tells of objects added and removed.
@MainActor
enum CacheInterface {
    nonisolated static let path = "/org/a11y/atspi/cache"

    static func call(_ method: String, bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        guard method == "GetItems" else { throw .unknownMethod(InterfaceDefinitions.cache, method) }
        bridge.registry.refreshIfStale()
        let items = bridge.registry.entries.keys.sorted().compactMap { id in bridge.registry.entries[id].map { item($0, bridge: bridge) } }
        return Variant.tuple([Variant.array("((so)(so)(so)iiassusau)", items)])
    }

    /// One object as the cache sends it: itself, its application, its parent, its index in the parent,
    /// its child count, interfaces, name, role, description and states.
    static func item(_ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> OpaquePointer {
        let parent = entry.parent.map { bridge.reference($0) } ?? bridge.nullReference
        let index = entry.parent.flatMap { bridge.registry.entries[$0]?.children.firstIndex(of: entry.id) } ?? -1
        return Variant.tuple([
            bridge.reference(entry.id), bridge.reference(ObjectRegistry.applicationID), parent,
            Variant.int32(Int32(index)), Variant.int32(Int32(entry.children.count)),
            Variant.array("s", bridge.interfaces(of: entry).map { Variant.string($0) }),
            Variant.string(entry.name), Variant.uint32(entry.role.rawValue), Variant.string(entry.description),
            Variant.array("u", entry.states.words.map { Variant.uint32($0) }),
        ])
    }
}
