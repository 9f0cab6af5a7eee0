/// A value a control draws, animated by the animation system's clock and curve, for controls' animated
/// setters (`setOn(_:animated:)`, `setValue(_:animated:)`, `setProgress(_:animated:)`) and the segmented
/// control's sliding pill.
///
/// The controls draw their moving parts themselves, so the value animates rather than a layer: `step`
/// receives the fraction (0 to 1) on Core Animation's ease-in-ease-out curve at every frame of the media
/// clock. Like view animations, it does not animate inside `UIView.performWithoutAnimation` or while
/// `UIView.areAnimationsEnabled` is false: the value jumps to its end. Starting a new animation for
/// the same owner replaces the running one. The animation keeps itself alive until it finishes or is
/// cancelled.
@MainActor
final class ControlAnimation {
    private let startTime: CFTimeInterval
    private let duration: TimeInterval
    private let step: @MainActor (CGFloat) -> Void
    private let completion: (@MainActor () -> Void)?

    private init(duration: TimeInterval, step: @escaping @MainActor (CGFloat) -> Void, completion: (@MainActor () -> Void)?) {
        startTime = CACurrentMediaTime()
        self.duration = max(duration, 0.001)
        self.step = step
        self.completion = completion
    }

    /// Starts an animation; `step(0)` runs at once, then once per frame until `step(1)`.
    @discardableResult
    static func run(duration: TimeInterval, step: @escaping @MainActor (CGFloat) -> Void,
                    completion: (@MainActor () -> Void)? = nil) -> ControlAnimation? {
        guard isAnimating else {
            step(1)
            completion?()
            return nil
        }
        let animation = ControlAnimation(duration: duration, step: step, completion: completion)
        step(0)
        UIApplication.shared.addFrameObserver(for: animation) { [animation] now in animation.frame(at: now) }
        return animation
    }

    /// Moves a shown value to `target` (a thumb's position, a bar's length): at once when `duration` is
    /// nil or the value is already there, else eased over `duration`. The owner's running animation,
    /// held in `animation`, is cancelled first and the new one stored there.
    static func move(_ animation: inout ControlAnimation?, from start: CGFloat, to target: CGFloat,
                     duration: TimeInterval?, update: @escaping @MainActor (CGFloat) -> Void) {
        animation?.cancel()
        animation = nil
        guard let duration, start != target else { return update(target) }
        animation = run(duration: duration, step: { t in update(start + (target - start) * t) })
    }

    /// Stops the animation where it is, without its completion.
    func cancel() {
        UIApplication.shared.removeFrameObserver(for: self)
    }

    /// Whether animations run here: not inside `performWithoutAnimation`, nor with animations off.
    private static var isAnimating: Bool {
        UIView.areAnimationsEnabled && AnimationBlock.frames.last.map { $0.makeAnimation != nil } ?? true
    }

    private static let curve = CAMediaTimingFunction(name: .easeInEaseOut)

    private func frame(at now: CFTimeInterval) {
        let t = min(1, max(0, (now - startTime) / duration))
        step(CGFloat(Self.curve.value(at: t)))
        guard t >= 1 else { return }
        UIApplication.shared.removeFrameObserver(for: self)
        completion?()
    }
}
