/// Drawing images into the current graphics context.
extension UIImage {
    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at its size with a blend mode and alpha.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (resizable images keep their caps).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image in `rect` with a blend mode and alpha.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil,
              rect.width.isFinite, rect.height.isFinite, rect.width != 0, rect.height != 0 else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if let tint = drawTint {
            // The image's alpha, filled with the tint; the layer covers what the drawing can touch.
            let area = rect.standardized
            context.beginTransparencyLayer(covering: symbol.map { area.union($0.reach(in: area)) } ?? area)
            drawContent(in: rect.standardized, context: context)
            context.setBlendMode(.sourceIn)
            context.setFillColor(tint.cgColor)
            context.fill(rect)
            context.endTransparencyLayer()
        } else {
            drawContent(in: rect.standardized, context: context)
        }
        context.restoreGState()
    }

    /// Fills `rect` with copies of the image at its size, starting at the rectangle's top left.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        let s = size
        guard s.width > 0, s.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        context.drawUpright(cgImage, in: rect, tile: s)
        context.restoreGState()
    }

    private func drawContent(in rect: CGRect, context: CGContext) {
        guard let cgImage else { return }
        if let symbol, imageOrientation == .up, capInsets == .zero {
            // Symbols draw from their outlines at the context's resolution, never a scaled bitmap.
            symbol.draw(in: rect, context: context, color: UIColor.black.cgColor)
            return
        }
        if capInsets != .zero {
            drawSlices(cgImage, in: rect, context: context)
            return
        }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        let raw = orientedTransform(visualSize: rect.size)
        context.concatenate(raw.transform)
        context.drawUpright(cgImage, in: CGRect(origin: .zero, size: raw.size))
        context.restoreGState()
    }

    /// The transform from the raw bitmap's space (y down) to the displayed rectangle, and the raw size.
    private func orientedTransform(visualSize s: CGSize) -> (transform: CGAffineTransform, size: CGSize) {
        let w = s.width, h = s.height
        switch imageOrientation {
        case .up: return (.identity, s)
        case .down: return (CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h), s)
        case .upMirrored: return (CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0), s)
        case .downMirrored: return (CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h), s)
        case .left: return (CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h), CGSize(width: h, height: w))
        case .right: return (CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0), CGSize(width: h, height: w))
        case .leftMirrored: return (CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0), CGSize(width: h, height: w))
        case .rightMirrored: return (CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h), CGSize(width: h, height: w))
        }
    }

    /// Nine-slice drawing of a resizable image (caps in points, converted to the bitmap's pixels).
    private func drawSlices(_ image: CGImage, in rect: CGRect, context: CGContext) {
        let insets = (top: capInsets.top * scale, left: capInsets.left * scale, bottom: capInsets.bottom * scale, right: capInsets.right * scale)
        context.drawNineSlice(image, insets: insets, scale: scale, in: rect, tile: resizingMode == .tile) { slice(image, $0) }
    }

    private func slice(_ image: CGImage, _ rect: CGRect) -> CGImage? {
        if rect.width == CGFloat(image.width) && rect.height == CGFloat(image.height) { return image }
        if let cached = slices.withLock({ $0[rect] }) { return cached }
        guard let piece = image.cropping(to: rect) else { return nil }
        slices.withLock { $0[rect] = piece }
        return piece
    }
}
