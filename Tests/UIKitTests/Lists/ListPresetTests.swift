import Testing
@testable import UIKit

/// Every UIListContentConfiguration preset's fonts, colours and margins, and how the configurations
/// restyle for selected, highlighted and disabled states.
@MainActor @Suite struct ListPresetTests {
    struct Expected {
        let preset: UIListContentConfiguration
        let size: CGFloat, weight: UIFont.Weight?, color: UIColor
        let secondarySize: CGFloat, secondaryColor: UIColor
        let top: CGFloat, bottom: CGFloat
    }

    static var table: [(String, Expected)] {
        [
            ("cell", Expected(preset: .cell(), size: 17, weight: nil, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 11, bottom: 11)),
            ("subtitleCell", Expected(preset: .subtitleCell(), size: 17, weight: nil, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 11, bottom: 11)),
            ("valueCell", Expected(preset: .valueCell(), size: 17, weight: nil, color: .label, secondarySize: 17, secondaryColor: .secondaryLabel, top: 11, bottom: 11)),
            ("plainHeader", Expected(preset: .plainHeader(), size: 17, weight: .semibold, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 6, bottom: 6)),
            ("plainFooter", Expected(preset: .plainFooter(), size: 13, weight: nil, color: .secondaryLabel, secondarySize: 13, secondaryColor: .secondaryLabel, top: 6, bottom: 6)),
            ("groupedHeader", Expected(preset: .groupedHeader(), size: 13, weight: nil, color: .secondaryLabel, secondarySize: 13, secondaryColor: .secondaryLabel, top: 17, bottom: 6)),
            ("groupedFooter", Expected(preset: .groupedFooter(), size: 13, weight: nil, color: .secondaryLabel, secondarySize: 13, secondaryColor: .secondaryLabel, top: 6, bottom: 17)),
            ("prominentInsetGroupedHeader", Expected(preset: .prominentInsetGroupedHeader(), size: 20, weight: .bold, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 16, bottom: 8)),
            ("extraProminentInsetGroupedHeader", Expected(preset: .extraProminentInsetGroupedHeader(), size: 22, weight: .bold, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 16, bottom: 8)),
            ("sidebarCell", Expected(preset: .sidebarCell(), size: 17, weight: nil, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 11, bottom: 11)),
            ("accompaniedSidebarCell", Expected(preset: .accompaniedSidebarCell(), size: 17, weight: nil, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 11, bottom: 11)),
            ("sidebarHeader", Expected(preset: .sidebarHeader(), size: 17, weight: .semibold, color: .secondaryLabel, secondarySize: 15, secondaryColor: .secondaryLabel, top: 11, bottom: 6)),
            ("sidebarSubtitleCell", Expected(preset: .sidebarSubtitleCell(), size: 17, weight: nil, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 11, bottom: 11)),
            ("accompaniedSidebarSubtitleCell", Expected(preset: .accompaniedSidebarSubtitleCell(), size: 17, weight: nil, color: .label, secondarySize: 15, secondaryColor: .secondaryLabel, top: 11, bottom: 11)),
        ]
    }

