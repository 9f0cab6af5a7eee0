/// Hears when an animation starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
