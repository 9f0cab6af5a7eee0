/// A scene that shows windows: its screen, windows, traits and title.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are shown on.
    open var screen: UIScreen { UIScreen.main }
    /// The scene's windows that are alive, shown or not.
    open var windows: [UIWindow] { UIApplication.shared.allWindows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The scene's traits: its screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The interface orientation the screen's size implies.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.profile.isLandscape ? .landscapeRight : .portrait
    }
    /// The scene's bounds in the screen: the whole screen.
    open var effectiveGeometry: CGRect { screen.bounds }
    /// The scene's coordinate space: its screen's (a scene fills its screen in Tessera), whose bounds are
    /// the screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

/// How the interface is turned relative to the device.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
