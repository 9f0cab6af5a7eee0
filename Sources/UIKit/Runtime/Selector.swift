/// The name of a method a responder may be asked to perform: the standard edit actions, undo and redo,
/// or an app's own, as `canPerformAction(_:withSender:)` and `target(forAction:withSender:)` take it.
///
/// Where Tessera differs: Swift on Linux has no Objective-C runtime, so there is no `#selector`. A
/// `Selector` here is a value named like the Objective-C selector ("copy:"), made from a string
/// (`Selector("copy:")`, or a string literal) or taken from the statics below (`.copy`). Overrides keep
/// Apple's signatures, so this compiles unchanged:
///
/// ```swift
/// override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
///     action == .copy ? hasSelection : super.canPerformAction(action, withSender: sender)
/// }
/// override func copy(_ sender: Any?) { UIPasteboard.general.string = selectedText }
/// ```
///
/// `perform(on:sender:)` calls the method a standard action names; edit menus use it with
/// `target(forAction:withSender:)`.
public struct Selector: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name ("copy:").
    public let rawValue: String
    /// Creates a selector from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a selector from its name, as `Selector("copy:")` does on Apple's platforms.
    public init(_ name: String) { rawValue = name }
    /// Creates a selector from a literal name.
    public init(stringLiteral value: String) { rawValue = value }
    /// The name.
    public var description: String { rawValue }

    /// `cut(_:)`.
    public static let cut = Selector("cut:")
    /// `copy(_:)`.
    public static let copy = Selector("copy:")
    /// `paste(_:)`.
    public static let paste = Selector("paste:")
    /// `pasteAndMatchStyle(_:)`.
    public static let pasteAndMatchStyle = Selector("pasteAndMatchStyle:")
    /// `select(_:)`.
    public static let select = Selector("select:")
    /// `selectAll(_:)`.
    public static let selectAll = Selector("selectAll:")
    /// `delete(_:)`.
    public static let delete = Selector("delete:")
    /// Undo through the responder's `undoManager`.
    public static let undo = Selector("undo:")
    /// Redo through the responder's `undoManager`.
    public static let redo = Selector("redo:")
    /// `toggleBoldface(_:)`.
    public static let toggleBoldface = Selector("toggleBoldface:")
    /// `toggleItalics(_:)`.
    public static let toggleItalics = Selector("toggleItalics:")
    /// `toggleUnderline(_:)`.
    public static let toggleUnderline = Selector("toggleUnderline:")
    /// `makeTextWritingDirectionLeftToRight(_:)`.
    public static let makeTextWritingDirectionLeftToRight = Selector("makeTextWritingDirectionLeftToRight:")
    /// `makeTextWritingDirectionRightToLeft(_:)`.
    public static let makeTextWritingDirectionRightToLeft = Selector("makeTextWritingDirectionRightToLeft:")
    /// `increaseSize(_:)`.
    public static let increaseSize = Selector("increaseSize:")
    /// `decreaseSize(_:)`.
    public static let decreaseSize = Selector("decreaseSize:")
    /// `find(_:)`.
    public static let find = Selector("find:")
    /// `findAndReplace(_:)`.
    public static let findAndReplace = Selector("findAndReplace:")
    /// `duplicate(_:)`.
    public static let duplicate = Selector("duplicate:")
    /// `rename(_:)`.
    public static let rename = Selector("rename:")

    /// The actions an edit menu offers, in the order it lists them.
    public static let editMenuActions: [Selector] = [.cut, .copy, .paste, .delete, .select, .selectAll]

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
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .toggleBoldface: return "Bold"
        case .toggleItalics: return "Italic"
        case .toggleUnderline: return "Underline"
        case .makeTextWritingDirectionLeftToRight: return "Left to Right"
        case .makeTextWritingDirectionRightToLeft: return "Right to Left"
        case .increaseSize: return "Bigger"
        case .decreaseSize: return "Smaller"
        case .find: return "Find"
        case .findAndReplace: return "Find and Replace"
        case .duplicate: return "Duplicate"
        case .rename: return "Rename…"
        default: return rawValue
        }
    }

    /// Calls the standard action's method on `responder` (undo and redo through its `undoManager`);
    /// false, with a log, for a name no method here stands for.
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
        case .undo: responder.undoManager?.undo()
        case .redo: responder.undoManager?.redo()
        case .toggleBoldface: responder.toggleBoldface(sender)
        case .toggleItalics: responder.toggleItalics(sender)
        case .toggleUnderline: responder.toggleUnderline(sender)
        case .makeTextWritingDirectionLeftToRight: responder.makeTextWritingDirectionLeftToRight(sender)
        case .makeTextWritingDirectionRightToLeft: responder.makeTextWritingDirectionRightToLeft(sender)
        case .increaseSize: responder.increaseSize(sender)
        case .decreaseSize: responder.decreaseSize(sender)
        case .find: responder.find(sender)
        case .findAndReplace: responder.findAndReplace(sender)
        case .duplicate: responder.duplicate(sender)
        case .rename: responder.rename(sender)
        default:
            TesseraLog.error("UIKit", "Selector \(rawValue): no method performs it; nothing was done")
            return false
        }
        return true
    }
}
