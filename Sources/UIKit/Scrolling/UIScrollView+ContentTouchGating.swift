// The gesture arena asks a scroll view whether touches in its content may begin (its open
// `touchesShouldBegin(_:with:in:)`, which subclasses override).
extension UIScrollView: ContentTouchGating {}
