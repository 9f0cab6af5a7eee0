/// An object that draws and lays out a layer's content on its behalf (UIKit's views are their layers'
/// delegates). Every method has a default; implement the ones you need.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates the layer's content; the default draws it with `draw(_:in:)` into a backing store.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (UIKit-style coordinates: the layer's bounds, y down).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` (a property's key path): an action, `NSNull()` to stop the
    /// search with no action, or nil to let the layer look further (its `actions`, then its class's
    /// default). UIKit's views return `NSNull()` outside animation blocks.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
