import UIKit

/// The device a view controller is snapshotted on: its screen size, safe-area insets and traits.
///
/// The same type and device names as swift-snapshot-testing's on iOS, so `assertSnapshot(of: vc,
/// as: .image(on: .iPhone13))` ports unchanged. Tessera has no simulator to ask, so the sizes, insets and
/// scales are those Apple publishes for each device. The iPad split-view variants of the iOS library are
/// not offered: Tessera has no multitasking to split the screen with. Like the iOS library's, a configuration
/// is a plain value usable from any thread.
public struct ViewImageConfig: Sendable {
    /// Which way up a phone is held.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// The insets of the area not covered by bars, rounded corners or the sensor housing.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; nil keeps the view's own size.
    public var size: CGSize?
    /// The traits the view is drawn with (scale, size classes, idiom…).
    public var traits: UITraitCollection

    /// A configuration with explicit values; the defaults keep the view as it is.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone of `portrait` size at `scale`, with the insets of each orientation.
    private static func phone(_ orientation: Orientation, portrait: CGSize, scale: CGFloat,
                              portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets,
                              landscapeIsRegular: Bool = false) -> ViewImageConfig {
        let traits: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        let size: CGSize
        let insets: UIEdgeInsets
        switch orientation {
        case .portrait:
            size = portrait
            insets = portraitInsets
            traits = (.compact, .regular)
        case .landscape:
            size = CGSize(width: portrait.height, height: portrait.width)
            insets = landscapeInsets
            traits = (landscapeIsRegular ? .regular : .compact, .compact)
        }
        let collection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: traits.0),
            UITraitCollection(verticalSizeClass: traits.1),
        ])
        return ViewImageConfig(safeArea: insets, size: size, traits: collection)
    }

    /// An iPad of `landscape` size: regular both ways, 2×.
    private static func pad(_ orientation: Orientation, landscape: CGSize, top: CGFloat, bottom: CGFloat) -> ViewImageConfig {
        let size = orientation == .landscape ? landscape : CGSize(width: landscape.height, height: landscape.width)
        let collection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceIdiom: .pad),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(verticalSizeClass: .regular),
        ])
        return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: size, traits: collection)
    }

    private static let classicInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    private static let notchLandscape47 = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    private static let notchLandscape50 = UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50)

    /// iPhone SE (1st generation), 320×568 points at 2×, in portrait.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation), 320×568 points at 2×.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 320, height: 568), scale: 2, portraitInsets: classicInsets, landscapeInsets: .zero)
    }

    /// iPhone 8, 375×667 points at 2×, in portrait.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8, 375×667 points at 2×.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 667), scale: 2, portraitInsets: classicInsets, landscapeInsets: .zero)
    }

    /// iPhone 8 Plus, 414×736 points at 3×, in portrait.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus, 414×736 points at 3× (regular width in landscape).
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 736), scale: 3, portraitInsets: classicInsets,
              landscapeInsets: .zero, landscapeIsRegular: true)
    }

    /// iPhone X, 375×812 points at 3×, in portrait.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X, 375×812 points at 3×, with the sensor housing and home indicator.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 812), scale: 3,
              portraitInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), landscapeInsets: notchLandscape)
    }

    /// iPhone XS Max, 414×896 points at 3×, in portrait.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max, 414×896 points at 3× (regular width in landscape).
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), scale: 3,
              portraitInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), landscapeInsets: notchLandscape,
              landscapeIsRegular: true)
    }

    /// iPhone XR, 414×896 points at 2×, in portrait.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR, 414×896 points at 2× (regular width in landscape).
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 414, height: 896), scale: 2,
              portraitInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), landscapeInsets: notchLandscape,
              landscapeIsRegular: true)
    }

    /// iPhone 12, 390×844 points at 3×, in portrait.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12, 390×844 points at 3×.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 390, height: 844), scale: 3,
              portraitInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), landscapeInsets: notchLandscape47)
    }

    /// iPhone 12 Pro: the same screen as the iPhone 12.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the same screen as the iPhone 12.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 12 Pro Max, 428×926 points at 3×, in portrait.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max, 428×926 points at 3× (regular width in landscape).
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 428, height: 926), scale: 3,
              portraitInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), landscapeInsets: notchLandscape47,
              landscapeIsRegular: true)
    }

    /// iPhone 13, 390×844 points at 3×, in portrait.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13, 390×844 points at 3×.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 13 mini, 375×812 points at 3×, in portrait.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini, 375×812 points at 3×.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: 375, height: 812), scale: 3,
              portraitInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), landscapeInsets: notchLandscape50)
    }

    /// iPhone 13 Pro: the same screen as the iPhone 13.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the same screen as the iPhone 13.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    /// iPhone 13 Pro Max, 428×926 points at 3×, in portrait.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max, 428×926 points at 3× (regular width in landscape).
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    /// iPad mini (5th generation), 1024×768 points at 2×, in landscape.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini (5th generation), 1024×768 points at 2×, a 20-point status bar.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, landscape: CGSize(width: 1024, height: 768), top: 20, bottom: 0)
    }

    /// iPad 9.7-inch: the same screen as the iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: the same screen as the iPad mini.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch, 1080×810 points at 2×, in landscape.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch, 1080×810 points at 2×, a 20-point status bar.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, landscape: CGSize(width: 1080, height: 810), top: 20, bottom: 0)
    }

    /// iPad Pro 10.5-inch, 1112×834 points at 2×, in landscape.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch, 1112×834 points at 2×, a 20-point status bar.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, landscape: CGSize(width: 1112, height: 834), top: 20, bottom: 0)
    }

    /// iPad Pro 11-inch, 1194×834 points at 2×, in landscape.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch, 1194×834 points at 2×, a 24-point status bar and the home indicator.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, landscape: CGSize(width: 1194, height: 834), top: 24, bottom: 20)
    }

    /// iPad Pro 12.9-inch, 1366×1024 points at 2×, in landscape.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch, 1366×1024 points at 2×, a 24-point status bar and the home indicator.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        pad(orientation, landscape: CGSize(width: 1366, height: 1024), top: 24, bottom: 20)
    }
}
