/// The iOS 13+ spinner: eight rounded spokes, the leading one in the full colour and the ones behind it
/// fading, stepping one spoke clockwise every eighth of a second (a turn a second).
extension UIActivityIndicatorView {
    /// The number of spokes.
    static let spokeCount = 8
    /// How many times a second the leading spoke moves on.
    static let stepsPerSecond: Double = 8
    /// The opacity of the last spoke behind the leading one.
    static let faintestSpokeAlpha: CGFloat = 0.3

    /// The leading spoke at a time since the animation started.
    static func phase(at elapsed: CFTimeInterval) -> Int {
        Int((max(0, elapsed) * stepsPerSecond).rounded(.down)) % spokeCount
    }

    func drawSpinner() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = style.size.width
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let width = size * 0.11
        // Each spoke runs from the hole to the edge, its round caps included.
        let start = size / 2 - size * 0.28 + width / 2, end = size / 2 - width / 2
        let cgColor = color.cgColor
        context.saveGState()
        context.setLineWidth(width)
        context.setLineCap(.round)
        for spoke in 0..<Self.spokeCount {
            let behind = (phase - spoke + Self.spokeCount) % Self.spokeCount
            let alpha = 1 - (1 - Self.faintestSpokeAlpha) * CGFloat(behind) / CGFloat(Self.spokeCount - 1)
            let angle = -CGFloat.pi / 2 + CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokeCount)
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            context.setStrokeColor(cgColor.copy(alpha: cgColor.alpha * alpha) ?? cgColor)
            context.move(to: CGPoint(x: center.x + direction.x * start, y: center.y + direction.y * start))
            context.addLine(to: CGPoint(x: center.x + direction.x * end, y: center.y + direction.y * end))
            context.strokePath()
        }
        context.restoreGState()
    }
}
