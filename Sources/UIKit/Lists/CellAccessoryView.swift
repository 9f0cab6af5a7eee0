/// The view that draws one `UICellAccessory` as iOS 17 draws it: a `tertiaryLabel` chevron, a tinted
/// checkmark, red and green editing circles, a reorder grip, a selection circle, an outline disclosure
/// chevron that turns while expanded, a detail "i", a label, or the custom view.
///
/// List cells make one per visible accessory, size it with `reservedWidth`, and tell it the row's state
/// (`isSelectedRow`, `isExpanded`). Tapping an accessory with an action (delete, insert, outline
/// disclosure, detail) runs its handler, or `defaultAction` when it has none (the cell sets that: a
/// delete control reveals the swipe actions, an outline disclosure expands or collapses the item).
///
/// Glyph sizes, in points: chevron 8 × 14 (2-point stroke), checkmark 15 × 12, delete, insert,
/// multiselect and detail circles 22 across, reorder grip three 18 × 1.5 bars 5 apart.
@MainActor
final class CellAccessoryView: UIView {
    /// The accessory drawn.
    var accessory: UICellAccessory {
        didSet { accessoryChanged() }
    }
    /// Whether the row is selected (fills the multiselect circle).
    var isSelectedRow = false { didSet { if isSelectedRow != oldValue { setNeedsDisplay() } } }
    /// Whether the row is expanded (turns the outline disclosure chevron down).
    var isExpanded = false { didSet { if isExpanded != oldValue { setNeedsDisplay() } } }
    /// Whether an automatic outline disclosure takes the header look.
    var isHeader = false { didSet { if isHeader != oldValue { setNeedsDisplay() } } }
    /// What a tap does on an accessory with an action but no handler.
    var defaultAction: (@MainActor () -> Void)?

