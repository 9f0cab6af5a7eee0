/// The switch's look: iOS's capsule track and shadowed thumb.
extension UISwitch {
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2

    /// Draws the track (blending off and on colours by the thumb's position), the on or off image, and
    /// the thumb, which widens while pressed; dimmed to half when disabled.
    func drawSwitch(in bounds: CGRect, position: CGFloat, pressed: Bool) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled { context.setAlpha(0.5) }
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2)
        // The off track: the tint when one is set on the switch itself, else iOS's translucent grey.
        let offColor = storedTintColor ?? UIColor.secondarySystemFill
        offColor.setFill()
        track.fill()
        if position > 0 {
            context.saveGState()
            context.setAlpha(context.alpha * position)
            (onTintColor ?? .systemGreen).setFill()
            track.fill()
            context.restoreGState()
        }
        let diameter = Self.thumbDiameter
        let width = pressed ? diameter + 7 : diameter
        let travel = bounds.width - 2 * Self.thumbInset - width
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = bounds.minX + Self.thumbInset + travel * (rightToLeft ? 1 - position : position)
        let thumbRect = CGRect(x: x, y: bounds.midY - diameter / 2, width: width, height: diameter)
        if let image = position >= 0.5 ? onImage : offImage {
            drawTrackImage(image, in: track, bounds: bounds, thumb: thumbRect)
        }
        ControlThumb.draw(in: thumbRect, color: thumbTintColor ?? .white, shadows: Self.thumbShadows)
    }

    /// iOS's two shadows under the switch's thumb: a soft one and a tight one.
    static let thumbShadows = [ControlThumb.Shadow(offset: 3, blur: 8, alpha: 0.15), ControlThumb.Shadow(offset: 1, blur: 1, alpha: 0.12)]

    /// Draws an on or off image in the part of the track the thumb leaves uncovered: scaled to fit it,
    /// but no smaller than 60% of the track's height (images made for iOS 6's wider switch stay legible),
    /// centred there and clipped to the track.
    private func drawTrackImage(_ image: UIImage, in track: UIBezierPath, bounds: CGRect, thumb: CGRect) {
        guard image.size.width > 0, image.size.height > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let leftPart = CGRect(x: bounds.minX, y: bounds.minY, width: max(0, thumb.minX - bounds.minX), height: bounds.height)
        let rightPart = CGRect(x: thumb.maxX, y: bounds.minY, width: max(0, bounds.maxX - thumb.maxX), height: bounds.height)
        let free = leftPart.width >= rightPart.width ? leftPart : rightPart
        let fit = min(free.width / image.size.width, bounds.height / image.size.height)
        let scale = max(fit, 0.6 * bounds.height / image.size.height)
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        context.saveGState()
        track.addClip()
        image.draw(in: CGRect(x: free.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
        context.restoreGState()
    }
}
