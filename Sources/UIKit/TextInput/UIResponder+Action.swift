extension UIResponder {
    /// An action a responder may be asked about in `canPerformAction(_:withSender:)`: the standard edit
    /// actions, undo and redo, or an app's own by name.
    ///
    /// Where Tessera differs: iOS passes a `Selector` (`#selector(copy(_:))`); Swift on Linux has none, so
    /// actions are named values (`.copy`), spelled as the Objective-C selectors are ("copy:"), so a
    /// string literal works too.
    public struct Action: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The action's selector name ("copy:").
        public var rawValue: String
        /// Creates an action from its selector name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an action from a literal selector name.
        public init(stringLiteral value: String) { rawValue = value }
        /// The selector name.
        public var description: String { rawValue }

        /// `cut(_:)`.
        public static let cut = Action(rawValue: "cut:")
        /// `copy(_:)`.
        public static let copy = Action(rawValue: "copy:")
        /// `paste(_:)`.
        public static let paste = Action(rawValue: "paste:")
        /// `pasteAndMatchStyle(_:)`.
        public static let pasteAndMatchStyle = Action(rawValue: "pasteAndMatchStyle:")
        /// `select(_:)`.
        public static let select = Action(rawValue: "select:")
        /// `selectAll(_:)`.
        public static let selectAll = Action(rawValue: "selectAll:")
        /// `delete(_:)`.
        public static let delete = Action(rawValue: "delete:")
        /// `UndoManager.undo()` through the responder's `undoManager`.
        public static let undo = Action(rawValue: "undo:")
        /// `UndoManager.redo()` through the responder's `undoManager`.
        public static let redo = Action(rawValue: "redo:")
        /// `toggleBoldface(_:)`.
        public static let toggleBoldface = Action(rawValue: "toggleBoldface:")
        /// `toggleItalics(_:)`.
        public static let toggleItalics = Action(rawValue: "toggleItalics:")
        /// `toggleUnderline(_:)`.
        public static let toggleUnderline = Action(rawValue: "toggleUnderline:")
    }
}
