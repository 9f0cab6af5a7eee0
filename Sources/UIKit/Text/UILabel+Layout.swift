import TextEngine

/// What a label shows.
enum LabelContent {
    case none
    /// Text styled by the label's properties.
    case plain(String)
    /// Styled text; attributes it lacks come from the label's properties.
    case attributed(NSAttributedString)

    /// Whether the label shows attributed text (a property setter then restyles it). Checked before
    /// reading the new value back for the restyling, which retained and released it on every set.
    var isAttributed: Bool {
        if case .attributed = self { return true }
        return false
    }

    var string: String? {
        switch self {
        case .none: return nil
        case .plain(let string): return string
        case .attributed(let attributed): return attributed.string
        }
    }
}

/// A cache key for a label's natural text size.
struct LabelMeasureKey: Hashable {
    let width: CGFloat
    let height: CGFloat
    let lines: Int
}

/// Keeping the label's text and style in step, measuring, shrinking and drawing.
extension UILabel {
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    static let defaultTextColor = UIColor.label
    /// How much a disabled label's text shows (iOS only says "dims the text somewhat"; black text at
    /// this opacity is iOS's system gray).
    static let disabledTextOpacity: CGFloat = 0.44
    /// Widths and heights at or beyond this are unlimited (`.greatestFiniteMagnitude` included).
    static let unlimitedLength: CGFloat = 1e7

    func configureLabelDefaults() {
        isUserInteractionEnabled = false
        layer.isOpaque = false
        contentMode = .redraw
        // Text is drawn into the frame as it is composited: laying it out and drawing it costs about what
        // a backing store would cost to fill, and the store's memory and blending are saved.
        layer.drawsWhileCompositing = true
    }

    /// A length for the text engine: nil (unlimited) unless positive, finite and below the limit.
    static func limit(_ length: CGFloat) -> CGFloat? {
        length.isFinite && length > 0 && length < unlimitedLength ? length : nil
    }

    /// `size` rounded up to the device pixels of the label's screen (ignoring floating-point dust, so
    /// sizes already on pixels stay put).
    func roundedUpToPixels(_ size: CGSize) -> CGSize {
        let scale = max(1, traitCollection.displayScale)
        func up(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? (v * scale - 1e-6).rounded(.up) / scale : 0 }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    /// After a change to the text or to a property that changes its size.
    func textDidChange() {
        if !measuredSizes.isEmpty { measuredSizes.removeAll() }
        keptLayout = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// After a change to a property that changes only how the text looks.
    func styleDidChange() {
        setNeedsDisplay()
    }

    // MARK: Attributed text

    /// The label's style as attributes: font, colour, a paragraph style with its alignment and line-break
    /// mode, and its shadow when it has a shadow colour.
    var labelAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: storedFont, .foregroundColor: storedTextColor,
                                                         .paragraphStyle: labelParagraphStyle]
        if let shadow = labelShadow { attributes[.shadow] = shadow }
        return attributes
    }

