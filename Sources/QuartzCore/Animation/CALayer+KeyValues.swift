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

    /// Sets the model value of the animatable property at `keyPath`, without running an action unless
    /// `runningActions` (an animation that ends somewhere else than where it was going leaves its
    /// property there; key-value coding sets properties as their setters do, actions included). The
    /// layer's own properties go through their setters (a part of one, such as `"position.x"` or
    /// `"transform.scale"`, sets the whole property), so layout and redisplay follow.
    package func setModelValue(_ value: Any?, forKeyPath keyPath: String, runningActions: Bool = false) {
        guard let value = AnimatableValue(value), let old = LayerProperty.value(of: self, keyPath), old != value else { return }
        if !runningActions {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
        }
        defer { if !runningActions { CATransaction.commit() } }
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("position.x", .number(let v)): position.x = CGFloat(v)
        case ("position.y", .number(let v)): position.y = CGFloat(v)
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.size.width", .number(let v)): bounds.size.width = CGFloat(v)
        case ("bounds.size.height", .number(let v)): bounds.size.height = CGFloat(v)
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("transform", .transform(let t)): transform = t
        case (_, .number(let v)) where keyPath.hasPrefix("transform."):
            transform = LayerProperty.settingTransformPart(transform, keyPath, CGFloat(v))
        case ("sublayerTransform", .transform(let t)): sublayerTransform = t
        case ("opacity", .number(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .number(let v)): cornerRadius = CGFloat(v)
        case ("borderWidth", .number(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .number(let v)): shadowRadius = CGFloat(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("zPosition", .number(let v)): zPosition = CGFloat(v)
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
