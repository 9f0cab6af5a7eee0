import Foundation

/// The halo: a ring in the focused item's tint colour around its shape, drawn above everything in its
/// window.
///
/// Apple publishes no measurements of iPadOS's halo; Tessera's is a 3-point ring 2 points outside the
/// item's bounds (inside, for `UIFocusHaloEffect.Position.inside`), following its corner radius. It
/// moves at once where iOS animates it.
extension UIFocusSystem {
    /// The ring's width, in points.
    static let haloWidth: CGFloat = 3
    /// The gap between the item's edge and the ring, in points.
    static let haloGap: CGFloat = 2

    /// Puts the halo around the focused view, or removes it when no view is focused.
    func updateHalo() { updateHalo(modal: focusedItem == nil ? nil : modalRoot()) }

    /// `updateHalo()` with the window's modal view already found.
    func updateHalo(modal: UIView?) {
        guard let window, let view = focusedItem as? UIView, isFocusable(view, modal: modal) else {
            haloLayer?.removeFromSuperlayer()
            haloLayer = nil
            return
        }
        let layer = haloLayer ?? makeHaloLayer()
        haloLayer = layer
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if layer.superlayer !== window.layer || window.layer.sublayers?.last !== layer {
            layer.removeFromSuperlayer()
            window.layer.addSublayer(layer)
        }
        layer.frame = window.bounds
        layer.path = haloPath(around: view, in: window).cgPath
        layer.strokeColor = view.tintColor.cgColor
        CATransaction.commit()
    }

    private func makeHaloLayer() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.fillColor = nil
        layer.lineWidth = Self.haloWidth
        layer.name = "focus halo"
        return layer
    }

    /// The ring's centre line in window coordinates.
    private func haloPath(around view: UIView, in window: UIWindow) -> UIBezierPath {
        let effect = view.focusEffect as? UIFocusHaloEffect
        let inside = effect?.position == .inside
        let distance = (Self.haloGap + Self.haloWidth / 2) * (inside ? -1 : 1)
        if let path = effect?.path?.copy() as? UIBezierPath {
            path.apply(view.conversion(to: window))
            return path
        }
        let shape = view.convert(effect?.shape ?? view.bounds, to: window)
        let radius = effect.map { $0.shape == nil ? view.layer.cornerRadius : $0.cornerRadius } ?? view.layer.cornerRadius
        let rect = shape.insetBy(dx: -distance, dy: -distance)
        return UIBezierPath(roundedRect: rect, cornerRadius: max(0, radius + distance))
    }
}