    var labelParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = storedTextAlignment
        style.lineBreakMode = storedLineBreakMode
        return style
    }

    var labelShadow: NSShadow? {
        storedShadowColor.map { NSShadow(color: $0, offset: storedShadowOffset, blurRadius: 0) }
    }

    /// What `attributedText` reads: the attributed text with the label's style where it has none, or
    /// the plain text in the label's style.
    var currentAttributedText: NSAttributedString? {
        switch content {
        case .none: return nil
        case .plain(let string): return NSAttributedString(string: string, attributes: labelAttributes)
        case .attributed(let attributed): return filledAttributedText(attributed)
        }
    }

    /// A copy of `attributed` with the label's font, colour, paragraph style and shadow added to the
    /// ranges that lack them.
    func filledAttributedText(_ attributed: NSAttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: attributed)
        let length = result.length
        let paragraph = labelParagraphStyle, shadow = labelShadow
        var location = 0
        while location < length {
            var range = NSRange(location: 0, length: 0)
            let attributes = result.attributes(at: location, effectiveRange: &range)
            let end = max(range.location + range.length, location + 1)
            let piece = NSRange(location: location, length: end - location)
            if attributes[.font] == nil { result.addAttribute(.font, value: storedFont, range: piece) }
            if attributes[.foregroundColor] == nil { result.addAttribute(.foregroundColor, value: storedTextColor, range: piece) }
            if attributes[.paragraphStyle] == nil { result.addAttribute(.paragraphStyle, value: paragraph, range: piece) }
            if let shadow, attributes[.shadow] == nil { result.addAttribute(.shadow, value: shadow, range: piece) }
            location = end
        }
        return result
    }

    /// Sets attributed content and takes the label's style from the attributes at location 0.
    func setAttributedContent(_ attributed: NSAttributedString?) {
        guard let attributed else {
            content = .none
            textDidChange()
            return
        }
        let copy = NSAttributedString(attributedString: attributed)
        content = .attributed(copy)
        if copy.length > 0 {
            let first = copy.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { storedFont = font }
            if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
            if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
                storedTextAlignment = paragraph.alignment
                storedLineBreakMode = paragraph.lineBreakMode
            }
            if let shadow = first[.shadow] as? NSShadow {
                storedShadowColor = shadow.shadowColor as? UIColor
                storedShadowOffset = shadow.shadowOffset
            }
        }
        textDidChange()
    }

    /// Sets an attribute over the whole attributed content (what setting a style property does on iOS).
    func applyToAttributedContent<Value>(_ key: NSAttributedString.Key, _ value: Value?) {
        guard case .attributed(let attributed) = content, attributed.length > 0 else { return }
        let result = NSMutableAttributedString(attributedString: attributed)
        let whole = NSRange(location: 0, length: result.length)
        if let value { result.addAttribute(key, value: value, range: whole) } else { result.removeAttribute(key, range: whole) }
        content = .attributed(result)
    }

    /// Changes every paragraph style of the attributed content (adding the label's where there is none).
    func applyParagraphStyle(_ change: (NSMutableParagraphStyle) -> Void) {
        guard case .attributed(let attributed) = content, attributed.length > 0 else { return }
        let result = NSMutableAttributedString(attributedString: attributed)
        let length = result.length
        var location = 0
        while location < length {
            var range = NSRange(location: 0, length: 0)
            let existing = result.attribute(.paragraphStyle, at: location, effectiveRange: &range) as? NSParagraphStyle
            let end = max(range.location + range.length, location + 1)
            let style = (existing ?? labelParagraphStyle).mutableCopy(with: nil) as! NSMutableParagraphStyle
            change(style)
            result.addAttribute(.paragraphStyle, value: style, range: NSRange(location: location, length: end - location))
            location = end
        }
        content = .attributed(result)
    }

    /// Gives the whole attributed content the label's shadow (or none).
    func applyShadowToAttributedContent() {
        applyToAttributedContent(.shadow, labelShadow)
    }

    // MARK: Engine text

    /// The text for the text engine, or nil when there is none. Colours resolve against the current
    /// traits; `color` replaces every run's colour (highlighting); `leftAligned` is for measuring.
    func engineText(color: CGColor? = nil, leftAligned: Bool = false) -> AttributedText? {
        var text: AttributedText
        switch content {
        case .none:
            return nil
        case .plain(let string):
            guard !string.isEmpty else { return nil }
            text = TextConversion.text(string, attributes: labelAttributes)
        case .attributed(let attributed):
            guard attributed.length > 0 else { return nil }
            var defaults: [NSAttributedString.Key: Any] = [.font: storedFont, .foregroundColor: storedTextColor,
                                                           .paragraphStyle: labelParagraphStyle]
            if let shadow = labelShadow { defaults[.shadow] = shadow }
            text = TextConversion.text(attributed, filling: defaults)
        }
        let charWrap = storedLineBreakMode == .byCharWrapping
        for i in text.runs.indices {
            if charWrap { text.runs[i].style.paragraph.lineBreak = .charWrap }
            if leftAligned { text.runs[i].style.paragraph.alignment = .left }
            if let color { text.runs[i].style.foregroundColor = color }
        }
        return text
    }

    /// The text with every font (and kerning) scaled by `scale`.
    static func scaled(_ text: AttributedText, by scale: CGFloat) -> AttributedText {
        guard scale != 1 else { return text }
        var copy = text
        for i in copy.runs.indices {
            copy.runs[i].style.font = copy.runs[i].style.font.withSize(copy.runs[i].style.font.size * scale)
            copy.runs[i].style.kern *= scale
            copy.runs[i].style.baselineOffset *= scale
        }
        return copy
    }

    // MARK: Measuring

    /// The natural size of the text laid out in `width` × `height` (nil: unlimited) on at most `lines`
    /// lines (0: any number), not rounded.
    func measuredSize(width: CGFloat?, height: CGFloat?, lines: Int) -> CGSize {
        let key = LabelMeasureKey(width: width ?? 0, height: height ?? 0, lines: lines)
        if let cached = measuredSizes[key] { return cached }
        var size = CGSize.zero
        if let text = engineText(leftAligned: true) {
            let layout = LabelLayout(text, width: width, height: height, lines: lines, mode: storedLineBreakMode,
                                     font: storedFont.face)
            keptLayout = KeptLabelLayout(text: text, width: width, height: height, lines: lines, layout: layout)
            size = layout.size
        }
        if measuredSizes.count > 32 { measuredSizes.removeAll() }
        measuredSizes[key] = size
        return size
    }

    // MARK: Drawing

    /// `drawText(in:)`'s work: shrink to fit if asked, lay out, centre vertically, draw (dimmed when
    /// disabled).
    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let (layout, origin) = placedLayout(in: rect) else { return }
        if storedIsEnabled {
            layout.draw(in: context, at: origin)
        } else {
            context.saveGState()
            context.setAlpha(context.alpha * Self.disabledTextOpacity)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            layout.draw(in: context, at: origin)
            context.endTransparencyLayer()
            context.restoreGState()
        }
    }

    /// The layout `drawText(in:)` draws in `rect` and where its top left goes: shrunk to fit if asked,
    /// centred vertically on whole pixels (nil: nothing to draw). Drawing and the text's geometry for
    /// assistive technologies (`UILabel+TextGeometry.swift`) both place the text through this.
    func placedLayout(in rect: CGRect) -> (layout: LabelLayout, origin: CGPoint)? {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), rect.width > 0, rect.height > 0
        else { return nil }
        let highlight = storedIsHighlighted ? storedHighlightedTextColor : nil
        guard let text = engineText(color: highlight.map { $0.resolvedColor(with: UITraitCollection.current).cgColor }) else { return nil }
        let lines = max(0, storedNumberOfLines)
        let width = Self.limit(rect.width), height = Self.limit(rect.height)
        let scale = fittingScale(text, width: width, height: height, lines: lines)
        let layout: LabelLayout
        if scale == 1, let kept = keptLayout?.layout(for: text, width: width, height: height, lines: lines) {
            layout = kept
        } else {
            layout = LabelLayout(Self.scaled(text, by: scale), width: width, height: height, lines: lines,
                                 mode: storedLineBreakMode, font: storedFont.face.withSize(storedFont.pointSize * scale))
            if scale == 1 { keptLayout = KeptLabelLayout(text: text, width: width, height: height, lines: lines, layout: layout) }
        }
        var top = rect.minY + (rect.height - layout.size.height) / 2
        if scale < 1, lines == 1, storedBaselineAdjustment != .alignCenters {
            // Place shrunk text by where the full-size line would have been.
            let full = LabelLayout(text, width: nil, height: nil, lines: 1, mode: storedLineBreakMode, font: storedFont.face)
            let fullTop = rect.minY + (rect.height - full.size.height) / 2
            top = storedBaselineAdjustment == .alignBaselines ? fullTop + full.firstBaseline - layout.firstBaseline : fullTop
        }
        let pixel = max(1, traitCollection.displayScale)
        top = (top * pixel).rounded() / pixel
        return (layout, CGPoint(x: rect.minX, y: top))
    }

    /// The font scale to draw at: 1, or with `adjustsFontSizeToFitWidth` the largest scale down to
    /// `minimumScaleFactor` at which the text fits (the minimum when even that does not fit).
    func fittingScale(_ text: AttributedText, width: CGFloat?, height: CGFloat?, lines: Int) -> CGFloat {
        let minimum = storedMinimumScaleFactor
        guard storedAdjustsFontSizeToFitWidth, minimum > 0, minimum < 1, let width else { return 1 }
        let face = storedFont.face
        func fits(_ scale: CGFloat) -> Bool {
            let sample = Self.scaled(text, by: scale)
            let font = face.withSize(face.size * scale)
            if lines == 1 {
                // One line: the whole text, paragraphs joined, must fit the width.
                let line = LabelLayout(sample.joiningParagraphs(), width: nil, height: nil, lines: 1, mode: .byClipping, font: font)
                return line.size.width <= width + 0.001
            }
            return !LabelLayout(sample, width: width, height: height, lines: lines, mode: storedLineBreakMode, font: font).isTruncated
        }
        if fits(1) { return 1 }
        if !fits(minimum) { return minimum }
        var low = minimum, high: CGFloat = 1
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }
}

