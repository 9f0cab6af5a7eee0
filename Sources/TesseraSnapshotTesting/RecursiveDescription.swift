import Foundation
import UIKit

/// A view hierarchy as text, in the format of iOS's private `recursiveDescription` with the addresses left
/// out (as the iOS library strips them): one line per view, each subview indented by `   | `, and only the
/// properties that differ from a plain view's defaults, in iOS's order.
///
/// The lines are Tessera's rendering of that format, not byte for byte iOS's: iOS's private classes
/// (`_UILabelLayer`, `UIButtonLabel`…) do not exist here, and Tessera's own subviews are listed as they are.
@MainActor
enum RecursiveDescription {
    /// The hierarchy under `view`, one line per view.
    static func text(of view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + line(for: view))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }

    /// One view's line: `<Type; frame = (x y; w h); …; layer = <LayerType>>`.
    static func line(for view: UIView) -> String {
        var parts = ["frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))"]
        if let text = text(of: view) { parts.append("text = '\(text)'") }
        let t = view.transform
        if t != .identity {
            parts.append("transform = [\(number(t.a)), \(number(t.b)), \(number(t.c)), \(number(t.d)), \(number(t.tx)), \(number(t.ty))]")
        }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if !view.isOpaque { parts.append("opaque = NO") }
        if let mask = autoresizing(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        parts.append("layer = <\(String(describing: type(of: view.layer)))>")
        return "<\(String(describing: type(of: view))); \(parts.joined(separator: "; "))>"
    }

    /// The text a label shows, cut to 20 characters with "..." as iOS does.
    private static func text(of view: UIView) -> String? {
        guard let full = (view as? UILabel)?.text, !full.isEmpty else { return nil }
        return full.count > 20 ? String(full.prefix(20)) + "..." : full
    }

    /// iOS's abbreviations of the autoresizing flags joined by `+`; nil for none.
    private static func autoresizing(_ mask: UIView.AutoresizingMask) -> String? {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let present = names.filter { mask.contains($0.0) }.map(\.1)
        return present.isEmpty ? nil : present.joined(separator: "+")
    }

    /// A number as `%g` prints it: no trailing zeros.
    private static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
