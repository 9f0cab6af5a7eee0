/// Geometry: frame, bounds, autoresizing and coordinate conversion.
extension UIView {
    func setFrame(_ newValue: CGRect) {
        guard let newValue = BadValue.checkedRect(newValue, "UIKit", api: "UIView.frame") else { return }
        let oldSize = layer.bounds.size
        // A move changes where the view reads among its neighbours.
        if AccessibilityChanges.isTracking, newValue != layer.frame { AccessibilityChanges.mark(storedSuperview ?? self) }
        layer.frame = newValue
        boundsSizeChanged(from: oldSize)
        geometryDidChange()
    }

    func setBounds(_ newValue: CGRect) {
        guard let newValue = BadValue.checkedRect(newValue, "UIKit", api: "UIView.bounds") else { return }
        let oldSize = layer.bounds.size
        // A new origin moves what the view holds (a scroll).
        if AccessibilityChanges.isTracking, newValue != layer.bounds { AccessibilityChanges.mark(self) }
        layer.bounds = newValue
        boundsSizeChanged(from: oldSize)
        geometryDidChange()
    }

    /// After a size change: resize subviews by their autoresizing masks, redraw `.redraw` content,
    /// and schedule layout of the view and its superview.
    private func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in storedSubviews where !subview.storedAutoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
                subview.autoresize(from: oldSize, to: newSize)
            }
        }
        if storedContentMode == .redraw { setNeedsDisplay() }
        setNeedsLayout()
        storedSuperview?.subviewsChanged()
    }

    /// UIKit's autoresizing: on each axis, the superview's change in size is shared among the flexible
    /// parts (left margin, width, right margin) in proportion to their current lengths, or equally when
    /// they are all zero.
    func autoresize(from oldSuperSize: CGSize, to newSuperSize: CGSize) {
        let mask = storedAutoresizingMask
        var f = frame
        func distribute(_ delta: CGFloat, lead: inout CGFloat, length: inout CGFloat, trail: CGFloat,
                        flexLead: Bool, flexLength: Bool, flexTrail: Bool) {
            guard delta != 0, flexLead || flexLength || flexTrail else { return }
            let total = (flexLead ? lead : 0) + (flexLength ? length : 0) + (flexTrail ? trail : 0)
            if total > 0 {
                if flexLead { lead += delta * lead / total }
                if flexLength { length += delta * length / total }
            } else {
                let parts = CGFloat([flexLead, flexLength, flexTrail].filter { $0 }.count)
                if flexLead { lead += delta / parts }
                if flexLength { length += delta / parts }
            }
        }
        var x = f.minX, w = f.width, y = f.minY, h = f.height
        distribute(newSuperSize.width - oldSuperSize.width, lead: &x, length: &w,
                   trail: oldSuperSize.width - f.maxX,
                   flexLead: mask.contains(.flexibleLeftMargin), flexLength: mask.contains(.flexibleWidth),
                   flexTrail: mask.contains(.flexibleRightMargin))
        distribute(newSuperSize.height - oldSuperSize.height, lead: &y, length: &h,
                   trail: oldSuperSize.height - f.maxY,
                   flexLead: mask.contains(.flexibleTopMargin), flexLength: mask.contains(.flexibleHeight),
                   flexTrail: mask.contains(.flexibleBottomMargin))
        f = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
        if transform.isIdentity {
            frame = f
        } else {
            // Under a transform the frame is not the truth: move the center and resize the bounds.
            center = CGPoint(x: center.x + (f.midX - frame.midX), y: center.y + (f.midY - frame.midY))
            let scaleX = frame.width == 0 ? 1 : f.width / frame.width, scaleY = frame.height == 0 ? 1 : f.height / frame.height
            bounds.size = CGSize(width: bounds.width * scaleX, height: bounds.height * scaleY)
        }
    }

    // MARK: Conversion

    /// The map from this view's coordinates to `view`'s: through the screen when the views are in
    /// different windows, through the window's coordinates when `view` is nil.
    func conversion(to view: UIView?) -> CGAffineTransform {
        let mine = toScreenSpace
        guard let view else {
            guard let window else { return mine }
            return mine.concatenating(window.toScreenSpace.inverted())
        }
        return mine.concatenating(view.toScreenSpace.inverted())
    }

    func conversion(from view: UIView?) -> CGAffineTransform {
        let mineInverse = toScreenSpace.inverted()
        guard let view else {
            guard let window else { return mineInverse }
            return window.toScreenSpace.concatenating(mineInverse)
        }
        return view.toScreenSpace.concatenating(mineInverse)
    }

    /// The map from this view's coordinates to the screen's (through its window's frame), or to its top
    /// ancestor's superview space when it is not in a window.
    var toScreenSpace: CGAffineTransform {
        var m = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current {
            m = m.concatenating(view.layer.toSuperlayerSpace)
            current = view.storedSuperview
        }
        return m
    }
}

