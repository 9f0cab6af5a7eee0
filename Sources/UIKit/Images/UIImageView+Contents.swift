/// An image view's layer: its display pass sets the contents from the image view (never a backing
/// store), and resizing marks contents that were made for the old size.
final class ImageViewLayer: CALayer {
    override func display() {
        if let view = delegate as? UIImageView { view.updateLayerContents() } else { super.display() }
    }

    override var bounds: CGRect {
        didSet {
            guard oldValue.size != bounds.size, let view = delegate as? UIImageView,
                  view.preparedBitmaps.followsBoundsSize else { return }
            setNeedsDisplay()
        }
    }
}

/// Bitmaps an image view made from its images, kept while they are shown.
struct PreparedBitmaps {
    struct Entry {
        /// The image the bitmap was made from (kept, so its identity cannot be reused).
        let source: UIImage
        let key: [CGFloat]
        let bitmap: CGImage
    }

    /// Tinted, turned or mirrored bitmaps at the image's own size and scale.
    var natural: [ObjectIdentifier: Entry] = [:]
    /// The last nine-slice image with tiled parts drawn at the view's size.
    var tiled: Entry?
    /// Whether the contents were drawn for the current bounds size (a resize redraws them).
    var followsBoundsSize = false
}

/// Setting the layer's contents from the shown image.
extension UIImageView {
    func configureImageViewDefaults() {
        isUserInteractionEnabled = false
        layer.isOpaque = false
    }

    /// Whether the image on screen is drawn in the tint colour.
    var shownImageIsTemplate: Bool {
        guard let image = displayedImage else { return false }
        return image.renderingMode == .alwaysTemplate && image.drawTint == nil
    }

    /// The variant of `image` for the view's traits: an image from an asset with light and dark variants
    /// shows the one for the view's appearance; a symbol image is drawn for the view's display scale.
    func traitVariant(of image: UIImage) -> UIImage {
        if image.symbol != nil {
            let configured = symbolConfigured(image)
            return configured.symbol?.variant(of: configured, displayScale: traitCollection.displayScale) ?? configured
        }
        guard let asset = image.imageAsset, asset.variesWithTraits else { return image }
        return asset.image(with: traitCollection)
    }

    /// Sets the layer's contents, scale and stretchable centre for the image on screen: the image's own
    /// bitmap when it can be shown as it is; a tinted, turned or mirrored copy at the same size and scale
    /// otherwise; for resizable images whose middle tiles, the nine-slice drawn at the view's size.
    func updateLayerContents() {
        var followsBoundsSize = false
        defer { preparedBitmaps.followsBoundsSize = followsBoundsSize }
        guard let shown = displayedImage.map(traitVariant), let raw = shown.cgImage, shown.size.width > 0, shown.size.height > 0 else {
            if layer.contents != nil { layer.contents = nil }
            return
        }
        let traits = traitCollection
        let tint = shownImageIsTemplate ? tintColor.resolvedColor(with: traits) : nil
        let mirrored = shown.flipsForRightToLeftLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
        var bitmap = raw
        if tint != nil || shown.drawTint != nil || shown.imageOrientation != .up || mirrored {
            bitmap = preparedBitmap(shown, tint: tint, mirrored: mirrored) ?? raw
        }
        let center = Self.contentsCenter(of: shown)
        if center != Self.unitRect, shown.resizingMode == .tile, Self.middleTiles(shown) {
            let target = layer.contentsGravity.rect(forContentSize: shown.size, in: bounds)
            if target.width > 0, target.height > 0, target.size != shown.size,
               let tiled = tiledBitmap(shown, bitmap: bitmap, size: target.size, tint: tint, mirrored: mirrored) {
                followsBoundsSize = true
                layer.contents = tiled.image
                layer.contentsScale = tiled.scale
                layer.contentsCenter = Self.unitRect
                return
            }
        }
        layer.contents = bitmap
        layer.contentsScale = shown.scale
        layer.contentsCenter = center
    }

    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The stretchable middle of a resizable image in unit coordinates (the whole image otherwise).
    static func contentsCenter(of image: UIImage) -> CGRect {
        let caps = image.capInsets, s = image.size
        guard caps != .zero, s.width > 0, s.height > 0 else { return unitRect }
        let left = min(max(0, caps.left), s.width), right = min(max(0, caps.right), s.width - left)
        let top = min(max(0, caps.top), s.height), bottom = min(max(0, caps.bottom), s.height - top)
        return CGRect(x: left / s.width, y: top / s.height,
                      width: (s.width - left - right) / s.width, height: (s.height - top - bottom) / s.height)
    }

