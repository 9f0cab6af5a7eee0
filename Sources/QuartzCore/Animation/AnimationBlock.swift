/// The animation blocks in progress (`UIView.animate`): while one is open, a view's layer answers a
/// change to one of `viewAnimatedKeys` with an animation the block's `makeAnimation` makes, which runs
/// (as the change's action) from the value on screen to the new model value.
@preconcurrency @MainActor
package enum AnimationBlock {
    /// One open block: the action (usually an animation) for a change of a layer's key path (nil: it
    /// does not animate, as inside `performWithoutAnimation`).
    package struct Frame {
        package let makeAnimation: ((_ layer: CALayer, _ keyPath: String) -> any CAAction)?
        package init(makeAnimation: ((_ layer: CALayer, _ keyPath: String) -> any CAAction)?) {
            self.makeAnimation = makeAnimation
        }
    }

    /// Open blocks, innermost last.
    package static var frames: [Frame] = []

    /// Runs `body` inside `frame` (saved and restored, as blocks nest).
    package static func with(_ frame: Frame, _ body: () -> Void) {
        frames.append(frame)
        defer { frames.removeLast() }
        body()
    }

    /// The layer properties a view animates inside a block (UIKit's: what its frame, bounds, center,
    /// transform, alpha and background colour set, and the corner radius).
    package static let viewAnimatedKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "transform", "opacity", "backgroundColor", "cornerRadius",
    ]

    /// The action of a view's layer for a change of `key`: the innermost block's animation, or nil
    /// outside blocks and for keys views do not animate.
    package static func viewAction(for layer: CALayer, forKey key: String) -> CAAction? {
        guard let make = frames.last?.makeAnimation, viewAnimatedKeys.contains(key) else { return nil }
        return make(layer, key)
    }
}
