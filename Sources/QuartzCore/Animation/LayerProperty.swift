/// Reading and writing a layer's animatable properties by key path, straight to storage: the model
/// value an animation starts from, and the presentation value the compositor draws (written without
/// the setters' side effects, and marked for compositing).
///
/// Layers with properties of their own (shape and gradient layers) override
/// `CALayer.animatableValue(forKey:)` and `storeAnimatableValue(_:forKey:)`; this type holds the plain
/// layer's.
@MainActor
enum LayerProperty {
    /// Whether `keyPath` names an animatable property of `layer`.
    static func isAnimatable(_ keyPath: String, of layer: CALayer) -> Bool {
        layer.animatableValue(forKey: keyPath) != nil
    }

    /// The layer's current stored value for `keyPath` (nil when it has no such animatable property).
    static func value(of layer: CALayer, _ keyPath: String) -> AnimatableValue? {
        layer.animatableValue(forKey: keyPath)
    }

    /// Writes a presentation (or restored model) value to storage and marks the layer for compositing.
    /// A value that is not usable (an animation from or to NaN or infinity) is reported and not shown.
    static func store(_ value: AnimatableValue, in layer: CALayer, _ keyPath: String) {
        guard value.isUsable else {
            return BadValue.report("QuartzCore", api: "CAAnimation value", "\(value) for \"\(keyPath)\" is not a usable number; not shown")
        }
        restore(value, in: layer, keyPath)
        layer.setNeedsComposite()
    }

    /// Puts a model value saved by `value(of:_:)` back in storage, without marking the layer for
    /// compositing (see `LayerAnimations.restoreModel()`).
    static func restore(_ value: AnimatableValue, in layer: CALayer, _ keyPath: String) {
        // Only layers whose own properties have setters with actions need them held off.
        if type(of: layer).storesThroughSetters {
            LayerActions.whileStoring { layer.storeAnimatableValue(value, forKey: keyPath) }
        } else {
            layer.storeAnimatableValue(value, forKey: keyPath)
        }
    }

