/// An image of a layer's subtree as it draws now, in its own coordinates (its bounds), at its contents
/// scale: the old look a transition starts from.
@MainActor
enum LayerSnapshot {
    static func image(of layer: CALayer) -> CGImage? {
        let bounds = layer.bounds
        let scale = max(layer.contentsScale, 1)
        let pw = Int((bounds.width * scale).rounded(.up)), ph = Int((bounds.height * scale).rounded(.up))
        guard bounds.width > 0, bounds.height > 0, pw <= 16384, ph <= 16384,
              let context = CGContext(uninitializedPixelWidth: pw, pixelHeight: ph) else { return nil }
        context.clear(CGRect(x: 0, y: 0, width: pw, height: ph))
        context.translateBy(x: 0, y: CGFloat(ph))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        LayerRenderer(context: context, damage: nil).renderRoot(layer)
        return context.makeImage()
    }
}
