/// The bubble that shows a key bigger above the finger while it is down (iPhone), in a window of its own
/// that takes no touches (it may reach above the keyboard).
@MainActor
final class KeyPopupView: UIView {
    var key: KeyboardKey?
    var palette = KeyboardPalette.light
    /// The key's rectangle in this view.
    var keyFrame: CGRect = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The pop-up's frame (in the keyboard's coordinates) for a key: 1.5 key widths wide (12 points
    /// more each side), reaching 56 points above the key, kept inside `width`.
    static func frame(for key: CGRect, width: CGFloat) -> CGRect {
        let bubbleWidth = key.width + 24
        var x = key.midX - bubbleWidth / 2
        x = min(max(x, 0), width - bubbleWidth)
        return CGRect(x: x, y: key.minY - 56, width: bubbleWidth, height: key.maxY - key.minY + 56 + 2)
    }

    override func draw(_ rect: CGRect) {
        guard let key, let context = UIGraphicsGetCurrentContext() else { return }
        let bubble = CGRect(x: 0, y: 0, width: bounds.width, height: 54)
        let stem = keyFrame
        let path = CGMutablePath()
        let r: CGFloat = 8
        // The bubble, narrowing into the key's cap.
        path.move(to: CGPoint(x: bubble.minX + r, y: bubble.minY))
        path.addLine(to: CGPoint(x: bubble.maxX - r, y: bubble.minY))
        path.addQuadCurve(to: CGPoint(x: bubble.maxX, y: bubble.minY + r), control: CGPoint(x: bubble.maxX, y: bubble.minY))
        path.addLine(to: CGPoint(x: bubble.maxX, y: bubble.maxY - 6))
        path.addCurve(to: CGPoint(x: stem.maxX, y: stem.minY + 10), control1: CGPoint(x: bubble.maxX, y: bubble.maxY + 2),
                      control2: CGPoint(x: stem.maxX, y: stem.minY))
        path.addLine(to: CGPoint(x: stem.maxX, y: stem.maxY - 5))
        path.addQuadCurve(to: CGPoint(x: stem.maxX - 5, y: stem.maxY), control: CGPoint(x: stem.maxX, y: stem.maxY))
        path.addLine(to: CGPoint(x: stem.minX + 5, y: stem.maxY))
        path.addQuadCurve(to: CGPoint(x: stem.minX, y: stem.maxY - 5), control: CGPoint(x: stem.minX, y: stem.maxY))
        path.addLine(to: CGPoint(x: stem.minX, y: stem.minY + 10))
        path.addCurve(to: CGPoint(x: bubble.minX, y: bubble.maxY - 6), control1: CGPoint(x: stem.minX, y: stem.minY),
                      control2: CGPoint(x: bubble.minX, y: bubble.maxY + 2))
        path.addLine(to: CGPoint(x: bubble.minX, y: bubble.minY + r))
        path.addQuadCurve(to: CGPoint(x: bubble.minX + r, y: bubble.minY), control: CGPoint(x: bubble.minX, y: bubble.minY))
        path.closeSubpath()
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 3, color: CGColor(gray: 0, alpha: palette.isDark ? 0.6 : 0.35))
        context.setFillColor(palette.characterKey)
        context.addPath(path)
        context.fillPath()
        context.restoreGState()
        let font = UIFont.systemFont(ofSize: 36, weight: .light)
        let text = NSAttributedString(string: key.label, attributes: [.font: font, .foregroundColor: UIColor(cgColor: palette.label)])
        let size = text.size()
        text.draw(at: CGPoint(x: bubble.midX - size.width / 2, y: bubble.midY - size.height / 2 - 2))
    }
}
