import Foundation

/// Runs animations that go with a focus update, alongside the system's own (the halo moving).
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// How long focus animations take.
    static let duration: TimeInterval = 0.2

    /// Runs `animations` in an animation block of the focus update's duration, and `completion` when
    /// it ends.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                       animations: { animations?() }, completion: { _ in completion?() })
    }

    /// The same as `addCoordinatedAnimations(_:completion:)`; iOS distinguishes animations of the item
    /// gaining focus from those of the item losing it, Tessera runs both alike.
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        let context = FocusAnimationContext(duration: Self.duration)
        addCoordinatedAnimations({ animations?(context) }, completion: completion)
    }

    /// Animations of the item losing focus; see `addCoordinatedFocusingAnimations(_:completion:)`.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        addCoordinatedFocusingAnimations(animations, completion: completion)
    }
}

/// What coordinated focus animations are told: their duration.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: NSObjectProtocol {
    /// The animation's length in seconds.
    var duration: TimeInterval { get }
}

/// The context Tessera's coordinator hands its animations.
final class FocusAnimationContext: NSObject, UIFocusAnimationContext {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
}
