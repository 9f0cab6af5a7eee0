import Foundation

extension UIView {
    /// The description in UIKit's form (see `description`).
    var formattedDescription: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
        }
        let f = frame
        var parts = ["\(Self.className): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))",
                     "frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(number(alpha))") }
        if !isOpaque { parts.append("opaque = NO") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !gestureRecognizers.isNilOrEmpty { parts.append("gestureRecognizers = <NSArray: \(gestureRecognizers!.count)>") }
        parts.append("layer = <\(type(of: layer)): 0x\(String(UInt(bitPattern: ObjectIdentifier(layer)), radix: 16))>")
        return "<" + parts.joined(separator: "; ") + ">"
    }
}

private extension Optional where Wrapped: Collection {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
