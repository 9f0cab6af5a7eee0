@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// Compares a view controller's view pixel by pixel, at its view's size and the main screen's scale.
    public static var image: Snapshotting { .image() }

    /// Compares a view controller's view as it looks on a device: the configuration's screen size,
    /// safe-area insets and traits (`traits` winning over the configuration's).
    ///
    /// The view controller becomes the root of a window on a screen of the configuration's size for the
    /// snapshot, so its view is laid out with the safe area and gets its appearance calls.
    ///
    /// - Parameters:
    ///   - config: The device, such as `.iPhone13` or `.iPadPro11(.portrait)`.
    ///   - drawHierarchyInKeyWindow: Ignored: Tessera draws the same either way.
    ///   - precision: The fraction of pixels that must match (0…1).
    ///   - perceptualPrecision: How close a pixel's colour must be to count as a match (0…1).
    ///   - size: A size instead of the device's.
    ///   - traits: Traits to draw with, over the device's.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let device = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                        scale: merged.displayScale)
            .pullback { (viewController: UIViewController) in
                onMainActor { ViewControllerSnapshot.image(of: viewController, config: device, traits: traits) }
            }
    }

    /// Compares a view controller's view with a tolerance, at its view's size (or `size`), no safe area.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), precision: precision,
              perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// Compares a view controller's view hierarchy as text (see `Snapshotting<UIView, String>.recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// Compares a view controller's view hierarchy as text, laid out on the configuration's device.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting {
        let device = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
        return SimplySnapshotting.lines.pullback { (viewController: UIViewController) in
            onMainActor {
                let host = ViewControllerSnapshot.host(viewController, config: device, traits: traits)
                defer { host.dispose() }
                return RecursiveDescription.text(of: viewController.view)
            }
        }
    }
}

/// Hosting a view controller for a snapshot.
@MainActor
enum ViewControllerSnapshot {
    /// Hosts `viewController` at the configuration's size, or its view's when the configuration has none.
    static func host(_ viewController: UIViewController, config: ViewImageConfig, traits: UITraitCollection) -> SnapshotHost {
        let view = viewController.view!
        var device = config
        if device.size == nil { device.size = view.frame.size }
        return SnapshotHost(view: view, viewController: viewController, config: device, traits: traits)
    }

    /// An image of `viewController`'s view as hosted by `host(_:config:traits:)`.
    static func image(of viewController: UIViewController, config: ViewImageConfig, traits: UITraitCollection) -> UIImage {
        let host = host(viewController, config: config, traits: traits)
        defer { host.dispose() }
        return host.image()
    }
}
