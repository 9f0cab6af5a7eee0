@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// Compares a view's rendering pixel by pixel, at the view's size and the main screen's scale.
    public static var image: Snapshotting { .image() }

    /// Compares a view's rendering with a tolerance.
    ///
    /// The view is hosted in a window on a screen of its size for the snapshot (and given back to its
    /// superview afterwards), laid out, and drawn with Tessera's renderer, so appearance proxies and
    /// dynamic colours apply. iOS's `drawHierarchyInKeyWindow` is accepted for source compatibility and
    /// changes nothing: Tessera draws the same either way.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Ignored (see above).
    ///   - precision: The fraction of pixels that must match (0…1).
    ///   - perceptualPrecision: How close a pixel's colour must be to count as a match (0…1).
    ///   - size: The size to lay the view out at; nil keeps its frame's size.
    ///   - traits: Traits to draw with; their `displayScale` (when set) is the image's scale.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { (view: UIView) in
                onMainActor {
                    let host = SnapshotHost(view: view, viewController: nil,
                                            config: ViewImageConfig(size: size ?? view.frame.size), traits: traits)
                    defer { host.dispose() }
                    return host.image()
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// Compares a view's hierarchy as text: one line per view, in the format of iOS's
    /// `recursiveDescription` without addresses.
    ///
    /// ```
    /// <UIView; frame = (0 0; 120 44); layer = <CALayer>>
    ///    | <UILabel; frame = (8 12; 104 20); text = 'Hello'; userInteractionEnabled = NO; layer = <CALayer>>
    /// ```
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// Compares a view's hierarchy as text after laying it out at `size` with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: UIView) in
            onMainActor {
                let host = SnapshotHost(view: view, viewController: nil,
                                        config: ViewImageConfig(size: size ?? view.frame.size), traits: traits)
                defer { host.dispose() }
                return RecursiveDescription.text(of: view)
            }
        }
    }
}
