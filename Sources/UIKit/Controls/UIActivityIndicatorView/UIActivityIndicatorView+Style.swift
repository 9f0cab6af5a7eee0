extension UIActivityIndicatorView {
    /// The size (and, for the deprecated styles, the colour) of an activity indicator.
    public enum Style: Int, Sendable {
        /// Large and white (deprecated in iOS 13: `.large` with a white `color`).
        @available(*, deprecated, message: "use .large and set color")
        case whiteLarge = 0
        /// Medium and white (deprecated in iOS 13: `.medium` with a white `color`).
        @available(*, deprecated, message: "use .medium and set color")
        case white = 1
        /// Medium and grey (deprecated in iOS 13: `.medium`).
        @available(*, deprecated, message: "use .medium")
        case gray = 2
        /// The standard 20-point indicator.
        case medium = 100
        /// The 37-point indicator.
        case large = 101
    }
}

extension UIActivityIndicatorView.Style {
    /// Whether the style is one of the large ones.
    var isLarge: Bool { rawValue == 0 || rawValue == 101 }

    /// The style's size: 20×20, or 37×37 for the large ones.
    var size: CGSize { isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    /// The style's colour: white or grey for the deprecated styles, the secondary label colour otherwise.
    var defaultColor: UIColor {
        switch rawValue {
        case 0, 1: return .white
        case 2: return .gray
        default: return .secondaryLabel
        }
    }
}
