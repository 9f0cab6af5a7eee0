/// The text field's side of the editor's `UITextInput` answers (`TextEditor+TextInput`,
/// `TextEditor+Geometry`): the text's length, where the text's view sits in the field (the answers
/// are in the field's coordinates, the layout in the text view's), and the writing direction, which
/// the field keeps in its default attributes, as it has one paragraph.
extension UITextField {
    var editorLength: Int { storage.length }

    /// The text's view's origin in the field: inside the border, beside the overlay views.
    var editorDecorationOrigin: CGPoint { CGPoint(x: contentView.frame.minX, y: contentView.frame.minY) }

    /// The default attributes' writing direction, wherever the position is (natural without one).
    func editorBaseWritingDirection(at offset: Int) -> NSWritingDirection {
        (storedDefaultAttributes[.paragraphStyle] as? NSParagraphStyle)?.baseWritingDirection ?? .natural
    }

    /// Sets the writing direction in the default attributes, so the whole text and what is typed next follow it.
    func editorSetBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: NSRange) {
        let style = ((storedDefaultAttributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle)
            ?? NSMutableParagraphStyle()
        style.baseWritingDirection = writingDirection
        var attributes = defaultTextAttributes
        attributes[.paragraphStyle] = style
        defaultTextAttributes = attributes
    }
}
