import TextEngine

/// The text field's look: the border styles as iOS 17 draws them, the background images, the text and
/// the placeholder.
extension UITextField {
    /// Draws the background image, or the border style.
    func drawBorder() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let rect = borderRect(forBounds: bounds)
        let image = isEnabled ? background : (disabledBackground ?? background)
        if let image, borderStyle != .roundedRect {
            image.draw(in: rect)
            return
        }
        let scale = max(1, window?.screen.scale ?? traitCollection.displayScale)
        let hairline = 1 / scale
        switch borderStyle {
        case .none:
            break
        case .line:
            // A 1 pt rectangle in the label colour.
            context.setStrokeColor(UIColor.label.cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            // A grey frame with a darker top edge, as if sunk into the surface.
            context.setFillColor(UIColor.systemGray3.cgColor)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            context.setStrokeColor(UIColor.systemGray3.withAlphaComponent(0.6).cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            context.setFillColor(UIColor.label.withAlphaComponent(0.45).cgColor)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
        case .roundedRect:
            // The system background in a 5 pt rounded rectangle with a one-pixel border.
            let inset = rect.insetBy(dx: hairline / 2, dy: hairline / 2)
            let path = UIBezierPath(roundedRect: inset, cornerRadius: Self.roundedCornerRadius)
            (isEnabled ? UIColor.systemBackground : UIColor.systemBackground).setFill()
            path.fill()
            UIColor.roundedTextFieldBorder.setStroke()
            path.lineWidth = hairline
            path.stroke()
        }
    }

    /// Draws the shown text in `rect` (field coordinates), aligned, scrolled and vertically centred.
    func drawStandardText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = displayLayout()
        let origin = layoutOrigin(width: rect.width, height: rect.height, usedWidth: layout.usedSize.width)
        var textAlpha: CGFloat = 1
        if !isEnabled { textAlpha = 0.5 }
        context.saveGState()
        if textAlpha < 1 { context.setAlpha(textAlpha) }
        layout.draw(in: context, at: CGPoint(x: rect.minX + origin.x, y: rect.minY + origin.y))
        context.restoreGState()
    }

    /// Draws the placeholder in `rect` (field coordinates), aligned and vertically centred.
    func drawStandardPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = placeholderLayout() else { return }
        let height = layout.lines.first?.rect.height ?? lineHeight
        let y = ((rect.height - height) / 2).rounded()
        let slack = max(0, rect.width - layout.usedSize.width)
        let x: CGFloat = textAlignment == .center ? (slack / 2).rounded() : textAlignment == .right ? slack : 0
        layout.draw(in: context, at: CGPoint(x: rect.minX + x, y: rect.minY + y))
    }
}

extension UIColor {
    /// The rounded text field's border: a light grey hairline (iOS 17: about #CCCCCC in light mode,
    /// #3A3A3C in dark).
    static let roundedTextFieldBorder = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1)
                                           : UIColor(white: 0.8, alpha: 1)
    }
}
