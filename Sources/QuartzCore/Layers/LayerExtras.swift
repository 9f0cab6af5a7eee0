/// The layer properties most layers never set, kept out of line so a plain layer stays small.
final class LayerExtras {
    var transform = CATransform3D.identity
    var sublayerTransform = CATransform3D.identity
    var zPosition: CGFloat = 0
    var anchorPointZ: CGFloat = 0
    var cornerRadius: CGFloat = 0
    var maskedCorners = CACornerMask.all
    var cornerCurve = CALayerCornerCurve.circular
    var borderWidth: CGFloat = 0
    // The shared opaque black (colours are immutable): made here, two colours would be made for every
    // layer that needs this storage.
    var borderColor: CGColor? = CGColor.black
    var shadowColor: CGColor? = CGColor.black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = CALayerContentsGravity.resize
    var minificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var magnificationFilter = CALayerContentsFilter.linear
    var mask: CALayer?
    var name: String?
    /// Values set by key-value coding under keys that name no property (`setValue(_:forKey:)`).
    var keyedValues: [String: Any]?
    var actions: [String: any CAAction]?
    var timing: LayerTiming?
    var rasterizationScale: CGFloat = 1
    /// Screen areas of sublayers removed since the last composite.
    var removedDamage: [CGRect] = []
    /// The bounds' origin when the layer was last composited, while `.onlyScrolled` is set.
    var scrolledFrom = CGPoint.zero
    /// The material the layer draws from what lies beneath it (see `CALayer.backdrop`).
    var backdrop: CALayer.Backdrop?
    /// The last blurred sample of what lay beneath the backdrop, kept while the compositor sees nothing
    /// beneath it change.
    var backdropSample: BackdropSample?
    /// A layer that stores content on reuse keeps its last backing store here while its new content is
    /// drawn straight into frames, so that storing it again reuses the memory.
    var spareBackingStore: CABackingStore?
    /// The silhouette colour and blend the layer and its sublayers are drawn with (see `CALayer.contentTint`).
    var contentTint: CALayer.ContentTint?
}
