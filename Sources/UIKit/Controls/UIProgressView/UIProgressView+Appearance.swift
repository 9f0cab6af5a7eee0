/// The progress view's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): tints and images.
extension UIProgressView {
    static let progressTintColorAppearance = AppearanceProperty(name: "progressTintColor", of: UIProgressView.self, axes: [],
                                                                defaultValue: UIColor?.none) { view, color, _ in view.progressTintColor = color }
    static let trackTintColorAppearance = AppearanceProperty(name: "trackTintColor", of: UIProgressView.self, axes: [],
                                                             defaultValue: UIColor?.none) { view, color, _ in view.trackTintColor = color }
    static let progressImageAppearance = AppearanceProperty(name: "progressImage", of: UIProgressView.self, axes: [],
                                                            defaultValue: UIImage?.none) { view, image, _ in view.progressImage = image }
    static let trackImageAppearance = AppearanceProperty(name: "trackImage", of: UIProgressView.self, axes: [],
                                                         defaultValue: UIImage?.none) { view, image, _ in view.trackImage = image }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [progressTintColorAppearance, trackTintColorAppearance, progressImageAppearance, trackImageAppearance]
    }
}
