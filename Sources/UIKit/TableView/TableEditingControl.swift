/// The control on the leading side of an editing row: a red circle with a minus (delete), which
/// reveals the row's delete button, or a green circle with a plus (insert), which commits an
/// insertion. 22 points across, as iOS 17's.
@MainActor
final class TableEditingControl: UIControl {
    var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// Whether the control is the selection circle of multiple selection while editing (an empty grey
    /// ring, or a filled tint-coloured circle with a white checkmark when the row is selected), which
    /// leaves taps to the row.
    var selectionCircle = false {
        didSet {
            guard selectionCircle != oldValue else { return }
            isUserInteractionEnabled = !selectionCircle
            setNeedsDisplay()
        }
    }
    var isChecked = false { didSet { if isChecked != oldValue { setNeedsDisplay() } } }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        if selectionCircle {
            drawSelectionCircle()
            return
        }
        let fill: UIColor = style == .insert ? .systemGreen : .systemRed
        fill.resolvedColor(with: traitCollection).setFill()
        UIBezierPath(ovalIn: bounds).fill()
        UIColor.white.setFill()
        let bar = CGRect(x: bounds.midX - 6, y: bounds.midY - 1, width: 12, height: 2)
        UIBezierPath(roundedRect: bar, cornerRadius: 1).fill()
        if style == .insert {
            UIBezierPath(roundedRect: CGRect(x: bounds.midX - 1, y: bounds.midY - 6, width: 2, height: 12), cornerRadius: 1).fill()
        }
    }

    private func drawSelectionCircle() {
        if isChecked {
            (tintColor ?? .systemBlue).resolvedColor(with: traitCollection).setFill()
            UIBezierPath(ovalIn: bounds).fill()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 6.5, y: 11.5))
            check.addLine(to: CGPoint(x: 9.5, y: 14.5))
            check.addLine(to: CGPoint(x: 15.5, y: 7.5))
            check.lineWidth = 2
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.white.setStroke()
            check.stroke()
        } else {
            let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            UIColor.systemGray3.resolvedColor(with: traitCollection).setStroke()
            ring.stroke()
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if selectionCircle { setNeedsDisplay() }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -12, dy: -11).contains(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let cell = superview as? UITableViewCell, let table = cell.tableView, let indexPath = table.indexPath(for: cell) else { return }
        table.editingControlTapped(at: indexPath, style: style)
    }
}

/// The reorder grip on the trailing side of a movable row while editing: three 18-point lines in
/// `.tertiaryLabel`. Dragging it moves the row (see `UITableView+Reordering`).
@MainActor
final class TableReorderControl: UIView {
    init() {
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: TableReorderControl.handlePan)
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        UIColor.tertiaryLabel.resolvedColor(with: traitCollection).setFill()
        let x = ((bounds.width - 18) / 2).rounded()
        let top = (bounds.midY - 5.75).rounded()
        for i in 0..<3 {
            UIBezierPath(roundedRect: CGRect(x: x, y: top + CGFloat(i) * 5, width: 18, height: 1.5), cornerRadius: 0.75).fill()
        }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let cell = superview as? UITableViewCell, let table = cell.tableView else { return }
        table.handleReorder(pan, cell: cell)
    }
}