    private var label: UILabel?
    private var tap: UITapGestureRecognizer?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        accessoryChanged()
    }

    required init?(coder: NSCoder) { nil }

    private func accessoryChanged() {
        label?.removeFromSuperview()
        label = nil
        for view in subviews { view.removeFromSuperview() }
        switch accessory.kind {
        case .label(let text, let options):
            let label = UILabel()
            label.text = text
            label.font = options.font
            label.adjustsFontForContentSizeCategory = options.adjustsFontForContentSizeCategory
            label.textColor = options.tintColor ?? .secondaryLabel
            addSubview(label)
            self.label = label
        case .customView(let configuration):
            configuration.customView.tintColor = configuration.tintColor
            addSubview(configuration.customView)
        default:
            break
        }
        let tappable: Bool
        switch accessory.kind {
        case .delete, .insert, .outlineDisclosure, .detail: tappable = true
        default: tappable = false
        }
        if tappable && tap == nil {
            let recognizer = UITapGestureRecognizer { [weak self] _ in self?.performAction() }
            addGestureRecognizer(recognizer)
            tap = recognizer
        } else if !tappable, let tap {
            removeGestureRecognizer(tap)
            self.tap = nil
        }
        isUserInteractionEnabled = tappable || { if case .customView = accessory.kind { return true }; return false }()
        isHidden = isAccessoryHidden
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// Runs the accessory's handler, or the default action when it has none.
    func performAction() {
        switch accessory.kind {
        case .delete(_, let handler), .insert(_, let handler), .outlineDisclosure(_, let handler), .detail(_, let handler):
            if let handler { handler() } else { defaultAction?() }
        default:
            break
        }
    }

    /// Whether the accessory's options hide it (its space stays reserved).
    var isAccessoryHidden: Bool {
        switch accessory.kind {
        case .disclosureIndicator(let o): return o.isHidden
        case .outlineDisclosure(let o, _): return o.isHidden
        case .checkmark(let o): return o.isHidden
        case .delete(let o, _): return o.isHidden
        case .insert(let o, _): return o.isHidden
        case .reorder(let o): return o.isHidden
        case .multiselect(let o): return o.isHidden
        case .label(_, let o): return o.isHidden
        case .detail(let o, _): return o.isHidden
        case .popUpMenu(_, let o, _): return o.isHidden
        case .customView(let c): return c.isHidden
        }
    }

    /// The reserved-width option.
    private var reservedDimension: UICellAccessory.LayoutDimension {
        switch accessory.kind {
        case .disclosureIndicator(let o): return o.reservedLayoutWidth
        case .outlineDisclosure(let o, _): return o.reservedLayoutWidth
        case .checkmark(let o): return o.reservedLayoutWidth
        case .delete(let o, _): return o.reservedLayoutWidth
        case .insert(let o, _): return o.reservedLayoutWidth
        case .reorder(let o): return o.reservedLayoutWidth
        case .multiselect(let o): return o.reservedLayoutWidth
        case .label(_, let o): return o.reservedLayoutWidth
        case .detail(let o, _): return o.reservedLayoutWidth
        case .popUpMenu(_, let o, _): return o.reservedLayoutWidth
        case .customView(let c): return c.reservedLayoutWidth
        }
    }

    /// The size of what is drawn (the glyph, the label's text, the custom view).
    var glyphSize: CGSize {
        switch accessory.kind {
        case .disclosureIndicator: return CGSize(width: 8, height: 14)
        case .outlineDisclosure: return CGSize(width: 14, height: 14)
        case .checkmark: return CGSize(width: 15, height: 12)
        case .delete, .insert, .multiselect, .detail: return CGSize(width: 22, height: 22)
        case .reorder: return CGSize(width: 18, height: 11.5)
        case .popUpMenu: return CGSize(width: 9, height: 15)
        case .label:
            guard let label else { return .zero }
            let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            return CGSize(width: ceil(size.width), height: ceil(size.height))
        case .customView(let c):
            if c.maintainsFixedSize { return c.customView.bounds.size }
            let intrinsic = c.customView.intrinsicContentSize
            if intrinsic.width != UIView.noIntrinsicMetric && intrinsic.height != UIView.noIntrinsicMetric { return intrinsic }
            let fitted = c.customView.sizeThatFits(.zero)
            return fitted == .zero ? c.customView.bounds.size : fitted
        }
    }

    /// The system's standard width for the accessory's kind.
    private var standardWidth: CGFloat {
        switch accessory.kind {
        case .disclosureIndicator: return 12
        case .checkmark: return 18
        case .outlineDisclosure, .delete, .insert, .multiselect, .detail: return 24
        case .reorder: return 30
        case .popUpMenu: return 20
        case .label, .customView: return glyphSize.width
        }
    }

    /// The width the cell gives the accessory: its reserved width, at least its glyph.
    var reservedWidth: CGFloat {
        let glyph = glyphSize.width
        switch reservedDimension {
        case .actual: return glyph
        case .standard: return max(standardWidth, glyph)
        case .custom(let width): return BadValue.usable(width) ? max(width, 0) : glyph
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = glyphSize
        let rect = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                          width: size.width, height: size.height)
        label?.frame = rect
        if case .customView(let c) = accessory.kind { c.customView.frame = rect }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let size = glyphSize
        let glyph = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                           width: size.width, height: size.height)
        let tint = tintColor ?? .systemBlue
        switch accessory.kind {
        case .disclosureIndicator(let o):
            chevron(in: glyph, pointingDown: false, color: o.tintColor ?? .tertiaryLabel, width: 2)
        case .outlineDisclosure(let o, _):
            let header = o.style == .header || (o.style == .automatic && isHeader)
            let color = o.tintColor ?? (header ? tint : .tertiaryLabel)
            let inner = glyph.insetBy(dx: 3, dy: 0)
            chevron(in: isExpanded ? CGRect(x: glyph.minX, y: glyph.midY - 4, width: 14, height: 8) : inner,
                    pointingDown: isExpanded, color: color, width: header ? 2.5 : 2)
        case .checkmark(let o):
            let path = UIBezierPath()
            path.move(to: CGPoint(x: glyph.minX + 1, y: glyph.minY + glyph.height * 0.55))
            path.addLine(to: CGPoint(x: glyph.minX + glyph.width * 0.36, y: glyph.maxY - 1))
            path.addLine(to: CGPoint(x: glyph.maxX - 1, y: glyph.minY + 1))
            stroke(path, color: o.tintColor ?? tint, width: 2)
        case .delete(let o, _):
            (o.backgroundColor ?? .systemRed).setFill()
            UIBezierPath(ovalIn: glyph).fill()
            (o.tintColor ?? .white).setFill()
            UIBezierPath(roundedRect: CGRect(x: glyph.midX - 6, y: glyph.midY - 1, width: 12, height: 2), cornerRadius: 1).fill()
        case .insert(let o, _):
            (o.backgroundColor ?? .systemGreen).setFill()
            UIBezierPath(ovalIn: glyph).fill()
            (o.tintColor ?? .white).setFill()
            UIBezierPath(roundedRect: CGRect(x: glyph.midX - 6, y: glyph.midY - 1, width: 12, height: 2), cornerRadius: 1).fill()
            UIBezierPath(roundedRect: CGRect(x: glyph.midX - 1, y: glyph.midY - 6, width: 2, height: 12), cornerRadius: 1).fill()
        case .reorder(let o):
            (o.tintColor ?? .tertiaryLabel).setFill()
            for i in 0..<3 {
                UIBezierPath(roundedRect: CGRect(x: glyph.minX, y: glyph.minY + CGFloat(i) * 5, width: glyph.width, height: 1.5),
                             cornerRadius: 0.75).fill()
            }
            if o.showsVerticalSeparator {
                UIColor.separator.setFill()
                UIBezierPath(rect: CGRect(x: bounds.minX, y: bounds.minY, width: 0.5, height: bounds.height)).fill()
            }
        case .multiselect(let o):
            if isSelectedRow {
                (o.backgroundColor ?? tint).setFill()
                UIBezierPath(ovalIn: glyph).fill()
                let path = UIBezierPath()
                path.move(to: CGPoint(x: glyph.minX + 6.5, y: glyph.midY + 0.5))
                path.addLine(to: CGPoint(x: glyph.minX + 9.5, y: glyph.midY + 3.5))
                path.addLine(to: CGPoint(x: glyph.maxX - 6, y: glyph.midY - 3.5))
                stroke(path, color: o.tintColor ?? .white, width: 2)
            } else {
                let path = UIBezierPath(ovalIn: glyph.insetBy(dx: 0.75, dy: 0.75))
                stroke(path, color: .systemGray3, width: 1.5)
            }
        case .detail(let o, _):
            let color = o.tintColor ?? tint
            stroke(UIBezierPath(ovalIn: glyph.insetBy(dx: 0.75, dy: 0.75)), color: color, width: 1.5)
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: glyph.midX - 1.25, y: glyph.minY + 5, width: 2.5, height: 2.5)).fill()
            UIBezierPath(roundedRect: CGRect(x: glyph.midX - 1, y: glyph.minY + 9, width: 2, height: 8), cornerRadius: 1).fill()
        case .popUpMenu(_, let o, _):
            // Two small chevrons, up over down, like `chevron.up.chevron.down`.
            let color = o.tintColor ?? .secondaryLabel
            let half = (glyph.height - 3) / 2
            stroke(chevronPath(in: CGRect(x: glyph.minX, y: glyph.minY, width: glyph.width, height: half), up: true), color: color, width: 1.75)
            stroke(chevronPath(in: CGRect(x: glyph.minX, y: glyph.maxY - half, width: glyph.width, height: half), up: false),
                   color: color, width: 1.75)
        case .label, .customView:
            break
        }
    }

    /// A flat chevron filling `rect`, its point up or down.
    private func chevronPath(in rect: CGRect, up: Bool) -> UIBezierPath {
        let r = rect.insetBy(dx: 1, dy: 1)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: r.minX, y: up ? r.maxY : r.minY))
        path.addLine(to: CGPoint(x: r.midX, y: up ? r.minY : r.maxY))
        path.addLine(to: CGPoint(x: r.maxX, y: up ? r.maxY : r.minY))
        return path
    }

    /// A chevron pointing to the trailing edge (mirrored right to left), or down.
    private func chevron(in rect: CGRect, pointingDown: Bool, color: UIColor, width: CGFloat) {
        let inset = width / 2
        let r = rect.insetBy(dx: inset, dy: inset)
        let path = UIBezierPath()
        if pointingDown {
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        } else if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            path.move(to: CGPoint(x: r.maxX, y: r.minY))
            path.addLine(to: CGPoint(x: r.minX, y: r.midY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        } else {
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
            path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        }
        stroke(path, color: color, width: width)
    }

    private func stroke(_ path: UIBezierPath, color: UIColor, width: CGFloat) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
