import CGio
import Foundation

/// `org.a11y.atspi.Application`: the root object's toolkit and identity.
@MainActor
enum ApplicationInterface {
    /// The AT-SPI2 version the bridge speaks.
    static let atspiVersion = "2.1"
    /// Tessera's version, as `Application.Version` answers.
    static let toolkitVersion = "1.0"

    static func property(_ name: String, bridge: ATSPIBridge) -> OpaquePointer? {
        switch name {
        case "ToolkitName": return Variant.string("Tessera")
        case "Version": return Variant.string(toolkitVersion)
        case "AtspiVersion": return Variant.string(atspiVersion)
        case "Id": return Variant.int32(bridge.applicationID)
        default: return nil
        }
    }

    static func call(_ method: String, _ arguments: OpaquePointer, bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        switch method {
        case "GetLocale": return Variant.tuple([Variant.string(Locale.current.identifier)])
        case "GetApplicationBusAddress": return Variant.tuple([Variant.string("")])
        default: throw .unknownMethod(InterfaceDefinitions.application, method)
        }
    }
}
