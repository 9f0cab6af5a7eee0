/// A scroll view's two indicators: thin capsules (3 points wide, 3 points from the edge, as iOS draws
/// them) that show which part of the content is in view while it scrolls, shrink when the content is
/// pulled past an edge, and fade out half a second after scrolling stops.
///
/// They are layers of the scroll view's layer, kept above the content, so `subviews` holds only the
/// app's views.
@MainActor
final class ScrollIndicators {
    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 7
    static let fadeDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    private unowned let scrollView: UIScrollView
    private let vertical = CALayer()
    private let horizontal = CALayer()

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        for layer in [vertical, horizontal] {
            layer.opacity = 0
            layer.cornerRadius = Self.thickness / 2
            // The indicators move with every scroll: no implicit animations.
            layer.actions = ["position": NSNull(), "bounds": NSNull(), "opacity": NSNull(), "backgroundColor": NSNull()]
        }
    }

    /// The indicators' colour for the style and the interface style.
    private var color: CGColor {
        let dark = scrollView.traitCollection.userInterfaceStyle == .dark
        switch scrollView.indicatorStyle {
        case .black: return UIColor(white: 0, alpha: 0.35).cgColor
        case .white: return UIColor(white: 1, alpha: 0.35).cgColor
        case .default: return (dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)).cgColor
        }
    }

    /// Shows the indicators of the axes that scroll.
    func show() {
        attach()
        layout()
        for (layer, shown) in [(vertical, scrollView.showsVerticalScrollIndicator && scrollView.scrollsVertically),
                               (horizontal, scrollView.showsHorizontalScrollIndicator && scrollView.scrollsHorizontally)] {
            layer.removeAnimation(forKey: "fade")
            layer.opacity = shown ? 1 : 0
        }
    }

    /// Fades the indicators out after a moment.
    func hideSoon() {
        for layer in [vertical, horizontal] where layer.opacity > 0 {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = layer.opacity
            fade.toValue = 0
            fade.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + Self.fadeDelay
            fade.duration = Self.fadeDuration
            fade.fillMode = .backwards
            layer.opacity = 0
            layer.add(fade, forKey: "fade")
        }
    }

    /// Shows the indicators for a moment, as `flashScrollIndicators()` asks.
    func flash() {
        show()
        hideSoon()
    }

    /// Follows a scroll (also while fading out: a fading indicator still shows).
    func scrolled() {
        layout()
    }

    /// Keeps the indicator layers on top of the content's.
    private func attach() {
        let host = scrollView.layer
        for layer in [horizontal, vertical] {
            if layer.superlayer !== host || host.sublayers?.last !== vertical {
                layer.removeFromSuperlayer()
                host.addSublayer(layer)
            }
        }
    }

    /// Places and sizes both indicators for the current offset (in content coordinates).
    func layout() {
        guard vertical.superlayer != nil else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let bounds = scrollView.bounds
        let inset = scrollView.adjustedContentInset
        let size = scrollView.contentSize
        let safe = scrollView.automaticallyAdjustsScrollIndicatorInsets ? scrollView.safeAreaInsets : .zero
        let color = self.color
        vertical.backgroundColor = color
        horizontal.backgroundColor = color

        let vInsets = scrollView.verticalScrollIndicatorInsets
        let trackTop = bounds.minY + Self.edgeInset + vInsets.top + safe.top
        let trackLength = bounds.height - 2 * Self.edgeInset - vInsets.top - vInsets.bottom - safe.top - safe.bottom
        vertical.frame = Self.thumb(offset: bounds.minY + inset.top, visible: bounds.height - inset.top - inset.bottom,
                                    content: size.height, trackStart: trackTop, trackLength: trackLength,
                                    across: bounds.maxX - Self.edgeInset - Self.thickness - vInsets.right - safe.right, vertical: true)

        let hInsets = scrollView.horizontalScrollIndicatorInsets
        let trackLeft = bounds.minX + Self.edgeInset + hInsets.left + safe.left
        let trackWidth = bounds.width - 2 * Self.edgeInset - hInsets.left - hInsets.right - safe.left - safe.right
        horizontal.frame = Self.thumb(offset: bounds.minX + inset.left, visible: bounds.width - inset.left - inset.right,
                                      content: size.width, trackStart: trackLeft, trackLength: trackWidth,
                                      across: bounds.maxY - Self.edgeInset - Self.thickness - hInsets.bottom - safe.bottom, vertical: false)
    }

    /// The indicator's rectangle: as long as the visible share of the content (shorter by the distance
    /// the content is pulled past an edge), placed by how far the content has scrolled.
    private static func thumb(offset: CGFloat, visible: CGFloat, content: CGFloat, trackStart: CGFloat, trackLength: CGFloat,
                              across: CGFloat, vertical: Bool) -> CGRect {
        guard content > 0, visible > 0, trackLength > 0 else { return .zero }
        let scrollable = max(content - visible, 0)
        var length = max(trackLength * min(visible / content, 1), minimumLength)
        var position: CGFloat
        if offset < 0 {
            length = max(length + offset, minimumLength)
            position = 0
        } else if offset > scrollable {
            length = max(length - (offset - scrollable), minimumLength)
            position = trackLength - length
        } else {
            position = scrollable > 0 ? (trackLength - length) * offset / scrollable : 0
        }
        let start = trackStart + position
        return vertical ? CGRect(x: across, y: start, width: thickness, height: length)
                        : CGRect(x: start, y: across, width: length, height: thickness)
    }
}
