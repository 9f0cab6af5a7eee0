/// A set of axes: horizontal, vertical, both or neither (for example the axes along which a list content
/// view takes its superview's layout margins).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Makes a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The horizontal axis (x).
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis (y).
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
