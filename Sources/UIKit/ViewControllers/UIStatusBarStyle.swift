/// The look of the status bar's content: dark or light text, or chosen by the interface style.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}
