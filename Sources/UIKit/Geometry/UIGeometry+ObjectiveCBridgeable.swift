import Foundation

// UIKit's geometry structs bridge to `NSValue` as on iOS (SE-0139); see CoreGraphics'
// CGGeometry+ObjectiveCBridgeable.swift.

extension UIEdgeInsets: _ObjectiveCBridgeable {
    /// The insets in a box (what `insets as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
    /// The insets in `source` (zero for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) { result = source.uiEdgeInsetsValue }
    /// The insets in `source`, or false when it holds another kind (what `as? UIEdgeInsets` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool {
        result = UIEdgeInsets(structValue: source)
        return result != nil
    }
    /// The insets in `source` (zero for nil or another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets { source?.uiEdgeInsetsValue ?? .zero }
}

extension NSDirectionalEdgeInsets: _ObjectiveCBridgeable {
    /// The insets in a box (what `insets as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(directionalEdgeInsets: self) }
    /// The insets in `source` (zero for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout NSDirectionalEdgeInsets?) {
        result = source.directionalEdgeInsetsValue
    }
    /// The insets in `source`, or false when it holds another kind (what `as? NSDirectionalEdgeInsets` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout NSDirectionalEdgeInsets?) -> Bool {
        result = NSDirectionalEdgeInsets(structValue: source)
        return result != nil
    }
    /// The insets in `source` (zero for nil or another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> NSDirectionalEdgeInsets {
        source?.directionalEdgeInsetsValue ?? .zero
    }
}

extension UIOffset: _ObjectiveCBridgeable {
    /// The offset in a box (what `offset as AnyObject` gives).
    public func _bridgeToObjectiveC() -> NSValue { NSValue(uiOffset: self) }
    /// The offset in `source` (zero for another kind).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIOffset?) { result = source.uiOffsetValue }
    /// The offset in `source`, or false when it holds another kind (what `as? UIOffset` asks).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIOffset?) -> Bool {
        result = UIOffset(structValue: source)
        return result != nil
    }
    /// The offset in `source` (zero for nil or another kind).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIOffset { source?.uiOffsetValue ?? .zero }
}

// MARK: Their boxes

extension UIEdgeInsets: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{UIEdgeInsets=dddd}", name: "UIEdgeInsets", groups: [4])
    package var structNumbers: [CGFloat] { [top, left, bottom, right] }
    package init(structNumbers n: [CGFloat]) { self.init(top: n[0], left: n[1], bottom: n[2], right: n[3]) }
}

extension NSDirectionalEdgeInsets: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{NSDirectionalEdgeInsets=dddd}", name: "NSDirectionalEdgeInsets",
                                                     groups: [4])
    package var structNumbers: [CGFloat] { [top, leading, bottom, trailing] }
    package init(structNumbers n: [CGFloat]) { self.init(top: n[0], leading: n[1], bottom: n[2], trailing: n[3]) }
}

extension UIOffset: StructValueRepresentable {
    package static let structKind = StructValue.Kind(objCType: "{UIOffset=dd}", name: "UIOffset", groups: [2])
    package var structNumbers: [CGFloat] { [horizontal, vertical] }
    package init(structNumbers n: [CGFloat]) { self.init(horizontal: n[0], vertical: n[1]) }
}
