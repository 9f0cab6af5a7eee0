import Foundation

// Core Graphics' geometry structs bridge to `NSValue` as they do on iOS (SE-0139): an `NSValue` in an
// `Any` casts to the struct it holds (`note.userInfo?[key] as? CGRect`), and a struct casts or converts
// to its box (`rect as? NSValue`, `rect as AnyObject`). Swift's runtime on Linux looks for the same
// `_ObjectiveCBridgeable` conformances as on Apple's systems; Foundation on Linux declares none for
// these types, so Tessera does (retroactively for Foundation's CGPoint, CGSize and CGRect).

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// The point in a box (what `point as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    /// The point in `source` (zero for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.cgPointValue }
    /// The point in `source`, or false when it holds another kind (what `as? CGPoint` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = CGPoint(structValue: source)
        return result != nil
    }
    /// The point in `source` (zero for nil or another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.cgPointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// The size in a box (what `size as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    /// The size in `source` (zero for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.cgSizeValue }
    /// The size in `source`, or false when it holds another kind (what `as? CGSize` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = CGSize(structValue: source)
        return result != nil
    }
    /// The size in `source` (zero for nil or another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.cgSizeValue ?? .zero }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The rectangle in a box (what `rect as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    /// The rectangle in `source` (zero for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.cgRectValue }
    /// The rectangle in `source`, or false when it holds another kind (what `as? CGRect` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = CGRect(structValue: source)
        return result != nil
    }
    /// The rectangle in `source` (zero for nil or another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.cgRectValue ?? .zero }
}

extension CGVector: _ObjectiveCBridgeable {
    /// The vector in a box (what `vector as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgVector: self) }
    /// The vector in `source` (zero for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) { result = source.cgVectorValue }
    /// The vector in `source`, or false when it holds another kind (what `as? CGVector` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) -> Bool {
        result = CGVector(structValue: source)
        return result != nil
    }
    /// The vector in `source` (zero for nil or another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGVector { source?.cgVectorValue ?? .zero }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    /// The transform in a box (what `transform as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    /// The transform in `source` (all zeros for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = source.cgAffineTransformValue
    }
    /// The transform in `source`, or false when it holds another kind (what `as? CGAffineTransform` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) -> Bool {
        result = CGAffineTransform(structValue: source)
        return result != nil
    }
    /// The transform in `source` (identity for nil; all zeros for another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        source?.cgAffineTransformValue ?? .identity
    }
}
