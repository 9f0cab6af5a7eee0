/// The part of a text field the text is drawn in (its text or editing rectangle): its drawing clips the
/// text scrolled sideways, and it holds the caret, the selection and its handles. Touches pass through
/// to the field.
final class TextFieldContentView: UIView {
    private unowned let field: UITextField

    init(field: UITextField) {
        self.field = field
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        // The text's drawing is bounded by the view; the selection handles may stand out of it.
        clipsToBounds = false
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // The field's drawing methods take its own coordinates.
        context.saveGState()
        context.clip(to: bounds)
        context.translateBy(x: -frame.minX, y: -frame.minY)
        let own = frame
        // Colours resolve while drawing, for the view's current traits.
        field.cachedLayout = nil
        if field.storage.length == 0, field.editor.markedRange == nil {
            let placeholder = field.placeholderRect(forBounds: field.bounds)
            field.drawPlaceholder(in: CGRect(x: placeholder.minX, y: own.minY, width: placeholder.width, height: own.height))
        } else {
            field.drawText(in: own)
        }
        context.restoreGState()
    }
}
