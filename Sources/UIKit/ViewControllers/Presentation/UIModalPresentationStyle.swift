/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole screen; the presenter's views are removed when the transition ends.
    case fullScreen = 0
    /// A card over the presenter, its top below the status bar (iPhone: `.pageSheet` at the large
    /// detent; regular widths: a centred page-wide card).
    case pageSheet = 1
    /// A centred card in regular widths (a page sheet in compact widths).
    case formSheet = 2
    /// Covers the view of the controller that `definesPresentationContext`.
    case currentContext = 3
    /// Animated and laid out by the transitioning delegate's objects.
    case custom = 4
    /// Covers the whole screen; the presenter's views stay underneath.
    case overFullScreen = 5
    /// Covers the presentation context's view; the views underneath stay.
    case overCurrentContext = 6
    /// A popover anchored to a view or bar item (regular widths; adapts to a sheet in compact ones).
    case popover = 7
    /// No presentation style (an adaptive delegate's answer that keeps the style).
    case none = -1
    /// The system's choice: `.pageSheet` for most controllers, as on iOS 13 and later.
    case automatic = -2
}
