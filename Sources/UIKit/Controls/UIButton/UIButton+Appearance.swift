/// The button's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): title colour, title shadow
/// colour, image and background image per state, and content edge insets.
extension UIButton {
    static let titleColorAppearance = AppearanceProperty(name: "titleColor", of: UIButton.self, axes: [.controlState],
                                                         defaultValue: UIColor?.none) { button, color, axes in
        button.setTitleColor(color, for: State(rawValue: UInt(axes[0])))
    }
    static let titleShadowColorAppearance = AppearanceProperty(name: "titleShadowColor", of: UIButton.self, axes: [.controlState],
                                                               defaultValue: UIColor?.none) { button, color, axes in
        button.setTitleShadowColor(color, for: State(rawValue: UInt(axes[0])))
    }
    static let imageAppearance = AppearanceProperty(name: "image", of: UIButton.self, axes: [.controlState],
                                                    defaultValue: UIImage?.none) { button, image, axes in
        button.setImage(image ?? (axes[0] == 0 ? systemImage(for: button.buttonType) : nil), for: State(rawValue: UInt(axes[0])))
    }
    static let backgroundImageAppearance = AppearanceProperty(name: "backgroundImage", of: UIButton.self, axes: [.controlState],
                                                              defaultValue: UIImage?.none) { button, image, axes in
        button.setBackgroundImage(image, for: State(rawValue: UInt(axes[0])))
    }
    static let contentEdgeInsetsAppearance = AppearanceProperty(name: "contentEdgeInsets", of: UIButton.self, axes: [],
                                                                defaultValue: UIEdgeInsets.zero) { button, insets, _ in
        button.contentEdgeInsets = insets
    }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [titleColorAppearance, titleShadowColorAppearance, imageAppearance, backgroundImageAppearance,
         contentEdgeInsetsAppearance]
    }
}

extension UIAppearanceProxy where View: UIButton {
    /// Records a title colour for a state.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        setAppearanceValue(color, for: UIButton.titleColorAppearance, axes: [Int(state.rawValue)])
    }
    /// The title colour recorded for a state.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        appearanceValue(for: UIButton.titleColorAppearance, axes: [Int(state.rawValue)], as: UIColor?.self) ?? nil
    }
    /// Records a title shadow colour for a state.
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        setAppearanceValue(color, for: UIButton.titleShadowColorAppearance, axes: [Int(state.rawValue)])
    }
    /// The title shadow colour recorded for a state.
    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        appearanceValue(for: UIButton.titleShadowColorAppearance, axes: [Int(state.rawValue)], as: UIColor?.self) ?? nil
    }
    /// Records an image for a state.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UIButton.imageAppearance, axes: [Int(state.rawValue)])
    }
    /// The image recorded for a state.
    public func image(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UIButton.imageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }
    /// Records a background image for a state.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UIButton.backgroundImageAppearance, axes: [Int(state.rawValue)])
    }
    /// The background image recorded for a state.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UIButton.backgroundImageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }
}
