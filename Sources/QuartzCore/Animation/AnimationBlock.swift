/// The animation blocks in progress (`UIView.animate`): while one is open, a change to an animatable
/// property of a layer becomes an animation from the value on screen to the new model value, made by
/// the block's `makeAnimation` and added under the property's key path (replacing one running there).
@MainActor
package enum AnimationBlock {
    /// One open block: how it animates a change (nil: it does not, as inside `performWithoutAnimation`).
    package struct Frame {
        package let makeAnimation: ((_ keyPath: String, _ from: Any?, _ to: Any?) -> CAAnimation)?
        package init(makeAnimation: ((_ keyPath: String, _ from: Any?, _ to: Any?) -> CAAnimation)?) {
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

    /// A layer's property changed from `old` (already stored: the new model value is in place).
    static func layer(_ layer: CALayer, changed keyPath: String, from old: AnimatableValue) {
        guard let make = frames.last?.makeAnimation, let new = LayerProperty.value(of: layer, keyPath), new != old else { return }
        // Interrupting a running animation starts from what is on screen now.
        var from = old
        if LayerAnimations.animation(forKey: keyPath, of: layer) != nil {
            LayerProperty.store(old, in: layer, keyPath)
            from = LayerAnimations.presentationValue(of: layer, keyPath, at: MediaClock.now) ?? old
            LayerProperty.store(new, in: layer, keyPath)
        }
        layer.add(make(keyPath, from.object, new.object), forKey: keyPath)
    }
}
