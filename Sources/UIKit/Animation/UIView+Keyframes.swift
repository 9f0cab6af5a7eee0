/// Keyframe view animations: within `animateKeyframes`, each `addKeyframe` block's changes happen over
/// its share of the time; a property holds its value between its keyframes. Each animated property
/// becomes one `CAKeyframeAnimation` of the values it passes through.
///
/// ```swift
/// UIView.animateKeyframes(withDuration: 1, delay: 0) {
///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.transform = .init(scaleX: 1.4, y: 1.4) }
///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.transform = .identity }
/// }
/// ```
extension UIView {
    /// Animates the keyframes `animations` adds over `duration` seconds after `delay`; changes made
    /// outside `addKeyframe` run over the whole duration. `completion` gets whether all finished.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard ViewAnimationState.enabled, duration > 0 || delay > 0 else {
            performWithoutAnimation(animations)
            if let completion { ViewAnimationGroup(completion: completion).finishWhenEmpty() }
            return
        }
        let session = KeyframeSession()
        KeyframeSession.open.append(session)
        ViewAnimationState.durations.append(duration)
        AnimationBlock.with(AnimationBlock.Frame { _, _ in session }, animations)
        ViewAnimationState.durations.removeLast()
        KeyframeSession.open.removeLast()

        let group = ViewAnimationGroup(completion: completion)
        let start = MediaClock.now + max(0, delay)
        for track in session.tracks {
            guard let layer = track.layer else { continue }
            let animation = track.animation(duration: max(duration, 0.001), options: options)
            animation.beginTime = layer.convertTime(start, from: nil)
            if delay > 0 { animation.fillMode = .backwards }
            animation.delegate = group
            layer.add(animation, forKey: track.keyPath)
        }
        group.finishWhenEmpty()
    }

    /// Inside `animateKeyframes`: the changes `animations` makes happen from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let session = KeyframeSession.open.last else {
            TesseraLog.warning("UIKit", "UIView.addKeyframe outside animateKeyframes: the changes happen at once")
            return performWithoutAnimation(animations)
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 1 - start
        let saved = session.window
        session.window = (start, length)
        defer { session.window = saved }
        animations()
    }
}

/// The changes one `animateKeyframes` block makes, recorded as the action of every view property
/// changed inside it: for each layer property, where it started and each keyframe's value.
@MainActor
final class KeyframeSession: CAAction {
    /// Sessions being recorded, innermost last.
    static var open: [KeyframeSession] = []

    struct Keyframe {
        let start: Double
        let duration: Double
        let value: Any?
    }

    final class Track {
        weak var layer: CALayer?
        let keyPath: String
        let initial: Any?
        var keyframes: [Keyframe] = []
        init(layer: CALayer, keyPath: String, initial: Any?) {
            self.layer = layer
            self.keyPath = keyPath
            self.initial = initial
        }

        /// The values the property passes through and when: it holds each value until its next
        /// keyframe starts.
        @MainActor func animation(duration: TimeInterval, options: UIView.KeyframeAnimationOptions) -> CAKeyframeAnimation {
            var values: [Any] = [initial as Any], times: [Double] = [0]
            var last = initial
            for frame in keyframes.sorted(by: { $0.start < $1.start }) {
                let start = max(frame.start, times.last!)
                if start > times.last! {
                    values.append(last as Any)
                    times.append(start)
                }
                values.append(frame.value as Any)
                times.append(max(start + frame.duration, start))
                last = frame.value
            }
            if times.last! < 1 {
                values.append(last as Any)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            animation.timingFunction = options.curve.timingFunction
            animation.duration = duration
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            return animation
        }
    }

    private(set) var tracks: [Track] = []
    /// The keyframe being recorded: its start and length as fractions (the whole animation outside
    /// `addKeyframe`).
    var window: (start: Double, duration: Double) = (0, 1)

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let track: Track
        if let found = tracks.first(where: { $0.layer === layer && $0.keyPath == event }) {
            track = found
        } else {
            track = Track(layer: layer, keyPath: event, initial: layer.actionStartValue(forKeyPath: event))
            tracks.append(track)
        }
        track.keyframes.append(Keyframe(start: window.start, duration: window.duration, value: layer.modelValue(forKeyPath: event)))
    }
}
