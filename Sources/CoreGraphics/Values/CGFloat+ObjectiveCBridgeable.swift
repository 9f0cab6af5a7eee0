import Foundation

// `CGFloat` bridges to `NSNumber` as it does on Apple's systems: a number boxed in an `Any`
// (`layer.value(forKey: "cornerRadius")`, a notification's user info) casts to `CGFloat` with `as?`, and a
// `CGFloat` converts to its box (`value as AnyObject`). Foundation on Linux bridges `Double`, `Float` and
// the integers but not `CGFloat`, so Tessera declares it, retroactively, as for the geometry structs.

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number in a box (a double, as on Apple's 64-bit systems).
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The number in `source`, as a double.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number in `source` when a `Double` holds it exactly (what `as? CGFloat` asks): Foundation's
    /// answer for `Double`, as Apple's `CGFloat` defers to it.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        var double: Double?
        guard Double._conditionallyBridgeFromObjectiveC(source, result: &double), let double else { return false }
        result = CGFloat(double)
        return true
    }

    /// The number in `source` (zero for nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
