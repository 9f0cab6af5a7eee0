/// A segue as the storyboard describes it (`<segue destination="…" kind="show" identifier="…"/>`): what
/// performing it makes, every time it is performed.
@MainActor
final class UIStoryboardSegueTemplate {
    let storyboard: UIStoryboard
    let element: IBElement

    init(storyboard: UIStoryboard, element: IBElement) {
        self.storyboard = storyboard
        self.element = element
    }

    var identifier: String? { element["identifier"] }
    var kind: String { element["kind"] ?? "custom" }

    /// A new destination controller (a segue makes its destination each time it is performed).
    func instantiateDestination() -> UIViewController? {
        guard let id = element["destination"] else { return nil }
        let controller = storyboard.instantiateController(id: id)
        if controller == nil {
            TesseraLog.error("UIKit", "\(storyboard.document?.fileName ?? "storyboard"):\(element.line): the segue's destination \(id) is not a view controller of this storyboard")
        }
        return controller
    }

    /// The segue object: the custom class the storyboard names (a `UIStoryboardSegue` subclass), else
    /// UIKit's for the kind.
    func makeSegue(source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
        var type: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if let custom = element["customClass"] {
            let names = element["customModule"].map { ["\($0).\(custom)", custom] } ?? [custom]
            if let found = names.lazy.compactMap({ _typeByName($0) as? UIStoryboardSegue.Type }).first {
                type = found
            } else {
                TesseraLog.error("UIKit", "Unknown class \(custom) in Interface Builder file; the segue is performed as UIStoryboardSegue")
            }
        }
        let segue = type.init(identifier: identifier, source: source, destination: destination)
        segue.template = self
        return segue
    }

    /// Performs the segue from `source`: a new destination, `prepare(for:sender:)`, then `perform()`.
    /// An unwind segue's destination is searched for instead, and gets its unwind action between the two.
    func perform(from source: UIViewController, sender: Any?) {
        if kind == "unwind" {
            performUnwind(from: source, sender: sender)
            return
        }
        guard let destination = instantiateDestination() else { return }
        let segue = makeSegue(source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// An unwind segue from `source`: the destination UIKit's search finds, `prepare(for:sender:)` on the
    /// source, the unwind action on the destination, then the transition back. Nothing happens when no
    /// controller takes the action (iOS does nothing either).
    private func performUnwind(from source: UIViewController, sender: Any?) {
        guard let name = element["unwindAction"] else {
            TesseraLog.error("UIKit", "\(storyboard.document?.fileName ?? "storyboard"):\(element.line): an unwind segue without an unwindAction was not performed")
            return
        }
        let action = Selector(name)
        let search = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
        guard let destination = StoryboardUnwinding.destination(for: search) else {
            TesseraLog.warning("UIKit", "\(storyboard.document?.fileName ?? "storyboard"):\(element.line): no view controller above \(type(of: source)) performs the unwind action \(name); the segue was not performed")
            return
        }
        let segue = makeSegue(source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        StoryboardUnwinding.sendAction(action, of: segue)
        segue.perform()
    }

    /// A triggered segue (a button's, a cell's): the view controller nearest `responder` up the
    /// responder chain is the source; it is asked `shouldPerformSegue(withIdentifier:sender:)` first.
    func trigger(sender: Any, from responder: UIResponder) {
        var current: UIResponder? = responder
        while let candidate = current, !(candidate is UIViewController) { current = candidate.next }
        guard let source = current as? UIViewController else {
            TesseraLog.error("UIKit", "a segue was triggered by \(type(of: responder)), which is not in a view controller's view; it was not performed")
            return
        }
        if let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        perform(from: source, sender: sender)
    }
}
