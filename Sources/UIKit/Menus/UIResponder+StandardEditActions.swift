/// The standard edit actions (UIKit's `UIResponderStandardEditActions`) without selectors.
///
/// On iOS an edit menu asks `canPerformAction(_:withSender:)` with selectors such as `copy(_:)` and
/// sends the chosen one up the responder chain. Tessera has no selectors: the actions are named by
/// `UIResponder.StandardEditAction` values (`.copy`, `.paste`…, their raw values the selectors' names,
/// "copy:"), each tied to the `UIResponder` method it calls. A responder that implements `copy(_:)`
/// overrides both the method and `canPerformAction(_:withSender:)`:
///
/// ```swift
/// override func canPerformAction(_ action: StandardEditAction, withSender sender: Any?) -> Bool {
///     action == .copy ? hasSelection : super.canPerformAction(action, withSender: sender)
/// }
/// override func copy(_ sender: Any?) { UIPasteboard.general.string = selectedText }
/// ```
///
/// `target(forAction:withSender:)` finds the responder (from this one up the chain) that can perform
/// an action, and `perform(on:sender:)` calls the action's method on it; edit menus use both.
extension UIResponder {
    /// A standard edit action: the stand-in for the selectors of `UIResponderStandardEditActions`.
    public struct StandardEditAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        /// Creates an action from its selector's name ("copy:").
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let cut = StandardEditAction(rawValue: "cut:")
        public static let copy = StandardEditAction(rawValue: "copy:")
        public static let paste = StandardEditAction(rawValue: "paste:")
        public static let pasteAndMatchStyle = StandardEditAction(rawValue: "pasteAndMatchStyle:")
        public static let select = StandardEditAction(rawValue: "select:")
        public static let selectAll = StandardEditAction(rawValue: "selectAll:")
        public static let delete = StandardEditAction(rawValue: "delete:")
        public static let toggleBoldface = StandardEditAction(rawValue: "toggleBoldface:")
        public static let toggleItalics = StandardEditAction(rawValue: "toggleItalics:")
        public static let toggleUnderline = StandardEditAction(rawValue: "toggleUnderline:")
        public static let makeTextWritingDirectionLeftToRight = StandardEditAction(rawValue: "makeTextWritingDirectionLeftToRight:")
        public static let makeTextWritingDirectionRightToLeft = StandardEditAction(rawValue: "makeTextWritingDirectionRightToLeft:")
        public static let find = StandardEditAction(rawValue: "find:")
        public static let findAndReplace = StandardEditAction(rawValue: "findAndReplace:")
        public static let duplicate = StandardEditAction(rawValue: "duplicate:")
        public static let rename = StandardEditAction(rawValue: "rename:")

        /// The actions an edit menu offers, in the order it lists them.
        public static let editMenuActions: [StandardEditAction] = [.cut, .copy, .paste, .delete, .select, .selectAll]

        /// The action's title in a menu.
        public var title: String {
            switch self {
            case .cut: return "Cut"
            case .copy: return "Copy"
            case .paste: return "Paste"
            case .pasteAndMatchStyle: return "Paste and Match Style"
            case .select: return "Select"
            case .selectAll: return "Select All"
            case .delete: return "Delete"
            case .toggleBoldface: return "Bold"
            case .toggleItalics: return "Italic"
            case .toggleUnderline: return "Underline"
            case .makeTextWritingDirectionLeftToRight: return "Left to Right"
            case .makeTextWritingDirectionRightToLeft: return "Right to Left"
            case .find: return "Find"
            case .findAndReplace: return "Find and Replace"
            case .duplicate: return "Duplicate"
            case .rename: return "Rename…"
            default: return rawValue
            }
        }

        public var description: String { rawValue }

        /// Calls the action's method on `responder`; false for an action no method stands for.
        @MainActor @discardableResult
        public func perform(on responder: UIResponder, sender: Any?) -> Bool {
            switch self {
            case .cut: responder.cut(sender)
            case .copy: responder.copy(sender)
            case .paste: responder.paste(sender)
            case .pasteAndMatchStyle: responder.pasteAndMatchStyle(sender)
            case .select: responder.select(sender)
            case .selectAll: responder.selectAll(sender)
            case .delete: responder.delete(sender)
            case .toggleBoldface: responder.toggleBoldface(sender)
            case .toggleItalics: responder.toggleItalics(sender)
            case .toggleUnderline: responder.toggleUnderline(sender)
            case .makeTextWritingDirectionLeftToRight: responder.makeTextWritingDirectionLeftToRight(sender)
            case .makeTextWritingDirectionRightToLeft: responder.makeTextWritingDirectionRightToLeft(sender)
            case .find: responder.find(sender)
            case .findAndReplace: responder.findAndReplace(sender)
            case .duplicate: responder.duplicate(sender)
            case .rename: responder.rename(sender)
            default:
                TesseraLog.error("UIKit", "UIResponder.StandardEditAction \(rawValue): no method performs it; nothing was done")
                return false
            }
            return true
        }
    }

    /// The responder that performs `action`: this one or the first up the chain whose
    /// `canPerformAction(_:withSender:)` is true; nil when none can.
    public func target(forAction action: StandardEditAction, withSender sender: Any?) -> UIResponder? {
        var current: UIResponder? = self
        while let responder = current {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return nil
    }
}
