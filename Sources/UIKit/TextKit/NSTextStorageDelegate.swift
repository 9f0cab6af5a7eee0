import Foundation

/// Told when a text storage processes its edits: before (`willProcessEditing`, where attributes may
/// still be changed) and after (`didProcessEditing`, before the layout managers hear of it).
public protocol NSTextStorageDelegate: AnyObject {
    /// The storage is about to process edits of `editedMask` over `editedRange` (in the new text).
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// The storage processed edits; its layout managers are told next.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing by default.
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    /// Does nothing by default.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
