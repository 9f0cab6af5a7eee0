/// A navigation bar's back button: the back chevron (or the bar's back indicator image) and the title of
/// the item beneath, in the tint colour at 17 points. It fades while a finger is down, as on iOS.
@MainActor
final class NavigationBackButtonView: UIControl {
    /// The title shown after the chevron (nil: the chevron alone).
    var title: String? { didSet { setNeedsDisplay() } }
    /// The item whose look the button takes (the back item's `backBarButtonItem`, or a plain item).
    var item = UIBarButtonItem()
    /// The item appearance rules the bar resolved for `item`.
    var resolved: [BarItemAppearanceKey: Any] = [:] { didSet { setNeedsDisplay() } }
    /// The look the bar's appearance gives the back button.
    var barButtonAppearance: UIBarButtonItemAppearance? { didSet { setNeedsDisplay() } }
    /// A custom chevron (template images take the tint).
    var indicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    var barMetrics: UIBarMetrics = .default { didSet { setNeedsDisplay() } }

    static let chevronSize = CGSize(width: 12, height: 21)
    static let titleGap: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    private var controlState: UIControl.State { isHighlighted ? .highlighted : (isEnabled ? .normal : .disabled) }

    var color: UIColor {
        let own: UIColor? = item.appearanceValue(.tintColor, resolved)
        return own ?? tintColor ?? .systemBlue
    }

    var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes = barButtonAppearance?.state(controlState).titleTextAttributes ?? [:]
        attributes.merge(item.effectiveTitleTextAttributes(for: controlState, resolved)) { $1 }
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 17) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = color }
        return attributes
    }

    var indicatorSize: CGSize { indicatorImage?.size ?? Self.chevronSize }

    /// The width of the chevron and a title.
    func width(for title: String?) -> CGFloat {
        guard let title, !title.isEmpty else { return indicatorSize.width }
        return indicatorSize.width + Self.titleGap + ceil(title.size(withAttributes: titleAttributes).width)
    }

    override func draw(_ rect: CGRect) {
        let alpha: CGFloat = isHighlighted ? 0.25 : 1
        if let background = item.effectiveBackgroundImage(for: controlState, metrics: barMetrics, back: true, resolved)
            ?? barButtonAppearance?.state(controlState).backgroundImage {
            let shift: CGFloat = item.metricsValue({ .backButtonBackgroundVerticalPositionAdjustment($0) }, barMetrics, resolved) ?? 0
            let height = min(background.size.height, bounds.height)
            background.draw(in: CGRect(x: 0, y: ((bounds.height - height) / 2).rounded() + shift, width: bounds.width, height: height),
                            blendMode: .normal, alpha: alpha)
        }
        let size = indicatorSize
        let box = CGRect(x: 0, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        let tint = color.withAlphaComponent(color.cgColor.alpha * alpha)
        if let indicatorImage {
            (indicatorImage.renderingMode == .alwaysOriginal ? indicatorImage : indicatorImage.withTintColor(tint)).draw(in: box)
        } else {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: box.maxX - 1.5, y: box.minY + 1.5))
            path.addLine(to: CGPoint(x: box.minX + 1.5, y: box.midY))
            path.addLine(to: CGPoint(x: box.maxX - 1.5, y: box.maxY - 1.5))
            path.lineWidth = 2.6
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            tint.resolvedColor(with: traitCollection).setStroke()
            path.stroke()
        }
        guard let title, !title.isEmpty else { return }
        var attributes = titleAttributes
        if let c = attributes[.foregroundColor] as? UIColor { attributes[.foregroundColor] = c.withAlphaComponent(c.cgColor.alpha * alpha) }
        let offset: UIOffset = item.metricsValue({ .backButtonTitlePositionAdjustment($0) }, barMetrics, resolved)
            ?? barButtonAppearance?.state(controlState).titlePositionAdjustment ?? .zero
        let textSize = title.size(withAttributes: attributes)
        let x = box.maxX + Self.titleGap + offset.horizontal
        title.draw(in: CGRect(x: x, y: ((bounds.height - textSize.height) / 2).rounded() + offset.vertical,
                              width: max(0, bounds.width - x), height: textSize.height), withAttributes: attributes)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: -6).contains(point)
    }
}
