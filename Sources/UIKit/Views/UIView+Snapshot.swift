/// Rendering a view hierarchy to images, for screenshots and snapshot tests.
extension UIView {
    /// Draws the view and its subviews into the current graphics context, scaled to fill `rect` (given in
    /// this view's coordinates). With `afterScreenUpdates`, pending layout and drawing run first; Tessera
    /// also runs pending drawing without it, as a view that never drew has nothing to show. False when
    /// there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        bringContentUpToDate(layout: afterUpdates)
        let b = bounds
        guard b.width > 0, b.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        context.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// An image of the view and its subviews at `scale` pixels per point (0: the screen's), after pending
    /// layout and drawing. A Tessera addition for snapshot tests and headless rendering.
    public func snapshotImage(scale: CGFloat = 0, opaque: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 ? scale : traitCollection.displayScale
        format.opaque = opaque
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }

    /// A new view showing an image of this one, the same size.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let image = snapshotImage()
        let view = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        view.isOpaque = false
        view.layer.contents = image.cgImage
        view.layer.contentsScale = image.scale
        return view
    }

    /// Runs the layout pass of the view's tree (when `layout`) and the display pass of the view's subtree.
    func bringContentUpToDate(layout: Bool) {
        if layout {
            var top: UIView = self
            while let superview = top.storedSuperview { top = superview }
            top.layer.layoutIfNeeded()
        }
        layer.displayTreeIfNeeded()
    }
}
