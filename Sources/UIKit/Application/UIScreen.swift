/// The display windows are shown on: its size in points, scale, safe-area insets and traits.
///
/// Tessera has no hardware screen to ask: a screen follows a `DeviceProfile` (by default the
/// 390×844-point iPhone at 3×), which tests and apps may change with `profile`. Windows on the screen
/// follow the change (size, safe area, scale).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the app runs on, in any process (an app, a test): the device `TESSERA_DEVICE` names
    /// (`iphone`, `iphone-se`, `ipad`, `desktop`; else the 390×844-point iPhone) at the scale
    /// `TESSERA_SCALE` gives (else the device's). Its text size starts at the one `TESSERA_CONTENT_SIZE`
    /// names (`XL`, `accessibilityM`, or Apple's raw value), else large.
    public static let main: UIScreen = {
        let screen = UIScreen(profile: .ofEnvironment)
        if let name = ProcessEnvironment.value("TESSERA_CONTENT_SIZE") {
            if let category = UIContentSizeCategory(environmentName: name) {
                screen.preferredContentSizeCategory = category
            } else {
                TesseraLog.error("UIKit", "TESSERA_CONTENT_SIZE=\(name) names no content size category (XS, S, M, L, XL, XXL, XXXL, accessibilityM…accessibilityXXXL); using large")
            }
        }
        mainMade = true
        return screen
    }()

    /// The device the screen imitates: size, scale, safe area and idiom. Setting it resizes the screen's
    /// windows that fill it and redraws them at the new scale.
    public var profile: DeviceProfile {
        didSet { profileDidChange(from: oldValue) }
    }

    /// Light or dark (the platform's style at first); windows and views on this screen resolve dynamic
    /// colours with it.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet { if userInterfaceStyle != oldValue { refreshTraits() } }
    }

    /// The preferred text size (Dynamic Type) of the screen's interface. A change reaches the trait
    /// collections first; for the main screen, `UIContentSizeCategory.didChangeNotification` then goes out
    /// on the application, as on iOS when the user changes the setting.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            guard preferredContentSizeCategory != oldValue else { return }
            refreshTraits()
            guard self === UIScreen.mainIfMade else { return }
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory])
        }
    }

    /// The main screen once it exists (nil while `main` is still being made).
    private static var mainIfMade: UIScreen? { mainMade ? main : nil }
    private static var mainMade = false

    /// Creates a screen imitating `profile`.
    public init(profile: DeviceProfile) {
        self.profile = profile
        let style = InterfaceStyleState.systemStyle
        userInterfaceStyle = style
        storedTraits = Self.traits(profile: profile, style: style, contentSize: .large)
    }

    /// The screen's rectangle in points (origin zero).
    open var bounds: CGRect { CGRect(origin: .zero, size: profile.size) }

    /// The bounds in pixels, in portrait orientation.
    open var nativeBounds: CGRect {
        let portrait = profile.size.width <= profile.size.height ? profile.size
            : CGSize(width: profile.size.height, height: profile.size.width)
        return CGRect(x: 0, y: 0, width: portrait.width * nativeScale, height: portrait.height * nativeScale)
    }

    /// Pixels per point.
    open var scale: CGFloat { profile.scale }

    /// The physical pixels per point (the same as `scale`: Tessera renders at the native scale).
    open var nativeScale: CGFloat { profile.scale }

    /// The screen's traits: scale, idiom, size classes, style and text size.
    open var traitCollection: UITraitCollection { storedTraits }

    /// The area of the screen not covered by bars, rounded corners or the sensor housing, as insets.
    open var safeAreaInsets: UIEdgeInsets { profile.safeAreaInsets }

    /// The screen's coordinate space: its bounds in points, as the screen is turned now. Views convert
    /// to it (`view.convert(rect, to: screen.coordinateSpace)`) to find where they are on the screen.
    open var coordinateSpace: any UICoordinateSpace { screenSpace }
    private lazy var screenSpace = ScreenCoordinateSpace(screen: self)

    /// Frames per second the screen shows at most.
    open var maximumFramesPerSecond: Int { 60 }

    /// The screen's brightness, 0…1 (kept; there is no backlight to change).
    open var brightness: CGFloat = 0.5

    private var storedTraits: UITraitCollection

    private func profileDidChange(from old: DeviceProfile) {
        if self === UIScreen.main, profile.scale > 0 { MainScreenScale.value = profile.scale }
        storedTraits = Self.traits(profile: profile, style: userInterfaceStyle, contentSize: preferredContentSizeCategory)
        for window in UIApplication.shared.allWindows where window.screen === self {
            window.screenDidChange(from: old)
        }
    }

    /// Recomputes the screen's traits and brings its windows' trees up to date.
    func refreshTraits() {
        storedTraits = Self.traits(profile: profile, style: userInterfaceStyle, contentSize: preferredContentSizeCategory)
        for window in UIApplication.shared.allWindows where window.screen === self {
            window.updateTraitsInSubtree()
        }
    }

    private static func traits(profile: DeviceProfile, style: UIUserInterfaceStyle,
                               contentSize: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(style: style, level: .base, contrast: .normal, scale: profile.scale, contentSize: contentSize,
                          idiom: profile.idiom, horizontal: profile.horizontalSizeClass,
                          vertical: profile.verticalSizeClass,
                          direction: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}

extension UIScreen {
    /// An image of what the screen shows: a frame is composited (no time passes) and the visible
    /// windows are drawn back to front over black. A Tessera addition for headless apps and tests.
    public func snapshotImage() -> UIImage {
        UIApplication.shared.advanceFrame(by: 0)
        return UIApplication.shared.screenImage(self)
    }
}
