/// A bar's background: the appearance's material (a blur of the content beneath, in a visual effect
/// view), colour and image over it, and its hairline shadow on the edge facing the content (below a
/// navigation bar, above a toolbar or tab bar). The bar keeps it behind its items and sizes it to cover
/// the area it extends under (the status bar for a top-attached bar).
@MainActor
final class BarBackgroundView: UIView {
    /// The appearance drawn.
    var barAppearance: UIBarAppearance = UIBarAppearance() {
        didSet {
            fillView.setNeedsDisplay()
            updateShadow()
            updateEffect()
        }
    }
    /// Whether the hairline is on the top edge (toolbars, tab bars) rather than the bottom.
    var shadowOnTop = false { didSet { setNeedsLayout() } }
    /// The hairline (a colour, or the appearance's shadow image).
    let shadowView = UIImageView()
    /// The material (nil effect: none).
    let effectView = UIVisualEffectView(effect: nil)
    /// The colour and image over the material.
    private let fillView = BarBackgroundFillView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
        for view in [effectView, fillView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        fillView.owner = self
        addSubview(shadowView)
        updateShadow()
        updateEffect()
    }

    private func updateEffect() {
        effectView.effect = barAppearance.backgroundEffect
        effectView.isHidden = barAppearance.backgroundEffect == nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// One device pixel.
    private var hairline: CGFloat {
        let scale = window?.screen.scale ?? traitCollection.displayScale
        return scale > 0 ? 1 / scale : 1
    }

    private func updateShadow() {
        let appearance = barAppearance
        if let image = appearance.shadowImage {
            shadowView.image = image
            shadowView.backgroundColor = nil
            shadowView.tintColor = appearance.shadowColor
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = appearance.shadowColor
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = barAppearance.shadowImage.map { $0.size.height } ?? hairline
        shadowView.frame = CGRect(x: 0, y: shadowOnTop ? -height : bounds.height, width: bounds.width, height: height)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        fillView.setNeedsDisplay()
        setNeedsLayout()
    }

    /// Draws the appearance's colour and image (the fill view's content).
    fileprivate func drawFill(in bounds: CGRect) {
        let appearance = barAppearance
        if let color = appearance.backgroundColor {
            color.resolvedColor(with: traitCollection).setFill()
            UIBezierPath(rect: bounds).fill()
        }
        if let image = appearance.backgroundImage {
            image.draw(in: Self.rect(for: image.size, in: bounds, mode: appearance.backgroundImageContentMode))
        }
    }

    /// Where an image of a size goes in a rectangle for a content mode.
    static func rect(for size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .top: return CGRect(x: bounds.midX - size.width / 2, y: bounds.minY, width: size.width, height: size.height)
        case .bottom: return CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height, width: size.width, height: size.height)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .right: return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .topLeft: return CGRect(origin: bounds.origin, size: size)
        case .topRight: return CGRect(x: bounds.maxX - size.width, y: bounds.minY, width: size.width, height: size.height)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
        case .bottomRight: return CGRect(x: bounds.maxX - size.width, y: bounds.maxY - size.height, width: size.width, height: size.height)
        default: return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}

/// The colour and image of a bar's background, drawn over its material.
@MainActor
private final class BarBackgroundFillView: UIView {
    weak var owner: BarBackgroundView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        owner?.drawFill(in: bounds)
    }
}

/// Laying out a row of bar button items (shared by the bars).
@MainActor
enum BarItemLayout {
    /// The spacing between two buttons.
    static let spacing: CGFloat = 8
    /// The margin between the bar's edges and its outermost buttons.
    static let edgeMargin: CGFloat = 16

    /// Places item views left to right in `rect`: buttons at their fitting widths, `spacing` apart;
    /// fixed spaces at their width; flexible spaces share what is left. Returns the used width.
    @discardableResult
    static func layoutRow(_ views: [BarButtonItemView], in rect: CGRect) -> CGFloat {
        let shown = views.filter { !$0.item.isHidden }
        var widths: [CGFloat] = []
        var fixed: CGFloat = 0
        var flexible = 0
        for (index, view) in shown.enumerated() {
            let item = view.item
            if item.systemItem == .flexibleSpace { widths.append(0); flexible += 1; continue }
            let width = item.systemItem == .fixedSpace ? max(item.width, 0) : view.sizeThatFits(CGSize(width: 0, height: rect.height)).width
            widths.append(width)
            fixed += width
            if index > 0, !item.isSpace, !shown[index - 1].item.isSpace { fixed += spacing }
        }
        let share = flexible > 0 ? max(0, (rect.width - fixed) / CGFloat(flexible)) : 0
        var x = rect.minX
        for (index, view) in shown.enumerated() {
            let item = view.item
            if index > 0, !item.isSpace, !shown[index - 1].item.isSpace { x += spacing }
            let width = item.systemItem == .flexibleSpace ? share : widths[index]
            view.frame = CGRect(x: x.rounded(), y: rect.minY, width: width.rounded(), height: rect.height)
            x += width
        }
        for view in views where view.item.isHidden { view.frame = .zero }
        return x - rect.minX
    }

    /// The width a row of items needs (flexible spaces count nothing).
    static func width(of views: [BarButtonItemView], height: CGFloat) -> CGFloat {
        let shown = views.filter { !$0.item.isHidden }
        var total: CGFloat = 0
        for (index, view) in shown.enumerated() {
            let item = view.item
            if item.systemItem == .flexibleSpace { continue }
            total += item.systemItem == .fixedSpace ? max(item.width, 0) : view.sizeThatFits(CGSize(width: 0, height: height)).width
            if index > 0, !item.isSpace, !shown[index - 1].item.isSpace { total += spacing }
        }
        return total
    }
}
