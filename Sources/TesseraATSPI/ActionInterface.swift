import CGio
import UIKit

/// `org.a11y.atspi.Action`: what can be done with an element (`AccessibilityNode.actions`), done through
/// `AccessibilityTree.perform(_:on:)` as VoiceOver would.
@MainActor
enum ActionInterface {
    /// The name AT-SPI2 clients know an action by ("click" as GTK names a button's activation).
    static func name(of action: AccessibilityNode.Action, in node: AccessibilityNode) -> String {
        switch action {
        case .activate: "click"
        case .increment: "increment"
        case .decrement: "decrement"
        case .custom(let index): node.customActionNames[index]
        }
    }

    static func property(_ name: String, _ entry: ObjectRegistry.Entry) -> OpaquePointer? {
        name == "NActions" ? Variant.int32(Int32(entry.node?.actions.count ?? 0)) : nil
    }

    static func call(_ method: String, _ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry,
                     bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        guard let node = entry.node else { throw .unknownMethod(InterfaceDefinitions.action, method) }
        let actions = node.actions
        if method == "GetActions" {
            return Variant.tuple([Variant.array("(sss)", actions.map {
                Variant.tuple([Variant.string(name(of: $0, in: node)), Variant.string(node.hint ?? ""), Variant.string("")])
            })])
        }
        let index = Int(Variant.int32(in: arguments, at: 0))
        guard actions.indices.contains(index) else { throw .invalidArgs("no action \(index)") }
        switch method {
        case "GetName", "GetLocalizedName": return Variant.tuple([Variant.string(name(of: actions[index], in: node))])
        case "GetDescription": return Variant.tuple([Variant.string(node.hint ?? "")])
        case "GetKeyBinding": return Variant.tuple([Variant.string("")])
        case "DoAction":
            let object = node.object, action = actions[index]
            bridge.later { AccessibilityTree.perform(action, on: object) }
            return Variant.tuple([Variant.bool(true)])
        default:
            throw .unknownMethod(InterfaceDefinitions.action, method)
        }
    }
}
