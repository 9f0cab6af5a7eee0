/// The part of a text field the text is drawn in (its text or editing rectangle): it clips the text
/// scrolled sideways and holds the caret and selection views. Touches pass through to the field.
final class TextFieldContentView: UIView {
    private unowned let field: UITextField

    init(field: UITextField) {
        self.field = field
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        clipsToBounds = true
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // The field's drawing methods take its own coordinates.
        context.saveGState()
        context.translateBy(x: -frame.minX, y: -frame.minY)
        let own = frame
        if field.storage.length == 0, field.editor.markedRange == nil {
            let placeholder = field.placeholderRect(forBounds: field.bounds)
            field.drawPlaceholder(in: CGRect(x: placeholder.minX, y: own.minY, width: placeholder.width, height: own.height))
        } else {
            field.drawText(in: own)
        }
        context.restoreGState()
    }
}
