/// Where a single-line label puts text it shrank to fit (`UILabel.adjustsFontSizeToFitWidth`), vertically.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline stays where the full-size text's baseline would be (the default).
    case alignBaselines = 0
    /// The shrunk text is centred vertically in the label.
    case alignCenters = 1
    /// The shrunk text's top stays where the full-size text's top would be.
    case none = 2
}
