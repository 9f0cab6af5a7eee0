import Foundation

/// User-defined runtime attributes (`<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">`):
/// the key paths UIKit knows are set here; any other goes to the object's
/// `setRuntimeAttribute(_:forKeyPath:)`, and one that nothing sets is reported with its file and line.
///
/// Where Tessera differs: iOS sets any key path with key-value coding, which Swift on Linux lacks.
@MainActor
enum IBRuntimeAttributes {
    /// Sets one attribute on `object`.
    static func set(_ element: IBElement, on object: AnyObject, pass: IBDecodingPass) {
        guard let keyPath = element["keyPath"] else { return }
        let value = self.value(of: element, pass: pass)
        if setKnown(keyPath, value, on: object) { return }
        if let connectable = object as? InterfaceBuilderConnectable, connectable.setRuntimeAttribute(value, forKeyPath: keyPath) { return }
        pass.report(element.line, "the runtime attribute '\(keyPath)' could not be set on \(type(of: object)): \(type(of: object)).setRuntimeAttribute(_:forKeyPath:) does not set it (Tessera has no key-value coding; see docs/interface-builder.md)")
    }

    /// The attribute's value by its `type`: `string`, `number` (an `NSNumber`), `boolean` (a `Bool`),
    /// `point`, `size`, `rect`, `range`, `color`, `image`, `nil`, `localizedString`.
    static func value(of element: IBElement, pass: IBDecodingPass) -> Any? {
        let child = element.child(key: "value")
        switch element["type"] {
        case "string", "localizedString":
            return element["value"] ?? child?["value"]
        case "number":
            let text = child?["value"] ?? element["value"] ?? "0"
            if let integer = Int(text) { return NSNumber(value: integer) }
            return NSNumber(value: Double(text) ?? 0)
        case "boolean":
            return (element["value"] ?? child?["value"]) == "YES"
        case "point": return child.flatMap(IBValues.point)
        case "size": return child.flatMap(IBValues.size)
        case "rect": return child.flatMap(IBValues.rect)
        case "range":
            guard let child else { return nil }
            return NSRange(location: Int(child["location"] ?? "0") ?? 0, length: Int(child["length"] ?? "0") ?? 0)
        case "color": return child.flatMap { IBValues.color($0, pass: pass) }
        case "image": return (element["value"] ?? child?["value"]).flatMap { pass.image(named: $0) }
        default: return nil
        }
    }

    private static func cgFloat(_ value: Any?) -> CGFloat? {
        if let number = value as? NSNumber { return CGFloat(number.doubleValue) }
        return nil
    }

    private static func bool(_ value: Any?) -> Bool? {
        if let flag = value as? Bool { return flag }
        return (value as? NSNumber)?.boolValue
    }

    /// The key paths of UIKit's views and layers.
    private static func setKnown(_ keyPath: String, _ value: Any?, on object: AnyObject) -> Bool {
        if let view = object as? UIView {
            switch keyPath {
            case "layer.cornerRadius": guard let v = cgFloat(value) else { return false }; view.layer.cornerRadius = v
            case "layer.borderWidth": guard let v = cgFloat(value) else { return false }; view.layer.borderWidth = v
            case "layer.borderColor", "layer.borderUIColor": view.layer.borderColor = (value as? UIColor)?.cgColor
            case "layer.masksToBounds": guard let v = bool(value) else { return false }; view.layer.masksToBounds = v
            case "layer.shadowOpacity": guard let v = cgFloat(value) else { return false }; view.layer.shadowOpacity = Float(v)
            case "layer.shadowRadius": guard let v = cgFloat(value) else { return false }; view.layer.shadowRadius = v
            case "layer.shadowOffset": guard let v = value as? CGSize else { return false }; view.layer.shadowOffset = v
            case "layer.shadowColor": view.layer.shadowColor = (value as? UIColor)?.cgColor
            case "clipsToBounds": guard let v = bool(value) else { return false }; view.clipsToBounds = v
            case "alpha": guard let v = cgFloat(value) else { return false }; view.alpha = v
            case "tag": guard let v = value as? NSNumber else { return false }; view.tag = v.intValue
            case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
            case "accessibilityLabel": view.accessibilityLabel = value as? String
            case "tintColor": view.tintColor = value as? UIColor
            case "backgroundColor": view.backgroundColor = value as? UIColor
            default: return false
            }
            return true
        }
        return false
    }
}
