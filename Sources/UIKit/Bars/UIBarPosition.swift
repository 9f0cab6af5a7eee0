/// Where a bar sits, which decides which edge its hairline is on and whether its background extends
/// under the status bar.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified: a navigation bar is treated as `.top`, a toolbar as `.bottom`.
    case any = 0
    /// At the bottom of its container: the hairline is on its top edge.
    case bottom = 1
    /// At the top of its container: the hairline is on its bottom edge.
    case top = 2
    /// At the top of the screen: the background extends up under the status bar.
    case topAttached = 3
}

/// A bar with a position.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// Tells a bar where it sits.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// The bar's position (`.any` by default).
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// The legacy colour scheme of a bar.
public enum UIBarStyle: Int, Sendable {
    /// The light (adaptive) bar.
    case `default` = 0
    /// A dark bar with light text.
    case black = 1
    /// Deprecated: a black bar.
    @available(*, deprecated, message: "Use .black with isTranslucent = false")
    public static let blackOpaque = UIBarStyle.black
}
