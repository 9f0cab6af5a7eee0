/// A text field's clear button: iOS's circled ✕ (a 14 pt grey circle with a white cross) that empties
/// the field when tapped.
final class TextFieldClearButton: UIView {
    private unowned let field: UITextField
    private var pressed = false

    init(field: UITextField) {
        self.field = field
        super.init(frame: CGRect(x: 0, y: 0, width: UITextField.clearButtonSide, height: UITextField.clearButtonSide))
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// The circle's diameter.
    static let circle: CGFloat = 14

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let d = Self.circle
        let circle = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        context.setFillColor((pressed ? UIColor.secondaryLabel : UIColor.tertiaryLabel).cgColor)
        context.fillEllipse(in: circle)
        // The cross: two 1.5 pt strokes, 6 pt long, cut out of the circle.
        context.setBlendMode(.clear)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        let c = CGPoint(x: circle.midX, y: circle.midY), arm: CGFloat = 3
        context.move(to: CGPoint(x: c.x - arm, y: c.y - arm))
        context.addLine(to: CGPoint(x: c.x + arm, y: c.y + arm))
        context.move(to: CGPoint(x: c.x + arm, y: c.y - arm))
        context.addLine(to: CGPoint(x: c.x - arm, y: c.y + arm))
        context.strokePath()
        context.setBlendMode(.normal)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressed = true
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressed = false
        setNeedsDisplay()
        guard let touch = touches.first, bounds.insetBy(dx: -8, dy: -8).contains(touch.location(in: self)) else { return }
        field.clearButtonTapped()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressed = false
        setNeedsDisplay()
    }
}
