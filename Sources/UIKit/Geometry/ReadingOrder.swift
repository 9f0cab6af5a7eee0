import Foundation

/// The order people read things on a screen, shared by keyboard focus, the accessible tree and the
/// desktop bridge's lists: the higher first (tops more than a point apart), then the leading one (the
/// left in left-to-right layouts, the right in right-to-left ones).
package enum ReadingOrder {
    /// How far apart two tops must be, in points, for one to read before the other by height.
    static let rowTolerance: CGFloat = 1

    /// Whether a thing at `a` reads before one at `b`.
    package static func precedes(_ a: CGRect, _ b: CGRect, rightToLeft: Bool) -> Bool {
        if abs(a.minY - b.minY) > rowTolerance { return a.minY < b.minY }
        return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
    }

    /// The indices of `frames` in reading order; frames neither of which reads before the other keep
    /// their order. The comparison runs outside any actor, so sorting checks no executor per comparison.
    package static func order(of frames: [CGRect], rightToLeft: Bool) -> [Int] {
        frames.indices.sorted { a, b in
            if precedes(frames[a], frames[b], rightToLeft: rightToLeft) { return true }
            if precedes(frames[b], frames[a], rightToLeft: rightToLeft) { return false }
            return a < b
        }
    }
}
