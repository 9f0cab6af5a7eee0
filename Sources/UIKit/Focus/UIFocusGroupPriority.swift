/// How strongly an item asks to be focused when focus enters its group: the highest wins, and the item
/// focused last in the group counts as `previouslyFocused`.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Never chosen for its priority (the default).
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The item focused last in its group.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// An item the app wants focused before the one focused last.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The item focused now: it keeps focus when its group is asked again.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
