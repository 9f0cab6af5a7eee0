/// Zooming: the delegate's `viewForZooming(in:)` is scaled by its transform, its frame kept at the
/// content's origin, and `contentSize` follows the scaled frame, as in UIKit. A pinch keeps the content
/// point between the fingers where it is; past the limits it rubber-bands (with `bouncesZoom`) and
/// springs back when the fingers lift.
extension UIScrollView {
    /// The view zooming scales.
    private var zoomView: UIView? { delegate?.viewForZooming(in: self) }

    /// Zooms to `scale` (clamped to the limits) around the middle of the visible content, at once or
    /// over 0.3 s.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let scale = BadValue.checkedNumber(scale, "UIKit", api: "UIScrollView.setZoomScale") else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        let visible = bounds
        zoom(to: clamped, keeping: CGPoint(x: visible.midX, y: visible.midY), at: CGPoint(x: visible.width / 2, y: visible.height / 2), animated: animated)
    }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the bounds as far as the limits allow,
    /// centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let rect = BadValue.checkedRect(rect, "UIKit", api: "UIScrollView.zoom(to:)"), rect.width > 0, rect.height > 0,
              let view = zoomView else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let center = view.convert(CGPoint(x: rect.midX, y: rect.midY), to: self)
        zoom(to: scale, keeping: center, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// Scales the zoom view to `scale` so the content point `anchor` (scroll view coordinates now)
    /// shows at `screenPoint` of the bounds, then clamps the offset; animated over 0.3 s.
    private func zoom(to scale: CGFloat, keeping anchor: CGPoint, at screenPoint: CGPoint, animated: Bool) {
        guard let view = zoomView else { return }
        let old = storedZoomScale
        let apply = { [self] in
            let ratio = scale / max(old, 0.0001)
            applyZoom(scale, to: view)
            bounds.origin = clampedOffset(CGPoint(x: anchor.x * ratio - screenPoint.x, y: anchor.y * ratio - screenPoint.y))
        }
        guard animated, scale != old else {
            apply()
            delegate?.scrollViewDidZoom(self)
            return
        }
        zoomAnimationRunning = true
        UIView.animate(withDuration: 0.3, animations: apply) { [weak self] _ in
            guard let self else { return }
            zoomAnimationRunning = false
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
        }
        delegate?.scrollViewDidZoom(self)
    }

    /// Gives the zoom view `scale`, keeps its frame at the content's origin and the content size on it.
    private func applyZoom(_ scale: CGFloat, to view: UIView) {
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = .zero
        contentSize = view.frame.size
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            pinchStart = (storedZoomScale, pinch.location(in: self), contentOffset)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            guard let start = pinchStart else { return }
            var scale = start.scale * pinch.scale
            // Past the limits the zoom resists (with bouncesZoom) or stops.
            if scale > maximumZoomScale {
                scale = bouncesZoom ? maximumZoomScale * pow(scale / maximumZoomScale, 0.3) : maximumZoomScale
            } else if scale < minimumZoomScale {
                scale = bouncesZoom ? minimumZoomScale * pow(scale / minimumZoomScale, 0.3) : minimumZoomScale
            }
            let ratio = scale / start.scale
            let fingers = pinch.location(in: self)
            let screen = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
            let anchor = start.location
            applyZoom(scale, to: view)
            bounds.origin = CGPoint(x: anchor.x * ratio - screen.x, y: anchor.y * ratio - screen.y)
            delegate?.scrollViewDidZoom(self)
        case .ended, .cancelled, .failed:
            pinchStart = nil
            isZooming = false
            let clamped = min(max(storedZoomScale, minimumZoomScale), maximumZoomScale)
            if clamped != storedZoomScale {
                // Back inside the limits; the delegate hears the end when the spring back ends.
                isZoomBouncing = true
                setZoomScale(clamped, animated: true)
            } else {
                if outsideLimits(contentOffset) { setContentOffset(clampedOffset(contentOffset), animated: true) }
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
            }
        default: break
        }
    }
}
