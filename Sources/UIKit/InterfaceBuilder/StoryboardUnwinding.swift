/// Unwind segues, as UIKit performs them: the search for the destination, the unwind action, and the
/// transition back (dismissals, then each container on the way showing the destination).
///
/// The search starts at the source and climbs (to the parent, else the presenting controller); at each
/// controller it looks through `allowedChildrenForUnwinding(from:)` (depth first, in the array's order)
/// and then asks the controller itself `canPerformUnwindSegueAction(_:from:sender:)`. The first that
/// answers yes is the destination.
@MainActor
enum StoryboardUnwinding {
    /// The controller that takes the unwind segue described by `source`, nil when none does.
    static func destination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var node = source.source
        if node.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) { return node }
        while let next = node.parent ?? node.presentingViewController {
            if let found = search(next, for: source) { return found }
            node = next
        }
        return nil
    }

    /// The controller in `controller`'s allowed children (depth first), or `controller` itself, that
    /// performs the unwind action.
    private static func search(_ controller: UIViewController, for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: source) {
            if let found = search(child, for: source) { return found }
        }
        let answers = controller.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
        return answers ? controller : nil
    }

    /// Sends the unwind action to the destination with the segue as the sender: its
    /// `performAction(_:sender:)`, else the generated glue.
    static func sendAction(_ action: Selector, of segue: UIStoryboardSegue) {
        let destination = segue.destination
        if destination.performAction(action, sender: segue) { return }
        if InterfaceBuilderGlue.performAction(action, on: destination, sender: segue) { return }
        TesseraLog.error("UIKit", "\(type(of: destination)) was chosen for the unwind action \(action) but does not perform it: its performAction(_:sender:) returned false and no generated glue has it")
    }

    /// The transition back: the presented controllers between the source and the destination are
    /// dismissed (by the controller that presented the outermost), then every controller from the
    /// nearest common ancestor down to the destination gets `unwind(for:towards:)` with the next one on
    /// the way (a navigation controller pops, a tab bar controller selects).
    static func unwind(_ segue: UIStoryboardSegue, animated: Bool) {
        var sourceChain: [UIViewController] = []
        var node: UIViewController? = segue.source
        while let controller = node {
            sourceChain.append(controller)
            node = controller.parent ?? controller.presentingViewController
        }
        var destinationChain: [UIViewController] = []
        node = segue.destination
        var common: Int?
        while let controller = node {
            destinationChain.append(controller)
            if let index = sourceChain.firstIndex(where: { $0 === controller }) {
                common = index
                break
            }
            node = controller.parent ?? controller.presentingViewController
        }
        guard let common else {
            TesseraLog.error("UIKit", "the unwind segue's destination \(type(of: segue.destination)) is not above its source \(type(of: segue.source)); nothing was unwound")
            return
        }
        if let outermost = sourceChain[..<common].last(where: { $0.parent == nil && $0.presentingViewController != nil }) {
            outermost.presentingViewController?.dismiss(animated: animated)
        }
        for index in stride(from: destinationChain.count - 1, to: 0, by: -1) {
            destinationChain[index].unwind(for: segue, towards: destinationChain[index - 1])
        }
    }
}

/// The defaults of the unwinding methods `UIViewController` declares (see UIViewController.swift).
extension UIViewController {
    /// The controller performs the action when the generated glue registered it for its class (and it
    /// is not the segue's source). A class that sends its actions by hand overrides
    /// `canPerformUnwindSegueAction(_:from:sender:)`.
    func defaultCanPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController) -> Bool {
        fromViewController !== self && InterfaceBuilderGlue.hasAction(action, on: self)
    }

    /// The child whose subtree (children, then presented controllers) holds the source.
    func defaultChildContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var node: UIViewController? = source.source
        while let controller = node {
            if controller.parent === self { return controller }
            node = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// The children except the one holding the source; a navigation controller's from the top of the
    /// stack down (the most recent controller is found first).
    func defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        let allowed = children.filter { $0 !== containing }
        return self is UINavigationController ? allowed.reversed() : allowed
    }

    /// A navigation controller pops to `subsequent`; a tab bar controller selects it; others do nothing.
    func defaultUnwind(for segue: UIStoryboardSegue, towards subsequent: UIViewController) {
        let animated = segue.template?.element["animates"] != "NO"
        switch self {
        case let navigation as UINavigationController:
            guard navigation.viewControllers.contains(where: { $0 === subsequent }),
                  navigation.topViewController !== subsequent else { return }
            _ = navigation.popToViewController(subsequent, animated: animated)
        case let tabs as UITabBarController:
            if tabs.viewControllers?.contains(where: { $0 === subsequent }) == true { tabs.selectedViewController = subsequent }
        default:
            break
        }
    }
}
