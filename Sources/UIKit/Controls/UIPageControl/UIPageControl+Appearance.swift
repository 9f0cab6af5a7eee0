/// The page control's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): its indicator colours.
extension UIPageControl {
    static let pageIndicatorTintColorAppearance = AppearanceProperty(
        name: "pageIndicatorTintColor", of: UIPageControl.self, axes: [], defaultValue: UIColor?.none
    ) { control, color, _ in control.pageIndicatorTintColor = color }

    static let currentPageIndicatorTintColorAppearance = AppearanceProperty(
        name: "currentPageIndicatorTintColor", of: UIPageControl.self, axes: [], defaultValue: UIColor?.none
    ) { control, color, _ in control.currentPageIndicatorTintColor = color }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [pageIndicatorTintColorAppearance, currentPageIndicatorTintColorAppearance]
    }
}
