import Foundation
import Testing
@testable import UIKit

/// A row as a cell builds it: a background configuration view behind a content view holding the
/// content configuration's view, both styled for a state.
@MainActor
final class ConfiguredRow: UIView {
    let background = BackgroundConfigurationView(configuration: .listPlainCell())
    let content = UIView()
    var slot = ContentConfigurationSlot()

    init(width: CGFloat, _ configuration: UIListContentConfiguration, background: UIBackgroundConfiguration,
         state: UICellConfigurationState) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        content.preservesSuperviewLayoutMargins = true
        addSubview(self.background)
        addSubview(content)
        self.background.configuration = background.updated(for: state)
        content.frame = bounds
        slot.apply(configuration.updated(for: state), in: content)
        let height = slot.fittingSize(width: width)?.height ?? 44
        frame.size.height = height
        self.background.frame = bounds
        content.frame = bounds
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows drawn in a window, light and dark: what the list presets and backgrounds look like.
@MainActor @Suite struct ListRenderingTests {
    static let icon = UIImage.solid(.systemBlue, size: CGSize(width: 29, height: 29))

    func rows(width: CGFloat) -> [ConfiguredRow] {
        let plain = UICellConfigurationState(traitCollection: .current)
        var selected = plain
        selected.isSelected = true
        var disabled = plain
        disabled.isDisabled = true
        var result: [ConfiguredRow] = []
        func add(_ c: UIListContentConfiguration, _ b: UIBackgroundConfiguration = .listGroupedCell(),
                 _ s: UICellConfigurationState = plain) {
            result.append(ConfiguredRow(width: width, c, background: b, state: s))
        }
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Connectivity"
        add(header, .listGroupedHeaderFooter())
        var cell = UIListContentConfiguration.cell()
        cell.text = "Airplane Mode"
        cell.image = Self.icon
        add(cell)
        cell.text = "Wi-Fi (selected)"
        add(cell, .listGroupedCell(), selected)
        var value = UIListContentConfiguration.valueCell()
        value.text = "Version"
        value.secondaryText = "17.0"
        add(value)
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Mail"
        subtitle.secondaryText = "Inbox, 3 unread"
        subtitle.image = Self.icon
        add(subtitle)
        var long = UIListContentConfiguration.cell()
        long.text = "A long text that needs more than one line in the row, so the row grows to fit it as a self-sizing cell does."
        add(long)
        var off = UIListContentConfiguration.cell()
        off.text = "Disabled"
        add(off, .listGroupedCell(), disabled)
        var footer = UIListContentConfiguration.groupedFooter()
        footer.text = "Footers explain the section above in a smaller, grey text."
        add(footer, .listGroupedHeaderFooter())
        var prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        prominent.text = "Prominent"
        add(prominent, .listGroupedHeaderFooter())
        var sidebar = UIListContentConfiguration.sidebarCell()
        sidebar.text = "Sidebar (selected)"
        sidebar.image = UIImage.solid(.white, size: CGSize(width: 22, height: 22)).withRenderingMode(.alwaysTemplate)
        add(sidebar, .listSidebarCell(), selected)
        return result
    }

    func window(style: UIUserInterfaceStyle) -> UIWindow {
        let window = phoneWindowAtScale1()
        window.overrideUserInterfaceStyle = style
        window.backgroundColor = .systemGroupedBackground
        var y: CGFloat = 50
        for row in rows(width: 390) {
            row.frame.origin.y = y
            y += row.frame.height
            window.addSubview(row)
        }
        UIApplication.shared.advanceFrame(by: 0)
        return window
    }

    @Test func rowsDrawTheirBackgroundsAndTextInLightAndDark() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let window = window(style: style)
            defer { window.isHidden = true }
            let image = window.screen.snapshotImage()
            writeDebugImage(image, named: "lists-rows-\(style == .dark ? "dark" : "light")")
            let rows = window.subviews.compactMap { $0 as? ConfiguredRow }
            let dark = style == .dark
            // A plain grouped row's background: secondarySystemGroupedBackground (white / #1C1C1E).
            let airplane = rows[1]
            #expect(close(rgba(image, 380, Int(airplane.frame.minY) + 2), dark ? [28, 28, 30, 255] : [255, 255, 255, 255]))
            // The selected row: systemGray4 (#D1D1D6 / #3A3A3C).
            let selected = rows[2]
            #expect(close(rgba(image, 380, Int(selected.frame.minY) + 2), dark ? [58, 58, 60, 255] : [209, 209, 214, 255]))
            // The icon sits at the row's 20-point margin.
            #expect(close(rgba(image, 22, Int(airplane.frame.midY)), [0, 122, 255, 255], 3), "a bitmap icon keeps its colours")
            // The header leaves the grouped background showing.
            #expect(close(rgba(image, 380, Int(rows[0].frame.minY) + 2), dark ? [0, 0, 0, 255] : [242, 242, 247, 255]))
            // Text ink: dark on light, light on dark, in the text's frame.
            let label = (airplane.slot.view as! UIListContentView).textLabel
            let frame = label.convert(label.bounds, to: window)
            var darkest = 255, lightest = 0
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = rgba(image, x, Int(frame.midY))
                darkest = min(darkest, p[0]); lightest = max(lightest, p[0])
            }
            if dark { #expect(lightest > 200) } else { #expect(darkest < 60) }
        }
    }
}
