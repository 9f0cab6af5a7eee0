/// A presentation (a sheet, a form sheet, a full-screen controller, an alert, a popover) is modal for
/// assistive technologies, as on iOS: what is behind it is not read. An undimmed sheet detent, whose
/// dimming lets touches through to the views underneath, leaves them readable.
extension PresentationContainerView: AccessibilityDefaults {
    var standardViewIsModal: Bool? {
        !subviews.contains { ($0 as? PresentationDimmingView)?.passesTouchesThrough == true }
    }
}
