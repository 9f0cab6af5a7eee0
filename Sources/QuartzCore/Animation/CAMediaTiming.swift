/// Timing shared by animations (and, in Core Animation, layers): when an animation starts, how long one
/// pass lasts, how fast and how often it plays, and what it shows outside its active time.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the animation starts, in its parent's time (0 when added: now).
    var beginTime: CFTimeInterval { get set }
    /// One pass, in seconds (0 means 0.25 for an animation).
    var duration: CFTimeInterval { get set }
    /// Time's rate (2 plays twice as fast; 0 pauses).
    var speed: Float { get set }
    /// An offset into the animation's own time.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes (fractions allowed; `.infinity` repeats for ever).
    var repeatCount: Float { get set }
    /// How long to repeat for, in seconds (instead of a count).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forwards and then backwards.
    var autoreverses: Bool { get set }
    /// What shows before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The end value stays after the end (while the animation is not removed).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the start (during a delay).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the model value shows outside the active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
