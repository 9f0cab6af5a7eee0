/// The direction of an assistive technology's scroll (VoiceOver's three-finger swipes), given to
/// `accessibilityScroll(_:)`. As on iOS, the direction is the swipe's: `.up` moves the content up,
/// showing what is below it (the next page).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// A swipe to the right: shows the content to the left (the previous page sideways).
    case right = 1
    /// A swipe to the left: shows the content to the right.
    case left = 2
    /// A swipe up: shows the content below.
    case up = 3
    /// A swipe down: shows the content above.
    case down = 4
    /// The next page, whatever the axis.
    case next = 5
    /// The previous page, whatever the axis.
    case previous = 6
}