    /// A plain layer's stored value for `keyPath` (the commonest keys first: a string switch tries the
    /// cases in order, every frame).
    static func baseValue(of layer: CALayer, _ keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "position": .point(layer.storedPosition)
        case "opacity": .number(Double(layer.storedOpacity))
        case "bounds": .rect(layer.storedBounds)
        case "transform": .transform(layer.extrasStorage?.transform ?? .identity)
        case "backgroundColor": .color(layer.storedBackgroundColor)
        case "cornerRadius": .number(Double(layer.extrasStorage?.cornerRadius ?? 0))
        case "position.x": .number(Double(layer.storedPosition.x))
        case "position.y": .number(Double(layer.storedPosition.y))
        case "anchorPoint": .point(layer.storedAnchorPoint)
        case "bounds.size": .size(layer.storedBounds.size)
        case "bounds.size.width": .number(Double(layer.storedBounds.width))
        case "bounds.size.height": .number(Double(layer.storedBounds.height))
        case "bounds.origin": .point(layer.storedBounds.origin)
        case "borderWidth": .number(Double(layer.extrasStorage?.borderWidth ?? 0))
        case "borderColor": .color(layer.extrasStorage?.borderColor ?? CGColor(gray: 0, alpha: 1))
        case "shadowOpacity": .number(Double(layer.extrasStorage?.shadowOpacity ?? 0))
        case "shadowRadius": .number(Double(layer.extrasStorage?.shadowRadius ?? 3))
        case "shadowOffset": .size(layer.extrasStorage?.shadowOffset ?? CGSize(width: 0, height: -3))
        case "zPosition": .number(Double(layer.extrasStorage?.zPosition ?? 0))
        case "shadowColor": .color(layer.extrasStorage == nil ? CGColor(gray: 0, alpha: 1) : layer.extrasStorage!.shadowColor)
        case "contentsRect": .rect(layer.extrasStorage?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1))
        case "sublayerTransform": .transform(layer.extrasStorage?.sublayerTransform ?? .identity)
        default: keyPath.hasPrefix("transform.") ? transformPart(layer.extrasStorage?.transform ?? .identity, keyPath) : nil
        }
    }

    /// Writes a plain layer's value for `keyPath` to storage.
    static func baseStore(_ value: AnimatableValue, in layer: CALayer, _ keyPath: String) {
        switch (keyPath, value) {
        case ("position", .point(let p)): layer.storedPosition = p
        case ("opacity", .number(let v)): layer.storedOpacity = Float(min(max(v, 0), 1))
        case ("bounds", .rect(let r)): layer.storedBounds = r
        case ("transform", .transform(let t)): layer.extras.transform = t
        case ("backgroundColor", .color(let c)): layer.storedBackgroundColor = c
        case ("cornerRadius", .number(let v)): layer.extras.cornerRadius = CGFloat(max(0, v))
        case ("position.x", .number(let v)): layer.storedPosition.x = CGFloat(v)
        case ("position.y", .number(let v)): layer.storedPosition.y = CGFloat(v)
        case ("anchorPoint", .point(let p)): layer.storedAnchorPoint = p
        case ("bounds.size", .size(let s)): layer.storedBounds.size = s
        case ("bounds.size.width", .number(let v)): layer.storedBounds.size.width = CGFloat(v)
        case ("bounds.size.height", .number(let v)): layer.storedBounds.size.height = CGFloat(v)
        case ("bounds.origin", .point(let p)): layer.storedBounds.origin = p
        case ("borderWidth", .number(let v)): layer.extras.borderWidth = CGFloat(max(0, v))
        case ("borderColor", .color(let c)): layer.extras.borderColor = c
        case ("shadowOpacity", .number(let v)): layer.extras.shadowOpacity = Float(min(max(v, 0), 1))
        case ("shadowRadius", .number(let v)): layer.extras.shadowRadius = CGFloat(max(0, v))
        case ("shadowOffset", .size(let s)): layer.extras.shadowOffset = s
        case ("zPosition", .number(let v)): layer.extras.zPosition = CGFloat(v)
        case ("shadowColor", .color(let c)): layer.extras.shadowColor = c
        case ("contentsRect", .rect(let r)): layer.extras.contentsRect = r
        case ("sublayerTransform", .transform(let t)): layer.extras.sublayerTransform = t
        case (_, .number(let v)) where keyPath.hasPrefix("transform."):
            layer.extras.transform = settingTransformPart(layer.extrasStorage?.transform ?? .identity, keyPath, CGFloat(v))
        default: return
        }
    }

    /// A part of an affine transform named by a key path, read from its decomposition.
    private static func transformPart(_ t: CATransform3D, _ keyPath: String) -> AnimatableValue? {
        let parts = t.affine.decomposed()
        switch keyPath {
        case "transform.scale", "transform.scale.x": return .number(Double(parts.scale.width))
        case "transform.scale.y": return .number(Double(parts.scale.height))
        case "transform.rotation", "transform.rotation.z": return .number(Double(parts.rotation))
        case "transform.translation.x": return .number(Double(parts.translation.dx))
        case "transform.translation.y": return .number(Double(parts.translation.dy))
        default: return nil
        }
    }

    /// The transform with one part replaced.
    static func settingTransformPart(_ t: CATransform3D, _ keyPath: String, _ v: CGFloat) -> CATransform3D {
        var parts = t.affine.decomposed()
        switch keyPath {
        case "transform.scale": parts.scale = CGSize(width: v, height: v)
        case "transform.scale.x": parts.scale.width = v
        case "transform.scale.y": parts.scale.height = v
        case "transform.rotation", "transform.rotation.z": parts.rotation = v
        case "transform.translation.x": parts.translation.dx = v
        case "transform.translation.y": parts.translation.dy = v
        default: return t
        }
        return CATransform3D(CGAffineTransform(parts))
    }
}
