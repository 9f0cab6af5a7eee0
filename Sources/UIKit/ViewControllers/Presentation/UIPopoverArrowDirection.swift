/// The sides a popover's arrow may point to.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits of the directions.
    public let rawValue: UInt
    /// A set of directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Points up: the popover sits below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Points down: the popover sits above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Points left: the popover sits right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Points right: the popover sits left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is laid out).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
