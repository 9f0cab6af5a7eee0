/// The content of a list row, header or footer as a value: an image, a text and a secondary text, with
/// their fonts, colours, spacing and margins. `UIListContentView` shows it.
///
/// Start from the preset for the place it goes (`cell()`, `subtitleCell()`, `valueCell()`, the header and
/// footer presets, the sidebar ones), or from a cell's `defaultContentConfiguration()`, set the text and
/// image, and assign it to the cell's `contentConfiguration`. The cell restyles it for its state through
/// `updated(for:)`.
///
/// Where Tessera differs: there are no symbol configurations (`preferredSymbolConfiguration`), as Tessera
/// has no SF Symbols; the presets' metrics follow iOS 17 on iPhone (see each preset) but are measured by
/// eye, not read from Apple's source.
public struct UIListContentConfiguration: Hashable {
    /// The preset a configuration started from: it decides the state styling and the minimum height.
    enum Style: Hashable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, accompaniedSidebarCell, sidebarHeader, sidebarSubtitleCell, accompaniedSidebarSubtitleCell

        /// Whether rows of this style are at least 44 points tall, as iOS's rows are.
        var isCell: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .accompaniedSidebarCell, .sidebarSubtitleCell,
                 .accompaniedSidebarSubtitleCell: return true
            default: return false
            }
        }

        /// Whether a selected row of this style is filled with the tint (so its content turns white).
        var isTintedSidebar: Bool { self == .sidebarCell || self == .sidebarSubtitleCell }
    }

    let style: Style

    /// The image, drawn in a column before the text.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// Styled primary text, shown instead of `text` (its own attributes win over `textProperties`).
    public var attributedText: NSAttributedString?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text: under the primary text, or beside it at the trailing edge in a value cell.
    public var secondaryText: String?
    /// Styled secondary text, shown instead of `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The axes along which the content view's margins grow to the superview's (a cell's) margins, so
    /// the content lines up with the cell's separator and the navigation bar title. Horizontal by default.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The space between the content view's edges and its content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the two texts sit side by side (primary leading, secondary trailing) when both fit on one
    /// line; when they do not, the secondary text goes under the primary text.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image's column and the text.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the primary text and the secondary text under it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least space between the primary text and the secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    init(style: Style, text: TextProperties, secondaryText: TextProperties, margins: NSDirectionalEdgeInsets) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
    }

    /// The least height a content view showing this configuration takes (44 points for rows).
    var minimumHeight: CGFloat { style.isCell ? 44 : 0 }
}

extension UIListContentConfiguration: UIContentConfiguration {
    /// Makes a `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration styled for a state, as iOS 17 styles its presets: a selected sidebar row
    /// (filled with the tint) draws its text and image in white; a disabled row draws its texts and
    /// image in `tertiaryLabel`. Colours you set yourself are kept. Other states change nothing (a plain
    /// row's selection shows in its background).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var selected = false, disabled = false
        if let cell = state as? UICellConfigurationState {
            selected = cell.isSelected; disabled = cell.isDisabled
        } else if let view = state as? UIViewConfigurationState {
            selected = view.isSelected; disabled = view.isDisabled
        }
        let preset = Self.preset(style)
        var copy = self
        func restyle(_ color: UIColor) {
            if copy.textProperties.color == preset.textProperties.color { copy.textProperties.color = color }
            if copy.secondaryTextProperties.color == preset.secondaryTextProperties.color {
                copy.secondaryTextProperties.color = color
            }
            if copy.imageProperties.tintColor == preset.imageProperties.tintColor { copy.imageProperties.tintColor = color }
        }
        if disabled {
            restyle(.tertiaryLabel)
        } else if selected && style.isTintedSidebar {
            restyle(.white)
        }
        return copy
    }
}
