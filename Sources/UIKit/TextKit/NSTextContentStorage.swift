import Foundation

/// The document of TextKit 2: content managers hand text to their text layout managers.
open class NSTextContentManager: NSObject {
    /// The layout managers showing this content.
    open private(set) var textLayoutManagers: [NSTextLayoutManager] = []
    /// The layout manager that drives editing (the first added).
    open weak var primaryTextLayoutManager: NSTextLayoutManager?

    /// Creates a content manager.
    public override init() {
        super.init()
    }

    /// Creates a content manager from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Adds a layout manager.
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManagers.append(textLayoutManager)
        if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
        textLayoutManager.textContentManager = self
    }

    /// Removes a layout manager.
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        textLayoutManagers.removeAll { $0 === textLayoutManager }
        if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = textLayoutManagers.first }
        if textLayoutManager.textContentManager === self { textLayoutManager.textContentManager = nil }
    }

    /// The whole document.
    open var documentRange: NSTextRange { NSTextRange(location: TextOffsetLocation(0)) }

    /// The location `offset` UTF-16 units from `location` (nil outside the document).
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        let target = location.utf16Offset + offset
        guard target >= 0, target <= documentRange.endLocation.utf16Offset else { return nil }
        return TextOffsetLocation(target)
    }

    /// The UTF-16 distance between two locations.
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        to.utf16Offset - from.utf16Offset
    }

    /// Runs `transaction` as one edit (`performEditingTransaction` on iOS).
    open func performEditingTransaction(_ transaction: () -> Void) {
        transaction()
    }
}

/// TextKit 2's content manager over an `NSTextStorage` (the same storage TextKit 1 uses): paragraphs of
/// the storage are the document's elements.
///
/// Where Tessera differs: `NSTextParagraph` elements are not materialised; layout fragments are read
/// from the text layout manager directly.
open class NSTextContentStorage: NSTextContentManager, NSTextStorageDelegate {
    /// The text (edit it to change the document).
    open var textStorage: NSTextStorage? {
        didSet {
            for manager in textLayoutManagers { manager.attach(to: textStorage) }
        }
    }

    /// The document's text, as a copy (setting it replaces the storage's text).
    open var attributedString: NSAttributedString? {
        get { textStorage.map { NSAttributedString(attributedString: $0) } }
        set {
            guard let storage = textStorage else { return }
            storage.setAttributedString(newValue ?? NSAttributedString(string: ""))
        }
    }

    /// Creates a content storage with empty text.
    public override init() {
        textStorage = NSTextStorage()
        super.init()
    }

    /// Creates a content storage from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        textStorage = NSTextStorage()
        super.init()
    }

    /// The whole document: from 0 to the storage's length.
    open override var documentRange: NSTextRange {
        NSTextRange(location: TextOffsetLocation(0), end: TextOffsetLocation(textStorage?.length ?? 0))!
    }

    /// Adds a layout manager, which lays this storage's text out.
    open override func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        super.addTextLayoutManager(textLayoutManager)
        textLayoutManager.attach(to: textStorage)
    }

    /// Groups the edits of `transaction` into one storage editing session.
    open override func performEditingTransaction(_ transaction: () -> Void) {
        textStorage?.beginEditing()
        transaction()
        textStorage?.endEditing()
    }
}
