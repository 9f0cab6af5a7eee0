import Foundation
import Testing
import TesseraTesting
import UIKit

/// Flows.storyboard: unwind segues, a static table, split view and tab bar relationships, a gesture
/// recognizer and a custom object placed in a scene.
@MainActor @Suite struct StoryboardFlowsTests {
    private func window(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func flows() throws -> (UINavigationController, UnwindListController) {
        let storyboard = try UIStoryboard.checked(name: "Flows", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? UnwindListController)
        return (navigation, list)
    }

    @Test func aButtonsUnwindSeguePopsToTheControllerWithTheAction() throws {
        let (navigation, list) = try flows()
        let window = window(showing: navigation)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        runFrames(1)
        let detail = try #require(navigation.topViewController as? UnwindDetailController)
        #expect(navigation.viewControllers.count == 2)

        // prepare(for:sender:) on the source, the unwind action on the destination, then the pop.
        detail.backButton.sendActions(for: .primaryActionTriggered)
        #expect(detail.prepared.count == 1)
        #expect(detail.prepared.first?.identifier == nil)
        #expect(detail.prepared.first?.destination === list)
        #expect(detail.prepared.first?.sender as? UIButton === detail.backButton)
        #expect(list.unwound.count == 1)
        #expect(list.unwound.first?.source === detail)
        runFrames(1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === list)
        _ = window
    }

    @Test func aManualUnwindSegueByIdentifierDismissesThePresentedController() throws {
        let (navigation, list) = try flows()
        let window = window(showing: navigation)
        list.performSegue(withIdentifier: "compose", sender: nil)
        runFrames(1)
        let presented = try #require(list.presentedViewController as? UINavigationController)
        let compose = try #require(presented.viewControllers.first as? UnwindComposeController)

        compose.performSegue(withIdentifier: "cancelToList", sender: nil)
        #expect(compose.prepared == ["cancelToList"])
        // The action comes before the dismissal, as on iOS: the source is still presented.
        #expect(list.unwound.map(\.identifier) == ["cancelToList"])
        #expect(list.unwound.first?.presentedDuringAction == true)
        #expect(list.unwound.first?.source === compose)
        runFrames(1)
        #expect(list.presentedViewController == nil)
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1)

        // The Done bar button's unwind segue does the same without an identifier.
        list.performSegue(withIdentifier: "compose", sender: nil)
        runFrames(1)
        let again = try #require((list.presentedViewController as? UINavigationController)?.viewControllers.first as? UnwindComposeController)
        again.navigationItem.rightBarButtonItem?.primaryAction?.performWithSender(nil, target: nil)
        #expect(again.prepared == [nil])
        #expect(list.unwound.count == 2)
        runFrames(1)
        #expect(list.presentedViewController == nil)
        _ = window
    }

    @Test func theDeprecatedCanPerformUnwindSegueActionIsStillAsked() throws {
        let (navigation, list) = try flows()
        let window = window(showing: navigation)
        list.refusesUnwinding = true
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        runFrames(1)
        let detail = try #require(navigation.topViewController as? UnwindDetailController)
        detail.backButton.sendActions(for: .primaryActionTriggered)
        runFrames(1)
        // No controller takes the action: nothing is prepared, performed or popped.
        #expect(detail.prepared.isEmpty)
        #expect(list.unwound.isEmpty)
        #expect(navigation.viewControllers.count == 2)
        _ = window
    }

    @Test func staticTableCellsAnswerTheDataSourceWithOutletsIntoThem() throws {
        let storyboard = try UIStoryboard.checked(name: "Flows", bundle: .module)
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? StaticSettingsController)
        let window = window(showing: settings)
        let table = settings.tableView!
        #expect(table.style == .grouped)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(settings.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(settings.tableView(table, titleForHeaderInSection: 1) == "About")
        #expect(settings.tableView(table, titleForFooterInSection: 0) == nil)
        #expect(settings.tableView(table, titleForFooterInSection: 1) == "Made with Tessera")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)

        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.text == "Signed in as Ada")
        let version = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(version.textLabel?.text == "Version")
        #expect(version.detailTextLabel?.text == "1.0")
        let syncCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let syncSwitch = try #require(settings.syncSwitch)
        #expect(syncSwitch.isOn)
        #expect(syncSwitch.isDescendant(of: syncCell))
        // Static cells are the document's own: the same cell every time.
        #expect(settings.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) === syncCell)
        _ = window
    }

    @Test func splitViewAndTabBarRelationships() throws {
        let storyboard = try UIStoryboard.checked(name: "Flows", bundle: .module)
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        #expect(split.style == .unspecified)
        #expect(split.viewControllers.count == 2)
        let primary = try #require(split.viewControllers.first as? UINavigationController)
        #expect(primary.viewControllers.first?.title == "Primary")
        #expect(split.viewControllers.last?.title == "Secondary")

        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "Tabs") as? UITabBarController)
        #expect(tabs.viewControllers?.count == 2)
        let first = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(first.viewControllers.first is UnwindListController)
        #expect(tabs.viewControllers?.last is StaticSettingsController)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func gestureRecognizerAndCustomObjectPlacedInAScene() throws {
        let (navigation, list) = try flows()
        let window = window(showing: navigation)
        let recognizers = list.view.gestureRecognizers ?? []
        #expect(recognizers.count == 1)
        let tap = try #require(recognizers.first as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)

        // The custom object is made with init(), kept with the scene, and takes the button's action.
        let model = try #require(list.model)
        let button = try #require(list.view.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(model.count == 1)

        // A double tap on the list's view sends the recognizer's action to the controller.
        let point = list.view.convert(CGPoint(x: 200, y: 500), to: window)
        tableTap(window, at: point, hold: 0.05)
        tableTap(window, at: point, hold: 0.05)
        runFrames(0.5)
        #expect(list.taps == 1)
    }
}
