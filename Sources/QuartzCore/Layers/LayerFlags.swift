/// Bit flags a layer keeps compactly: boolean properties and the dirty marks of the frame pipeline.
struct LayerFlags: OptionSet {
    let rawValue: UInt32

    static let hidden = LayerFlags(rawValue: 1 << 0)
    static let masksToBounds = LayerFlags(rawValue: 1 << 1)
    static let opaque = LayerFlags(rawValue: 1 << 2)
    static let needsDisplayOnBoundsChange = LayerFlags(rawValue: 1 << 3)
    static let doubleSided = LayerFlags(rawValue: 1 << 4)
    static let allowsGroupOpacity = LayerFlags(rawValue: 1 << 5)
    static let allowsEdgeAntialiasing = LayerFlags(rawValue: 1 << 6)
    static let geometryFlipped = LayerFlags(rawValue: 1 << 7)
    static let drawsAsynchronously = LayerFlags(rawValue: 1 << 8)
    static let shouldRasterize = LayerFlags(rawValue: 1 << 9)
    /// The delegate draws the layer's content into the frame while compositing (no backing store).
    static let drawsWhileCompositing = LayerFlags(rawValue: 1 << 10)
    /// A `CATransition` runs on the layer: the renderer draws its old and new looks.
    static let transitioning = LayerFlags(rawValue: 1 << 11)
    /// Since it was last composited, the layer's only change is its bounds' origin (it scrolled):
    /// the compositor may move its pixels instead of repainting them (`LayerExtras.scrolledFrom`).
    static let onlyScrolled = LayerFlags(rawValue: 1 << 12)
    /// Redrawn content goes into the frame first and into a backing store once it is composited again
    /// unchanged (see `CALayer.storesContentOnReuse`).
    static let storesContentOnReuse = LayerFlags(rawValue: 1 << 13)
    /// With `storesContentOnReuse`: the content drawn since the last redraw has reached a frame once.
    static let drawnIntoFrame = LayerFlags(rawValue: 1 << 14)

    /// The layer must redraw its backing store.
    static let needsDisplay = LayerFlags(rawValue: 1 << 16)
    /// A descendant must redraw.
    static let descendantNeedsDisplay = LayerFlags(rawValue: 1 << 17)
    /// The layer must lay out its sublayers.
    static let needsLayout = LayerFlags(rawValue: 1 << 18)
    /// A descendant must lay out.
    static let descendantNeedsLayout = LayerFlags(rawValue: 1 << 19)
    /// The layer changed how it looks or where it is since it was last composited.
    static let needsComposite = LayerFlags(rawValue: 1 << 20)
    /// A descendant changed since it was last composited.
    static let descendantNeedsComposite = LayerFlags(rawValue: 1 << 21)
}
