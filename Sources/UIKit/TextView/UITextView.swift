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
    /// Posted when editing begins (object: the text view).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text changes through editing (object: the text view).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends (object: the text view).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

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
    lazy var stringTokenizer = UITextInputStringTokenizer(textInput: self)
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

    /// The view's TextKit storage changed: lay out again, redraw, resize.
    func textLayoutDidChange() {
        setNeedsLayout()
        canvas.setNeedsDisplay()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
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
    open var isEditable = true {
        didSet {
            if isEditable != oldValue { detectData() }
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

    /// Passes the link attributes to the layout (links without an underline attribute are not underlined).
    func updateLinkAttributes() {
        var attributes = linkTextAttributes ?? [:]
        if attributes[.underlineStyle] == nil { attributes[.underlineStyle] = 0 }
        layoutManager.linkAttributes = attributes
        layoutManager.invalidateAll()
        textLayoutDidChange()
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

    /// Keeps the container as wide (and tall) as the view when it tracks it.
    func updateContainerSize() {
        var size = textContainer.size
        if textContainer.widthTracksTextView {
            size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        }
        if textContainer.heightTracksTextView {
            size.height = max(0, bounds.height - textContainerInset.top - textContainerInset.bottom)
        }
        if size != textContainer.size { textContainer.size = size }
    }

    /// Lays the text out under the view's traits (colours resolve for its appearance).
    func withTraits<R>(_ body: () -> R) -> R {
        var result: R?
        traitCollection.performAsCurrent { result = body() }
        // performAsCurrent runs the body exactly once.
        return result!
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

    /// The height showing all the text at `width` (through a scratch layout when the width differs from
    /// the container's).
    func fittingHeight(width: CGFloat) -> CGFloat {
        let inset = textContainerInset
        let containerWidth = max(0, width - inset.left - inset.right)
        let used: CGRect
        if !textContainer.widthTracksTextView || abs(containerWidth - textContainer.size.width) < 0.001 {
            used = withTraits { layoutManager.usedRect(for: textContainer) }
        } else {
            let storage = NSTextStorage(attributedString: textStorage)
            let manager = NSLayoutManager()
            let container = NSTextContainer(size: CGSize(width: containerWidth, height: 10_000_000))
            container.lineFragmentPadding = textContainer.lineFragmentPadding
            container.exclusionPaths = textContainer.exclusionPaths
            container.maximumNumberOfLines = textContainer.maximumNumberOfLines
            manager.addTextContainer(container)
            storage.addLayoutManager(manager)
            used = withTraits { manager.usedRect(for: container) }
        }
        return ceil(used.maxY + inset.top + inset.bottom)
    }

    /// Scrolls so the characters of `range` show.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let rect = withTraits { layoutManager.boundingRect(forGlyphRange: range, in: textContainer) }
        guard !rect.isNull, rect.minY.isFinite else { return }
        let target = rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top)
        scrollRectToVisible(CGRect(x: target.minX, y: target.minY, width: max(1, target.width), height: max(1, target.height)),
                            animated: false)
    }

    /// A point in the view (content coordinates) in the container's coordinates.
    func containerPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - textContainerInset.left, y: point.y - textContainerInset.top)
    }

    /// Draws the text visible in `rect` (content coordinates) into the current context, whose origin is
    /// the content's.
    func drawText(inContentRect rect: CGRect) {
        withTraits {
            let origin = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
            let visible = rect.offsetBy(dx: -origin.x, dy: -origin.y)
            let glyphs = layoutManager.glyphRange(forBoundingRect: visible, in: textContainer)
            layoutManager.drawBackground(forGlyphRange: glyphs, at: origin)
            layoutManager.drawGlyphs(forGlyphRange: glyphs, at: origin)
        }
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
        isEditingText = isEditable
        editor.beginEditing()
        if isEditable {
            delegateAsTextView?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
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

    func finishEditing() {
        let wasEditing = isEditingText
        isEditingText = false
        editor.endEditing()
        if wasEditing {
            delegateAsTextView?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
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

    // MARK: UIKeyInput and UITextInput (the editor does the work; TextKit answers the geometry)

    /// Whether there is text.
    open var hasText: Bool { textStorage.length > 0 }
    /// Types text at the caret (replacing marked text or the selection), asking the delegate.
    open func insertText(_ text: String) { editor.insertText(text) }
    /// Deletes the selection or the character before the caret, asking the delegate.
    open func deleteBackward() { editor.deleteBackward() }
    /// The text in a range.
    open func text(in range: UITextRange) -> String? {
        TextOffsetRange.nsRange(of: range).flatMap { $0.location + $0.length <= textStorage.length ? editor.substring($0) : nil }
    }
    /// Replaces the text in a range (undoable; the delegate is not asked, as on iOS).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let r = TextOffsetRange.nsRange(of: range) else { return }
        editor.replace(r, with: text)
    }
    /// Whether the user may replace `range` with `text`: asks the delegate.
    open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let r = TextOffsetRange.nsRange(of: range) else { return false }
        return editorShouldChange(r, replacementText: text)
    }
    /// The selection.
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(editor.selectedRange) }
        set {
            guard let r = newValue.flatMap(TextOffsetRange.nsRange(of:)) else { return }
            editor.setSelection(r)
        }
    }
    /// The marked (composing) text's range.
    open var markedTextRange: UITextRange? { editor.markedRange.map(TextOffsetRange.init) }
    /// How marked text is drawn (nil: underlined).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { editor.markedTextStyle }
        set { editor.markedTextStyle = newValue }
    }
    /// Shows composing text from an input method.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Commits the composing text.
    open func unmarkText() { editor.unmarkText() }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    /// The end of the text.
    open var endOfDocument: UITextPosition { TextOffsetPosition(textStorage.length) }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let n = textStorage.length
        guard let a = TextOffsetPosition.offset(of: fromPosition), let b = TextOffsetPosition.offset(of: toPosition),
              (0...n).contains(a), (0...n).contains(b) else { return nil }
        return TextOffsetRange(NSRange(location: min(a, b), length: abs(a - b)))
    }
    /// The position `offset` UTF-16 units away; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let o = TextOffsetPosition.offset(of: position), (0...textStorage.length).contains(o + offset) else { return nil }
        return TextOffsetPosition(o + offset)
    }
    /// Left and right by characters; up and down by laid-out lines (keeping the x).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = TextOffsetPosition.offset(of: position) else { return nil }
        switch direction {
        case .left: return self.position(from: position, offset: -offset)
        case .right: return self.position(from: position, offset: offset)
        case .up, .down:
            var index = start
            let caret = editorCaretRect(at: start)
            var y = caret.midY
            for _ in 0..<max(0, offset) {
                let rect = editorCaretRect(at: index)
                y = direction == .down ? rect.maxY + 1 : rect.minY - 1
                if y < containerOrigin.y { return TextOffsetPosition(0) }
                index = editorClosestOffset(to: CGPoint(x: caret.midX, y: y))
            }
            return TextOffsetPosition(index)
        }
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = TextOffsetPosition.offset(of: position) ?? 0, b = TextOffsetPosition.offset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (TextOffsetPosition.offset(of: toPosition) ?? 0) - (TextOffsetPosition.offset(of: from) ?? 0)
    }
    /// The input system (held weakly).
    open var inputDelegate: UITextInputDelegate? {
        get { editor.inputDelegate }
        set { editor.inputDelegate = newValue }
    }
    /// The view's string tokenizer (lines are TextKit's laid-out lines).
    open var tokenizer: UITextInputTokenizer { stringTokenizer }
    /// The range's start or end.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    /// From a position to the start (left, up) or end (right, down) of its line.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let o = TextOffsetPosition.offset(of: position) else { return nil }
        let line = editorLineRange(at: o)
        let target = direction == .left || direction == .up ? line.location : line.location + line.length
        return TextOffsetRange(NSRange(location: min(o, target), length: abs(o - target)))
    }
    /// The writing direction of the paragraph at a position.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        guard textStorage.length > 0, let o = TextOffsetPosition.offset(of: position) else { return .natural }
        let style = textStorage.attribute(.paragraphStyle, at: min(o, textStorage.length - 1), effectiveRange: nil) as? NSParagraphStyle
        return style?.baseWritingDirection ?? .natural
    }
    /// Sets the writing direction of the paragraphs of a range.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard let r = TextOffsetRange.nsRange(of: range), textStorage.length > 0 else { return }
        let paragraphs = (textStorage.string as NSString).paragraphRange(for: layoutManager.clamped(r))
        let style = NSMutableParagraphStyle()
        style.baseWritingDirection = writingDirection
        textStorage.addAttribute(.paragraphStyle, value: style, range: paragraphs)
    }
    /// The first line's rectangle of a range, in the view's coordinates.
    open func firstRect(for range: UITextRange) -> CGRect {
        guard let r = TextOffsetRange.nsRange(of: range) else { return .null }
        return editorSelectionRects(for: r).first ?? editorCaretRect(at: r.location)
    }
    /// The caret's rectangle at a position: 2 points wide, as tall as the line's glyphs.
    open func caretRect(for position: UITextPosition) -> CGRect {
        editorCaretRect(at: TextOffsetPosition.offset(of: position) ?? 0)
    }
    /// The selection's rectangles (one or more per line).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = TextOffsetRange.nsRange(of: range) else { return [] }
        let rects = editorSelectionRects(for: r)
        return rects.enumerated().map { i, rect in
            TextSelectionRect(rect: rect, containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }
    /// The position closest to a point.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(editorClosestOffset(to: point))
    }
    /// The position closest to a point, within a range.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let p = closestPosition(to: point), let r = TextOffsetRange.nsRange(of: range), let o = TextOffsetPosition.offset(of: p) else { return nil }
        return TextOffsetPosition(min(max(o, r.location), r.location + r.length))
    }
    /// The character at a point.
    open func characterRange(at point: CGPoint) -> UITextRange? {
        let n = textStorage.length
        guard n > 0, let p = closestPosition(to: point), let o = TextOffsetPosition.offset(of: p) else { return nil }
        let b = TextBoundaries(textStorage.string)
        let start = o >= n ? b.characterStart(before: o) : o
        return TextOffsetRange(b.characterRange(at: start))
    }

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
