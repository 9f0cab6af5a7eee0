import Foundation

// Core Graphics' geometry structs bridge to `NSValue` as they do on iOS (SE-0139): an `NSValue` in an
// `Any` casts to the struct it holds (`note.userInfo?[key] as? CGRect`), and a struct casts or converts
// to its box (`rect as? NSValue`, `rect as AnyObject`). Swift's runtime on Linux looks for the same
// `_ObjectiveCBridgeable` conformances as on Apple's systems; Foundation on Linux declares none for
// these types, so Tessera does (retroactively for Foundation's CGPoint, CGSize and CGRect).

/// A geometry struct that bridges to `NSValue` through its `StructValue` box: the four bridging
/// requirements, written once for every such struct (Core Graphics', QuartzCore's and UIKit's).
package protocol NSValueBridgeable: StructValueRepresentable, _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    /// What a nil `NSValue` bridges to: zero, or the identity for transforms, as on iOS.
    static var bridgedFromNil: Self { get }
}

extension NSValueBridgeable {
    /// The struct in a box (what `value as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { structValue }
    /// The struct in `source` (all zeros for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) { result = unboxed(source) }
    /// The struct in `source`, or false when it holds another kind (what `as? CGRect` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        result = Self(structValue: source)
        return result != nil
    }
    /// The struct in `source` (`bridgedFromNil` for nil; all zeros for another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self { source.map(unboxed) ?? bridgedFromNil }

    /// The struct a box holds, all zeros when it holds another kind (what the `…Value` accessors give).
    package static func unboxed(_ source: NSValue) -> Self {
        Self(structValue: source) ?? Self(structNumbers: Array(repeating: 0, count: structKind.count))
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBridgeable {
    package static var bridgedFromNil: CGPoint { .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBridgeable {
    package static var bridgedFromNil: CGSize { .zero }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBridgeable {
    package static var bridgedFromNil: CGRect { .zero }
}

extension CGVector: NSValueBridgeable {
    package static var bridgedFromNil: CGVector { .zero }
}

extension CGAffineTransform: NSValueBridgeable {
    package static var bridgedFromNil: CGAffineTransform { .identity }
}
