/// The segmented control's appearance properties (UIKit's `UI_APPEARANCE_SELECTOR`s). Style sheets name
/// them with their axis values: `backgroundImage:selected:default`, `dividerImage:normal:selected:default`,
/// `titleTextAttributes:selected`, `contentPositionAdjustment:left:default`.
extension UISegmentedControl {
    static let selectedSegmentTintColorAppearance = AppearanceProperty(
        name: "selectedSegmentTintColor", of: UISegmentedControl.self, axes: [], defaultValue: UIColor?.none
    ) { control, color, _ in control.selectedSegmentTintColor = color }

    static let backgroundImageAppearance = AppearanceProperty(
        name: "backgroundImage", of: UISegmentedControl.self, axes: [.controlState, .barMetrics], defaultValue: UIImage?.none
    ) { control, image, axes in
        control.setBackgroundImage(image, for: UIControl.State(rawValue: UInt(axes[0])), barMetrics: UIBarMetrics(rawValue: axes[1]) ?? .default)
    }

    static let dividerImageAppearance = AppearanceProperty(
        name: "dividerImage", of: UISegmentedControl.self, axes: [.leftSegmentState, .rightSegmentState, .barMetrics],
        defaultValue: UIImage?.none
    ) { control, image, axes in
        control.setDividerImage(image, forLeftSegmentState: UIControl.State(rawValue: UInt(axes[0])),
                                rightSegmentState: UIControl.State(rawValue: UInt(axes[1])), barMetrics: UIBarMetrics(rawValue: axes[2]) ?? .default)
    }

    static let titleTextAttributesAppearance = AppearanceProperty(
        name: "titleTextAttributes", of: UISegmentedControl.self, axes: [.controlState],
        defaultValue: [NSAttributedString.Key: Any]?.none
    ) { control, attributes, axes in control.setTitleTextAttributes(attributes, for: UIControl.State(rawValue: UInt(axes[0]))) }

    static let contentPositionAdjustmentAppearance = AppearanceProperty(
        name: "contentPositionAdjustment", of: UISegmentedControl.self, axes: [.segmentType, .barMetrics], defaultValue: UIOffset.zero
    ) { control, offset, axes in
        control.setContentPositionAdjustment(offset, forSegmentType: Segment(rawValue: axes[0]) ?? .any,
                                             barMetrics: UIBarMetrics(rawValue: axes[1]) ?? .default)
    }

    /// Every appearance property of the class, for the schema.
    static var appearanceProperties: [AppearanceProperty] {
        [selectedSegmentTintColorAppearance, backgroundImageAppearance, dividerImageAppearance,
         titleTextAttributesAppearance, contentPositionAdjustmentAppearance]
    }
}

extension UIAppearanceProxy where View: UISegmentedControl {
    /// Records a background image for a state and bar metrics.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        setAppearanceValue(backgroundImage, for: UISegmentedControl.backgroundImageAppearance, axes: [Int(state.rawValue), barMetrics.rawValue])
    }

    /// The background image recorded for a state and bar metrics.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        appearanceValue(for: UISegmentedControl.backgroundImageAppearance, axes: [Int(state.rawValue), barMetrics.rawValue],
                        as: UIImage?.self) ?? nil
    }

    /// Records a divider image for a pair of segment states and bar metrics.
    public func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        setAppearanceValue(dividerImage, for: UISegmentedControl.dividerImageAppearance,
                           axes: [Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue])
    }

    /// The divider image recorded for a pair of segment states and bar metrics.
    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                             barMetrics: UIBarMetrics) -> UIImage? {
        appearanceValue(for: UISegmentedControl.dividerImageAppearance,
                        axes: [Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue], as: UIImage?.self) ?? nil
    }

    /// Records title attributes for a state.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        setAppearanceValue(attributes, for: UISegmentedControl.titleTextAttributesAppearance, axes: [Int(state.rawValue)])
    }

    /// The title attributes recorded for a state.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        appearanceValue(for: UISegmentedControl.titleTextAttributesAppearance, axes: [Int(state.rawValue)],
                        as: [NSAttributedString.Key: Any]?.self) ?? nil
    }

    /// Records a content position adjustment for a segment position and bar metrics.
    public func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                             barMetrics: UIBarMetrics) {
        setAppearanceValue(adjustment, for: UISegmentedControl.contentPositionAdjustmentAppearance,
                           axes: [leftCenterRightOrAlone.rawValue, barMetrics.rawValue])
    }

    /// The content position adjustment recorded for a segment position and bar metrics.
    public func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: UISegmentedControl.Segment,
                                          barMetrics: UIBarMetrics) -> UIOffset? {
        appearanceValue(for: UISegmentedControl.contentPositionAdjustmentAppearance,
                        axes: [leftCenterRightOrAlone.rawValue, barMetrics.rawValue], as: UIOffset.self)
    }
}
