/// Running a layer's action when one of its animatable properties changes.
///
/// The setter stores the new model value first, then asks the layer for its action
/// (`CALayer.action(forKey:)`) unless the current transaction disables actions. While the action runs,
/// the change is `pending`: an animation it adds with no values (an implicit animation) starts from the
/// value that was on screen (the presentation value when an animation of that key was running, so an
/// interrupted animation continues from where it was) and ends at the new model value.
@MainActor
package enum LayerActions {
    /// The change whose action is running.
    struct Change {
        let layer: ObjectIdentifier
        let key: String
        let from: AnimatableValue
    }

    /// The change whose action is running (saved and restored, as an action may change other layers).
    private(set) static var pending: Change?
    /// Whether presentation or model values are being written back to storage: those writes go through
    /// some subclasses' setters and must not run actions.
    private(set) static var storing = false

    /// Runs `body` (a write to storage) without running actions.
    static func whileStoring(_ body: () -> Void) {
        let saved = storing
        storing = true
        defer { storing = saved }
        body()
    }

    /// Runs `body` with no actions for any layer's changes: for writes to layers nobody has seen yet
    /// (UIKit's appearance values reaching views as they enter a window), where an animation from the
    /// previous value would show a change that was never on screen. Saved and restored, so it nests.
    package static func withoutActions(_ body: () -> Void) {
        whileStoring(body)
    }

    /// `layer`'s property `key` changed from `old` (the new model value is stored).
    ///
    /// The action is asked for before the values are read: most changes (every change to a view's layer
    /// outside an animation block) have none, and reading and comparing the values costs more than the
    /// question.
    static func layer(_ layer: CALayer, changed key: String, from old: AnimatableValue) {
        guard !storing, !CATransaction.disableActions(), let action = layer.action(forKey: key),
              let new = LayerProperty.value(of: layer, key), new != old else { return }
        var from = old
        if LayerAnimations.animation(forKey: key, of: layer) != nil {
            LayerProperty.store(old, in: layer, key)
            from = LayerAnimations.presentationValue(of: layer, key, at: MediaClock.now) ?? old
            LayerProperty.store(new, in: layer, key)
        }
        let saved = pending
        pending = Change(layer: ObjectIdentifier(layer), key: key, from: from)
        defer { pending = saved }
        action.run(forKey: key, object: layer, arguments: nil)
    }

    /// The values an animation of `layer`'s `keyPath` added with none of its own takes while a change's
    /// action runs: from the value on screen before the change.
    static func startValue(for layer: CALayer, keyPath: String) -> AnimatableValue? {
        guard let pending, pending.layer == ObjectIdentifier(layer), pending.key == keyPath else { return nil }
        return pending.from
    }

    /// The key paths that animate implicitly (every animatable property of layers, shape layers and
    /// gradient layers).
    static let implicitlyAnimated: Set<String> = [
        "position", "bounds", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
        "shadowOffset", "shadowRadius", "contentsRect",
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint",
    ]

    /// The implicit animation for `key`: the current transaction's duration and timing function.
    static func implicitAnimation(forKey key: String) -> (any CAAction)? {
        guard implicitlyAnimated.contains(key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
