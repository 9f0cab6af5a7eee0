import Foundation
import UIKit

// Classes Flows.storyboard names (customModule="UIKitTests"). Their outlets, actions, unwind actions and
// custom objects are connected by the glue the InterfaceBuilderGlue plugin generates: no overrides.

/// The list scene: the destination of the unwind segues (`unwindToList:`), with a custom object and a
/// double-tap recognizer placed in its scene.
final class UnwindListController: UIViewController {
    var model: ListModel!
    var unwound: [(identifier: String?, source: UIViewController, presentedDuringAction: Bool)] = []
    var taps = 0
    var refusesUnwinding = false

    func unwindToList(_ segue: UIStoryboardSegue) {
        unwound.append((segue.identifier, segue.source, presentedViewController != nil))
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) { taps += 1 }

    // The deprecated form, still honoured: the search asks it through the new one's default.
    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        refusesUnwinding ? false : super.canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender)
    }
}

/// A plain object placed in the list scene, made with `init()`; a button's action goes to it.
final class ListModel: NSObject {
    var count = 0

    func increment(_ sender: UIButton) { count += 1 }
}

/// The detail scene: its button unwinds to the list.
final class UnwindDetailController: UIViewController {
    weak var backButton: UIButton!
    var prepared: [(identifier: String?, destination: UIViewController, sender: Any?)] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender))
    }
}

/// The compose scene, presented in its own navigation controller: a manual unwind segue
/// (`cancelToList`) and a Done button unwinding to the list.
final class UnwindComposeController: UIViewController {
    var prepared: [String?] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier)
    }
}

/// The static table scene: its data source is the document's sections; its outlet is in a static cell.
final class StaticSettingsController: UITableViewController {
    weak var syncSwitch: UISwitch!
}
