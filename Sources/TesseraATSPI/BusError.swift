/// A D-Bus error answered to a call.
struct BusError: Error {
    let name: String
    let message: String

    static func unknownObject(_ path: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no accessible object at \(path)")
    }
    static func unknownMethod(_ interface: String, _ method: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "\(interface).\(method) is not answered here")
    }
    static func invalidArgs(_ message: String) -> BusError {
        BusError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
    }
}
