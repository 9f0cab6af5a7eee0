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
    func perform(from source: UIViewController, sender: Any?) {
        guard let destination = instantiateDestination() else { return }
        let segue = makeSegue(source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
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
