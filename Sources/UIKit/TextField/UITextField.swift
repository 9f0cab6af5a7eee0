import TextEngine

/// A single line of editable text, as iOS 17 draws it: a border style (a 5 pt rounded rectangle by
/// default in Interface Builder, none in code, as on iOS), a placeholder, left and right overlay views,
/// a clear button, secure entry, and the full editing behaviour of Tessera's editing core (keys,
/// selection, marked text, undo, copy and paste, taps and drags).
///
/// Editing follows UIKit's order. Becoming first responder asks `textFieldShouldBeginEditing`, then
/// tells `textFieldDidBeginEditing`, sends `editingDidBegin` and posts `textDidBeginEditingNotification`.
/// Every change the user makes is asked of `textField(_:shouldChangeCharactersIn:replacementString:)`
/// (UTF-16 ranges), then sends `editingChanged` and posts `textDidChangeNotification`. Return asks
/// `textFieldShouldReturn` and sends `editingDidEndOnExit` (which resigns first responder when the event
/// has a target). Resigning asks `textFieldShouldEndEditing`, then tells
/// `textFieldDidEndEditing(_:reason:)`, sends `editingDidEnd` and posts `textDidEndEditingNotification`.
/// Setting `text` from code asks and sends nothing, as on iOS.
///
/// The text scrolls sideways to keep the caret visible while editing. Secure text shows a bullet per
/// character (the last typed character for a moment on touch devices) and is never copied or cut.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    // MARK: Stored state

    /// The text and its attributes.
    var storage = NSMutableAttributedString(string: "")
    lazy var editor = TextEditor(host: self)
    /// The view the text is drawn in (clipping it), which also holds the caret and selection.
    lazy var contentView = TextFieldContentView(field: self)
    lazy var clearButton = TextFieldClearButton(field: self)
    /// The text's single-line layout (display text: bullets when secure), rebuilt when the text or its look change.
    var cachedLayout: TextLayout?
    /// How far the text is scrolled left to keep the caret visible.
    var scrollX: CGFloat = 0
    /// The secure character shown for a moment after it was typed, and until when.
    var revealedCharacter: (range: NSRange, until: CFTimeInterval)?
    /// The first insertion replaces everything (`clearsOnInsertion`).
    var clearsOnNextInsertion = false
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    private(set) var storedDefaultAttributes: [NSAttributedString.Key: Any] = [:]
    private var storedPlaceholder: NSAttributedString?
    private var storedBorderStyle: BorderStyle = .none

    /// The text's default font: the system font at 17 points.
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// The rounded rectangle's corner radius.
    static let roundedCornerRadius: CGFloat = 5
    /// The clear button's side.
    static let clearButtonSide: CGFloat = 19

    // MARK: Creating

    /// Creates a text field with no border, empty, in the system font at 17 points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a text field from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderControl(coder); decodeInterfaceBuilderTextField(coder) }
    }

    private func setUp() {
        storedDefaultAttributes = [.font: Self.defaultFont, .foregroundColor: UIColor.label]
        contentMode = .redraw
        addSubview(contentView)
        addSubview(clearButton)
        clearButton.isHidden = true
        editor.installEditMenu(on: self)
    }

    // MARK: Text

    /// The text (never nil when read; setting nil empties the field). Setting it asks the delegate nothing
    /// and sends no event; the caret goes to the end.
    open var text: String? {
        get { storage.string }
        set {
            storage = NSMutableAttributedString(string: newValue ?? "", attributes: storedDefaultAttributes)
            textStorageChanged(byUser: false)
        }
    }

    /// The text with its attributes.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: storage) }
        set {
            storage = NSMutableAttributedString(attributedString: newValue ?? NSAttributedString(string: ""))
            textStorageChanged(byUser: false)
        }
    }

    /// The attributes of text set through `text` and typed text (font, colour, paragraph style).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { storedDefaultAttributes }
        set {
            storedDefaultAttributes = newValue
            if storedDefaultAttributes[.font] == nil { storedDefaultAttributes[.font] = Self.defaultFont }
            if storage.length > 0 { storage.setAttributes(storedDefaultAttributes, range: NSRange(location: 0, length: storage.length)) }
            textLookChanged()
        }
    }

    /// The attributes the next typed text gets: while editing, those of the text before the caret unless
    /// set; nil when not editing, as on iOS.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            guard isEditing else { return nil }
            if let storedTypingAttributes { return storedTypingAttributes }
            let caret = editor.selectedRange.location
            if storage.length > 0 {
                return storage.attributes(at: max(0, min(caret - 1, storage.length - 1)), effectiveRange: nil as NSRangePointer?)
            }
            return storedDefaultAttributes
        }
        set { if isEditing { storedTypingAttributes = newValue } }
    }

    /// The font (setting it sets the whole text's font).
    open var font: UIFont? {
        get { storedDefaultAttributes[.font] as? UIFont }
        set { setDefaultAttribute(.font, newValue ?? Self.defaultFont) }
    }

    /// The text colour (nil: `.label`).
    open var textColor: UIColor? {
        get { storedDefaultAttributes[.foregroundColor] as? UIColor }
        set { setDefaultAttribute(.foregroundColor, newValue ?? .label) }
    }

    /// How the text sits in the field when it is narrower than it.
    open var textAlignment: NSTextAlignment {
        get { (storedDefaultAttributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural }
        set {
            let style = ((storedDefaultAttributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
            style.alignment = newValue
            setDefaultAttribute(.paragraphStyle, style)
        }
    }

    private func setDefaultAttribute(_ key: NSAttributedString.Key, _ value: Any) {
        storedDefaultAttributes[key] = value
        if storage.length > 0 { storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length)) }
        textLookChanged()
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) }; textLookChanged() }
    }

    /// The placeholder with attributes (its colour defaults to `.placeholderText`, its font to the field's).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue; textLookChanged() }
    }

    /// Whether the font shrinks (down to `minimumFontSize`) so the text fits the field's width.
    open var adjustsFontSizeToFitWidth = false { didSet { textLookChanged() } }
    /// The smallest font size `adjustsFontSizeToFitWidth` goes down to.
    open var minimumFontSize: CGFloat = 0 { didSet { textLookChanged() } }
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether the first insertion after editing begins replaces the text (secure fields do this on iOS).
    open var clearsOnInsertion = false
    /// Whether the field can change the text's attributes (bold, italics) through edit actions (kept).
    open var allowsEditingTextAttributes = false
    /// Whether a Dynamic Type font (from `preferredFont(forTextStyle:)` or `UIFontMetrics`) is made again
    /// when the field's content size category changes (false by default).
    open var adjustsFontForContentSizeCategory = false

    /// Follows a new content size category with a Dynamic Type font, when `adjustsFontForContentSizeCategory` is set.
    override func traitsDidChange(from previous: UITraitCollection) {
        if let adjusted = UIFont.following(font, adjusts: adjustsFontForContentSizeCategory, from: previous, to: traitCollection) {
            font = adjusted
        }
        super.traitsDidChange(from: previous)
    }

    // MARK: Border and background

    /// The border (none by default).
    open var borderStyle: BorderStyle {
        get { storedBorderStyle }
        set {
            storedBorderStyle = newValue
            textLookChanged()
            invalidateIntrinsicContentSize()
        }
    }

    /// An image drawn stretched behind the text instead of the border (unless the border is the
    /// rounded rectangle, which ignores it, as on iOS).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The image drawn instead of `background` while the field is disabled.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }

    // MARK: Overlay views

    /// The view at the left edge (an icon, a label).
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The view at the right edge.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When the clear button shows (it never shows over empty text).
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// The view shown instead of the keyboard while editing (call `reloadInputViews()` after changing
    /// it while the field is first responder, as on iOS).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// The view shown above the keyboard while editing.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    // MARK: Delegate and state

    /// The delegate (held weakly).
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (it is first responder).
    open internal(set) var isEditing = false

    // MARK: Input traits

    /// How typed text is capitalised by software keyboards.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are adjusted around pasted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The software keyboard's layout.
    open var keyboardType: UIKeyboardType = .default
    /// The software keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's label.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while the field is empty.
    open var enablesReturnKeyAutomatically = false
    /// What the text is (a user name, a password…), for autofill.
    open var textContentType: UITextContentType!
    /// Whether the text is secure: bullets, never copied or cut, no undo of the hidden text.
    open var isSecureTextEntry = false {
        didSet {
            guard oldValue != isSecureTextEntry else { return }
            if isSecureTextEntry { editor.undoManager.removeAllActions() }
            revealedCharacter = nil
            textLookChanged()
        }
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Tab moves keyboard focus to the next field instead of typing.
    override package var insertsTabCharacters: Bool { false }

    /// Begins editing: asks the delegate, then tells it, sends `editingDidBegin` and posts
    /// `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        startEditing()
        return true
    }

    /// Whether the field may stop editing: the delegate decides.
    open override var canResignFirstResponder: Bool {
        !isEditing || delegate?.textFieldShouldEndEditing(self) != false
    }

    /// Ends editing: asks the delegate, then tells it (with the reason), sends `editingDidEnd` and posts
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder || isEditing else { return super.resignFirstResponder() }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // A field leaving its window stops editing (its window forgot it as first responder).
        if window == nil, isEditing { finishEditing() }
    }

    open override var undoManager: UndoManager? { editor.undoManager }

    open override var keyCommands: [UIKeyCommand]? { isEditing ? editor.keyCommands() : nil }

    /// Whether an edit action applies now (copy and cut never do for secure text).
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        isEditing && editor.canPerform(action)
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, editor.handleKey(key) { return }
        super.pressesBegan(presses, with: event)
    }

    // MARK: Parts (override to move them, as on iOS)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { standardBorderRect(forBounds: bounds) }
    /// The rectangle the text is drawn in when not editing: inside the border's inset (7 pt for the
    /// rounded rectangle), beside the overlay views and the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }
    /// The rectangle the text is edited in: the text rectangle by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { standardEditingRect(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in: the text (or, while editing, editing) rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { standardPlaceholderRect(forBounds: bounds) }
    /// The clear button's rectangle: 19 pt square at the right, vertically centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { standardClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: at the left edge, vertically centred, at the view's size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { standardLeftViewRect(forBounds: bounds) }
    /// The right view's rectangle: at the right edge, vertically centred, at the view's size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { standardRightViewRect(forBounds: bounds) }

    /// Draws the text in `rect` (the text or editing rectangle); override to draw it differently.
    open func drawText(in rect: CGRect) { drawStandardText(in: rect) }
    /// Draws the placeholder in `rect`; override to draw it differently.
    open func drawPlaceholder(in rect: CGRect) { drawStandardPlaceholder(in: rect) }

    /// 34 points tall with the rounded rectangle and the default font; as wide as the text (or the
    /// placeholder) and the overlays.
    open override var intrinsicContentSize: CGSize { standardIntrinsicContentSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { standardIntrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    /// The colours resolve again for the new traits (light or dark).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        cachedLayout = nil
        setNeedsDisplay()
        contentView.setNeedsDisplay()
        clearButton.setNeedsDisplay()
        if isEditing { editor.decorations.update() }
    }

    /// Draws the border (or the background image).
    open override func draw(_ rect: CGRect) { drawBorder() }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        // A secondary click belongs to the edit menu (it keeps or makes the selection itself).
        guard isEnabled, event?.buttonMask.contains(.secondary) != true, let touch = touches.first else { return }
        editor.touchBegan(at: touch.location(in: contentView), tapCount: touch.tapCount, isPointer: touch.type == .indirectPointer)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        editor.touchMoved(to: touch.location(in: contentView))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        editor.touchEnded(at: touch.location(in: contentView), tapCount: touch.tapCount)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editor.touchCancelled()
    }

    // MARK: UIKeyInput and UITextInput (thin forwarders: the editor answers, in TextEditor+TextInput and
    // TextEditor+Geometry; they stay here, in the class, so subclasses can override them)

    /// Whether there is text.
    open var hasText: Bool { editor.hasText }
    /// Types text at the caret (replacing marked text or the selection), asking the delegate.
    open func insertText(_ text: String) { insertTypedText(text) }
    /// Deletes the selection or the character before the caret, asking the delegate.
    open func deleteBackward() { editor.deleteBackward() }
    /// The text in a range.
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    /// Replaces the text in a range (undoable; the delegate is not asked, as on iOS).
    open func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }
    /// Whether the user may replace `range` with `text`: asks the delegate.
    open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        editor.shouldChangeText(in: range, replacementText: text)
    }
    /// The selection; nil while not editing, as on iOS.
    open var selectedTextRange: UITextRange? {
        get { isEditing ? editor.selectedTextRange : nil }
        set { if editor.setSelectedTextRange(newValue) { updateScroll() } }
    }
    /// The marked (composing) text's range.
    open var markedTextRange: UITextRange? { editor.markedTextRange }
    /// How marked text is drawn (nil: underlined).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedTextStyle }
        set { editor.markedTextStyle = newValue }
    }
    /// Shows composing text from an input method.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.setMarkedText(markedText, selectedRange: selectedRange) }
    /// Commits the composing text.
    open func unmarkText() { editor.unmarkText() }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    /// The end of the text.
    open var endOfDocument: UITextPosition { editor.endOfDocument }
    /// The range between two positions, in either order; nil when either is outside the text.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units away; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    /// Left and right by characters (through `position(from:offset:)`); up and down to the text's start
    /// and end, as the field has one line (a text view's lines answer the same way on its last and first).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editor.compare(position, to: other) }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editor.offset(from: from, to: toPosition) }
    /// The input system (held weakly).
    open var inputDelegate: UITextInputDelegate? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }
    /// The field's string tokenizer.
    open var tokenizer: UITextInputTokenizer { editor.tokenizer }
    /// The range's start (left, up) or end (right, down).
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    /// From a position to the start (left, up) or end (right, down) of the line: the text's.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    /// The text's writing direction (the default attributes' paragraph style; natural without one).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    /// Sets the text's writing direction (in the default attributes: the field has one paragraph).
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
    }
    /// The first rectangle of a range, in the field's coordinates: the first of `selectionRects(for:)`,
    /// or `caretRect(for:)` of its start when it is empty.
    open func firstRect(for range: UITextRange) -> CGRect { editor.firstRect(for: range) }
    /// The caret's rectangle at a position, in the field's coordinates: 2 pt wide, as tall as the line.
    /// The caret view, the selection handles, the edit menu and the input method's window are placed
    /// with it, so an override moves them.
    open func caretRect(for position: UITextPosition) -> CGRect { editor.caretRect(for: position) }
    /// The selection's rectangles, in the field's coordinates. The selection highlight, the marked text's
    /// underline and the edit menu use it, so an override changes them.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    /// The position closest to a point in the field's coordinates. Taps, drags, long presses and
    /// secondary clicks place the caret through it, so an override changes where they land.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        editor.closestPosition(to: point, api: "UITextField.closestPosition(to:)")
    }
    /// The position closest to a point (through `closestPosition(to:)`), within a range.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: point, within: range)
    }
    /// The character at a point (through `closestPosition(to:)`).
    open func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: point) }

    // MARK: Edit actions

    /// Copies the selection (never secure text).
    open override func copy(_ sender: Any?) { editor.copy() }
    /// Cuts the selection (never secure text).
    open override func cut(_ sender: Any?) { editor.cut() }
    /// Pastes the pasteboard's text over the selection.
    open override func paste(_ sender: Any?) { editor.paste(adapt: Self.singleLine) }
    /// Pastes, matching the field's style (the same as pasting: the field's text has one style).
    open override func pasteAndMatchStyle(_ sender: Any?) { editor.paste(adapt: Self.singleLine) }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { editMenuReshow(sender) { editor.selectWord() } }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { editMenuReshow(sender) { editor.selectAll() } }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { editor.deleteSelection() }

}
