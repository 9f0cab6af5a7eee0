/// Animatable properties read and written by key path as the values animations take (`CGFloat`,
/// `CGPoint`, `CGRect`, `CATransform3D`, `CGColor`…), for UIKit's animators.
extension CALayer {
    /// The model value of the animatable property at `keyPath` (nil when there is none).
    package func modelValue(forKeyPath keyPath: String) -> Any? {
        LayerProperty.value(of: self, keyPath)?.object
    }

    /// The value on screen now of the animatable property at `keyPath`.
    package func presentationValue(forKeyPath keyPath: String) -> Any? {
        LayerAnimations.presentationValue(of: self, keyPath, at: MediaClock.now)?.object
    }

    /// Sets the model value of the animatable property at `keyPath` without running an action (an
    /// animation that ends somewhere else than where it was going leaves its property there). The
    /// layer's own properties go through their setters, so layout and redisplay follow.
    package func setModelValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let value = AnimatableValue(value), let old = LayerProperty.value(of: self, keyPath), old != value else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("bounds", .rect(let r)): bounds = r
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("transform", .transform(let t)): transform = t
        case ("opacity", .number(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .number(let v)): cornerRadius = CGFloat(v)
        default: LayerProperty.store(value, in: self, keyPath)
        }
    }
}

extension CALayer {
    /// While the action for a change of `keyPath` runs: the value that was on screen before the change.
    package func actionStartValue(forKeyPath keyPath: String) -> Any? {
        LayerActions.startValue(for: self, keyPath: keyPath)?.object
    }
}
