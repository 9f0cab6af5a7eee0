/// A generator of the feedback iOS plays when a task succeeds, warns or fails. Plays nothing on Linux
/// (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Tells the generator a task ended with `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        occurred(.notification(type: notificationType, location: nil))
    }

    /// Tells the generator a task ended with `notificationType`, at `location` in its view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        occurred(.notification(type: notificationType, location: location))
    }
}
