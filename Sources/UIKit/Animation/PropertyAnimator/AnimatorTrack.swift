/// One layer property a property animator moves: the animation it holds on the layer (at speed 0, its
/// progress driven by the animator), where the property started and where it is going.
///
/// The animation shows `fromValue` → `toValue` as the track's segment runs from fraction `segmentStart`
/// to `segmentEnd` of the animator's time. A fresh track's segment is its whole run (from its start
/// fraction to 1, from the original value to the target); when the animator changes course (reverses,
/// resumes after linear scrubbing, continues with new timing) the segment restarts from the value on
/// screen towards the target of the new direction, so nothing jumps.
@MainActor
final class AnimatorTrack {
    weak var layer: CALayer?
    let keyPath: String
    /// The fraction of the animator's time where this track starts (later for added animations).
    let startFraction: Double
    /// The property's value before the change, and the value it is going to.
    private(set) var original: Any?
    private(set) var target: Any?
    private(set) var segmentStart: Double
    private(set) var segmentEnd = 1.0
    /// The animation on the layer (resolved after the change's action added it).
    private var animation: CABasicAnimation?

    init(layer: CALayer, keyPath: String, startFraction: Double) {
        self.layer = layer
        self.keyPath = keyPath
        self.startFraction = startFraction
        segmentStart = startFraction
    }

    /// Finds the animation the change added, and reads where it goes.
    func resolve(driver: AnyObject) {
        guard let layer, let added = layer.animation(forKey: keyPath) as? CABasicAnimation, added.driver === driver else { return }
        animation = added
        original = added.fromValue
        target = layer.modelValue(forKeyPath: keyPath)
        added.toValue = target
    }

    /// Whether the track's animation is still on its layer (another animation of the key replaces it).
    var isLive: Bool {
        guard let layer, let animation else { return false }
        return layer.animation(forKey: keyPath) === animation
    }

    /// How far along its segment the track is at the animator's fraction `f` (0…1).
    func segmentFraction(at f: Double) -> Double {
        let span = segmentEnd - segmentStart
        guard span != 0 else { return f >= segmentEnd ? 1 : 0 }
        return min(max((f - segmentStart) / span, 0), 1)
    }

    /// Restarts the segment at fraction `f` from the value on screen, towards the target (forwards) or
    /// the original value (backwards).
    func restart(at f: Double, forwards: Bool) {
        guard let layer, let animation, isLive else { return }
        animation.fromValue = layer.presentationValue(forKeyPath: keyPath)
        animation.toValue = forwards ? target : original
        segmentStart = f
        segmentEnd = forwards ? 1 : min(startFraction, f)
    }

    /// Removes the animation and leaves the property at `position`.
    func finish(at position: UIViewAnimatingPosition) {
        guard let layer, isLive else { return }
        let value: Any? = switch position {
        case .end: target
        case .start: original
        case .current: layer.presentationValue(forKeyPath: keyPath)
        }
        layer.removeAnimation(forKey: keyPath)
        layer.setModelValue(value, forKeyPath: keyPath)
    }
}
