/// Explicit animations on a layer, and its presentation copy.
extension CALayer {
    /// Runs a copy of `anim` on the layer, replacing the animation with the same key (whose delegate
    /// hears `animationDidStop(_:finished: false)`). A begin time of 0 means now.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        LayerAnimations.add(anim, forKey: key, to: self)
    }

    /// The running animation with `key` (the layer's copy).
    public func animation(forKey key: String) -> CAAnimation? {
        LayerAnimations.animation(forKey: key, of: self)
    }

    /// The keys of the running animations, in the order they were added (nil when none run).
    public func animationKeys() -> [String]? {
        let keys = LayerAnimations.keys(of: self)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation with `key`; its delegate hears it did not finish.
    public func removeAnimation(forKey key: String) {
        LayerAnimations.removeAnimation(forKey: key, from: self)
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        LayerAnimations.removeAll(from: self)
    }
}
