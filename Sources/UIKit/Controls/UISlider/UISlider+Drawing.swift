/// The slider's look: iOS's rounded 4-point track, tinted up to the thumb, and a white thumb with a
/// soft shadow; or the images set for the current state.
extension UISlider {
    func drawSlider(value: Float) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled { context.setAlpha(0.5) }
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds)) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds)) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        // The split between the two track parts sits under the thumb's centre.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let split = thumb.midX
        let leftRect = CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        let rightRect = CGRect(x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
        let minimumRect = rightToLeft ? rightRect : leftRect, maximumRect = rightToLeft ? leftRect : rightRect
        drawTrackPart(currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemFill, in: maximumRect, whole: track)
        drawTrackPart(currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor, in: minimumRect, whole: track)
        if let image = currentThumbImage {
            image.draw(in: thumb)
        } else {
            ControlThumb.draw(in: thumb, color: thumbTintColor ?? .white, shadows: Self.thumbShadows)
        }
    }

    /// iOS's two shadows under the slider's thumb.
    static let thumbShadows = [ControlThumb.Shadow(offset: 3, blur: 8, alpha: 0.15), ControlThumb.Shadow(offset: 0.5, blur: 1.5, alpha: 0.2)]

    /// One side of the track: its image stretched over `rect`, or a rounded bar clipped to `rect`.
    private func drawTrackPart(_ image: UIImage?, color: UIColor, in rect: CGRect, whole track: CGRect) {
        guard rect.width > 0 else { return }
        if let image {
            image.draw(in: rect)
            return
        }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        color.setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        context.restoreGState()
    }
}
