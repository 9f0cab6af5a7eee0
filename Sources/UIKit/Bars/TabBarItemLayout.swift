/// Where a tab bar puts centred items (a regular-width bar, or `itemPositioning = .centered`), as iPadOS 17
/// does: each item as wide as its content asks (icon, gap and title, with padding), at least
/// `minimumWidth`, and the group centred in the row with `spacing` between items (iPadOS documents none
/// of these numbers; Tessera's are chosen to look like it). When the row is too narrow the spacing
/// shrinks first; then the widest items give up width, down to an equal share, and their titles end in
/// an ellipsis (a helper of `UITabBar`).
enum TabBarItemLayout {
    /// The narrowest a centred item is made, so that short titles still make a comfortable target.
    static let minimumWidth: CGFloat = 76
    /// The spacing between centred items when the bar's `itemSpacing` is 0.
    static let defaultSpacing: CGFloat = 34

    /// The items' frames in `row`, for the widths they ask for, leading to trailing, on whole points.
    static func frames(widths: [CGFloat], spacing: CGFloat, in row: CGRect) -> [CGRect] {
        guard !widths.isEmpty else { return [] }
        let gaps = CGFloat(widths.count - 1)
        let natural = widths.reduce(0, +)
        var sizes = widths, gap = spacing, x: CGFloat
        if natural + spacing * gaps <= row.width {
            x = row.midX - (natural + spacing * gaps) / 2
        } else if natural <= row.width {
            gap = gaps > 0 ? (row.width - natural) / gaps : 0
            x = row.minX
        } else {
            let share = fairShare(widths, of: row.width)
            sizes = widths.map { min($0, share) }
            gap = 0
            x = row.minX
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for size in sizes {
            let x0 = x.rounded(), x1 = (x + size).rounded()
            frames.append(CGRect(x: x0, y: row.minY, width: x1 - x0, height: row.height))
            x += size + gap
        }
        return frames
    }

    /// The largest width `w` for which items `min(width, w)` wide fill `total` (items narrower than the
    /// share keep their width; the others split what is left equally).
    static func fairShare(_ widths: [CGFloat], of total: CGFloat) -> CGFloat {
        var remaining = total
        let sorted = widths.sorted()
        for (index, width) in sorted.enumerated() {
            let share = remaining / CGFloat(sorted.count - index)
            if width > share { return max(0, share) }
            remaining -= width
        }
        return sorted.last ?? 0
    }
}
