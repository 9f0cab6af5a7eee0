/// The activity indicator's appearance property (UIKit's `UI_APPEARANCE_SELECTOR`): its colour.
extension UIActivityIndicatorView {
    static let colorAppearance = AppearanceProperty(
        name: "color", of: UIActivityIndicatorView.self, axes: [], defaultValue: UIColor?.none
    ) { indicator, color, _ in indicator.color = color }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [colorAppearance]
    }
}
