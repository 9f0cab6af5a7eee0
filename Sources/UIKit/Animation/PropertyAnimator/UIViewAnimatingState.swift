/// Where an animator is in its life: not set up, set up (running or paused), or stopped and waiting
/// for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    /// No animations are set up: the start, and after the animations ended.
    case inactive = 0
    /// The animations are set up, running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`; `finishAnimation(at:)` ends it.
    case stopped = 2
}
