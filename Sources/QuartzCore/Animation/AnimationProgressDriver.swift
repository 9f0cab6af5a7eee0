/// Where a driven animation reads its progress at every frame instead of from its timing curve: UIKit's
/// property animators hold their animations still (speed 0) and move them this way.
///
/// A class holding the closure, rather than a closure-typed property on `CABasicAnimation`: that class is
/// `@preconcurrency`, and a main-actor function type in its stored property was mangled two ways by
/// different compile batches (one with the main actor stripped, one without), which failed the link.
package final class AnimationProgressDriver {
    /// The progress to show now (0 at the start, 1 at the end).
    package let progress: @MainActor () -> Double

    package init(_ progress: @escaping @MainActor () -> Double) {
        self.progress = progress
    }
}
