/// A generator of the light tick iOS plays as a selection changes (a picker's wheel turning, a
/// segmented control's choice). Plays nothing on Linux (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Tells the generator the selection changed.
    open func selectionChanged() {
        occurred(.selection(location: nil))
    }

    /// Tells the generator the selection changed at `location`, a point in its view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {
        occurred(.selection(location: location))
    }
}
