import Foundation

/// The view a presentation happens in: it fills the window (or the presentation context's view), and
/// lets its presentation controller lay out the presented view.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = presentationController else { return }
        controller.containerViewWillLayoutSubviews()
        controller.containerViewDidLayoutSubviews()
    }

    /// Touches that reach the container itself (no presented view, dimming or chrome under them) go
    /// on to the views underneath, as around an undimmed sheet.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The translucent black view behind a sheet, form sheet or alert; tapping it attempts a dismissal
/// where iOS allows one.
@MainActor
final class PresentationDimmingView: UIView {
    /// Called when tapped (nil: taps do nothing, but the view still blocks them).
    var onTap: (() -> Void)?
    /// Whether touches go through to the views underneath (an undimmed sheet detent).
    var passesTouchesThrough = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 1)
        let tap = UITapGestureRecognizer { [weak self] _ in self?.onTap?() }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Views that take touches through the dimming view (a popover's `passthroughViews`).
    var passthroughViews: [UIView] = []

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if passesTouchesThrough { return nil }
        for view in passthroughViews where view.window === window {
            let local = convert(point, to: view)
            if view.point(inside: local, with: event), let hit = view.hitTest(local, with: event) { return hit }
        }
        return super.hitTest(point, with: event)
    }
}
