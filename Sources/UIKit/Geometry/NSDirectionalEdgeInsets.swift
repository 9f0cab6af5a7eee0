/// Insets for the four edges of a rectangle, with leading and trailing in place of left and right, so
/// they follow the layout direction.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// Creates zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The same insets as left and right, for a layout direction.
    func edgeInsets(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// The same insets as leading and trailing, for a layout direction.
    func directional(_ direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
