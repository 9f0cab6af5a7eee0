/// The animation a presentation uses when it is not custom.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom (the default).
    case coverVertical = 0
    /// Turns over from right to left, like a card.
    case flipHorizontal = 1
    /// Fades in over the presenter.
    case crossDissolve = 2
    /// Curls the presenter up like a page (full-screen presentations only).
    case partialCurl = 3
}
