/// How the device is held, as its sensors would report it (`UIDevice.current.orientation`). Unlike
/// `UIInterfaceOrientation`, landscape is named after the side the home button (or bottom) is on: a
/// device turned `.landscapeLeft` shows the interface `.landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known: before `beginGeneratingDeviceOrientationNotifications()`, as on iOS.
    case unknown = 0
    /// Upright, the bottom of the device down.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, turned left (the bottom of the device on the right).
    case landscapeLeft = 3
    /// On its side, turned right.
    case landscapeRight = 4
    /// Flat, the screen up.
    case faceUp = 5
    /// Flat, the screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take the orientation (it is portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
