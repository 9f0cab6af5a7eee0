import Foundation

/// Key-value coding as Core Animation has it, for code that reads and writes layer properties by name
/// (transition libraries, animation builders): the animatable properties by key path through the one
/// engine animations use (`modelValue(forKeyPath:)`, `setModelValue(_:forKeyPath:)`), a few plain
/// properties by key, and any other key stored on the layer.
extension CALayer {

    func keyValue(forKey key: String) -> Any? {
        switch key {
        case "frame": return NSValue(cgRect: frame)
        case "hidden": return NSNumber(value: isHidden)
        case "masksToBounds": return NSNumber(value: masksToBounds)
        case "doubleSided": return NSNumber(value: isDoubleSided)
        case "opaque": return NSNumber(value: isOpaque)
        case "name": return name
        case "contents": return contents
        default: break
        }
        if let value = LayerProperty.value(of: self, key) { return Self.boxed(value, forKey: key) }
        if let stored = extrasStorage?.keyedValues?[key] { return stored }
        return type(of: self).defaultValue(forKey: key)
    }

    func setKeyValue(_ value: Any?, forKey key: String) {
        switch key {
        case "frame": if let rect = value as? CGRect { frame = rect }; return
        case "hidden": if let flag = Self.bool(value) { isHidden = flag }; return
        case "masksToBounds": if let flag = Self.bool(value) { masksToBounds = flag }; return
        case "doubleSided": if let flag = Self.bool(value) { isDoubleSided = flag }; return
        case "opaque": if let flag = Self.bool(value) { isOpaque = flag }; return
        case "name": name = value as? String; return
        case "contents": contents = value; return
        default: break
        }
        if LayerProperty.isAnimatable(key, of: self) {
            setModelValue(value, forKeyPath: key, runningActions: true)
        } else if let value {
            extras.keyedValues = (extrasStorage?.keyedValues ?? [:]).merging([key: value]) { $1 }
        } else {
            extrasStorage?.keyedValues?[key] = nil
        }
    }

    func keyValue(forKeyPath keyPath: String) -> Any? {
        guard keyPath.contains(".") else { return keyValue(forKey: keyPath) }
        if let value = LayerProperty.value(of: self, keyPath) { return Self.boxed(value, forKey: keyPath) }
        // A path into a stored value: its first key, then the rest into a stored layer or down nested
        // dictionaries, as key-value coding follows them.
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        var value = keyValue(forKey: parts[0])
        if let layer = value as? CALayer { return layer.value(forKeyPath: parts[1]) }
        for key in parts[1].split(separator: ".") {
            guard let dictionary = value as? [String: Any] else { return nil }
            value = dictionary[String(key)]
        }
        return value
    }

    func setKeyValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.contains("."), LayerProperty.isAnimatable(keyPath, of: self) else {
            if keyPath.contains("."), let layer = keyValue(forKey: String(keyPath.prefix { $0 != "." })) as? CALayer {
                return layer.setValue(value, forKeyPath: String(keyPath.drop { $0 != "." }.dropFirst()))
            }
            return setKeyValue(value, forKey: keyPath)
        }
        setModelValue(value, forKeyPath: keyPath, runningActions: true)
    }

    /// A value as Core Animation hands it out: numbers as `NSNumber` (a `Float` property's as a float),
    /// geometry as `NSValue`; colours, paths and lists as they are.
    static func boxed(_ value: AnimatableValue, forKey key: String) -> Any? {
        switch value {
        case .number(let v): key == "opacity" || key == "shadowOpacity" ? NSNumber(value: Float(v)) : NSNumber(value: v)
        case .point(let p): p.structValue
        case .size(let s): s.structValue
        case .rect(let r): r.structValue
        case .transform(let t): t.structValue
        case .color, .path, .list: value.object
        }
    }

    /// A flag given as a `Bool` or an `NSNumber`.
    private static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let flag as Bool: flag
        case let number as NSNumber: number.boolValue
        default: nil
        }
    }
}