    @Test func everyPresetHasItsFontsColoursAndMargins() {
        for (name, e) in Self.table {
            let p = e.preset
            #expect(p.textProperties.font.pointSize == e.size, "\(name) text size")
            if let weight = e.weight {
                #expect(p.textProperties.font.face.weight == weight.cssWeight, "\(name) weight")
            }
            #expect(p.textProperties.color == e.color, "\(name) text colour")
            #expect(p.secondaryTextProperties.font.pointSize == e.secondarySize, "\(name) secondary size")
            #expect(p.secondaryTextProperties.color == e.secondaryColor, "\(name) secondary colour")
            #expect(p.directionalLayoutMargins.top == e.top && p.directionalLayoutMargins.bottom == e.bottom, "\(name) margins")
            #expect(p.axesPreservingSuperviewLayoutMargins == .horizontal, "\(name) preserves the cell's side margins")
            #expect(p.textProperties.numberOfLines == 0 && p.textProperties.adjustsFontForContentSizeCategory)
        }
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.plainHeader().textProperties.transform == .none)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
    }

    @Test func headersHaveNoRowMinimumButCellsDo() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Section"
        let view = UIListContentView(configuration: header)
        let height = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        let line = UIFont.preferredFont(forTextStyle: .footnote).lineHeight
        #expect(abs(height - (17 + ceil(line) + 6)) < 0.01)
        #expect(height < 44)
        var empty = UIListContentConfiguration.cell()
        empty.text = nil
        #expect(UIListContentView(configuration: empty).sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    }

    @Test func groupedHeadersShowUpperCaseText() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Network settings"
        let view = UIListContentView(configuration: header)
        #expect(view.textLabel.text == "NETWORK SETTINGS")
        header.attributedText = NSAttributedString(string: "Styled")
        view.configuration = header
        #expect(view.textLabel.attributedText?.string == "Styled", "attributed text is shown as given")
    }

    @Test func statesRestyleTheContent() {
        var disabled = UICellConfigurationState(traitCollection: .current)
        disabled.isDisabled = true
        var highlighted = UICellConfigurationState(traitCollection: .current)
        highlighted.isHighlighted = true
        var cell = UIListContentConfiguration.cell()
        cell.text = "Row"
        let off = cell.updated(for: disabled)
        #expect(off.textProperties.color == .tertiaryLabel && off.secondaryTextProperties.color == .tertiaryLabel)
        #expect(cell.updated(for: highlighted) == cell, "highlight shows in the background only")
        cell.textProperties.color = .systemRed
        #expect(cell.updated(for: disabled).textProperties.color == .systemRed, "a colour the app chose is kept")
        // A view state works as well as a cell state.
        var viewState = UIViewConfigurationState(traitCollection: .current)
        viewState.isDisabled = true
        #expect(UIListContentConfiguration.cell().updated(for: viewState).textProperties.color == .tertiaryLabel)
        // Accompanied sidebar rows stay as they are when selected (their selection is grey).
        var selected = UICellConfigurationState(traitCollection: .current)
        selected.isSelected = true
        #expect(UIListContentConfiguration.accompaniedSidebarCell().updated(for: selected) == .accompaniedSidebarCell())
    }

    @Test func backgroundsRestyleForEveryState() {
        var highlighted = UICellConfigurationState(traitCollection: .current)
        highlighted.isHighlighted = true
        var selected = UICellConfigurationState(traitCollection: .current)
        selected.isSelected = true
        var disabled = UICellConfigurationState(traitCollection: .current)
        disabled.isDisabled = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: highlighted).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: disabled).backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: highlighted).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listAccompaniedSidebarCell().updated(for: selected).backgroundColor == .systemGray5)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: selected).backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        var custom = UIBackgroundConfiguration.clear()
        custom.backgroundColor = .systemTeal
        #expect(custom.updated(for: selected).backgroundColor == .systemTeal, "other backgrounds are the app's to style")
        custom.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = custom.resolvedBackgroundColor(for: .systemBlue).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(a - 0.5) < 0.01)
        let copy = custom
        #expect(copy == custom, "copies share the transformer")
        var other = custom
        other.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(other != custom, "separate transformers differ")
    }

    @Test func grayscaleKeepsBrightnessAndAlpha() {
        let grey = UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = grey.resolvedColor(with: .current).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2126) < 0.01 && abs(g - r) < 0.001 && abs(b - r) < 0.001 && abs(a - 0.5) < 0.001)
    }

    @Test func rightToLeftMirrorsTheRow() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Version"
        content.secondaryText = "17.0"
        content.image = UIImage.solid(.systemGreen, size: CGSize(width: 29, height: 29))
        let view = UIListContentView(configuration: content)
        view.semanticContentAttribute = .forceRightToLeft
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        #expect(abs(view.imageView.frame.maxX - (390 - 16)) < 0.01, "the image at the right margin")
        #expect(abs(view.textLabel.frame.maxX - (390 - 16 - 29 - 16)) < 0.01)
        #expect(abs(view.secondaryTextLabel.frame.minX - 16) < 0.01, "the value at the left margin")
    }

    @Test func theCellsMarginsWinWhenLarger() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        var content = UIListContentConfiguration.cell()
        content.text = "Row"
        let view = UIListContentView(configuration: content)
        view.frame = cell.bounds
        cell.addSubview(view)
        view.layoutIfNeeded()
        #expect(abs(view.textLabel.frame.minX - 20) < 0.01 && abs(view.textLabel.frame.maxX - 370) < 0.01)
        #expect(abs(view.textLabel.frame.midY - 22) < 0.5, "vertical margins are the configuration's")
        content.axesPreservingSuperviewLayoutMargins = []
        view.configuration = content
        view.layoutIfNeeded()
        #expect(abs(view.textLabel.frame.minX - 16) < 0.01)
    }

    @Test func aValueThatDoesNotFitGoesUnderTheText() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "A fairly long setting name"
        content.secondaryText = "and an even longer value that cannot fit"
        let view = UIListContentView(configuration: content)
        let size = view.sizeThatFits(CGSize(width: 390, height: 0))
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        #expect(view.secondaryTextLabel.frame.minY >= view.textLabel.frame.maxY)
        #expect(abs(view.secondaryTextLabel.frame.minX - 16) < 0.01)
        #expect(size.height > 44)
    }

    @Test func imagesScaleDownToTheirMaximumAndReserveTheirColumn() {
        var content = UIListContentConfiguration.cell()
        content.text = "Row"
        content.image = UIImage.solid(.systemGreen, size: CGSize(width: 60, height: 40))
        content.imageProperties.maximumSize = CGSize(width: 30, height: 30)
        content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        content.imageProperties.cornerRadius = 6
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        #expect(abs(view.imageView.frame.width - 30) < 0.01 && abs(view.imageView.frame.height - 20) < 0.01)
        #expect(abs(view.imageView.frame.midX - (16 + 20)) < 0.2, "centred in the 40-point column")
        #expect(abs(view.textLabel.frame.minX - (16 + 40 + 16)) < 0.01)
        #expect(view.imageView.layer.cornerRadius == 6 && view.imageView.clipsToBounds)
    }

    @Test func aContentViewRefusesAnotherKindOfConfiguration() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: any UIConfigurationState) -> Other { self }
        }
        let view = UIListContentView(configuration: .cell())
        #expect(!view.supports(Other()) && view.supports(UIListContentConfiguration.valueCell()))
        view.configuration = Other()
        #expect(view.configuration is UIListContentConfiguration, "ignored, logged")
    }
}

/// The colours `updated(for:)` compares against are each preset's own.
@MainActor @Suite struct ListPresetColourTests {
    @Test func presetColoursMatchThePresets() {
        let styles: [UIListContentConfiguration] = [.cell(), .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(),
            .groupedHeader(), .groupedFooter(), .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(),
            .sidebarCell(), .accompaniedSidebarCell(), .sidebarHeader(), .sidebarSubtitleCell(), .accompaniedSidebarSubtitleCell()]
        for preset in styles {
            #expect(preset.style.presetColors.text == preset.textProperties.color)
            #expect(preset.style.presetColors.secondaryText == preset.secondaryTextProperties.color)
            #expect(preset.imageProperties.tintColor == nil)
            #expect(UIListContentConfiguration.preset(preset.style) == preset)
        }
    }
}
