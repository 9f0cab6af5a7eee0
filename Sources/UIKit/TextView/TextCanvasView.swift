/// The view a text view draws its visible text in: it sits over the text view's bounds (moving as it
/// scrolls) and draws the part of the text under it, so drawing costs what is visible.
final class TextCanvasView: UIView {
    weak var textView: UITextView?

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.translateBy(x: -frame.minX, y: -frame.minY)
        textView.drawText(inContentRect: rect.offsetBy(dx: frame.minX, dy: frame.minY))
        context.restoreGState()
    }
}
