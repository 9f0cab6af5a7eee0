import Foundation

/// What makes a `UIImage` a symbol image: the outline it draws, the configuration it was made with and
/// the geometry that configuration resolved to. Immutable, so images share it across threads.
final class SymbolImageInfo: @unchecked Sendable {
    /// The SF Symbols name the image was made from.
    let name: String
    let outline: SymbolOutline
    /// The configuration as given (unresolved values stay unspecified, so applying another works as on iOS).
    let configuration: UIImageSymbolConfiguration
    let pointSize: CGFloat
    let weight: UIImage.SymbolWeight
    let scale: UIImage.SymbolScale
    /// The part of the icon's units (y down) the image shows, with the image's aspect ratio.
    let unitsRect: CGRect
    /// The image's size in points.
    let size: CGSize
    /// The distance from the image's bottom to the baseline of text at `pointSize` it centres on.
    let baselineOffset: CGFloat

    init(name: String, outline: SymbolOutline, configuration: UIImageSymbolConfiguration, pointSize: CGFloat,
         weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale, displayScale: CGFloat) {
        self.name = name
        self.outline = outline
        self.configuration = configuration
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        // The icon's 16-unit square is 1.2 × the point size at medium scale: its strokes then match the
        // stems of text at that size and its height the height SF Symbols gives (≈ 20 pt at 17 pt).
        let box = outline.viewBox
        let pointsPerUnit = pointSize * scale.factor * 1.2 / box.height
        // Width: the glyph and a side bearing, so narrow symbols (chevrons) give narrow images as on iOS.
        let bearing = max(0, weight.outlineOffset) + 0.6
        let glyph = outline.bounds.insetBy(dx: -bearing, dy: 0)
        let pixel = 1 / displayScale
        let width = max(pixel, ((glyph.width * pointsPerUnit) / pixel).rounded(.up) * pixel)
        let height = max(pixel, ((box.height * pointsPerUnit) / pixel).rounded(.up) * pixel)
        size = CGSize(width: width, height: height)
        let unitsWidth = width / pointsPerUnit, unitsHeight = height / pointsPerUnit
        unitsRect = CGRect(x: glyph.midX - unitsWidth / 2, y: box.midY - unitsHeight / 2, width: unitsWidth, height: unitsHeight)
        // Centred on the cap height of text at the point size (cap height ≈ 0.7 em), as SF Symbols align.
        baselineOffset = height / 2 - pointSize * 0.35
    }

    /// What drawing the outline in `rect` can touch: its shapes, grown by the stroke of a weight.
    func reach(in rect: CGRect) -> CGRect {
        let sx = rect.width / unitsRect.width, sy = rect.height / unitsRect.height
        let units = outline.bounds.insetBy(dx: -abs(weight.outlineOffset), dy: -abs(weight.outlineOffset))
        return CGRect(x: rect.minX + (units.minX - unitsRect.minX) * sx, y: rect.minY + (units.minY - unitsRect.minY) * sy,
                      width: units.width * sx, height: units.height * sy).standardized
    }

    /// Draws the outline filling `rect` in `color`, at the resolution of the context (never a scaled bitmap).
    /// Weights grow the outline by stroking it in the colour, or shrink it by clearing a stroke along it,
    /// inside a transparency layer so nothing beneath is cleared.
    func draw(in rect: CGRect, context: CGContext, color: CGColor) {
        guard rect.width > 0, rect.height > 0 else { return }
        context.saveGState()
        context.beginTransparencyLayer(covering: reach(in: rect))
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / unitsRect.width, y: rect.height / unitsRect.height)
        context.translateBy(x: -unitsRect.minX, y: -unitsRect.minY)
        context.setFillColor(color)
        for shape in outline.shapes {
            context.addPath(shape.path)
            context.fillPath(using: shape.rule)
        }
        let offset = weight.outlineOffset
        if offset != 0 {
            context.setLineWidth(2 * abs(offset))
            context.setLineJoin(.round)
            context.setLineCap(.round)
            if offset > 0 {
                context.setStrokeColor(color)
            } else {
                context.setBlendMode(.clear)
            }
            for shape in outline.shapes {
                context.addPath(shape.path)
                context.strokePath()
            }
        }
        context.endTransparencyLayer()
        context.restoreGState()
    }

    /// Bitmaps drawn for other display scales, by scale (a view on a screen of another scale shows these).
    private let otherScales = LockedValue<[CGFloat: CGImage]>([:])

    /// `image` (a symbol image of this outline) drawn for `displayScale`: the image itself when it already
    /// has that scale, else a copy with the same drawing properties over a bitmap drawn at that scale, so
    /// symbols stay sharp on any screen. The bitmap is kept; the copy is not (it would hold this object).
    func variant(of image: UIImage, displayScale: CGFloat) -> UIImage {
        guard displayScale.isFinite, displayScale > 0, displayScale != image.scale else { return image }
        var bitmap = otherScales.withLock { $0[displayScale] }
        if bitmap == nil {
            bitmap = self.bitmap(displayScale: displayScale)
            if let bitmap { otherScales.withLock { $0[displayScale] = bitmap } }
        }
        guard let bitmap else { return image }
        let copy = UIImage(cgImage: bitmap, scale: displayScale, orientation: image.imageOrientation,
                           renderingMode: image.renderingMode, capInsets: image.capInsets, resizingMode: image.resizingMode,
                           alignmentRectInsets: image.alignmentRectInsets, flipsForRTL: image.flipsForRightToLeftLayoutDirection,
                           tint: image.drawTint)
        copy.symbol = self
        copy.baseline = image.baseline
        return copy
    }

    /// The image's bitmap at `displayScale` pixels per point, drawn in black (views tint it).
    func bitmap(displayScale: CGFloat) -> CGImage? {
        let width = Int((size.width * displayScale).rounded()), height = Int((size.height * displayScale).rounded())
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension,
              let context = CGContext(pixelWidth: width, pixelHeight: height, opaque: false) else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: displayScale, y: -displayScale)
        draw(in: CGRect(origin: .zero, size: size), context: context, color: UIColor.black.cgColor)
        return context.makeImage()
    }
}

