/// Lets a context menu's delegate run animations alongside the menu's appearing or disappearing, and
/// code once it has finished.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if the configuration gave one.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds code to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator for committing a context menu's preview (tapping it).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes when committed.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview goes.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu dismisses and the preview goes back to its view.
    case dismiss = 0
    /// The preview pops into the view controller shown next.
    case pop = 1
}

/// The animator Tessera hands delegates. Where Tessera differs: menus appear and go at once, so added
/// animations run at once, and completions when the menu has appeared or gone.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the completions added so far.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
