import CGio

/// Builds and reads the GVariant values of D-Bus messages. Built values are floating references: the
/// message, container or reply they are passed to takes them.
enum Variant {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func path(_ value: String) -> OpaquePointer { g_variant_new_object_path(value) }
    static func int32(_ value: Int32) -> OpaquePointer { g_variant_new_int32(value) }
    static func int16(_ value: Int16) -> OpaquePointer { g_variant_new_int16(value) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func bool(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    /// A value inside a `v`.
    static func boxed(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    /// A tuple (a D-Bus struct, or a method's arguments and results).
    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        let children: [OpaquePointer?] = items
        return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `elementType` values (the type is needed when the array is empty).
    static func array(_ elementType: String, _ items: [OpaquePointer]) -> OpaquePointer {
        let children: [OpaquePointer?] = items
        return elementType.withCString { type in
            children.withUnsafeBufferPointer { g_variant_new_array(tessera_variant_type(type), $0.baseAddress, gsize($0.count)) }
        }
    }

    /// An `a{ss}` dictionary, in key order.
    static func stringDictionary(_ pairs: [String: String]) -> OpaquePointer {
        array("{ss}", pairs.sorted { $0.key < $1.key }.map { g_variant_new_dict_entry(string($0.key), string($0.value)) })
    }

    /// An empty `a{sv}`.
    static var emptyProperties: OpaquePointer { array("{sv}", []) }

    /// An object reference `(so)`.
    static func reference(bus: String, path: String) -> OpaquePointer { tuple([string(bus), self.path(path)]) }

    // MARK: Reading

    /// The child at `index` of a tuple or array (a new reference, released by `body`'s caller).
    static func child<T>(_ value: OpaquePointer, _ index: Int, _ body: (OpaquePointer) -> T) -> T {
        let child = g_variant_get_child_value(value, gsize(index))!
        defer { g_variant_unref(child) }
        return body(child)
    }

    static func int32(in value: OpaquePointer, at index: Int) -> Int32 { child(value, index) { g_variant_get_int32($0) } }
    static func uint32(in value: OpaquePointer, at index: Int) -> UInt32 { child(value, index) { g_variant_get_uint32($0) } }
    static func double(in value: OpaquePointer, at index: Int) -> Double { child(value, index) { g_variant_get_double($0) } }
    static func string(in value: OpaquePointer, at index: Int) -> String {
        child(value, index) { String(cString: g_variant_get_string($0, nil)) }
    }
    /// The value inside a `v` at `index`.
    static func unboxed<T>(in value: OpaquePointer, at index: Int, _ body: (OpaquePointer) -> T) -> T {
        child(value, index) { boxedValue in
            let inner = g_variant_get_variant(boxedValue)!
            defer { g_variant_unref(inner) }
            return body(inner)
        }
    }
}