/// Symbol images for UIKit's own drawing (bar button system items, button images, cells): the same set
/// and name table `UIImage(systemName:)` uses, without going through a configuration.
enum SymbolImages {
    /// The symbol `name` at a point size and weight (medium scale) for the main screen's scale; nil for
    /// an unknown name or a missing set.
    static func image(named name: String, pointSize: CGFloat, weight: UIImage.SymbolWeight = .regular,
                      scale: UIImage.SymbolScale = .medium) -> UIImage? {
        UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale))
    }

    /// Draws the symbol `name` into the current context, centred in `rect` at a point size, weight and
    /// colour: vector drawing at the context's resolution. Returns false (drawing nothing) for unknown names.
    @discardableResult
    static func draw(named name: String, in rect: CGRect, pointSize: CGFloat, weight: UIImage.SymbolWeight = .regular,
                     color: UIColor) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let outline = SymbolLibrary.outline(systemName: name) else { return false }
        let info = SymbolImageInfo(name: name, outline: outline, configuration: .unspecified, pointSize: pointSize,
                                   weight: weight, scale: .medium, displayScale: MainScreenScale.value)
        let origin = CGPoint(x: rect.midX - info.size.width / 2, y: rect.midY - info.size.height / 2)
        info.draw(in: CGRect(origin: origin, size: info.size), context: context, color: color.cgColor)
        return true
    }

    /// The symbol image for a name, configuration and traits; nil for an unknown name or a missing set.
    static func make(name: String, configuration: UIImageSymbolConfiguration, traits: UITraitCollection?) -> (info: SymbolImageInfo, bitmap: CGImage, displayScale: CGFloat)? {
        guard let outline = SymbolLibrary.outline(systemName: name) else { return nil }
        let traits = configuration.traitCollection ?? traits
        var displayScale = traits?.displayScale ?? 0
        if !(displayScale.isFinite && displayScale > 0) { displayScale = MainScreenScale.value }
        let resolved = configuration.resolved(traits: traits)
        let info = SymbolImageInfo(name: name, outline: outline, configuration: configuration, pointSize: resolved.pointSize,
                                   weight: resolved.weight, scale: resolved.scale, displayScale: displayScale)
        let key = BitmapKey(name: name, pointSize: resolved.pointSize, weight: resolved.weight, scale: resolved.scale,
                            displayScale: displayScale)
        if let cached = bitmaps.withLock({ $0[key] }) { return (info, cached, displayScale) }
        guard let bitmap = info.bitmap(displayScale: displayScale) else { return nil }
        bitmaps.withLock { cache in
            if cache.count >= 512 { cache.removeAll() }
            cache[key] = bitmap
        }
        return (info, bitmap, displayScale)
    }

    /// What a symbol's bitmap depends on.
    private struct BitmapKey: Hashable {
        let name: String
        let pointSize: CGFloat
        let weight: UIImage.SymbolWeight
        let scale: UIImage.SymbolScale
        let displayScale: CGFloat
    }

    /// Bitmaps already drawn, shared by every image of the same symbol, size, weight and scale (cells
    /// asking for the same symbol again and again draw it once), as iOS caches symbol images.
    private static let bitmaps = LockedValue<[BitmapKey: CGImage]>([:])
}