/// A label's text laid out as UILabel lays it out: every paragraph wraps (by word, or by character in
/// `.byCharWrapping`), lines beyond the height or line limit are cut, and the last visible line ends as the
/// line-break mode says: truncated with an ellipsis, wrapped, or (`.byClipping`) unwrapped and clipped at
/// the edge.
struct LabelLayout {
    /// The wrapped lines (all but the last in clipping mode when text was cut).
    private var body: TextLayout?
    /// Clipping mode's last line, laid out unwrapped, and its top left.
    private var clippedLine: (layout: TextLayout, origin: CGPoint)?
    /// The UTF-16 offset in the text where clipping mode's last line starts.
    private var clippedLineStart = 0
    /// The layout width (nil: unlimited).
    private let width: CGFloat?
    /// The right edge of the widest line (including alignment offsets and indents) and the height.
    private(set) var size = CGSize.zero
    /// The first line's baseline.
    private(set) var firstBaseline: CGFloat = 0
    /// Whether some text is not shown (cut lines or an ellipsis).
    private(set) var isTruncated = false
    /// Whether every paragraph reads left to right.
    var isLeftToRight: Bool { body?.isLeftToRight ?? true }

    init(_ text: AttributedText, width: CGFloat?, height: CGFloat?, lines: Int, mode: NSLineBreakMode, font: FontFace) {
        self.width = width
        let lastLine: ParagraphStyle.LineBreak = ParagraphStyle.LineBreak(rawValue: mode.rawValue) ?? .truncateTail
        func container(_ lines: Int) -> TextContainer {
            TextContainer(size: CGSize(width: width ?? 0, height: height ?? 0), maximumNumberOfLines: lines,
                          truncation: .lastLine(mode: lastLine))
        }
        let full = TextLayout(text: text, container: container(lines), defaultFont: font)
        isTruncated = full.isTruncated
        firstBaseline = full.firstBaseline
        guard mode == .byClipping, full.isTruncated, let width, let last = full.lines.last else {
            body = full
            size = CGSize(width: full.lines.map(\.usedRect.maxX).max() ?? 0, height: full.usedSize.height)
            return
        }
        // Clipping: the last visible line holds the rest of the text on one line, cut at the edge.
        let count = full.lines.count
        if count > 1 { body = TextLayout(text: text, container: container(count - 1), defaultFont: font) }
        clippedLineStart = last.characterRange.lowerBound
        let rest = text.labelSuffix(fromUTF16: clippedLineStart)
        let line = TextLayout(text: rest, container: TextContainer(size: .zero, maximumNumberOfLines: 1,
                                                                   truncation: .lastLine(mode: .clip)),
                              defaultFont: font)
        let lineWidth = line.usedSize.width
        let style = rest.runs.first?.style.paragraph ?? ParagraphStyle()
        let rightToLeft = style.baseWritingDirection == .rightToLeft
            || (style.baseWritingDirection == .natural && rest.string.startsRightToLeft)
        var x: CGFloat
        if lineWidth > width {
            x = rightToLeft ? width - lineWidth : 0
        } else {
            switch style.alignment {
            case .left: x = 0
            case .right: x = width - lineWidth
            case .center: x = (width - lineWidth) / 2
            case .natural, .justified: x = rightToLeft ? width - lineWidth : 0
            }
        }
        clippedLine = (line, CGPoint(x: x, y: last.rect.minY))
        let bodyWidth = body?.lines.map(\.usedRect.maxX).max() ?? 0
        size = CGSize(width: max(bodyWidth, min(width, max(0, x) + lineWidth)), height: full.usedSize.height)
    }

