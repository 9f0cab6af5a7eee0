import CatalogPages
import Testing
import UIKit

/// The Storyboard page: its whole interface comes from Catalog.storyboard, a resource of the catalog's
/// target connected by the glue the InterfaceBuilderGlue plugin generates there.
@MainActor @Suite struct StoryboardPageTests {
    @Test func theControllerComesFromTheStoryboardWithItsStaticCellsAndConnections() throws {
        let controller = try #require(StoryboardPage.makeController())
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 3)
        #expect([0, 1, 2].map { table.numberOfRows(inSection: $0) } == [1, 2, 2])
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "Sync")
        // The outlets reach into static cells; the switch's action, wired from the document, updates one.
        let syncSwitch = try #require(controller.syncSwitch)
        #expect(syncSwitch.isOn)
        #expect(controller.lastSyncLabel?.text == "Just now")
        syncSwitch.isOn = false
        syncSwitch.sendActions(for: .valueChanged)
        #expect(controller.lastSyncLabel?.text == "Paused")
    }

    @Test func thePageRendersTheStoryboardsRows() throws {
        let page = try #require(Catalog.pages.first { $0.title == "Storyboard" })
        let image = page.render()
        #expect(image.size == CGSize(width: 390, height: 844))
        #expect(page.makeView != nil)
        // The switch that is on in the Sync row draws its green track: a page with no static cells has none.
        let pixels = try #require(image.cgImage)
        var green = 0
        for y in stride(from: 0, to: pixels.height, by: 2) {
            for x in stride(from: 0, to: pixels.width, by: 2) {
                guard let p = pixels.pixel(x: x, y: y) else { continue }
                if p.green > 150, p.red < 110, p.blue < 140 { green += 1 }
            }
        }
        #expect(green > 300)
        #expect(Catalog.pages.contains { $0.title == "Storyboard Dark" })
    }
}
