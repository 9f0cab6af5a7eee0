import TextEngine

/// A view that shows one or more lines of read-only text, plain or attributed, as UIKit's label does:
/// system font at 17 points in the label colour, truncated at the tail on one line by default, centred
/// vertically in its bounds, sized to its text by `intrinsicContentSize` and `sizeThatFits(_:)`.
///
/// Drawing happens in `draw(_:)` (which calls `drawText(in:)` with the bounds), so subclasses can
/// override `drawText(in:)` and `textRect(forBounds:limitedToNumberOfLines:)` as on iOS (inset labels,
/// top-aligned labels). Where Tessera differs: `.natural` alignment follows each paragraph's own writing
/// direction; a truncating line-break mode inside an attributed string's paragraph style does not turn a
/// multi-line label into a single-line one (the label's `lineBreakMode` decides how the last line ends);
/// disabled text is drawn at 44% opacity; letter tightening is not done.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    // Swift lays a class's stored properties out in declaration order: what a change of text, font or
    // colour reads and writes comes first, so that change reads fewer cache lines of a label nothing
    // has touched lately.
    /// What the label shows: nothing, plain text styled by the label, or attributed text.
    var content = LabelContent.none
    var storedFont: UIFont = UILabel.defaultFont
    var storedTextColor: UIColor = UILabel.defaultTextColor
    /// Natural text sizes by layout width and line limit; emptied whenever the text or its style changes.
    /// Read on every measurement: release builds skip the exclusivity check, debug builds keep it (no
    /// measurement writes the cache while reading it).
#if DEBUG
    var measuredSizes: [LabelMeasureKey: CGSize] = [:]
#else
    @exclusivity(unchecked) var measuredSizes: [LabelMeasureKey: CGSize] = [:]
