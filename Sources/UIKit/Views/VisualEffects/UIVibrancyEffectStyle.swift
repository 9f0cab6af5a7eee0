/// How vibrant content over a blur is drawn: the label and fill levels of iOS 13's vibrancy.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    /// Primary text.
    case label
    /// Secondary text.
    case secondaryLabel
    /// Tertiary text.
    case tertiaryLabel
    /// Quaternary text.
    case quaternaryLabel
    /// Large filled areas with primary content.
    case fill
    /// Large filled areas with secondary content.
    case secondaryFill
    /// Large filled areas with tertiary content.
    case tertiaryFill
    /// Separators.
    case separator

    /// The semantic colour the style draws content in (resolved light or dark with the blur's look).
    var color: UIColor {
        switch self {
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .tertiaryLabel: return .tertiaryLabel
        case .quaternaryLabel: return .quaternaryLabel
        case .fill: return .systemFill
        case .secondaryFill: return .secondarySystemFill
        case .tertiaryFill: return .tertiarySystemFill
        case .separator: return .separator
        }
    }
}
