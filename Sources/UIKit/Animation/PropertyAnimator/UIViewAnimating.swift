/// An animation you can start, pause, scrub, stop and finish: `UIViewPropertyAnimator` adopts it, and
/// custom animators can too (interactive transitions drive any `UIViewAnimating`).
///
/// The states go inactive → active (running or paused) → inactive when the animations end, or
/// active → stopped (`stopAnimation(false)`) → inactive (`finishAnimation(at:)`).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (false while paused or not started).
    var isRunning: Bool { get }
    /// Whether the animations run towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations are through their time, 0…1; setting it scrubs a paused animator.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are (and sets them up if they were not).
    func pauseAnimation()
    /// Stops the animations where they are: with `withoutFinishing` true the animator goes inactive at
    /// once without calling completions; otherwise it goes to `.stopped` for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at `finalPosition` and calls the completions with it.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
