import Foundation

/// UIApplication's status bar and network indicator API, deprecated since iOS 13 (when scenes took the
/// status bar over) and still shipped; libraries still read them to place overlays.
///
/// Where Tessera differs: Apple's `@available(iOS, deprecated: 13.0)` has no effect on Linux, so these
/// are deprecated on every platform. Tessera draws no status bar: its frame is the band the screen's
/// safe area reserves for it at the top of the key window.
extension UIApplication {
    /// The status bar's frame in screen coordinates: the full width of the key window's screen and the
    /// height of its top safe-area inset (47 points on a 6.1-inch iPhone, 20 on an iPhone SE), or zero
    /// without a key window or in landscape on phones, where iOS hides the status bar.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        guard let window = keyWindow else { return .zero }
        let screen = window.screen
        guard !(screen.profile.idiom == .phone && screen.profile.isLandscape) else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.profile.safeAreaInsets.top)
    }

    /// The orientation of the key window's scene (portrait without one).
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation {
        guard let window = keyWindow else { return .portrait }
        if let scene = window.windowScene { return scene.interfaceOrientation }
        return window.screen.profile.isLandscape ? .landscapeRight : .portrait
    }

    /// Whether the status bar is hidden: true where it would have no room (a phone in landscape).
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool { statusBarFrame.height == 0 }

    /// Whether the network activity indicator should show. Since iOS 13 (and on every iPhone with a
    /// sensor housing) the system shows none, whatever this says; Tessera keeps the value so code that
    /// counts requests with it reads back what it wrote, and shows nothing either.
    @available(*, deprecated, message: "Provide a custom network activity UI in your app if desired.")
    public var isNetworkActivityIndicatorVisible: Bool {
        get { objc_getAssociatedObject(self, LegacyApplicationKeys.networkActivity) as? Bool ?? false }
        set { objc_setAssociatedObject(self, LegacyApplicationKeys.networkActivity, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The association keys of UIApplication's deprecated stored properties.
enum LegacyApplicationKeys {
    nonisolated(unsafe) static let networkActivity = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
