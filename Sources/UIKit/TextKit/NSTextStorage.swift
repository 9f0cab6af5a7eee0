import Foundation

/// The text of a TextKit stack: an attributed string that records its edits and, when an editing
/// session ends, tells its delegate and its layout managers what changed.
///
/// Every mutation (`replaceCharacters`, `setAttributes`, `addAttribute(s)`, `removeAttribute`,
/// `deleteCharacters`, and `insert`/`append`/`setAttributedString`, which go through them) calls
/// `edited(_:range:changeInLength:)`; outside `beginEditing()`/`endEditing()` each one is processed at
/// once, inside them the edits are merged into one `editedRange` and processed at `endEditing()`.
/// `processEditing()` tells the delegate (`willProcessEditing`), posts
/// `willProcessEditingNotification`, tells the delegate (`didProcessEditing`), posts
/// `didProcessEditingNotification`, then invalidates its layout managers' layout, as on iOS.
///
/// Where Tessera differs: it is a real subclass of swift-corelibs-foundation's
/// `NSMutableAttributedString` (whose storage lives in the superclass, so no primitive overrides are
/// needed); edits made through `mutableString` bypass the subclass there and are not recorded, so use
/// `replaceCharacters(in:with:)`. Like Apple's, it is not bound to the main actor but must be used from
/// one thread at a time.
open class NSTextStorage: NSMutableAttributedString {
    /// The kinds of change an edit made.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1)
        /// Characters changed (attributes may have too).
        public static let editedCharacters = EditActions(rawValue: 2)
    }

    /// Posted before the storage processes an editing session (object: the storage).
    public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    /// Posted after the storage processed an editing session (object: the storage).
    public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// The layout managers laying this text out (the storage owns them, as on iOS).
    open private(set) var layoutManagers: [NSLayoutManager] = []
    /// Told before and after edits are processed.
    open weak var delegate: (any NSTextStorageDelegate)?
    /// What the pending edits changed (empty outside an editing session).
    open private(set) var editedMask: EditActions = []
    /// The range, in the edited text, that the pending edits touched (`NSNotFound` location without edits).
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How many characters the pending edits added (negative: removed).
    open private(set) var changeInLength = 0
    /// Whether attributes are fixed only when read (always false: Tessera fixes none).
    open var fixesAttributesLazily: Bool { false }
    /// Nested `beginEditing()` calls not yet ended.
    private var editingDepth = 0
    /// Whether `processEditing()` is running (edits made then are attribute fixes, not new edits).
    private var isProcessing = false

    /// Creates empty text storage.
    public convenience init() {
        self.init(string: "")
    }

    // MARK: Layout managers

    /// Adds a layout manager (it lays this text out from now on).
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes a layout manager.
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }

    // MARK: Editing

    /// Starts an editing session: edits are merged and processed at the matching `endEditing()`.
    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    /// Ends an editing session; the outermost one processes the merged edits.
    open override func endEditing() {
        super.endEditing()
        guard editingDepth > 0 else {
            TesseraLog.error("UIKit", "NSTextStorage.endEditing: called without beginEditing; ignored")
            return
        }
        editingDepth -= 1
        if editingDepth == 0 && !editedMask.isEmpty { processAndReset() }
    }

    /// Records an edit: `range` is the range in the text before the edit, `delta` the change in length.
    /// Subclasses that store text themselves call it from their primitive methods.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let newRange = NSRange(location: editedRange.location,
                               length: max(0, editedRange.length + (editedMask.contains(.editedCharacters) ? delta : 0)))
        if self.editedMask.isEmpty {
            self.editedRange = newRange
        } else {
            // The earlier range, moved by this edit's change in length where it lies after it.
            var old = self.editedRange
            if old.location >= editedRange.location + editedRange.length {
                old.location += delta
            } else if old.location + old.length > editedRange.location {
                old.length = max(0, old.length + delta)
            }
            let lower = min(old.location, newRange.location)
            let upper = max(old.location + old.length, newRange.location + newRange.length)
            self.editedRange = NSRange(location: lower, length: upper - lower)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 && !isProcessing { processAndReset() }
    }

    /// Processes the pending edits: delegate and notifications, then the layout managers' invalidation.
    /// Override to fix attributes (call super last).
    open func processEditing() {
        let center = NotificationCenter.default
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        center.post(name: Self.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        center.post(name: Self.didProcessEditingNotification, object: self)
        let invalidated = editedRange
        for manager in layoutManagers {
            manager.processEditing(for: self, edited: editedMask, range: editedRange, changeInLength: changeInLength,
                                   invalidatedRange: invalidated)
        }
    }

    private func processAndReset() {
        isProcessing = true
        processEditing()
        isProcessing = false
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// A range clamped to the text, logged when it was not inside it.
    private func checked(_ range: NSRange, _ api: String) -> NSRange? {
        let total = length
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              range.location <= total, range.length <= total - range.location else {
            TesseraLog.error("UIKit", "NSTextStorage.\(api): range \(range) out of bounds; string length \(total); ignored")
            return nil
        }
        return range
    }

    // MARK: Mutations

    /// Replaces the characters in `range` with a plain string (in the attributes of the first replaced character).
    open override func replaceCharacters(in range: NSRange, with str: String) {
        guard let range = checked(range, "replaceCharacters(in:with:)") else { return }
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: str.utf16.count - range.length)
    }

    /// Replaces the characters in `range` with attributed text.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        guard let range = checked(range, "replaceCharacters(in:with:)") else { return }
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length)
    }

    /// Deletes the characters in `range`.
    open override func deleteCharacters(in range: NSRange) {
        guard let range = checked(range, "deleteCharacters(in:)") else { return }
        super.deleteCharacters(in: range)
        edited(.editedCharacters, range: range, changeInLength: -range.length)
    }

    /// Sets the attributes of `range`.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        guard let range = checked(range, "setAttributes(_:range:)") else { return }
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds one attribute to `range`.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        guard let range = checked(range, "addAttribute(_:value:range:)") else { return }
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds attributes to `range`.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        guard let range = checked(range, "addAttributes(_:range:)") else { return }
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Removes an attribute from `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        guard let range = checked(range, "removeAttribute(_:range:)") else { return }
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }
}