#endif
    /// The text last laid out, by measuring or drawing: drawing reuses it when it would lay the same
    /// text out the same way (a table row's label is measured, then drawn, with nothing changed between).
    var keptLayout: KeptLabelLayout?
    var storedTextAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byTruncatingTail
    var storedShadowColor: UIColor?
    var storedShadowOffset = CGSize(width: 0, height: -1)
    var storedHighlightedTextColor: UIColor?
    var storedIsHighlighted = false
    var storedIsEnabled = true
    var storedNumberOfLines = 1
    var storedAdjustsFontSizeToFitWidth = false
    var storedMinimumScaleFactor: CGFloat = 0
    var storedBaselineAdjustment = UIBaselineAdjustment.alignBaselines
    var storedPreferredMaxLayoutWidth: CGFloat = 0
    var storedAllowsTightening = false
    var storedShowsExpansionText = false
    /// Whether the font follows the content size category (see `adjustsFontForContentSizeCategory`).
    var storedAdjustsFontForContentSizeCategory = false

    // MARK: Creating labels

    // Hit testing may walk into a UILabel without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UILabel.self }

    /// Creates a label with a frame: no text, not interactive, transparent, redrawn when resized.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabelDefaults()
    }

    /// Creates a label from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabelDefaults()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderLabel(coder) }
    }

    // MARK: Text

    /// The plain text shown (nil by default). Setting it replaces `attributedText` with the same string
    /// styled by the label's font, colour, alignment, line-break mode and shadow.
    open var text: String? {
        get { content.string }
        set {
            content = newValue.map(LabelContent.plain) ?? .none
            textDidChange()
        }
    }

    /// The styled text shown (nil by default); reading it gives the text with the label's style filling
    /// in what the string leaves out. Setting it replaces `text` with its characters and updates `font`,
    /// `textColor`, `textAlignment`, `lineBreakMode` and the shadow from the attributes at location 0.
    open var attributedText: NSAttributedString? {
        get { currentAttributedText }
        set { setAttributedContent(newValue) }
    }

    /// The font of the text (the 17-point system font by default; nil restores it). Setting it applies
    /// the font to the whole of `attributedText`.
    open var font: UIFont! {
        get { storedFont }
        set {
            guard appearanceAllowsSetting(flag: .explicitFont, { UILabel.fontAppearance }) else { return }
            setFont(newValue)
        }
    }

    /// Out of line, taking the font consumed, so that the setter's value moves into storage (inlined,
    /// the setter borrowed it and storing it cost a retain, and the setter's caller a release).
    @inline(never)
    private func setFont(_ font: consuming UIFont?) {
        storedFont = font ?? UILabel.defaultFont
        if content.isAttributed { applyToAttributedContent(.font, storedFont) }
        textDidChange()
    }

    /// The colour of the text (`.label` by default; nil restores it). Setting it colours the whole of
    /// `attributedText`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            guard appearanceAllowsSetting(flag: .explicitTextColor, { UILabel.textColorAppearance }) else { return }
            setTextColor(newValue)
        }
    }

    /// Out of line, taking the colour consumed (as `setFont(_:)`).
    @inline(never)
    private func setTextColor(_ color: consuming UIColor?) {
        storedTextColor = color ?? UILabel.defaultTextColor
        if content.isAttributed { applyToAttributedContent(.foregroundColor, storedTextColor) }
        styleDidChange()
    }

    /// How lines are aligned horizontally (`.natural` by default: each paragraph's writing direction).
    /// Setting it realigns every paragraph of `attributedText`.
    open var textAlignment: NSTextAlignment {
        get { storedTextAlignment }
        set {
            storedTextAlignment = newValue
            applyParagraphStyle { $0.alignment = newValue }
            styleDidChange()
        }
    }

    /// How the last visible line ends when the text does not fit (`.byTruncatingTail` by default):
    /// wrapped by word or character, clipped at the edge, or truncated at the head, middle or tail.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            storedLineBreakMode = newValue
            applyParagraphStyle { $0.lineBreakMode = newValue }
            textDidChange()
        }
    }

    /// Whether the text is drawn enabled (true by default); a disabled label dims its text and reports
    /// the `.notEnabled` accessibility trait.
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            guard newValue != storedIsEnabled else { return }
            storedIsEnabled = newValue
            setNeedsDisplay()
        }
    }

    // MARK: Highlighting

    /// Whether the label draws its text in `highlightedTextColor` (false by default; no effect while that
    /// colour is nil).
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            guard newValue != storedIsHighlighted else { return }
            storedIsHighlighted = newValue
            setNeedsDisplay()
        }
    }

    /// The colour of the whole text while `isHighlighted` (nil by default: highlighting changes nothing).
    open var highlightedTextColor: UIColor? {
        get { storedHighlightedTextColor }
        set {
            storedHighlightedTextColor = newValue
            if storedIsHighlighted { setNeedsDisplay() }
        }
    }

    // MARK: Shadow

    /// The colour of the text's shadow (nil by default: no shadow). The shadow is not blurred.
    open var shadowColor: UIColor? {
        get { storedShadowColor }
        set {
            storedShadowColor = newValue
            applyShadowToAttributedContent()
            styleDidChange()
        }
    }

    /// How far the shadow falls, right and down in points ((0, −1) by default: a line above the text).
    open var shadowOffset: CGSize {
        get { storedShadowOffset }
        set {
            storedShadowOffset = CGSize(width: newValue.width.isFinite ? newValue.width : 0,
                                        height: newValue.height.isFinite ? newValue.height : 0)
            applyShadowToAttributedContent()
            styleDidChange()
        }
    }

    // MARK: Lines and sizing

    /// The most lines shown (1 by default; 0 shows as many as the bounds hold). Negative values are reported and count as 0.
    open var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            var newValue = newValue
            if newValue < 0 {
                BadValue.report("UIKit", api: "UILabel.numberOfLines", "\(newValue) is negative; clamped to 0 (no limit)")
                newValue = 0
            }
            guard newValue != storedNumberOfLines else { return }
            storedNumberOfLines = newValue
            textDidChange()
        }
    }

    /// The width a multi-line label wraps at when computing `intrinsicContentSize` (0 by default: the
    /// label's current width, or unlimited while it has none, as with iOS's automatic setting). NaN and
    /// infinities are reported and ignored; negative widths are reported and become 0.
    open var preferredMaxLayoutWidth: CGFloat {
        get { storedPreferredMaxLayoutWidth }
        set {
            guard let checked = BadValue.checkedNumber(newValue, atLeast: 0, "UIKit", api: "UILabel.preferredMaxLayoutWidth") else { return }
            let value = checked
            guard value != storedPreferredMaxLayoutWidth else { return }
            storedPreferredMaxLayoutWidth = value
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether text too big for the bounds is drawn with a smaller font, down to `minimumScaleFactor` of
    /// its size (false by default). On one line the text shrinks to the width; on several, to the width,
    /// height and line limit. Text that still does not fit is cut by `lineBreakMode`.
    open var adjustsFontSizeToFitWidth: Bool {
        get { storedAdjustsFontSizeToFitWidth }
        set {
            storedAdjustsFontSizeToFitWidth = newValue
            setNeedsDisplay()
        }
    }

    /// Whether a font made by `UIFont.preferredFont(forTextStyle:)` or scaled by `UIFontMetrics` is
    /// replaced by the same font at the new size when the label's content size category changes (false by
    /// default).
    open var adjustsFontForContentSizeCategory: Bool {
        get { storedAdjustsFontForContentSizeCategory }
        set { storedAdjustsFontForContentSizeCategory = newValue }
    }

    /// Follows a new content size category with the font's text style, before the trait change is
    /// delivered, when `adjustsFontForContentSizeCategory` is set.
    override func traitsDidChange(from previous: UITraitCollection) {
        if let adjusted = UIFont.following(storedFont, adjusts: storedAdjustsFontForContentSizeCategory, from: previous, to: resolvedTraits) {
            font = adjusted
        }
        super.traitsDidChange(from: previous)
    }

    /// The smallest multiple of the font size shrinking may use, in 0…1 (0 by default: no shrinking).
    /// NaN is reported and ignored.
    open var minimumScaleFactor: CGFloat {
        get { storedMinimumScaleFactor }
        set {
            guard !newValue.isNaN else { return BadValue.report("UIKit", api: "UILabel.minimumScaleFactor", "NaN ignored") }
            // Outside 0…1 clamps silently, as UIKit's does.
            storedMinimumScaleFactor = min(max(newValue, 0), 1)
            setNeedsDisplay()
        }
    }

    /// Where shrunk single-line text sits vertically (`.alignBaselines` by default).
    open var baselineAdjustment: UIBaselineAdjustment {
        get { storedBaselineAdjustment }
        set {
            storedBaselineAdjustment = newValue
            setNeedsDisplay()
        }
    }

    /// Whether letter spacing may tighten before truncating (false by default). Kept, but Tessera does
    /// not tighten: truncation happens at once.
    open var allowsDefaultTighteningForTruncation: Bool {
        get { storedAllowsTightening }
        set { storedAllowsTightening = newValue }
    }

    /// Whether the full text appears when the pointer hovers over truncated text (false by default).
    /// Kept; Tessera has no hover expansion.
    open var showsExpansionTextWhenTruncated: Bool {
        get { storedShowsExpansionText }
        set { storedShowsExpansionText = newValue }
    }

    // MARK: Drawing and positioning overrides

    /// The rectangle the text occupies when laid out in `bounds` with at most `numberOfLines` lines
    /// (0: no limit): origin at the bounds' origin, size rounded up to device pixels. A width or height
    /// that is not positive and finite (or `.greatestFiniteMagnitude`) is unlimited. `intrinsicContentSize`
    /// and `sizeThatFits(_:)` call it, so overriding it resizes the label (inset labels).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let origin = CGPoint(x: bounds.origin.x.isFinite ? bounds.origin.x : 0,
                             y: bounds.origin.y.isFinite ? bounds.origin.y : 0)
        let size = measuredSize(width: Self.limit(bounds.width), height: Self.limit(bounds.height),
                                lines: max(0, numberOfLines))
        return CGRect(origin: origin, size: roundedUpToPixels(size))
    }

    /// Draws the text in `rect`: laid out in its width (shrunk to fit when asked), cut to its height and
    /// the line limit, and centred vertically in it. `draw(_:)` calls it with the bounds; override it to
    /// draw in another rectangle (call super with an inset rectangle for an inset label).
    open func drawText(in rect: CGRect) {
        drawLabelText(in: rect)
    }

    /// Draws the label: its text in the bounds, through `drawText(in:)`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    // MARK: Sizing

    /// The text's size, rounded up to device pixels: on one line, or wrapped at `preferredMaxLayoutWidth`
    /// (else the current width) when `numberOfLines` is not 1; zero without text.
    open override var intrinsicContentSize: CGSize { intrinsicContentSize(fittingWidth: nil) }

    /// Multi-line labels without `preferredMaxLayoutWidth` wrap at the width layout gives them.
    override var intrinsicSizeDependsOnWidth: Bool { storedNumberOfLines != 1 && storedPreferredMaxLayoutWidth == 0 }

    /// The label's font places its baselines.
    override var baselineFont: UIFont? { font }

    /// The intrinsic size wrapping at `width` (nil: `preferredMaxLayoutWidth`, else the current width).
    override func intrinsicContentSize(fittingWidth proposedWidth: CGFloat?) -> CGSize {
        let lines = max(0, storedNumberOfLines)
        var width = CGFloat.greatestFiniteMagnitude
        if lines != 1 {
            if storedPreferredMaxLayoutWidth > 0 {
                width = storedPreferredMaxLayoutWidth
            } else if let proposedWidth, proposedWidth > 0 {
                width = proposedWidth
            } else if bounds.width > 0 {
                width = bounds.width
            }
        }
        let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                            limitedToNumberOfLines: lines)
        return roundedUpToPixels(CGSize(width: max(0, rect.width), height: max(0, rect.height)))
    }

    /// The size that shows the text: on one line, or wrapped at `size.width` (when positive) for
    /// multi-line labels, up to `numberOfLines` lines; the height asked for is not a limit, as on iOS.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = max(0, storedNumberOfLines)
        var width = CGFloat.greatestFiniteMagnitude
        if lines != 1, size.width.isFinite, size.width > 0 { width = size.width }
        let rect = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                            limitedToNumberOfLines: lines)
        return roundedUpToPixels(CGSize(width: max(0, rect.width), height: max(0, rect.height)))
    }

    // MARK: Accessibility

    /// Labels are accessibility elements unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { viewExtras?.accessibility?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label's text, unless another label is set.
    open override var accessibilityLabel: String? {
        get { viewExtras?.accessibility?.label ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// `.staticText`, plus `.notEnabled` while disabled, unless other traits are set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { viewExtras?.accessibility?.traits ?? (storedIsEnabled ? .staticText : [.staticText, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }
}
