/// The round, shadowed thumb of switches and sliders, drawn once per size, colour, shadows and scale
/// and reused: blurring the shadows is most of the cost of drawing these controls, as it would be to
/// draw iOS's thumb images.
@MainActor
enum ControlThumb {
    /// One shadow under the thumb: offset down, blur and black's alpha.
    struct Shadow: Hashable {
        let offset: CGFloat
        let blur: CGFloat
        let alpha: CGFloat
    }

    private struct Key: Hashable {
        let size: CGSize
        let color: [CGFloat]
        let shadows: [Shadow]
        let scale: CGFloat
    }

    /// Room around the thumb for its shadows.
    private static let margin: CGFloat = 12
    private static var images: [Key: UIImage] = [:]

    /// Draws a capsule-shaped thumb filling `rect` (a circle when square) in `color`, resolved for the
    /// current traits, with its shadows.
    static func draw(in rect: CGRect, color: UIColor, shadows: [Shadow]) {
        let traits = UITraitCollection.current
        let resolved = color.resolvedColor(with: traits).cgColor
        let key = Key(size: rect.size, color: resolved.components ?? [], shadows: shadows, scale: traits.displayScale)
        let image = images[key] ?? {
            let made = render(size: rect.size, color: resolved, shadows: shadows, scale: traits.displayScale)
            if images.count >= 64 { images.removeAll() }
            images[key] = made
            return made
        }()
        image.draw(in: rect.insetBy(dx: -margin, dy: -margin))
    }

    private static func render(size: CGSize, color: CGColor, shadows: [Shadow], scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let canvas = CGSize(width: size.width + 2 * margin, height: size.height + 2 * margin)
        return UIGraphicsImageRenderer(size: canvas, format: format).image { context in
            let thumb = CGRect(origin: CGPoint(x: margin, y: margin), size: size)
            let path = UIBezierPath(roundedRect: thumb, cornerRadius: min(size.width, size.height) / 2).cgPath
            let c = context.cgContext
            for shadow in shadows {
                c.saveGState()
                c.setShadow(offset: CGSize(width: 0, height: shadow.offset), blur: shadow.blur,
                            color: CGColor(gray: 0, alpha: shadow.alpha))
                c.setFillColor(color)
                c.addPath(path)
                c.fillPath()
                c.restoreGState()
            }
        }
    }
}
