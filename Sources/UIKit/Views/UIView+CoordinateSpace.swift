/// A view is a coordinate space (its bounds), as on iOS: these convert to and from any space, the
/// screen's included; between two views they give what `convert(_:to:)` with a view gives.
extension UIView: UICoordinateSpace {
    /// Converts a point from this view's coordinates to `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: toScreenSpace, to: coordinateSpace)
    }

    /// Converts a point from `coordinateSpace` to this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.convert(point, from: coordinateSpace, to: toScreenSpace)
    }

    /// Converts a rectangle from this view's coordinates to `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: toScreenSpace, to: coordinateSpace)
    }

    /// Converts a rectangle from `coordinateSpace` to this view's coordinates.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.convert(rect, from: coordinateSpace, to: toScreenSpace)
    }
}
