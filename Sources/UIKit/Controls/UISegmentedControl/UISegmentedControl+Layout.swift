/// Segment sizes and frames.
extension UISegmentedControl {
    /// iOS 13+'s control height.
    static let standardHeight: CGFloat = 32
    /// The track's corner radius.
    static let trackCornerRadius: CGFloat = 9
    /// Space on each side of a segment's title or image.
    static let contentPadding: CGFloat = 10

    /// Whether the classic look is in use: some background image is set for the default bar metrics
    /// (the only ones a control outside a bar uses).
    var usesClassicLook: Bool { backgroundImages.keys.contains { $0[1] == UIBarMetrics.default.rawValue } }

    /// The space between segments: the divider image's width in the classic look, none otherwise.
    var dividerWidth: CGFloat {
        guard usesClassicLook else { return 0 }
        return resolvedDividerImage(left: .normal, right: .normal)?.size.width ?? 0
    }

    /// Each segment's content width: its title (in the widest of its normal and selected fonts) or image.
    var contentWidths: [CGFloat] {
        if let cachedContentWidths { return cachedContentWidths }
        let widths = items.map { item -> CGFloat in
            if let image = item.image { return image.size.width }
            guard let title = item.title, !title.isEmpty else { return 0 }
            return [UIControl.State.normal, .selected].map {
                NSAttributedString(string: title, attributes: titleAttributes(for: $0)).size().width.rounded(.up)
            }.max() ?? 0
        }
        cachedContentWidths = widths
        return widths
    }

    /// The segments' widths in a control `totalWidth` wide: segments with their own width keep it;
    /// automatic ones share the rest equally, or in proportion to their content when apportioning.
    func segmentWidths(in totalWidth: CGFloat) -> [CGFloat] {
        guard !items.isEmpty else { return [] }
        let available = totalWidth - dividerWidth * CGFloat(items.count - 1)
        let automatic = items.indices.filter { items[$0].width == 0 }
        let remaining = max(0, available - items.reduce(0) { $0 + $1.width })
        var widths = items.map(\.width)
        guard !automatic.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            let wanted = automatic.map { contentWidths[$0] + 2 * Self.contentPadding }
            let total = wanted.reduce(0, +)
            for (k, index) in automatic.enumerated() {
                widths[index] = total <= remaining ? wanted[k] + (remaining - total) / CGFloat(automatic.count)
                                                   : (total > 0 ? wanted[k] * remaining / total : 0)
            }
        } else {
            for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
        }
        return widths
    }

    /// The segments' frames in the bounds, left to right (right to left in a right-to-left layout),
    /// with `dividerWidth` between them.
    func segmentFrames() -> [CGRect] {
        let b = bounds
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        return segmentWidths(in: b.width).map { width in
            let frame = CGRect(x: rightToLeft ? b.width - x - width : x, y: 0, width: width, height: b.height)
            x += width + dividerWidth
            return frame.offsetBy(dx: b.minX, dy: b.minY)
        }
    }

    /// The segment under a point's x (the nearest one when the point is beside the segments).
    func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        if let inside = frames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) { return inside }
        return frames.indices.min { abs(frames[$0].midX - point.x) < abs(frames[$1].midX - point.x) }
    }

    /// The size the content wants (see `intrinsicContentSize`).
    var fittingSize: CGSize {
        let height = usesClassicLook ? (resolvedBackgroundImage(for: .normal)?.size.height ?? Self.standardHeight) : Self.standardHeight
        guard !items.isEmpty else { return CGSize(width: 0, height: height) }
        let wanted = contentWidths.map { $0 + 2 * Self.contentPadding }
        let automatic = items.indices.filter { items[$0].width == 0 }
        let automaticWidth = apportionsSegmentWidthsByContent
            ? automatic.reduce(0) { $0 + wanted[$1] }
            : CGFloat(automatic.count) * (automatic.map { wanted[$0] }.max() ?? 0)
        let width = automaticWidth + items.reduce(0) { $0 + $1.width } + dividerWidth * CGFloat(items.count - 1)
        return CGSize(width: width.rounded(.up), height: height)
    }
}
