/// The standard accessories, drawn as iOS 17 draws them: the disclosure chevron (8 × 13 points,
/// `.tertiaryLabel`, a 2-point stroke), the checkmark (14 × 13 points in the tint colour), the info
/// button (a 22-point circle in the tint colour) and the info button with a chevron, 12 points apart.
/// The info buttons tell the table's delegate (`accessoryButtonTappedForRowWith`).
@MainActor
final class TableAccessoryView: UIControl {
    var kind: UITableViewCell.AccessoryType = .none {
        didSet {
            guard kind != oldValue else { return }
            frame.size = glyphSize
            setNeedsDisplay()
        }
    }

    init() {
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 13)
    static let infoDiameter: CGFloat = 22

    /// The accessory's size.
    var glyphSize: CGSize {
        switch kind {
        case .none: .zero
        case .disclosureIndicator: Self.chevronSize
        case .checkmark: Self.checkmarkSize
        case .detailButton: CGSize(width: Self.infoDiameter, height: Self.infoDiameter)
        case .detailDisclosureButton: CGSize(width: Self.infoDiameter + 12 + Self.chevronSize.width, height: Self.infoDiameter)
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { glyphSize }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        switch kind {
        case .none: break
        case .disclosureIndicator: drawChevron(in: bounds)
        case .checkmark: drawCheckmark(in: bounds)
        case .detailButton: drawInfo(in: CGRect(x: 0, y: 0, width: Self.infoDiameter, height: Self.infoDiameter))
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: Self.infoDiameter, height: Self.infoDiameter))
            let chevron = CGRect(x: bounds.width - Self.chevronSize.width, y: ((bounds.height - Self.chevronSize.height) / 2).rounded(),
                                 width: Self.chevronSize.width, height: Self.chevronSize.height)
            drawChevron(in: chevron)
        }
    }

    private func drawChevron(in r: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: r.minX + 1.5, y: r.minY + 1.5))
        path.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.midY))
        path.addLine(to: CGPoint(x: r.minX + 1.5, y: r.maxY - 1.5))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.tertiaryLabel.resolvedColor(with: traitCollection).setStroke()
        path.stroke()
    }

    private func drawCheckmark(in r: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: r.minX + 1.5, y: r.minY + 7))
        path.addLine(to: CGPoint(x: r.minX + 5.5, y: r.maxY - 1.5))
        path.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.minY + 1.5))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        (tintColor ?? .systemBlue).resolvedColor(with: traitCollection).setStroke()
        path.stroke()
    }

    private func drawInfo(in r: CGRect) {
        let color = (tintColor ?? .systemBlue).resolvedColor(with: traitCollection)
        color.setStroke()
        color.setFill()
        let circle = UIBezierPath(ovalIn: r.insetBy(dx: 0.75, dy: 0.75))
        circle.lineWidth = 1.5
        circle.stroke()
        UIBezierPath(ovalIn: CGRect(x: r.midX - 1.25, y: r.minY + 5.5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: r.midX - 1, y: r.minY + 9.5, width: 2, height: 7.5), cornerRadius: 1).fill()
    }

    /// Which part was touched: the info button (not the chevron beside it).
    private func hitsInfo(_ point: CGPoint) -> Bool {
        (kind == .detailButton || kind == .detailDisclosureButton) && point.x <= Self.infoDiameter + 6
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard kind == .detailButton || kind == .detailDisclosureButton else { return false }
        return bounds.insetBy(dx: -8, dy: -11).contains(point) && hitsInfo(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.insetBy(dx: -8, dy: -11).contains(touch.location(in: self)) else { return }
        var view = superview
        while let current = view, !(current is UITableViewCell) { view = current.superview }
        guard let cell = view as? UITableViewCell, let table = cell.tableView, let indexPath = table.indexPath(for: cell) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
}
