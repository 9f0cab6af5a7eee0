/// An object that draws and lays out a layer's content on its behalf (UIKit's views are their layers'
/// delegates). Every method has a default; implement the ones you need.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates the layer's content; the default draws it with `draw(_:in:)` into a backing store.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (UIKit-style coordinates: the layer's bounds, y down).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change (animations); nil for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Something a layer runs when a property changes (Core Animation's animations are actions).
@MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