    /// Whether a resizable image's middle is more than one pixel across (so tiling differs from stretching).
    static func middleTiles(_ image: UIImage) -> Bool {
        let center = contentsCenter(of: image)
        return center.width * image.size.width * image.scale > 1.001 || center.height * image.size.height * image.scale > 1.001
    }

    /// A colour as a cache key.
    private static func key(_ color: UIColor?) -> [CGFloat] {
        guard let color else { return [] }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    /// A bitmap context of exactly `pixels`, in UIKit's orientation at `scale` points per pixel.
    private static func makeContext(width: Int, height: Int, scale: CGFloat) -> CGContext? {
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension,
              let context = CGContext(pixelWidth: width, pixelHeight: height, opaque: false) else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.baseTransform = context.ctm
        return context
    }

    /// The image drawn upright at its own size and scale: turned by its orientation, mirrored if asked,
    /// filled with its own tint or `tint` through its alpha.
    private func preparedBitmap(_ image: UIImage, tint: UIColor?, mirrored: Bool) -> CGImage? {
        let key = Self.key(tint) + [mirrored ? 1 : 0]
        let id = ObjectIdentifier(image)
        if let entry = preparedBitmaps.natural[id], entry.source === image, entry.key == key { return entry.bitmap }
        let size = image.size, scale = image.scale
        guard let context = Self.makeContext(width: Int((size.width * scale).rounded()),
                                             height: Int((size.height * scale).rounded()), scale: scale) else { return nil }
        let rect = CGRect(origin: .zero, size: size)
        if mirrored {
            context.translateBy(x: size.width, y: 0)
            context.scaleBy(x: -1, y: 1)
        }
        UIGraphicsPushContext(context)
        image.with(capInsets: .zero).draw(in: rect)
        if let tint {
            context.setBlendMode(.sourceIn)
            context.setFillColor(tint.cgColor)
            context.fill(rect)
        }
        UIGraphicsPopContext()
        guard let bitmap = context.makeImage() else { return nil }
        if preparedBitmaps.natural.count >= 64 { preparedBitmaps.natural.removeAll() }
        preparedBitmaps.natural[id] = PreparedBitmaps.Entry(source: image, key: key, bitmap: bitmap)
        return bitmap
    }

    /// A resizable image with a tiled middle drawn at `size` at the screen's scale.
    private func tiledBitmap(_ image: UIImage, bitmap: CGImage, size: CGSize, tint: UIColor?,
                             mirrored: Bool) -> (image: CGImage, scale: CGFloat)? {
        let scale = max(1, traitCollection.displayScale)
        let key = Self.key(tint) + [mirrored ? 1 : 0, size.width, size.height, scale]
        if let entry = preparedBitmaps.tiled, entry.source === image, entry.key == key { return (entry.bitmap, scale) }
        guard let context = Self.makeContext(width: Int((size.width * scale).rounded(.up)),
                                             height: Int((size.height * scale).rounded(.up)), scale: scale) else { return nil }
        let piece = UIImage(cgImage: bitmap, scale: image.scale, capInsets: image.capInsets, resizingMode: .tile)
        UIGraphicsPushContext(context)
        piece.draw(in: CGRect(origin: .zero, size: size))
        UIGraphicsPopContext()
        guard let made = context.makeImage() else { return nil }
        preparedBitmaps.tiled = PreparedBitmaps.Entry(source: image, key: key, bitmap: made)
        return (made, scale)
    }
}
