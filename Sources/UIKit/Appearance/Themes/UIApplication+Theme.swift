import QuartzCore

/// The app's current theme, and switching it on live views (Tessera additions).
extension UIApplication {
    /// The theme in force, if one was set.
    public var theme: (any UITheme)? { ThemeState.current }

    /// The theme in force as a concrete type (nil if none is set or it is another type).
    public func theme<Theme: UITheme>(as type: Theme.Type) -> Theme? { ThemeState.current as? Theme }

    /// Makes `theme` current: its appearance rules replace the previous theme's, and every view of every
    /// window takes the new values in place (no view is re-created). With a duration, each window
    /// cross-fades from its old look to the new one over that many seconds of the frame clock.
    public func setTheme(_ theme: any UITheme, animationDuration: TimeInterval = 0) {
        let fades = animationDuration > 0 ? windows.map { ThemeCrossFade(window: $0) } : []
        ThemeState.current = theme
        AppearanceRegistry.shared.replaceThemeValues { theme.applyAppearance() }
        reapplyAppearance()
        for window in windows { ThemeState.themeChanged(in: window) }
        for fade in fades { fade.start(duration: animationDuration) }
    }

    /// Drops the current theme: its appearance rules stop applying, and live views take the values they
    /// would have without it (cross-faded over `animationDuration` seconds, if given).
    public func removeTheme(animationDuration: TimeInterval = 0) {
        guard ThemeState.current != nil else { return }
        let fades = animationDuration > 0 ? windows.map { ThemeCrossFade(window: $0) } : []
        ThemeState.current = nil
        AppearanceRegistry.shared.replaceThemeValues {}
        reapplyAppearance()
        for window in windows { ThemeState.themeChanged(in: window) }
        for fade in fades { fade.start(duration: animationDuration) }
    }
}

/// The current theme, kept outside the application object.
@MainActor
enum ThemeState {
    static var current: (any UITheme)?
    /// Tells a window's views that the theme changed, parents first.
    static func themeChanged(in window: UIWindow) {
        window.themeDidChange()
        // The subview lists on the path down to the current view, each with the next index to visit:
        // nothing is copied per view (pushing every view's subviews, reversed, cost more than the calls).
        // A view's subviews are read after its own call, as they stand then.
        var path: [(subviews: [UIView], next: Int)] = [(window.storedSubviews, 0)]
        while let last = path.indices.last {
            let index = path[last].next
            guard index < path[last].subviews.count else {
                path.removeLast()
                continue
            }
            path[last].next = index + 1
            let view = path[last].subviews[index]
            view.themeDidChange()
            let subviews = view.storedSubviews
            if !subviews.isEmpty { path.append((subviews, 0)) }
        }
    }
}

/// An image of a window's old look laid over it and faded out (a Core Animation opacity animation,
/// linear); the overlay leaves when the fade stops.
@MainActor
final class ThemeCrossFade: CAAnimationDelegate {
    private let window: UIWindow
    private let overlay = CALayer()

    init(window: UIWindow) {
        self.window = window
        overlay.contents = window.snapshotImage().cgImage
        overlay.frame = window.layer.bounds
        overlay.contentsScale = window.traitCollection.displayScale
    }

    func start(duration: TimeInterval) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.layer.addSublayer(overlay)
        overlay.opacity = 0
        CATransaction.commit()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = duration
        // The animation holds its delegate, so the cross-fade lives until the fade stops.
        fade.delegate = self
        overlay.add(fade, forKey: "themeCrossFade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        overlay.removeFromSuperlayer()
    }
}
