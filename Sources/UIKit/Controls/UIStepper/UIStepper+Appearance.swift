/// The stepper's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s): the images per state.
/// Style sheets name them with their states: `incrementImage:highlighted`, `dividerImage:normal:highlighted`.
extension UIStepper {
    static let backgroundImageAppearance = AppearanceProperty(
        name: "backgroundImage", of: UIStepper.self, axes: [.controlState], defaultValue: UIImage?.none
    ) { stepper, image, axes in stepper.setBackgroundImage(image, for: UIControl.State(rawValue: UInt(axes[0]))) }

    static let dividerImageAppearance = AppearanceProperty(
        name: "dividerImage", of: UIStepper.self, axes: [.leftSegmentState, .rightSegmentState], defaultValue: UIImage?.none
    ) { stepper, image, axes in
        stepper.setDividerImage(image, forLeftSegmentState: UIControl.State(rawValue: UInt(axes[0])),
                                rightSegmentState: UIControl.State(rawValue: UInt(axes[1])))
    }

    static let incrementImageAppearance = AppearanceProperty(
        name: "incrementImage", of: UIStepper.self, axes: [.controlState], defaultValue: UIImage?.none
    ) { stepper, image, axes in stepper.setIncrementImage(image, for: UIControl.State(rawValue: UInt(axes[0]))) }

    static let decrementImageAppearance = AppearanceProperty(
        name: "decrementImage", of: UIStepper.self, axes: [.controlState], defaultValue: UIImage?.none
    ) { stepper, image, axes in stepper.setDecrementImage(image, for: UIControl.State(rawValue: UInt(axes[0]))) }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [backgroundImageAppearance, dividerImageAppearance, incrementImageAppearance, decrementImageAppearance]
    }
}

extension UIAppearanceProxy where View: UIStepper {
    /// Records a background image for a state.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UIStepper.backgroundImageAppearance, axes: [Int(state.rawValue)])
    }

    /// The background image recorded for a state.
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UIStepper.backgroundImageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }

    /// Records a divider image for a pair of states.
    public func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        setAppearanceValue(image, for: UIStepper.dividerImageAppearance, axes: [Int(leftState.rawValue), Int(rightState.rawValue)])
    }

    /// The divider image recorded for a pair of states.
    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        appearanceValue(for: UIStepper.dividerImageAppearance, axes: [Int(leftState.rawValue), Int(rightState.rawValue)],
                        as: UIImage?.self) ?? nil
    }

    /// Records an increment image for a state.
    public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UIStepper.incrementImageAppearance, axes: [Int(state.rawValue)])
    }

    /// The increment image recorded for a state.
    public func incrementImage(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UIStepper.incrementImageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }

    /// Records a decrement image for a state.
    public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        setAppearanceValue(image, for: UIStepper.decrementImageAppearance, axes: [Int(state.rawValue)])
    }

    /// The decrement image recorded for a state.
    public func decrementImage(for state: UIControl.State) -> UIImage? {
        appearanceValue(for: UIStepper.decrementImageAppearance, axes: [Int(state.rawValue)], as: UIImage?.self) ?? nil
    }
}
