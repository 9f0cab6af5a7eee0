/// Indicator layout and drawing.
extension UIPageControl {
    /// The default colours: the label colour for the current page, the tertiary label colour otherwise.
    var resolvedCurrentColor: UIColor { currentPageIndicatorTintColor ?? .label }
    var resolvedPageColor: UIColor { pageIndicatorTintColor ?? .tertiaryLabel }

    /// Whether nothing shows: a single page with `hidesForSinglePage`, or no pages.
    var showsNothing: Bool { numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) }

    /// The image of a page's indicator (nil: a dot), as current or not.
    func indicatorImage(forPage page: Int, current: Bool) -> UIImage? {
        if current, let image = currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage { return image }
        return indicatorImages[page] ?? preferredIndicatorImage
    }

    /// A page's indicator size: its image's (the larger of its two images) or a dot's.
    func indicatorSize(forPage page: Int) -> CGSize {
        let sizes = [indicatorImage(forPage: page, current: false), indicatorImage(forPage: page, current: true)].compactMap { $0?.size }
        guard !sizes.isEmpty else { return CGSize(width: Self.indicatorDiameter, height: Self.indicatorDiameter) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// The indicators' frames: a centred row, scrolled to keep the current page in view when it
    /// doesn't fit, right to left in a right-to-left layout.
    func indicatorFrames() -> [CGRect] {
        let b = bounds
        let sizes = (0..<numberOfPages).map(indicatorSize(forPage:))
        let rowWidth = sizes.reduce(0) { $0 + $1.width } + Self.indicatorGap * CGFloat(max(0, sizes.count - 1))
        var x: CGFloat = 0
        var frames = sizes.map { size -> CGRect in
            defer { x += size.width + Self.indicatorGap }
            return CGRect(x: x, y: b.midY - size.height / 2, width: size.width, height: size.height)
        }
        var shift = b.midX - rowWidth / 2
        let room = b.width - 2 * Self.capsulePadding
        if rowWidth > room, frames.indices.contains(currentPage) {
            shift = b.midX - frames[currentPage].midX
            shift = min(b.minX + Self.capsulePadding, max(shift, b.maxX - Self.capsulePadding - rowWidth))
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for i in frames.indices {
            frames[i].origin.x += shift
            if rightToLeft { frames[i].origin.x = b.minX + b.maxX - frames[i].maxX }
        }
        return frames
    }

    /// Whether the capsule shows now.
    var showsCapsule: Bool {
        backgroundStyle == .prominent || (backgroundStyle == .automatic && interactionState != .none)
    }

    /// The capsule's colour: a translucent grey.
    private static let capsuleColor = UIColor { traits in
        UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: traits.userInterfaceStyle == .dark ? 0.36 : 0.2)
    }

    func drawIndicators() {
        guard !showsNothing, let context = UIGraphicsGetCurrentContext() else { return }
        let frames = indicatorFrames()
        let b = bounds
        if showsCapsule, let first = frames.min(by: { $0.minX < $1.minX }), let last = frames.max(by: { $0.maxX < $1.maxX }) {
            let height = max(Self.standardHeight, frames.map(\.height).max() ?? 0)
            let capsule = CGRect(x: first.minX - Self.capsulePadding, y: b.midY - height / 2,
                                 width: last.maxX - first.minX + 2 * Self.capsulePadding, height: height).intersection(b)
            Self.capsuleColor.setFill()
            UIBezierPath(roundedRect: capsule, cornerRadius: capsule.height / 2).fill()
        }
        context.saveGState()
        context.clip(to: b)
        for (page, frame) in frames.enumerated() where frame.intersects(b) {
            let current = page == currentPage
            let color = current ? resolvedCurrentColor : resolvedPageColor
            if let image = indicatorImage(forPage: page, current: current) {
                let size = image.size
                let rect = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
                (image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)).draw(in: rect)
            } else {
                color.setFill()
                UIBezierPath(ovalIn: frame).fill()
            }
        }
        context.restoreGState()
    }
}
