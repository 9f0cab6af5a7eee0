/// The direction a focus move took: arrows give up, down, left and right; Tab gives next, Shift-Tab
/// previous.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// To the next group (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// To the previous group (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// To the first item (Home).
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    /// To the last item (End).
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}
