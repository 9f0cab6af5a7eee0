/// Attaching gesture recognizers to views.
extension UIView {
    /// The view's gesture recognizers, in the order they were added (nil when it has none).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            guard let list = viewExtras?.gestureRecognizers, !list.isEmpty else { return nil }
            return list
        }
        set {
            for recognizer in viewExtras?.gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer (moving it from the view it was on); the view keeps it alive.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        extras.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture in progress is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        if gestureRecognizer.isEngaged { GestureArena.abandon(gestureRecognizer) }
        viewExtras?.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
