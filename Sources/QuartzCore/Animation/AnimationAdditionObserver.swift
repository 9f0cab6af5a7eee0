/// An animation delegate that also hears when a layer takes one of its animations
/// (`CALayer.add(_:forKey:)`, called directly or by a change's action), before the animation it replaces
/// under the same key stops.
///
/// UIKit's animation blocks count the animations they wait for this way, when they are added rather
/// than when a layer asks for its action: a layer asks for the action of every change, also of a
/// property set to the value it already has, which adds no animation (as in UIKit, where the block's
/// completion then does not wait for one). A Tessera hook; Core Animation's delegates hear only starts
/// and stops.
@preconcurrency @MainActor
package protocol AnimationAdditionObserver: CAAnimationDelegate {
    /// A layer took `animation` (the layer's own copy, whose delegate is this observer).
    func animationAdded(_ animation: CAAnimation)
}
