import CGio
import UIKit

/// `org.a11y.atspi.Accessible`: names, roles, states and the tree's shape.
@MainActor
enum AccessibleInterface {
    static func property(_ name: String, _ entry: ObjectRegistry.Entry, bridge: ATSPIBridge) -> OpaquePointer? {
        switch name {
        case "Name": return Variant.string(entry.name)
        case "Description": return Variant.string(entry.description)
        case "Parent":
            guard let parent = entry.parent else { return Variant.reference(bus: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root") }
            return bridge.reference(parent)
        case "ChildCount": return Variant.int32(Int32(entry.children.count))
        case "Locale": return Variant.string(locale(of: entry))
        case "AccessibleId": return Variant.string(entry.node?.identifier ?? "")
        case "HelpText": return Variant.string(entry.node?.hint ?? "")
        default: return nil
        }
    }

    static func call(_ method: String, _ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry,
                     bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        switch method {
        case "GetChildAtIndex":
            let index = Int(Variant.int32(in: arguments, at: 0))
            let child = entry.children.indices.contains(index) ? bridge.reference(entry.children[index]) : bridge.nullReference
            return Variant.tuple([child])
        case "GetChildren":
            return Variant.tuple([Variant.array("(so)", entry.children.map { bridge.reference($0) })])
        case "GetIndexInParent":
            let siblings = entry.parent.flatMap { bridge.registry.entry($0)?.children } ?? []
            return Variant.tuple([Variant.int32(Int32(siblings.firstIndex(of: entry.id) ?? (entry.parent == nil ? 0 : -1)))])
        case "GetRelationSet":
            return Variant.tuple([Variant.array("(ua(so))", [])])
        case "GetRole":
            return Variant.tuple([Variant.uint32(entry.role.rawValue)])
        case "GetRoleName", "GetLocalizedRoleName":
            return Variant.tuple([Variant.string(entry.role.name)])
        case "GetState":
            return Variant.tuple([Variant.array("u", entry.states.words.map { Variant.uint32($0) })])
        case "GetAttributes":
            return Variant.tuple([Variant.stringDictionary(attributes(of: entry))])
        case "GetApplication":
            return Variant.tuple([bridge.reference(ObjectRegistry.applicationID)])
        case "GetInterfaces":
            return Variant.tuple([Variant.array("s", bridge.interfaces(of: entry).map { Variant.string($0) })])
        default:
            throw .unknownMethod(InterfaceDefinitions.accessible, method)
        }
    }

    /// The object attributes: the toolkit, a heading's level, a field's placeholder, the identifier.
    static func attributes(of entry: ObjectRegistry.Entry) -> [String: String] {
        var attributes = ["toolkit": "Tessera"]
        if let identifier = entry.node?.identifier, !identifier.isEmpty { attributes["id"] = identifier }
        if entry.role == .heading, let object = entry.object { attributes["level"] = String(RoleMapping.headingLevel(of: object)) }
        if let field = entry.object as? UITextField, let placeholder = field.placeholder, !placeholder.isEmpty {
            attributes["placeholder-text"] = placeholder
        }
        return attributes
    }

    /// The language of an object: its `accessibilityLanguage`, else the app's.
    static func locale(of entry: ObjectRegistry.Entry) -> String {
        entry.node?.language ?? Locale.current.identifier
    }
}
