extension UIListContentConfiguration {
    /// A row: body text in `label`, an optional subheadline secondary text in `secondaryLabel` under it,
    /// 11-point top and bottom margins and at least 44 points of height.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, text: props(.body, .label), secondaryText: props(.subheadline, .secondaryLabel),
                                   margins: rowMargins)
    }

    /// A row with a subtitle: body text over subheadline secondary text in `secondaryLabel`.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, text: props(.body, .label),
                                   secondaryText: props(.subheadline, .secondaryLabel), margins: rowMargins)
    }

    /// A row with a value: body text at the leading edge and body secondary text in `secondaryLabel` at
    /// the trailing edge (under the text when both do not fit on one line), as in Settings.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .valueCell, text: props(.body, .label),
                                                       secondaryText: props(.body, .secondaryLabel), margins: rowMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A section header in a plain list: headline text in `label`.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, text: props(.headline, .label), secondaryText: props(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A section footer in a plain list: footnote text in `secondaryLabel`.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainFooter, text: props(.footnote, .secondaryLabel),
                                   secondaryText: props(.footnote, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A section header in a grouped list: upper-case footnote text in `secondaryLabel`, 17 points above
    /// and 6 below.
    public static func groupedHeader() -> UIListContentConfiguration {
        var text = props(.footnote, .secondaryLabel)
        text.transform = .uppercase
        return UIListContentConfiguration(style: .groupedHeader, text: text, secondaryText: props(.footnote, .secondaryLabel),
                                          margins: NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
    }

    /// A section footer in a grouped list: footnote text in `secondaryLabel`, 6 points above and 17 below.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter, text: props(.footnote, .secondaryLabel),
                                   secondaryText: props(.footnote, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16))
    }

    /// A prominent section header in an inset-grouped list: bold title 3 text in `label`.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader, text: props(.title3, .label, weight: .bold),
                                   secondaryText: props(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
    }

    /// An extra-prominent section header in an inset-grouped list: bold title 2 text in `label`.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader, text: props(.title2, .label, weight: .bold),
                                   secondaryText: props(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
    }

    /// A row in a sidebar: body text in `label` and a tinted image; white on the tint while selected.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell, text: props(.body, .label), secondaryText: props(.subheadline, .secondaryLabel),
                                   margins: rowMargins)
    }

    /// A row in a sidebar shown next to content: as `sidebarCell()`, with a grey selection.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell, text: props(.body, .label),
                                   secondaryText: props(.subheadline, .secondaryLabel), margins: rowMargins)
    }

    /// A section header in a sidebar: headline text in `secondaryLabel`.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarHeader, text: props(.headline, .secondaryLabel),
                                   secondaryText: props(.subheadline, .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 6, trailing: 16))
    }

    /// A sidebar row with a subtitle: body text over subheadline secondary text in `secondaryLabel`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell, text: props(.body, .label),
                                   secondaryText: props(.subheadline, .secondaryLabel), margins: rowMargins)
    }

    /// A sidebar row with a subtitle, in a sidebar shown next to content.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell, text: props(.body, .label),
                                   secondaryText: props(.subheadline, .secondaryLabel), margins: rowMargins)
    }

    /// The preset a style starts from.
    static func preset(_ style: Style) -> UIListContentConfiguration {
        switch style {
        case .cell: return cell()
        case .subtitleCell: return subtitleCell()
        case .valueCell: return valueCell()
        case .plainHeader: return plainHeader()
        case .plainFooter: return plainFooter()
        case .groupedHeader: return groupedHeader()
        case .groupedFooter: return groupedFooter()
        case .prominentInsetGroupedHeader: return prominentInsetGroupedHeader()
        case .extraProminentInsetGroupedHeader: return extraProminentInsetGroupedHeader()
        case .sidebarCell: return sidebarCell()
        case .accompaniedSidebarCell: return accompaniedSidebarCell()
        case .sidebarHeader: return sidebarHeader()
        case .sidebarSubtitleCell: return sidebarSubtitleCell()
        case .accompaniedSidebarSubtitleCell: return accompaniedSidebarSubtitleCell()
        }
    }

    /// A row's margins: 11 points above and below (with 44-point rows, one line of body text), 16 at the
    /// sides (the cell's own margins win when larger).
    static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// Text properties for a text style at the current content size, in a weight.
    static func props(_ style: UIFont.TextStyle, _ color: UIColor, weight: UIFont.Weight? = nil) -> TextProperties {
        let font: UIFont
        if let weight {
            var category = UITraitCollection.current.preferredContentSizeCategory
            if category == .unspecified { category = .large }
            font = UIFont.systemFont(size: style.size(for: category), weight: weight.cssWeight, textStyle: style)
        } else {
            font = UIFont.preferredFont(forTextStyle: style)
        }
        return TextProperties(font: font, color: color)
    }
}
