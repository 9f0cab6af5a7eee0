import Foundation
import UIKit

/// The "Storyboard" page: a settings screen whose whole interface comes from Interface/Catalog.storyboard
/// (a table view controller with static cells, an outlet into a cell and a switch's action, connected
/// by the glue the InterfaceBuilderGlue plugin generates for this target).
@MainActor
package enum StoryboardPage {
    /// The storyboard's initial controller (nil only if the resource is missing).
    package static func makeController() -> StoryboardCatalogController? {
        UIStoryboard(name: "Catalog", bundle: .module).instantiateInitialViewController() as? StoryboardCatalogController
    }

    static func makeScreen() -> TableScreenView {
        TableScreenView(controller: makeController() ?? StoryboardCatalogController(style: .insetGrouped))
    }

    package static func make() -> UIView { makeScreen() }

    package static func render(style: UIUserInterfaceStyle) -> UIImage {
        TableScreenView.render(makeScreen, style: style)
    }
}

/// Catalog.storyboard's controller: its rows are the storyboard's static cells; the switch in one of
/// them is an outlet, and turning it changes the value shown in the row below.
package final class StoryboardCatalogController: UITableViewController {
    /// The Sync switch, in the second static cell.
    package weak var syncSwitch: UISwitch!
    /// The value label of the Last Sync row.
    package weak var lastSyncLabel: UILabel!

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = TableScreenView.largeTitle("Storyboard", height: 44)
    }

    /// The switch's action (`syncChanged:` in the storyboard).
    package func syncChanged(_ sender: UISwitch) {
        lastSyncLabel.text = sender.isOn ? "Just now" : "Paused"
    }
}
