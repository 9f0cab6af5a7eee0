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
            // The image's alpha, filled with the tint.
            context.beginTransparencyLayer(auxiliaryInfo: nil)
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
        UIImage.drawUpright(cgImage, in: rect, tile: s, context: context)
        context.restoreGState()
    }

    private func drawContent(in rect: CGRect, context: CGContext) {
        guard let cgImage else { return }
        if capInsets != .zero {
            drawSlices(cgImage, in: rect, context: context)
            return
        }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        let raw = orientedTransform(visualSize: rect.size)
        context.concatenate(raw.transform)
        UIImage.drawUpright(cgImage, in: CGRect(origin: .zero, size: raw.size), tile: nil, context: context)
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

    /// Draws a bitmap upright in a UIKit (y-down) rectangle; with `tile`, repeats tiles of that size from
    /// the rectangle's top left.
    static func drawUpright(_ image: CGImage, in rect: CGRect, tile: CGSize?, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        if let tile {
            context.clip(to: CGRect(origin: .zero, size: rect.size))
            context.draw(image, in: CGRect(x: 0, y: rect.height - tile.height, width: tile.width, height: tile.height), byTiling: true)
        } else {
            context.draw(image, in: CGRect(origin: .zero, size: rect.size))
        }
        context.restoreGState()
    }

    /// Nine-slice drawing: corners at their size, edges and middle stretched or tiled. Caps shrink in
    /// proportion when the rectangle is smaller than they are.
    private func drawSlices(_ image: CGImage, in rect: CGRect, context: CGContext) {
        let pw = CGFloat(image.width), ph = CGFloat(image.height)
        let insets = capInsets
        // Source caps in pixels, clamped to the bitmap.
        let sl = min(insets.left * scale, pw), sr = min(insets.right * scale, pw - sl)
        let st = min(insets.top * scale, ph), sb = min(insets.bottom * scale, ph - st)
        // Destination caps in points, shrunk to fit.
        var dl = sl / scale, dr = sr / scale, dt = st / scale, db = sb / scale
        if dl + dr > rect.width, dl + dr > 0 { let f = rect.width / (dl + dr); dl *= f; dr *= f }
        if dt + db > rect.height, dt + db > 0 { let f = rect.height / (dt + db); dt *= f; db *= f }

        let srcX = [0, sl, pw - sr, pw], srcY = [0, st, ph - sb, ph]
        // Slice boundaries fall on device pixels (when the transform keeps axes), so neighbouring slices
        // meet without an anti-aliased seam.
        let t = context.ctm
        let aligned = t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0
        func snapX(_ x: CGFloat) -> CGFloat { aligned ? ((t.a * x + t.tx).rounded() - t.tx) / t.a : x }
        func snapY(_ y: CGFloat) -> CGFloat { aligned ? ((t.d * y + t.ty).rounded() - t.ty) / t.d : y }
        let dstX = [rect.minX, rect.minX + dl, rect.maxX - dr, rect.maxX].map(snapX)
        let dstY = [rect.minY, rect.minY + dt, rect.maxY - db, rect.maxY].map(snapY)
        for row in 0..<3 {
            for column in 0..<3 {
                let src = CGRect(x: srcX[column], y: srcY[row], width: srcX[column + 1] - srcX[column], height: srcY[row + 1] - srcY[row])
                let dst = CGRect(x: dstX[column], y: dstY[row], width: dstX[column + 1] - dstX[column], height: dstY[row + 1] - dstY[row])
                guard src.width > 0, src.height > 0, dst.width > 0.0001, dst.height > 0.0001,
                      let piece = slice(image, src) else { continue }
                switch (resizingMode, row == 1, column == 1) {
                case (.tile, true, true):
                    // The middle repeats both ways.
                    context.saveGState()
                    context.clip(to: dst)
                    UIImage.drawUpright(piece, in: dst, tile: CGSize(width: src.width / scale, height: src.height / scale), context: context)
                    context.restoreGState()
                case (.tile, true, false), (.tile, false, true):
                    // Edges repeat along their length only (a repeating pattern would also wrap, and blur,
                    // across their thickness).
                    let along = column == 1 ? src.width / scale : src.height / scale
                    let length = column == 1 ? dst.width : dst.height
                    let count = Int((length / along).rounded(.up))
                    context.saveGState()
                    context.clip(to: dst)
                    for k in 0..<min(count, 4096) {
                        let offset = CGFloat(k) * along
                        let cell = column == 1
                            ? CGRect(x: dst.minX + offset, y: dst.minY, width: along, height: dst.height)
                            : CGRect(x: dst.minX, y: dst.minY + offset, width: dst.width, height: along)
                        UIImage.drawUpright(piece, in: cell, tile: nil, context: context)
                    }
                    context.restoreGState()
                default:
                    UIImage.drawUpright(piece, in: dst, tile: nil, context: context)
                }
            }
        }
    }

    private func slice(_ image: CGImage, _ rect: CGRect) -> CGImage? {
        if rect.width == CGFloat(image.width) && rect.height == CGFloat(image.height) { return image }
        if let cached = slices.withLock({ $0[rect] }) { return cached }
        guard let piece = image.cropping(to: rect) else { return nil }
        slices.withLock { $0[rect] = piece }
        return piece
    }
}
