/// How much a constraint matters: 1000 is required; anything lower is satisfied as well as possible,
/// higher priorities first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, 0…1000.
    public var rawValue: Float

    /// A priority with this value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority with this value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's resistance to being squeezed.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a split view divider dragged so the window may grow.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the priority at which a scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a split view divider dragged within the window.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: a label's wish to hug its text.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the fitting size's pull in `systemLayoutSizeFitting(_:)`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
