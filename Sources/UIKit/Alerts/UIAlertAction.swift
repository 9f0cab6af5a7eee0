import Foundation

/// A button of an alert or action sheet: its title, style, whether it is enabled, and the handler run
/// after the alert is dismissed by it.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain action, in the tint colour.
        case `default` = 0
        /// The action that cancels: bold when nothing else is preferred, last in stacked alerts, left
        /// of two side-by-side buttons, and in its own button below an action sheet. One per alert.
        case cancel = 1
        /// An action that destroys data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the button can be tapped (true); a disabled button is grey.
    open var isEnabled = true { didSet { if isEnabled != oldValue { onChange?() } } }
    let handler: ((UIAlertAction) -> Void)?
    /// Called when the action changes (the alert's view updates its button).
    var onChange: (() -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed by a tap on it.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// The title and style.
    open override nonisolated var description: String {
        mainActorDescription(of: self) { "<UIAlertAction: title = \(title.map { "\"\($0)\"" } ?? "nil"), style = \(style)>" }
    }
}
