/// What a view controller knows of the split view controller it is in.
extension UIViewController {
    /// The nearest split view controller above this controller (itself not included).
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}

/// How a navigation controller takes a classic split view's secondary while the split view is
/// collapsed, and gives it back when it expands.
extension UINavigationController {
    /// Pushes `controller` as the collapsed split view's detail. A navigation controller cannot be
    /// pushed in Tessera (UIKit nests it), so its stack moves onto this one, remembered so that
    /// `separateFolded()` can move it back.
    func fold(_ controller: UIViewController, animated: Bool) {
        guard let navigation = controller as? UINavigationController else {
            pushViewController(controller, animated: animated)
            return
        }
        let moved = navigation.viewControllers
        guard !moved.isEmpty else { return }
        navigation.setViewControllers([], animated: false)
        foldedSecondary = (navigation, moved)
        setViewControllers(viewControllers + moved, animated: animated)
    }

    /// The secondary to separate when the split view expands: the folded navigation controller with
    /// what is left of its stack, else the top controller popped (nil when only the root is left).
    func separateFolded() -> UIViewController? {
        if let folded = foldedSecondary {
            foldedSecondary = nil
            if let start = stack.firstIndex(where: { controller in folded.controllers.contains { $0 === controller } }), start > 0 {
                let moved = Array(stack[start...])
                setViewControllers(Array(stack[..<start]), animated: false)
                folded.navigation.setViewControllers(moved, animated: false)
                return folded.navigation
            }
        }
        guard stack.count > 1 else { return nil }
        return popViewController(animated: false)
    }
}
