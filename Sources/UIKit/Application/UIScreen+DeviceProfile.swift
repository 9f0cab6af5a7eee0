extension UIScreen {
    /// A device a screen imitates: its size in points, scale, safe-area insets and idiom. (Tessera's: iOS
    /// reads these from the hardware.)
    public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
        /// A short name, such as "iPhone".
        public var name: String
        /// The screen's size in points.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// The insets of the area not covered by the status bar, home indicator, corners or sensor housing.
        public var safeAreaInsets: UIEdgeInsets
        /// The device family.
        public var idiom: UIUserInterfaceIdiom

        /// The insets after a quarter turn (a phone's sensor housing moves to the side).
        public var rotatedSafeAreaInsets: UIEdgeInsets

        /// Creates a profile; `rotatedSafeAreaInsets` defaults to `safeAreaInsets`.
        public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero,
                    rotatedSafeAreaInsets: UIEdgeInsets? = nil, idiom: UIUserInterfaceIdiom) {
            self.name = name
            self.size = size
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.rotatedSafeAreaInsets = rotatedSafeAreaInsets ?? safeAreaInsets
            self.idiom = idiom
        }

        /// A 6.1-inch iPhone (iPhone 14/15 class): 390×844 points at 3×, status bar and sensor housing on top
        /// (47 pt) and the home indicator below (34 pt); in landscape 47 pt each side and 21 pt below. The default.
        public static let iPhone = DeviceProfile(name: "iPhone", size: CGSize(width: 390, height: 844), scale: 3,
                                                 safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                                 rotatedSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                                                 idiom: .phone)

        /// iPhone SE: 375×667 points at 2×, a 20-point status bar (hidden in landscape) and no home indicator.
        public static let iPhoneSE = DeviceProfile(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2,
                                                   safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                                   rotatedSafeAreaInsets: .zero, idiom: .phone)

        /// An 11-inch iPad (iPad Air class): 820×1180 points at 2×, a 24-point status bar and the home
        /// indicator (20 pt).
        public static let iPad = DeviceProfile(name: "iPad", size: CGSize(width: 820, height: 1180), scale: 2,
                                               safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                               idiom: .pad)

        /// A desktop window: 1024×768 points at 1×, no insets.
        public static let desktop = DeviceProfile(name: "Desktop", size: CGSize(width: 1024, height: 768), scale: 1,
                                                  idiom: .mac)

        /// Whether the screen is wider than tall.
        public var isLandscape: Bool { size.width > size.height }

        /// The same device turned a quarter: width and height swapped, and the two sets of insets swapped.
        public var rotated: DeviceProfile {
            var turned = self
            turned.size = CGSize(width: size.height, height: size.width)
            turned.safeAreaInsets = rotatedSafeAreaInsets
            turned.rotatedSafeAreaInsets = safeAreaInsets
            return turned
        }

        /// Phones are compact across in portrait (and in landscape, except the largest); pads and
        /// desktop windows are regular from 678 points across (the narrowest window iPadOS gives a
        /// regular width: half of a 12.9-inch iPad in landscape) and compact below, so a narrow desktop
        /// window lays out as an iPad in Split View does.
        var horizontalSizeClass: UIUserInterfaceSizeClass {
            if idiom == .phone { return size.width < 800 ? .compact : .regular }
            return size.width < 678 ? .compact : .regular
        }

        /// Phones in landscape are compact in height; everything else is regular.
        var verticalSizeClass: UIUserInterfaceSizeClass {
            idiom == .phone && isLandscape ? .compact : .regular
        }

        public var description: String { "\(name) \(Int(size.width))×\(Int(size.height)) @\(Int(scale))x" }
    }
}
