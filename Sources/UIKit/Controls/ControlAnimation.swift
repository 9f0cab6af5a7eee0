/// A value animated over the frame clock with iOS's ease-in-out curve, for controls' animated setters
/// (`setOn(_:animated:)`, `setValue(_:animated:)`, `setProgress(_:animated:)`).
///
/// `step` receives the eased fraction (0 to 1) at every frame; starting a new animation for the same
/// owner replaces the running one. The animation keeps itself alive until it finishes or is cancelled.
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
                    completion: (@MainActor () -> Void)? = nil) -> ControlAnimation {
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

    private func frame(at now: CFTimeInterval) {
        let t = min(1, max(0, CGFloat((now - startTime) / duration)))
        step(t * t * (3 - 2 * t))
        guard t >= 1 else { return }
        UIApplication.shared.removeFrameObserver(for: self)
        completion?()
    }
}
