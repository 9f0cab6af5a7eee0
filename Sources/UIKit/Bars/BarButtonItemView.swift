/// The view a bar shows a bar button item with: its title (17 pt, semibold for `.done`), image or system
/// glyph in the tint colour, its background image for the state, style and bar metrics, or its custom
/// view. A tap runs the item's action; while a finger is down the content fades as on iOS.
@MainActor
final class BarButtonItemView: UIControl {
    let item: UIBarButtonItem
    /// The appearance values the bar resolved for the item.
    var resolved: [BarItemAppearanceKey: Any] = [:] { didSet { setNeedsDisplay() } }
    /// The metrics of the bar (compact in a compact-height navigation bar).
    var barMetrics: UIBarMetrics = .default { didSet { setNeedsDisplay() } }
    /// The look the bar's appearance gives buttons of the item's style (under the item's own values).
    var barButtonAppearance: UIBarButtonItemAppearance? { didSet { setNeedsDisplay() } }
    /// The font for titles without a font attribute (a navigation bar's appearance may change it).
    static let titleSize: CGFloat = 17
    /// Horizontal room around a background image's title.
    static let backgroundPadding: CGFloat = 8

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.item.performPrimaryAction(from: self)
        }, for: .touchUpInside)
        update()
    }

    required init?(coder: NSCoder) {
        item = UIBarButtonItem()
        super.init(coder: coder)
    }

    /// Takes the item's current state (enabled, selected, custom view).
    func update() {
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        isHidden = item.isHidden
        updateMenuLongPress()
        if let custom = item.customView {
            if custom.superview !== self {
                for sub in subviews { sub.removeFromSuperview() }
                addSubview(custom)
            }
        } else {
            for sub in subviews { sub.removeFromSuperview() }
        }
        setNeedsDisplay()
        setNeedsLayout()
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// The colour of the title and template image.
    var contentColor: UIColor {
        if !isEnabled { return UIColor.tertiaryLabel }
        let own: UIColor? = item.appearanceValue(.tintColor, resolved)
        return own ?? tintColor ?? .systemBlue
    }

    private var controlState: UIControl.State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isSelected { return .selected }
        return .normal
    }

    /// The attributes the title is drawn with.
    var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes = barButtonAppearance?.state(controlState).titleTextAttributes ?? [:]
        attributes.merge(item.effectiveTitleTextAttributes(for: controlState, resolved)) { $1 }
        if attributes[.font] == nil {
            attributes[.font] = UIFont.systemFont(ofSize: Self.titleSize, weight: item.style == .done ? .semibold : .regular)
        }
        if attributes[.foregroundColor] == nil || !isEnabled { attributes[.foregroundColor] = contentColor }
        return attributes
    }

    private var backgroundImage: UIImage? {
        item.effectiveBackgroundImage(for: controlState, metrics: barMetrics, back: false, resolved)
            ?? barButtonAppearance?.state(controlState).backgroundImage
    }

    /// The item's width on a bar: its fixed width, its custom view's, or its content's.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let height = size.height > 0 ? size.height : 44
        if item.width > 0 { return CGSize(width: item.width, height: height) }
        if let custom = item.customView {
            let fitted = custom.frame.size == .zero ? custom.sizeThatFits(CGSize(width: 0, height: height)) : custom.frame.size
            return CGSize(width: fitted.width, height: height)
        }
        var width: CGFloat = 0
        if let image = item.displayedImage(compact: barMetrics == .compact) {
            width = image.size.width + item.imageInsets.left + item.imageInsets.right
        } else if let title = item.displayedTitle {
            let attributes = titleAttributes
            var titles = [title]
            if let possible = item.possibleTitles { titles.append(contentsOf: possible) }
            width = titles.map { ceil($0.size(withAttributes: attributes).width) }.max() ?? 0
        }
        if backgroundImage != nil { width += 2 * Self.backgroundPadding }
        return CGSize(width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let custom = item.customView, custom.superview === self else { return }
        var size = custom.frame.size
        if size == .zero { size = custom.sizeThatFits(bounds.size) }
        size.width = min(size.width, bounds.width)
        size.height = min(size.height, bounds.height)
        custom.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                              width: size.width, height: size.height)
    }

    override func draw(_ rect: CGRect) {
        guard item.customView == nil else { return }
        let alpha: CGFloat = isHighlighted ? 0.25 : 1
        if isSelected, item.changesSelectionAsPrimaryAction || item.isSelected {
            contentColor.withAlphaComponent(0.15).setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: -4, dy: (bounds.height - 32) / 2), cornerRadius: 8).fill()
        }
        if let background = backgroundImage {
            let shift: CGFloat = item.metricsValue(UIBarButtonItem.backgroundVerticalPositionAdjustmentKey, barMetrics, resolved) ?? 0
            let height = min(background.size.height, bounds.height)
            background.draw(in: CGRect(x: 0, y: ((bounds.height - height) / 2).rounded() + shift, width: bounds.width, height: height),
                            blendMode: .normal, alpha: alpha)
        }
        if let image = item.displayedImage(compact: barMetrics == .compact) {
            let insets = item.imageInsets
            let size = image.size
            let box = CGRect(x: ((bounds.width - size.width) / 2).rounded() + insets.left - insets.right,
                             y: ((bounds.height - size.height) / 2).rounded() + insets.top - insets.bottom,
                             width: size.width, height: size.height)
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(contentColor)
            drawn.draw(in: box, blendMode: .normal, alpha: alpha)
        } else if let title = item.displayedTitle {
            var attributes = titleAttributes
            if alpha < 1, let color = attributes[.foregroundColor] as? UIColor {
                attributes[.foregroundColor] = color.withAlphaComponent(color.cgColor.alpha * alpha)
            }
            let size = title.size(withAttributes: attributes)
            let offset: UIOffset = item.metricsValue(UIBarButtonItem.titlePositionAdjustmentKey, barMetrics, resolved)
                ?? barButtonAppearance?.state(controlState).titlePositionAdjustment ?? .zero
            title.draw(at: CGPoint(x: ((bounds.width - size.width) / 2).rounded() + offset.horizontal,
                                   y: ((bounds.height - size.height) / 2).rounded() + offset.vertical), withAttributes: attributes)
        }
    }

    /// Touches land within the bar's height and a few points either side, as on iOS.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -6, dy: -6).contains(point)
    }
}

extension UIBarButtonItem {
    static let titlePositionAdjustmentKey: (UIBarMetrics) -> BarItemAppearanceKey = { .titlePositionAdjustment($0) }
    static let backgroundVerticalPositionAdjustmentKey: (UIBarMetrics) -> BarItemAppearanceKey = { .backgroundVerticalPositionAdjustment($0) }
}
