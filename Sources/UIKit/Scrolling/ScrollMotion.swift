/// How a scroll view's content moves between frames on its own.
enum ScrollMotion {
    /// One axis of a glide after a drag: towards `target` on the deceleration curve, or, past an edge,
    /// a spring back to `edge`.
    struct Axis {
        enum Phase {
            /// Gliding from `start` towards `target`.
            case gliding(start: CGFloat, target: CGFloat)
            /// Springing back to `edge`, from `displacement` past it at `velocity`.
            case springing(edge: CGFloat, displacement: CGFloat, velocity: CGFloat)
            case resting
        }
        var phase: Phase
        /// When the current phase started (media time).
        var since: TimeInterval
    }

    /// A glide after a drag, each axis on its own.
    case decelerating(x: Axis, y: Axis, rate: CGFloat)
    /// An animated `setContentOffset`.
    case animating(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval)
}
