/// An animator that animates the view changes made in blocks you give it, and calls completions.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds changes to animate (while running, they animate over the remaining time).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds changes to animate, starting `delayFactor` (0…1) of the remaining time from now.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to call with the final position when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing (nil: the current one) over `durationFactor` times the
    /// original duration's remainder.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// The methods are optional in UIKit: these defaults do nothing.
extension UIViewImplicitlyAnimating {
    /// Does nothing (optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (optional in UIKit).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (optional in UIKit).
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
