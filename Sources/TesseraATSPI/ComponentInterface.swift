import CGio
import UIKit

/// `org.a11y.atspi.Component`: where objects are and what is at a point.
///
/// Where Tessera differs: coordinates are the main screen's points, with the screen's origin at the
/// desktop window's top left for screen coordinates (the bridge does not know where the window manager
/// put the window); window coordinates are the same numbers.
@MainActor
enum ComponentInterface {
    /// AT-SPI2's coordinate types.
    enum CoordinateType: UInt32 {
        case screen = 0, window = 1, parent = 2
    }

    static func call(_ method: String, _ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry,
                     bridge: ATSPIBridge) throws(BusError) -> OpaquePointer {
        switch method {
        case "Contains":
            let point = point(arguments, entry, bridge)
            return Variant.tuple([Variant.bool(entry.frame.contains(point))])
        case "GetAccessibleAtPoint":
            let point = point(arguments, entry, bridge)
            let hit = deepest(at: point, under: entry.id, registry: bridge.registry)
            return Variant.tuple([hit.map { bridge.reference($0) } ?? bridge.nullReference])
        case "GetExtents":
            let frame = frame(of: entry, in: coordinateType(arguments, 0), bridge)
            return Variant.tuple([Variant.tuple([Variant.int32(rounded(frame.minX)), Variant.int32(rounded(frame.minY)),
                                                 Variant.int32(rounded(frame.width)), Variant.int32(rounded(frame.height))])])
        case "GetPosition":
            let frame = frame(of: entry, in: coordinateType(arguments, 0), bridge)
            return Variant.tuple([Variant.int32(rounded(frame.minX)), Variant.int32(rounded(frame.minY))])
        case "GetSize":
            return Variant.tuple([Variant.int32(rounded(entry.frame.width)), Variant.int32(rounded(entry.frame.height))])
        case "GetLayer":
            // ATSPI_LAYER_WINDOW for windows, ATSPI_LAYER_WIDGET for what they hold.
            return Variant.tuple([Variant.uint32(entry.kind == .window ? 7 : 3)])
        case "GetMDIZOrder":
            return Variant.tuple([Variant.int16(0)])
        case "GrabFocus":
            return Variant.tuple([Variant.bool(grabFocus(entry, bridge))])
        case "GetAlpha":
            return Variant.tuple([Variant.double(Double((entry.object as? UIView)?.alpha ?? 1))])
        default:
            throw .unknownMethod(InterfaceDefinitions.component, method)
        }
    }

    /// A coordinate in whole points, as AT-SPI2 sends them (0 for one that is not finite).
    static func rounded(_ value: CGFloat) -> Int32 { value.isFinite ? Int32(clamping: Int(value.rounded())) : 0 }

    private static func coordinateType(_ arguments: OpaquePointer, _ index: Int) -> CoordinateType {
        CoordinateType(rawValue: Variant.uint32(in: arguments, at: index)) ?? .screen
    }

    /// The point of a `(x, y, coord_type)` call, in screen points.
    private static func point(_ arguments: OpaquePointer, _ entry: ObjectRegistry.Entry, _ bridge: ATSPIBridge) -> CGPoint {
        let x = CGFloat(Variant.int32(in: arguments, at: 0)), y = CGFloat(Variant.int32(in: arguments, at: 1))
        let origin = self.origin(for: coordinateType(arguments, 2), of: entry, bridge)
        return CGPoint(x: x + origin.x, y: y + origin.y)
    }

    /// An object's frame in the coordinates asked for.
    static func frame(of entry: ObjectRegistry.Entry, in type: CoordinateType, _ bridge: ATSPIBridge) -> CGRect {
        let origin = origin(for: type, of: entry, bridge)
        return entry.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Where the coordinate space's origin is on the screen.
    static func origin(for type: CoordinateType, of entry: ObjectRegistry.Entry, _ bridge: ATSPIBridge) -> CGPoint {
        switch type {
        case .screen: return .zero
        case .window:
            var current = entry
            while current.kind == .node, let parent = current.parent, let up = bridge.registry.entry(parent) { current = up }
            return current.kind == .window ? current.frame.origin : .zero
        case .parent:
            return entry.parent.flatMap { bridge.registry.entry($0)?.frame.origin } ?? .zero
        }
    }

    /// The deepest object under `id` whose frame holds the point, the frontmost (last) sibling first.
    static func deepest(at point: CGPoint, under id: Int, registry: ObjectRegistry) -> Int? {
        guard let entry = registry.entry(id) else { return nil }
        for child in entry.children.reversed() {
            guard let childEntry = registry.entry(child) else { continue }
            if let hit = deepest(at: point, under: child, registry: registry) { return hit }
            if childEntry.frame.contains(point) { return child }
        }
        return nil
    }

    /// Gives the object the focus (after the answer, see `ATSPIBridge.later`): a text object becomes
    /// first responder; a view that takes keyboard focus gets it; any other becomes the assistive
    /// technology's focus (`AccessibilityEvents.focus`).
    private static func grabFocus(_ entry: ObjectRegistry.Entry, _ bridge: ATSPIBridge) -> Bool {
        guard let object = entry.object else { return false }
        let takesInput = object is UITextField || object is UITextView
        if takesInput && !object.canBecomeFirstResponder { return false }
        bridge.later {
            if takesInput {
                _ = object.becomeFirstResponder()
            } else if let view = object as? UIView, view.canBecomeFocused, let system = UIFocusSystem.focusSystem(for: view) {
                system.requestFocusUpdate(to: view)
                system.updateFocusIfNeeded()
            } else {
                AccessibilityEvents.focus(object)
            }
        }
        return true
    }
}
