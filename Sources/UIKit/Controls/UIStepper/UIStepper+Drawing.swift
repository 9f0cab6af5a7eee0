/// Drawing: iOS 13+'s rounded track with a divider and "−"/"+" glyphs, or the background, divider,
/// increment and decrement images set for each half's state.
extension UIStepper {
    /// The track's corner radius.
    static let cornerRadius: CGFloat = 9
    /// The glyphs' length and line width.
    static let glyphLength: CGFloat = 14
    static let glyphLineWidth: CGFloat = 2

    /// The state of one half: disabled when the stepper is or the half can't step, highlighted while
    /// the finger holds it.
    func halfState(_ direction: Int) -> UIControl.State {
        var state: UIControl.State = []
        if !isEnabled || !canStep(direction) { state.insert(.disabled) }
        if pressedDirection == direction && isTouchInside { state.insert(.highlighted) }
        return state
    }

    /// The image set for a state in `images`, falling back to simpler states.
    private func image(in images: [UInt: UIImage], for state: UIControl.State) -> UIImage? {
        for candidate in state.imageLookupOrder {
            if let image = images[candidate.rawValue] { return image }
        }
        return nil
    }

    func drawStepper() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let halves = [(-1, CGRect(x: b.minX, y: b.minY, width: b.width / 2, height: b.height)),
                      (1, CGRect(x: b.midX, y: b.minY, width: b.width / 2, height: b.height))]
        let left = halfState(-1), right = halfState(1)
        if backgroundImages.isEmpty {
            let track = UIBezierPath(roundedRect: b, cornerRadius: Self.cornerRadius)
            if backgroundColor == nil {
                UIColor.tertiarySystemFill.setFill()
                track.fill()
            }
            for (direction, frame) in halves where halfState(direction).contains(.highlighted) {
                context.saveGState()
                track.addClip()
                UIColor.tertiarySystemFill.setFill()
                context.fill(frame)
                context.restoreGState()
            }
        } else {
            for (direction, frame) in halves {
                image(in: backgroundImages, for: halfState(direction))?
                    .drawPiece(in: frame, leftNeighbour: direction > 0, rightNeighbour: direction < 0, context: context)
            }
        }
        drawDivider(left: left, right: right)
        for (direction, frame) in halves { drawGlyph(direction, state: halfState(direction), in: frame, context: context) }
    }

    private func drawDivider(left: UIControl.State, right: UIControl.State) {
        let b = bounds
        for (l, r) in UIControl.State.dividerLookupOrder(left: left, right: right) {
            guard let divider = dividerImages[[l.rawValue, r.rawValue]] else { continue }
            let width = divider.size.width
            divider.draw(in: CGRect(x: b.midX - width / 2, y: b.minY, width: width, height: b.height))
            return
        }
        guard backgroundImages.isEmpty else { return }
        let height = max(0, min(b.height - 14, 18))
        UIColor.controlDivider.setFill()
        UIBezierPath(roundedRect: CGRect(x: b.midX - 0.5, y: b.midY - height / 2, width: 1, height: height), cornerRadius: 0.5).fill()
    }

    private func drawGlyph(_ direction: Int, state: UIControl.State, in frame: CGRect, context: CGContext) {
        let color: UIColor = state.contains(.disabled) ? .tertiaryLabel : .label
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if let image = image(in: direction > 0 ? incrementImages : decrementImages, for: state) {
            let size = image.size
            let rect = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            (image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)).draw(in: rect)
            return
        }
        let half = Self.glyphLength / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: center.x - half, y: center.y))
        path.addLine(to: CGPoint(x: center.x + half, y: center.y))
        if direction > 0 {
            path.move(to: CGPoint(x: center.x, y: center.y - half))
            path.addLine(to: CGPoint(x: center.x, y: center.y + half))
        }
        path.lineWidth = Self.glyphLineWidth
        path.lineCapStyle = .round
        color.setStroke()
        path.stroke()
    }
}
