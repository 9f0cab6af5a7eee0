import UIKit

/// Puts a view, or a view controller's view, on a screen of its own for the length of one snapshot, the way
/// the iOS library hosts it in a window: the screen has the configuration's size, scale and safe area, the
/// hosting view controller carries the traits as overrides, and the window is shown so view controllers
/// get their appearance calls. Afterwards the window is hidden and a view that had a superview goes back
/// to it, at its old place and frame.
@MainActor
struct SnapshotHost {
    let window: UIWindow
    let view: UIView
    let scale: CGFloat
    private let restore: () -> Void

    /// Hosts `view` (or `viewController`'s view when given) with `config`, `traits` winning over the
    /// configuration's. A size left nil in the configuration keeps the view's own size.
    init(view: UIView, viewController: UIViewController?, config: ViewImageConfig, traits: UITraitCollection) {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = merged.displayScale > 0 ? merged.displayScale : UIScreen.main.scale
        var size = config.size ?? view.frame.size
        if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 { size = .zero }

        let profile = UIScreen.DeviceProfile(
            name: "Snapshot", size: size, scale: scale, safeAreaInsets: config.safeArea,
            idiom: merged.userInterfaceIdiom == .unspecified ? .phone : merged.userInterfaceIdiom)
        let screen = UIScreen(profile: profile)
        if merged.userInterfaceStyle != .unspecified { screen.userInterfaceStyle = merged.userInterfaceStyle }
        if merged.preferredContentSizeCategory != .unspecified {
            screen.preferredContentSizeCategory = merged.preferredContentSizeCategory
        }

        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        window.frame = screen.bounds

        let host: UIViewController
        var restore: () -> Void = {}
        if let viewController {
            host = viewController
        } else {
            host = UIViewController()
            let oldSuperview = view.superview
            let oldIndex = oldSuperview?.subviews.firstIndex(where: { $0 === view })
            let oldFrame = view.frame
            host.view.addSubview(view)
            view.frame = CGRect(origin: .zero, size: size)
            restore = {
                view.removeFromSuperview()
                if let oldSuperview, let oldIndex {
                    oldSuperview.insertSubview(view, at: min(oldIndex, oldSuperview.subviews.count))
                }
                view.frame = oldFrame
            }
        }
        Self.override(merged, on: host)
        window.rootViewController = host
        window.isHidden = false
        view.setNeedsLayout()
        view.layoutIfNeeded()

        self.window = window
        self.view = view
        self.scale = scale
        self.restore = restore
    }

    /// An image of the hosted view, or an empty image when it has no area.
    func image() -> UIImage {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { return UIImage() }
        return view.snapshotImage(scale: scale)
    }

    /// Hides the window and gives the view back.
    func dispose() {
        window.isHidden = true
        window.rootViewController = nil
        restore()
    }

    /// Sets every trait `traits` specifies as an override of `host`.
    private static func override(_ traits: UITraitCollection, on host: UIViewController) {
        if traits.userInterfaceStyle != .unspecified { host.traitOverrides.userInterfaceStyle = traits.userInterfaceStyle }
        if traits.userInterfaceLevel != .unspecified { host.traitOverrides.userInterfaceLevel = traits.userInterfaceLevel }
        if traits.accessibilityContrast != .unspecified { host.traitOverrides.accessibilityContrast = traits.accessibilityContrast }
        if traits.displayScale > 0 { host.traitOverrides.displayScale = traits.displayScale }
        if traits.preferredContentSizeCategory != .unspecified {
            host.traitOverrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
        if traits.userInterfaceIdiom != .unspecified { host.traitOverrides.userInterfaceIdiom = traits.userInterfaceIdiom }
        if traits.horizontalSizeClass != .unspecified { host.traitOverrides.horizontalSizeClass = traits.horizontalSizeClass }
        if traits.verticalSizeClass != .unspecified { host.traitOverrides.verticalSizeClass = traits.verticalSizeClass }
        if traits.layoutDirection != .unspecified { host.traitOverrides.layoutDirection = traits.layoutDirection }
    }
}
