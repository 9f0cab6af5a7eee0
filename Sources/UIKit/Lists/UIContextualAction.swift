/// An action shown when a row is swiped: a coloured button with a title or image, and a handler that
/// runs when it is tapped (or when the row is swiped all the way, for the first action).
///
/// The handler gets a completion to call with whether the action was performed; a table closes the
/// swiped row when it is called (and, for a destructive action that returns true, expects the row to be
/// deleted).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of an action.
    public enum Style: Int, Sendable {
        /// A grey button (unless `backgroundColor` is set).
        case normal
        /// A red button, for deleting.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view it was shown in (the row), and a
    /// completion to call with whether it was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style (fixed at creation).
    public let style: Style
    /// The handler.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's image (shown above the title when both are set).
    open var image: UIImage?
    /// The button's colour: `systemRed` for destructive actions and `systemGray` for normal ones unless
    /// set.
    open var backgroundColor: UIColor! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    private var customBackgroundColor: UIColor?

    /// Makes an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
