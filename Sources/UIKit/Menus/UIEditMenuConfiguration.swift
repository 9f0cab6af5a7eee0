/// Where an edit menu points.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Above the target when there is room, else below.
    case automatic = 0
    /// The arrow points up: the menu is below the target.
    case up = 1
    /// The arrow points down: the menu is above the target.
    case down = 2
    /// The arrow points left (Tessera places the menu below, pointing up).
    case left = 3
    /// The arrow points right (Tessera places the menu below, pointing up).
    case right = 4
}

/// What an edit menu is for: an identifier the delegate can recognise it by, the point it is about
/// (in the interaction's view) and the side its arrow prefers.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The configuration's identifier.
    public let identifier: any NSCopying
    /// The point the menu is about, in the interaction's view.
    public let sourcePoint: CGPoint
    /// The direction the arrow prefers.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration (a unique identifier unless given).
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// Lets an edit menu's delegate run animations with the menu's and code when it has shown or gone.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds code to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator Tessera hands edit menu delegates: animations run at once, completions when done.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var completions: [() -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
