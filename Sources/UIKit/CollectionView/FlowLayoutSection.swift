import Foundation

/// One section of a flow layout, in axis-neutral terms: "main" runs along the scroll direction (y
/// when scrolling vertically), "cross" along the lines (x). Computed once per invalidation; items are
/// found by binary search over the lines, so a query costs what it returns.
struct FlowLayoutSection {
    /// Where the section starts and ends along the main axis (header and footer included).
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// The header's and footer's extents along the main axis (0: none).
    var headerExtent: CGFloat = 0
    var footerExtent: CGFloat = 0
    var footerStart: CGFloat = 0
    /// Where the items begin and end along the main axis.
    var itemsStart: CGFloat = 0
    var itemsEnd: CGFloat = 0
    var count = 0
    /// Uniform sections: every item the same size; lines are arithmetic.
    var uniform: Uniform?
    /// Other sections: the lines, and every item's frame (cross as x, main as y, relative to
    /// `itemsStart` along the main axis).
    var lines: [Line] = []
    var frames: [CGRect] = []

    struct Uniform {
        var main: CGFloat
        var cross: CGFloat
        var perLine: Int
        var lineSpacing: CGFloat
        /// The cross positions of a full line's items are crossStart + j·step.
        var crossStart: CGFloat
        var step: CGFloat
    }

    /// A line: its first item, item count and main-axis span.
    struct Line {
        var first: Int
        var count: Int
        var mainStart: CGFloat
        var mainEnd: CGFloat
    }

    var lineCount: Int {
        if let uniform { return count == 0 ? 0 : (count + uniform.perLine - 1) / uniform.perLine }
        return lines.count
    }

    /// The frame of item `item` in axis-neutral form: x = cross, y = main.
    func neutralFrame(_ item: Int) -> CGRect {
        if let u = uniform {
            let line = item / u.perLine, column = item % u.perLine
            return CGRect(x: u.crossStart + CGFloat(column) * u.step, y: itemsStart + CGFloat(line) * (u.main + u.lineSpacing),
                          width: u.cross, height: u.main)
        }
        return frames[item].offsetBy(dx: 0, dy: itemsStart)
    }

    /// Moves the section along the main axis.
    mutating func shift(by delta: CGFloat) {
        start += delta
        end += delta
        footerStart += delta
        itemsStart += delta
        itemsEnd += delta
    }

    /// The items whose lines overlap the main-axis range.
    func items(inMain low: CGFloat, _ high: CGFloat) -> Range<Int> {
        guard count > 0, high >= itemsStart, low <= itemsEnd else { return 0..<0 }
        if let u = uniform {
            let pitch = u.main + u.lineSpacing
            let firstLine = max(0, Int(((low - itemsStart - u.main) / pitch).rounded(.down)))
            let lastLine = min(lineCount - 1, max(0, Int(((high - itemsStart) / pitch).rounded(.down))))
            guard firstLine <= lastLine else { return 0..<0 }
            return (firstLine * u.perLine)..<min(count, (lastLine + 1) * u.perLine)
        }
        // First line ending at or after `low`, last line starting at or before `high` (lines are
        // stored relative to the items' start).
        let low = low - itemsStart, high = high - itemsStart
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].mainEnd < low { lo = mid + 1 } else { hi = mid }
        }
        let first = lo
        lo = first
        hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].mainStart <= high { lo = mid + 1 } else { hi = mid }
        }
        let last = lo - 1
        guard first <= last, first < lines.count else { return 0..<0 }
        return lines[first].first..<(lines[last].first + lines[last].count)
    }
}
