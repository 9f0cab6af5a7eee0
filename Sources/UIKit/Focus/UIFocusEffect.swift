import Foundation

/// How a focused item is drawn. The base class is the system's default (the halo); `UIFocusHaloEffect`
/// shapes the halo.
@MainActor
open class UIFocusEffect: NSObject {
    /// The system's effect.
    public required override init() { super.init() }
    /// The system's effect (the same as `init()`).
    public class func effect() -> Self { self.init() }
}

/// A ring drawn around the focused item, in its tint colour: a rectangle, a rounded rectangle or a path.
@MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the ring sits against the item's shape.
    public enum Position: Int, Sendable {
        /// Outside for most items; inside when the item fills its container.
        case automatic
        /// Around the shape.
        case outside
        /// Inside the shape.
        case inside
    }

    /// The shape, in the item's coordinates (nil: the item's bounds and corner radius).
    package private(set) var shape: CGRect?
    /// The shape's corner radius.
    package private(set) var cornerRadius: CGFloat = 0
    /// A path for the shape, when one was given.
    package private(set) var path: UIBezierPath?
    /// The view the halo is drawn in (nil: above the item).
    open weak var containerView: UIView?
    /// The view the halo is kept below (nil: above everything in its container).
    open weak var referenceView: UIView?
    /// Where the ring sits against the shape.
    open var position: Position = .automatic

    /// A halo around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        shape = rect
    }

    /// A halo around `rect` with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init()
        shape = rect
        self.cornerRadius = cornerRadius
    }

    /// A halo along `bezierPath`.
    public convenience init(path bezierPath: UIBezierPath) {
        self.init()
        path = bezierPath
        shape = bezierPath.bounds
    }
}
