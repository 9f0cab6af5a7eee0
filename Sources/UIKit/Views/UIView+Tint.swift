/// Tint: inherited down the view tree, dimmable, with change notifications.
extension UIView {
    /// The tint before dimming: the first non-nil tint from this view up, else system blue.
    var inheritedTintColor: UIColor {
        var current: UIView? = self
        while let view = current {
            if let tint = view.storedTintColor { return tint }
            current = view.storedSuperview
        }
        return .systemBlue
    }

    var effectiveTintColor: UIColor {
        let tint = inheritedTintColor
        return effectiveTintAdjustmentMode == .dimmed ? UIView.dimmed(tint) : tint
    }

    /// The first non-automatic adjustment mode from this view up, else normal.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var current: UIView? = self
        while let view = current {
            if let mode = view.viewExtras?.tintAdjustmentMode, mode != .automatic { return mode }
            current = view.storedSuperview
        }
        return .normal
    }

    func setTintColor(_ color: UIColor?) {
        storedTintColor = color
        sendTintColorDidChange()
        notifyDescendants { $0.storedTintColor != nil }
    }

    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        if viewExtras == nil && mode == .automatic { return }
        extras.tintAdjustmentMode = mode
        sendTintColorDidChange()
        notifyDescendants { ($0.viewExtras?.tintAdjustmentMode ?? .automatic) != .automatic }
    }

    /// After a move: tells the view and the descendants that inherit its tint, if the effective tint
    /// differs from `before` in the new place.
    func tintMayHaveChanged(from before: UIColor) {
        guard effectiveTintColor != before else { return }
        sendTintColorDidChange()
        notifyDescendants { $0.storedTintColor != nil && ($0.viewExtras?.tintAdjustmentMode ?? .automatic) != .automatic }
    }

    /// Calls `tintColorDidChange()`, unless this view is already inside its own call (so setting a tint
    /// there cannot recurse forever).
    private func sendTintColorDidChange() {
        guard !viewFlags.contains(.inTintColorDidChange) else { return }
        viewFlags.insert(.inTintColorDidChange)
        tintColorDidChange()
        viewFlags.remove(.inTintColorDidChange)
    }

    /// Sends `tintColorDidChange()` to descendants, not entering those `keepsOwn` says set their own value.
    private func notifyDescendants(keepsOwn: (UIView) -> Bool) {
        var stack = Array(storedSubviews.reversed())
        while let view = stack.popLast() {
            guard !keepsOwn(view) else { continue }
            view.sendTintColorDidChange()
            stack.pushSubviews(of: view, inOrder: true)
        }
    }

    /// A dimmed tint: the colour's luminance as a gray, lightened (Apple documents only "desaturated";
    /// this keeps dimmed controls legible, as iOS's are).
    static func dimmed(_ color: UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
            return UIColor(white: min(1, luma * 0.5 + 0.3), alpha: a)
        })
    }

    var extras: ViewExtras {
        if let viewExtras { return viewExtras }
        let made = ViewExtras()
        viewExtras = made
        return made
    }
}
