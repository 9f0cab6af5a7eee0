/// A space points and rectangles can be converted between: a view's bounds, or a screen's (the window
/// scene's and the screen's `coordinateSpace`).
///
/// Conversions between Tessera's own spaces go through the screen: a view maps to its window's
/// coordinates and the window's frame places those on the screen (`UIView.toScreenSpace`). A space of
/// the app's own is asked to convert from or to the screen's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts a point from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to `coordinateSpace` (the bounding box of its corners).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
}

/// The conversions between coordinate spaces, written once for views and screens.
@MainActor
enum CoordinateSpaces {
    /// The map from `space` to the screen's coordinates, where Tessera knows it (its views and screens).
    static func toScreen(_ space: any UICoordinateSpace) -> CGAffineTransform? {
        switch space {
        case let view as UIView: view.toScreenSpace
        case is ScreenCoordinateSpace: .identity
        default: nil
        }
    }

    /// `point` from a space whose map to the screen is `source`, into `target`.
    static func convert(_ point: CGPoint, from source: CGAffineTransform, to target: any UICoordinateSpace) -> CGPoint {
        // One map, composed as UIView's own conversions compose it, so both give the same numbers.
        if let map = toScreen(target) { return point.applying(source.concatenating(map.inverted())) }
        return target.convert(point.applying(source), from: UIScreen.main.coordinateSpace)
    }

    /// `point` from `source` into a space whose map to the screen is `target`.
    static func convert(_ point: CGPoint, from source: any UICoordinateSpace, to target: CGAffineTransform) -> CGPoint {
        if let map = toScreen(source) { return point.applying(map.concatenating(target.inverted())) }
        return source.convert(point, to: UIScreen.main.coordinateSpace).applying(target.inverted())
    }

    /// `rect` from a space whose map to the screen is `source`, into `target`.
    static func convert(_ rect: CGRect, from source: CGAffineTransform, to target: any UICoordinateSpace) -> CGRect {
        if let map = toScreen(target) { return rect.applying(source.concatenating(map.inverted())) }
        return target.convert(rect.applying(source), from: UIScreen.main.coordinateSpace)
    }

    /// `rect` from `source` into a space whose map to the screen is `target`.
    static func convert(_ rect: CGRect, from source: any UICoordinateSpace, to target: CGAffineTransform) -> CGRect {
        if let map = toScreen(source) { return rect.applying(map.concatenating(target.inverted())) }
        return source.convert(rect, to: UIScreen.main.coordinateSpace).applying(target.inverted())
    }
}

/// A screen's coordinate space: its bounds, in points, as the screen is turned now.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    // Weak: the screen keeps its space; a space kept past its screen has empty bounds.
    private weak var screen: UIScreen?

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    var bounds: CGRect { screen?.bounds ?? .zero }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: .identity, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: coordinateSpace, to: .identity)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: .identity, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: coordinateSpace, to: .identity)
    }
}