    /// Rectangles covering the characters of a UTF-16 range, one or more per line, in the layout's
    /// coordinates (characters cut from the label have none).
    func selectionRects(for range: Range<Int>) -> [CGRect] {
        var rects = body?.selectionRects(for: range) ?? []
        if let (line, origin) = clippedLine, range.upperBound > clippedLineStart {
            let local = max(0, range.lowerBound - clippedLineStart)..<(range.upperBound - clippedLineStart)
            rects += line.selectionRects(for: local).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        }
        return rects
    }

    /// The UTF-16 offset of the caret position nearest `point`, in the layout's coordinates.
    func characterIndex(at point: CGPoint) -> Int {
        if let (line, origin) = clippedLine, body == nil || point.y >= origin.y {
            return clippedLineStart + line.characterIndex(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        }
        return body?.characterIndex(at: point) ?? 0
    }

    /// Draws the lines with the layout's top left at `origin`.
    func draw(in context: CGContext, at origin: CGPoint) {
        body?.draw(in: context, at: origin)
        guard let (line, offset) = clippedLine, let width else { return }
        context.saveGState()
        context.clip(to: CGRect(x: origin.x, y: origin.y + offset.y - 10_000, width: width, height: 20_000))
        line.draw(in: context, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y))
        context.restoreGState()
    }
}

extension AttributedText {
    /// The text from a UTF-16 offset to the end, paragraphs joined into one.
    func labelSuffix(fromUTF16 offset: Int) -> AttributedText {
        let units = Array(string.utf16)
        let lower = min(max(offset, 0), units.count)
        var clipped: [Run] = []
        var position = 0
        for run in runs {
            let start = max(position, lower), end = position + run.length
            if start < end { clipped.append(Run(length: end - start, style: run.style)) }
            position = end
        }
        if clipped.isEmpty, let last = runs.last { clipped = [Run(length: 0, style: last.style)] }
        return AttributedText(string: String(decoding: units[lower...], as: UTF16.self), runs: clipped).joiningParagraphs()
    }
}

extension String {
    /// Whether the first character with a strong direction is right-to-left (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and their presentation forms).
    var startsRightToLeft: Bool {
        for scalar in unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v) {
                return true
            }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }
}
