import Foundation

/// A scrollable, multi-line text view laid out by TextKit: `textStorage` holds the text,
/// `layoutManager` lays it out in `textContainer`, inset by `textContainerInset` (8, 0, 8, 0) and the
/// container's 5-point line fragment padding, as on iOS.
///
/// Only what is visible is drawn (an inner view the size of the bounds redraws as the text scrolls);
/// layout is incremental, so an edit re-lays out only the paragraphs it touched. Links (`.link`
/// attributes, and what `dataDetectorTypes` finds when the view is not editable) draw with
/// `linkTextAttributes` and, when tapped, ask the delegate and open through `UIApplication.shared.open`.
/// With `isScrollEnabled` false the view sizes itself to its text (`intrinsicContentSize`, for Auto
/// Layout), as self-sizing text views do on iOS.
///
/// Where Tessera differs: the default font is Tessera's 12-point system font (iOS: 12-point Helvetica)
/// and the default text colour `.label`.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    /// The container text is laid out in (its width follows the view's, less the insets).
    public let textContainer: NSTextContainer
    /// The TextKit 2 layout manager, when the view was made with `init(usingTextLayoutManager: true)`.
    public private(set) var textLayoutManager: NSTextLayoutManager?
    /// The inner view the visible text is drawn in.
    let canvas = TextCanvasView()
    /// Ranges the data detectors linked (removed before detecting again).
    var detectedRanges: [NSRange] = []
    /// Whether the view is changing its own storage (detected links), so it does not react to it.
    var isUpdatingStorage = false
    private var storedTypingAttributes: [NSAttributedString.Key: Any]
    private var storedLinkTextAttributes: [NSAttributedString.Key: Any]?
    /// The editing core (selection, typing, marked text, undo, caret and selection views).
    lazy var editor = TextEditor(host: self)
    /// The context menu of links (iOS 17's text item menus).
    lazy var textItemMenu = TextItemMenuCoordinator(textView: self)
    /// Whether the view is first responder and editing.
    var isEditingText = false
    /// The tap that follows links.
    lazy var linkTap = UITapGestureRecognizer(target: self, action: UITextView.handleLinkTap)

    /// Creates a text view with `textContainer` (and its layout manager and storage), or a new TextKit 1
    /// stack when nil.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let container = textContainer ?? NSTextContainer(size: CGSize(width: max(0, frame.width), height: 10_000_000))
        if textContainer == nil { container.widthTracksTextView = true }
        self.textContainer = container
        storedTypingAttributes = Self.defaultTypingAttributes
        super.init(frame: frame)
        adoptStack()
        configure()
    }

    /// Creates a text view with a new TextKit 1 stack.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Creates a text view with a TextKit 2 stack (`textLayoutManager` set) or a TextKit 1 stack.
    public convenience init(usingTextLayoutManager: Bool) {
        guard usingTextLayoutManager else {
            self.init(frame: .zero, textContainer: nil)
            return
        }
        let container = NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
        container.widthTracksTextView = true
        let content = NSTextContentStorage()
        let textLayoutManager = NSTextLayoutManager()
        content.addTextLayoutManager(textLayoutManager)
        textLayoutManager.textContainer = container
        self.init(frame: .zero, textContainer: container)
        self.textLayoutManager = textLayoutManager
        contentStorage = content
    }

    /// Creates a text view from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: CGSize(width: 0, height: 10_000_000))
        textContainer.widthTracksTextView = true
        storedTypingAttributes = Self.defaultTypingAttributes
        super.init(coder: coder)
        adoptStack()
        configure()
    }

    /// The storage, kept alive by the view (the storage owns the layout manager, which holds the
    /// container weakly; the view holds the container and the storage).
    private var ownedStorage: NSTextStorage?
    /// The TextKit 2 content storage, kept alive by the view.
    private var contentStorage: NSTextContentStorage?
    /// The layout manager, kept alive by the view too.
    private var ownedLayoutManager: NSLayoutManager?

    /// Gives the container a layout manager and the layout manager a storage, where missing, and keeps them.
    private func adoptStack() {
        let manager: NSLayoutManager
        if let existing = textContainer.layoutManager {
            manager = existing
        } else {
            manager = NSLayoutManager()
            manager.addTextContainer(textContainer)
        }
        if let storage = manager.textStorage {
            ownedStorage = storage
        } else {
            let storage = NSTextStorage()
            storage.addLayoutManager(manager)
            ownedStorage = storage
        }
        ownedLayoutManager = manager
    }

    private static var defaultTypingAttributes: [NSAttributedString.Key: Any] {
        [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.label]
    }

    private func configure() {
        canvas.textView = self
        canvas.isUserInteractionEnabled = false
        canvas.backgroundColor = nil
        canvas.isOpaque = false
        addSubview(canvas)
        alwaysBounceVertical = true
        linkTap.cancelsTouchesInView = false
        addGestureRecognizer(linkTap)
        editor.installEditMenu(on: self)
        addInteraction(textItemMenu.interaction)
        layoutManager.displayInvalidated = { [weak self] in
            MainActor.assumeIsolated { self?.textLayoutDidChange() }
        }
        updateLinkAttributes()
        updateContainerSize()
    }

    // MARK: The TextKit stack

    /// The layout manager laying out the text.
    public var layoutManager: NSLayoutManager {
        // A container always has one here: the initializers give it one.
        textContainer.layoutManager ?? ownedLayoutManager ?? fallbackLayoutManager
    }
    private lazy var fallbackLayoutManager = NSLayoutManager()

    /// The text storage (edit it to change the text in place).
    public var textStorage: NSTextStorage {
        layoutManager.textStorage ?? ownedStorage ?? NSTextStorage()
    }

    // MARK: Text

    /// The plain text. Setting it replaces the text, styled with `typingAttributes`.
    open var text: String! {
        get { textStorage.string }
        set { attributedText = NSAttributedString(string: newValue ?? "", attributes: typingAttributes) }
    }

    /// The styled text (a copy). Setting it replaces the storage's text.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textStorage) }
        set {
            let storage = textStorage
            isUpdatingStorage = true
            storage.beginEditing()
            storage.setAttributedString(newValue ?? NSAttributedString(string: ""))
            detectedRanges = []
            storage.endEditing()
            isUpdatingStorage = false
            editor.textWasSet()
            detectData()
            textLayoutDidChange()
        }
    }

    /// Whether a Dynamic Type font (from `preferredFont(forTextStyle:)` or `UIFontMetrics`) is made again
    /// when the view's content size category changes (false by default).
    open var adjustsFontForContentSizeCategory = false

    /// Follows a new content size category with a Dynamic Type font, when `adjustsFontForContentSizeCategory` is set.
    override func traitsDidChange(from previous: UITraitCollection) {
        if let adjusted = UIFont.following(font, adjusts: adjustsFontForContentSizeCategory, from: previous, to: traitCollection) {
            font = adjusted
        }
        super.traitsDidChange(from: previous)
    }

    /// The font of the text (setting it restyles all the text and the typing attributes).
    open var font: UIFont? {
        get {
            if textStorage.length > 0, let font = textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { return font }
            return typingAttributes[.font] as? UIFont
        }
        set {
            let font = newValue ?? UIFont.systemFont(ofSize: 12)
            storedTypingAttributes[.font] = font
            if textStorage.length > 0 { textStorage.addAttribute(.font, value: font, range: NSRange(location: 0, length: textStorage.length)) }
        }
    }

    /// The colour of the text (setting it recolours all the text and the typing attributes).
    open var textColor: UIColor? {
        get {
            if textStorage.length > 0 { return textStorage.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor }
            return typingAttributes[.foregroundColor] as? UIColor
        }
        set {
            let color = newValue ?? .label
            storedTypingAttributes[.foregroundColor] = color
            if textStorage.length > 0 { textStorage.addAttribute(.foregroundColor, value: color, range: NSRange(location: 0, length: textStorage.length)) }
        }
    }

    /// The alignment of the text (set as every paragraph's style).
    open var textAlignment: NSTextAlignment {
        get { (typingAttributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural }
        set {
            let style = ((typingAttributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle)
                ?? NSMutableParagraphStyle()
            style.alignment = newValue
            storedTypingAttributes[.paragraphStyle] = style
            if textStorage.length > 0 {
                textStorage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: textStorage.length))
            }
        }
    }

    /// The attributes of typed text (and of `text` when set).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes }
        set { storedTypingAttributes = newValue }
    }

    /// The selected characters (an empty range is the insertion point); setting it tells the delegate.
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set { editor.setSelection(layoutManager.clamped(newValue)) }
    }

    // MARK: Behaviour

    /// Whether the text can be edited (true by default). Data detectors work only when it cannot.
    /// An editable text view takes keyboard focus (and keeps Tab, which types a tab).
    open override var canBecomeFocused: Bool { isEditable }

    open var isEditable = true {
        didSet {
            if isEditable != oldValue {
                AccessibilityChanges.markContent(self)
                detectData()
            }
        }
    }
    /// Whether text can be selected (true by default); links follow taps only when selectable.
    open var isSelectable = true
    /// Whether editing may change text attributes (bold, italic, underline) (false by default).
    open var allowsEditingTextAttributes = false
    /// Whether editing text clears it first (false by default).
    open var clearsOnInsertion = false

    /// The kinds of data turned into links when the view is not editable (none by default).
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { if dataDetectorTypes != oldValue { detectData() } }
    }

    /// The attributes links draw with (by default the tint colour, not underlined).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes ?? [.foregroundColor: tintColor ?? UIColor.link] }
        set {
            storedLinkTextAttributes = newValue
            updateLinkAttributes()
        }
    }

    /// The tint colour changed: links in the tint colour follow.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedLinkTextAttributes == nil { updateLinkAttributes() }
    }

    /// Colours resolve when text is laid out: a change of traits (dark mode) lays it out again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutManager.invalidateAll()
        textLayoutDidChange()
    }

    /// The delegate, as a text view delegate.
    var delegateAsTextView: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: Geometry

    /// Space between the view's edges and the text container (8, 0, 8, 0).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            if textContainerInset != oldValue {
                updateContainerSize()
                textLayoutDidChange()
            }
        }
    }

    /// Scrolling on: the view scrolls its text. Off: it sizes itself to its text.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A new size resizes a tracking container at once (not only at the next layout), as on iOS.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            updateContainerSize()
        }
    }

    /// A new frame resizes a tracking container at once.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            updateContainerSize()
        }
    }

    /// Sizes the container, sets the content size to the text's height, and keeps the drawing view over
    /// the visible part.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContainerSize()
        let used = withTraits { layoutManager.usedRect(for: textContainer) }
        let height = ceil(used.maxY + textContainerInset.top + textContainerInset.bottom)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        if canvas.frame != bounds {
            canvas.frame = bounds
            canvas.setNeedsDisplay()
        }
    }

    /// The size that shows all the text at `size.width` (the current width when not positive).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: fittingHeight(width: width))
    }

    /// With scrolling off, the view is as tall as its text at its width.
    override var intrinsicSizeDependsOnWidth: Bool { !isScrollEnabled }

    /// No intrinsic size while scrolling; otherwise the text's height at `width` (or the current width).
    override func intrinsicContentSize(fittingWidth proposedWidth: CGFloat?) -> CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = proposedWidth ?? bounds.width
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(width: width))
    }

    /// See `intrinsicContentSize(fittingWidth:)`.
    open override var intrinsicContentSize: CGSize { intrinsicContentSize(fittingWidth: nil) }

    /// Scrolls so the characters of `range` show.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let rect = withTraits { layoutManager.boundingRect(forGlyphRange: range, in: textContainer) }
        guard !rect.isNull, rect.minY.isFinite else { return }
        let target = rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top)
        scrollRectToVisible(CGRect(x: target.minX, y: target.minY, width: max(1, target.width), height: max(1, target.height)),
                            animated: false)
    }

    // MARK: Responder

    /// A text view can become first responder when editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// The view shown instead of the keyboard while editing (call `reloadInputViews()` after changing
    /// it while the text view is first responder, as on iOS).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    /// The view shown above the keyboard while editing (a toolbar with Done, say): the software keyboard
    /// places it as it does a text field's.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    /// Begins editing (editable views): asks the delegate, then tells it and posts
    /// `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, delegateAsTextView?.textViewShouldBeginEditing(self) == false { return false }
        guard super.becomeFirstResponder() else { return false }
        startEditing()
        return true
    }

    /// Whether editing may end: the delegate decides.
    open override var canResignFirstResponder: Bool {
        !isEditingText || delegateAsTextView?.textViewShouldEndEditing(self) != false
    }

    /// Ends editing: tells the delegate and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// The view's undo manager (typing coalesced into words).
    open override var undoManager: UndoManager? { editor.undoManager }

    /// The editing key commands while first responder.
    open override var keyCommands: [UIKeyCommand]? { isFirstResponder ? editor.keyCommands() : nil }

    /// Whether an edit action applies now.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        isFirstResponder && editor.canPerform(action)
    }

    /// Keys edit the text while first responder.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if isFirstResponder, let key = presses.first?.key, editor.handleKey(key) { return }
        super.pressesBegan(presses, with: event)
    }

    /// Touches place the caret, select words and paragraphs, and drag selections (editable or selectable views).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        // A secondary click belongs to the edit menu (it keeps or makes the selection itself).
        guard isEditable || isSelectable, isEditable || textItem(at: touches.first?.location(in: self) ?? .zero) == nil,
              event?.buttonMask.contains(.secondary) != true, let touch = touches.first else { return }
        editor.touchBegan(at: touch.location(in: self), tapCount: touch.tapCount, isPointer: touch.type == .indirectPointer)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        editor.touchMoved(to: touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEditable || isSelectable, let touch = touches.first else { return }
        editor.touchEnded(at: touch.location(in: self), tapCount: touch.tapCount)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        editor.touchCancelled()
    }

    /// A view leaving its window stops editing.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isEditingText { finishEditing() }
    }

    // MARK: Text input traits

    /// How typed text is capitalised (sentences by default).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether quotes become smart quotes.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether dashes become smart dashes.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are managed around pasted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The keyboard's layout.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's label.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// Text views never hide their text.
    open var isSecureTextEntry = false
    /// The kind of content, for suggestions.
    open var textContentType: UITextContentType! = nil

    // MARK: UIKeyInput and UITextInput (thin forwarders: the editor answers, in TextEditor+TextInput and
    // TextEditor+Geometry, from TextKit's layout; they stay here, in the class, so subclasses can override them)

    /// Whether there is text.
    open var hasText: Bool { editor.hasText }
    /// Types text at the caret (replacing marked text or the selection), asking the delegate.
    open func insertText(_ text: String) { editor.insertText(text) }
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
    /// The selection.
    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { editor.setSelectedTextRange(newValue) }
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
    /// Left and right by characters (through `position(from:offset:)`); up and down by laid-out lines,
    /// keeping the x (through `caretRect(for:)` and `closestPosition(to:)`), as the arrow keys move: up
    /// from the first line goes to the start of the text, down from the last line to its end.
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
    /// The view's string tokenizer (lines are TextKit's laid-out lines).
    open var tokenizer: UITextInputTokenizer { editor.tokenizer }
    /// The range's start (left, up) or end (right, down).
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    /// From a position to the start (left, up) or end (right, down) of its laid-out line.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    /// The writing direction of the paragraph at a position.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    /// Sets the writing direction of the paragraphs of a range.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
    }
    /// The first line's rectangle of a range, in the view's coordinates: the first of
    /// `selectionRects(for:)`, or `caretRect(for:)` of its start when it is empty.
    open func firstRect(for range: UITextRange) -> CGRect { editor.firstRect(for: range) }
    /// The caret's rectangle at a position: 2 points wide, as tall as the line's glyphs. The caret view,
    /// the selection handles, the edit menu, the input method's window, scrolling to the caret and moving
    /// up and down by lines use it, so an override moves them.
    open func caretRect(for position: UITextPosition) -> CGRect { editor.caretRect(for: position) }
    /// The selection's rectangles (one or more per line). The selection highlight, the marked text's
    /// underline and the edit menu use it, so an override changes them.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    /// The position closest to a point. Taps, drags, long presses, secondary clicks and moving up and
    /// down by lines go through it, so an override changes where they land.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        editor.closestPosition(to: point, api: "UITextView.closestPosition(to:)")
    }
    /// The position closest to a point (through `closestPosition(to:)`), within a range.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: point, within: range)
    }
    /// The character at a point (through `closestPosition(to:)`).
    open func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: point) }

    // MARK: Edit actions

    /// Copies the selection.
    open override func copy(_ sender: Any?) { editor.copy() }
    /// Cuts the selection.
    open override func cut(_ sender: Any?) { editor.cut() }
    /// Pastes the pasteboard's text over the selection.
    open override func paste(_ sender: Any?) { editor.paste() }
    /// Pastes in the text's style.
    open override func pasteAndMatchStyle(_ sender: Any?) { editor.paste() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { editMenuReshow(sender) { editor.selectWord() } }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { editMenuReshow(sender) { editor.selectAll() } }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { editor.deleteSelection() }

}
