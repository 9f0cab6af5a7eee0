/// The switch's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): on tint, thumb tint, and
/// the on and off images.
extension UISwitch {
    static let onTintColorAppearance = AppearanceProperty(name: "onTintColor", of: UISwitch.self, axes: [],
                                                          defaultValue: UIColor?.none) { view, color, _ in view.onTintColor = color }
    static let thumbTintColorAppearance = AppearanceProperty(name: "thumbTintColor", of: UISwitch.self, axes: [],
                                                             defaultValue: UIColor?.none) { view, color, _ in view.thumbTintColor = color }
    static let onImageAppearance = AppearanceProperty(name: "onImage", of: UISwitch.self, axes: [],
                                                      defaultValue: UIImage?.none) { view, image, _ in view.onImage = image }
    static let offImageAppearance = AppearanceProperty(name: "offImage", of: UISwitch.self, axes: [],
                                                       defaultValue: UIImage?.none) { view, image, _ in view.offImage = image }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [onTintColorAppearance, thumbTintColorAppearance, onImageAppearance, offImageAppearance]
    }
}
