/// A set of interface orientations: what a view controller (or a page view controller's delegate)
/// supports.
///
/// Where Tessera differs: nothing rotates by itself on Linux (a window's size decides its orientation),
/// so the masks are answered and passed on, never enforced.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, one per `UIInterfaceOrientation` (bit `1 << orientation.rawValue`).
    public let rawValue: UInt
    /// A mask with the bits of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait, home button (or bottom) below.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.portrait.rawValue))
    /// Landscape with the bottom on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.landscapeLeft.rawValue))
    /// Landscape with the bottom on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.landscapeRight.rawValue))
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.portraitUpsideDown.rawValue))
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside-down portrait (an iPhone's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
