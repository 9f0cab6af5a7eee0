/// The bitmap a layer draws its content into (what `contents` holds after `display()`, as on iOS).
///
/// Its size is the layer's bounds at `contentsScale`; it is reused when a redraw keeps the size.
@preconcurrency @MainActor
public final class CABackingStore {
    /// The bitmap's drawing context (UIKit orientation, points at `scale`).
    let context: CGContext
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Whether the bitmap has no alpha channel.
    public let isOpaque: Bool

    /// Makes a store, reusing `old`'s memory (cleared) when it has the same geometry.
    init?(size: CGSize, scale: CGFloat, opaque: Bool, reusing old: CABackingStore?) {
        if let old, old.size == size, old.scale == scale, old.isOpaque == opaque {
            old.context.clear(CGRect(origin: .zero, size: size))
            context = old.context
        } else {
            let pw = Int((size.width * scale).rounded(.up)), ph = Int((size.height * scale).rounded(.up))
            guard let made = CGContext(pixelWidth: pw, pixelHeight: ph, opaque: opaque) else { return nil }
            made.translateBy(x: 0, y: CGFloat(ph))
            made.scaleBy(x: scale, y: -scale)
            made.baseTransform = made.ctm
            context = made
        }
        self.size = size
        self.scale = scale
        self.isOpaque = opaque
    }

    /// An image of the store's pixels.
    public func makeImage() -> CGImage? { context.makeImage() }

    /// Bytes the store holds.
    public var byteCount: Int { context.bytesPerRow * context.height }
}
