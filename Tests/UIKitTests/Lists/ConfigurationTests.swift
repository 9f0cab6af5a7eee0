import Testing
@testable import UIKit

/// The configuration values: presets, states, and `updated(for:)`.
@MainActor @Suite struct ConfigurationTests {
    @Test func cellStateCarriesFlagsAndCustomKeys() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        let key = UIConfigurationStateCustomKey("com.example.archived")
        #expect(state[key] == nil)
        state[key] = true
        state.isSelected = true
        #expect(state[key] == AnyHashable(true))
        #expect(state.viewState.isSelected && state.viewState[key] == AnyHashable(true))
        #expect(state.traitCollection.userInterfaceStyle == .dark)
        #expect(state.cellDragState == .none && state.cellDropState == .none)
    }

    @Test func backgroundPresetsAndTheirSelectedLook() {
        var selected = UICellConfigurationState(traitCollection: .current)
        selected.isSelected = true
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: selected).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: selected).backgroundColor == .systemGray4)
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: selected)
        #expect(sidebar.backgroundColor == nil && sidebar.resolvedBackgroundColor(for: .systemPink) == .systemPink)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: selected).backgroundColor == .clear)
        let plain = UICellConfigurationState(traitCollection: .current)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: plain) == .listPlainCell())
    }

    @Test func listPresetsFontsAndColours() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.color == .label)
        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.secondaryTextProperties.font.pointSize == 15)
        #expect(subtitle.secondaryTextProperties.color == .secondaryLabel)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.font.pointSize == 17)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(cell.directionalLayoutMargins.top == 11 && cell.directionalLayoutMargins.bottom == 11)
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
    }

    @Test func aSelectedSidebarRowTurnsWhite() {
        var state = UICellConfigurationState(traitCollection: .current)
        state.isSelected = true
        var sidebar = UIListContentConfiguration.sidebarCell()
        sidebar.text = "Inbox"
        let updated = sidebar.updated(for: state)
        #expect(updated.textProperties.color == .white && updated.imageProperties.tintColor == .white)
        #expect(UIListContentConfiguration.cell().updated(for: state) == .cell(), "a plain row's selection is its background's")
    }
}
