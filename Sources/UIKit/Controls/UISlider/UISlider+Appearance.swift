/// The slider's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): track and thumb tints, and
/// thumb and track images per state.
extension UISlider {
    static let minimumTrackTintColorAppearance = AppearanceProperty(name: "minimumTrackTintColor", of: UISlider.self, axes: [],
                                                                    defaultValue: UIColor?.none) { view, color, _ in view.minimumTrackTintColor = color }
    static let maximumTrackTintColorAppearance = AppearanceProperty(name: "maximumTrackTintColor", of: UISlider.self, axes: [],
                                                                    defaultValue: UIColor?.none) { view, color, _ in view.maximumTrackTintColor = color }
    static let thumbTintColorAppearance = AppearanceProperty(name: "thumbTintColor", of: UISlider.self, axes: [],
                                                             defaultValue: UIColor?.none) { view, color, _ in view.thumbTintColor = color }
    static let thumbImageAppearance = AppearanceProperty(name: "thumbImage", of: UISlider.self, axes: [.controlState],
                                                         defaultValue: UIImage?.none) { view, image, axes in
        view.setThumbImage(image, for: State(rawValue: UInt(axes[0])))
    }
    static let minimumTrackImageAppearance = AppearanceProperty(name: "minimumTrackImage", of: UISlider.self, axes: [.controlState],
                                                                defaultValue: UIImage?.none) { view, image, axes in
        view.setMinimumTrackImage(image, for: State(rawValue: UInt(axes[0])))
    }
    static let maximumTrackImageAppearance = AppearanceProperty(name: "maximumTrackImage", of: UISlider.self, axes: [.controlState],
                                                                defaultValue: UIImage?.none) { view, image, axes in
        view.setMaximumTrackImage(image, for: State(rawValue: UInt(axes[0])))
    }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [minimumTrackTintColorAppearance, maximumTrackTintColorAppearance, thumbTintColorAppearance,
         thumbImageAppearance, minimumTrackImageAppearance, maximumTrackImageAppearance]
    }
}

extension UIAppearanceProxy where View: UISlider {
    /// Records a thumb image for a state.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UISlider.thumbImageAppearance, axes: [Int(state.rawValue)])
    }
    /// The thumb image recorded for a state.
    public func thumbImage(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UISlider.thumbImageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }
    /// Records a minimum-side track image for a state.
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UISlider.minimumTrackImageAppearance, axes: [Int(state.rawValue)])
    }
    /// The minimum-side track image recorded for a state.
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UISlider.minimumTrackImageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }
    /// Records a maximum-side track image for a state.
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UISlider.maximumTrackImageAppearance, axes: [Int(state.rawValue)])
    }
    /// The maximum-side track image recorded for a state.
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UISlider.maximumTrackImageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }
}
