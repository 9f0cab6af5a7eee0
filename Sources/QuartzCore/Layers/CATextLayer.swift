import TextEngine

/// A layer that draws a string (plain or attributed) in its bounds, laid out and drawn by the same text
/// engine as `UILabel`.
///
/// `string` is a `String` (or `NSString`) drawn in `font` at `fontSize` in `foregroundColor`, or an
/// `NSAttributedString` drawn with its own attributes (the layer's font, size and colour then fill in
/// only where a run has none). `font` is a `CGFont`, a `UIFont` (its face; the size comes from
/// `fontSize`, as in Core Animation) or a font name; unknown names and nil draw Helvetica, or what
/// fontconfig puts in its place. Lines start at the top of the bounds; with `isWrapped` they wrap at
/// the bounds' width, otherwise each paragraph is one line. `truncationMode` cuts the line that does
/// not fit (the last visible one when wrapping) with an ellipsis; text beyond the bounds is clipped.
/// `fontSize` and `foregroundColor` animate.
///
/// Where Tessera differs: the text is drawn into the frame while compositing, not into a bitmap at
/// `contentsScale` (it is sharp at any scale; `contentsScale` and `allowsFontSubpixelQuantization` are
/// kept but change nothing), and `alignmentMode` aligns attributed strings only where their paragraph
/// style leaves the alignment natural.
open class CATextLayer: CALayer {
    /// The text: a `String`, an `NSString` or an `NSAttributedString` (nil draws nothing).
    open var string: Any? { didSet { setNeedsComposite() } }
    /// The font: a `CGFont`, a `UIFont` or a font name (`String` or `NSString`); nil for Helvetica.
    open var font: CFTypeRef? { didSet { setNeedsComposite() } }
    /// The size, in points, of plain text (36 by default). NaN, infinities and negative sizes are
    /// reported and ignored.
    open var fontSize: CGFloat = 36 {
        didSet {
            if BadValue.checkedNumber(fontSize, "QuartzCore", api: "CATextLayer.fontSize") == nil || fontSize < 0 {
                if fontSize < 0 { BadValue.report("QuartzCore", api: "CATextLayer.fontSize", "\(BadValue.number(fontSize)) is negative; ignored") }
                fontSize = oldValue
            }
            changed("fontSize", from: .number(Double(oldValue)))
        }
    }
    /// The colour of plain text (opaque white by default, as in Core Animation).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { changed("foregroundColor", from: .color(oldValue)) }
    }
    /// Whether lines wrap at the bounds' width (false by default: one line per paragraph).
    open var isWrapped = false { didSet { setNeedsComposite() } }
    /// Where text that does not fit is cut (`.none` by default: clipped).
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsComposite() } }
    /// How lines align horizontally (`.natural` by default).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsComposite() } }
    /// Whether glyph positions snap to whole pixels (kept; Tessera's text engine positions glyphs itself).
    open var allowsFontSubpixelQuantization = false

    /// The layout drawn last and what it was made from, reused while the text, font and box are the same.
    private var kept: (text: AttributedText, bounds: CGSize, layout: TextLayout)?

    /// An animatable property changed from `old`: run its action and show the change.
    private func changed(_ key: String, from old: AnimatableValue) {
        runAction(forKey: key, from: old)
        setNeedsComposite()
    }

    // MARK: Animation

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "fontSize": .number(Double(fontSize))
        case "foregroundColor": .color(foregroundColor)
        default: super.animatableValue(forKey: key)
        }
    }

    override class var storesThroughSetters: Bool { true }

    override func storeAnimatableValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("fontSize", .number(let v)): fontSize = CGFloat(max(0, v))
        case ("foregroundColor", .color(let v)): foregroundColor = v
        default: super.storeAnimatableValue(value, forKey: key)
        }
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let text = other as? CATextLayer else { return }
        LayerActions.whileStoring {
            string = text.string; font = text.font; fontSize = text.fontSize; foregroundColor = text.foregroundColor
            isWrapped = text.isWrapped; truncationMode = text.truncationMode; alignmentMode = text.alignmentMode
            allowsFontSubpixelQuantization = text.allowsFontSubpixelQuantization
        }
    }

    // MARK: Drawing

    override func renderContent(in ctx: CGContext) {
        guard let text = attributedText(), !text.string.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let layout: TextLayout
        if let kept, kept.text == text, kept.bounds == bounds.size {
            layout = kept.layout
        } else {
            layout = Self.layout(text, in: bounds.size, isWrapped: isWrapped, truncation: truncationMode, face: face)
            kept = (text, bounds.size, layout)
        }
        ctx.saveGState()
        // Core Animation draws into a bitmap of the bounds: what does not fit is cut off.
        ctx.clip(to: bounds)
        layout.draw(in: ctx, at: bounds.origin)
        ctx.restoreGState()
    }

    /// Lays `text` out as Core Animation does in a box of `size`.
    ///
    /// Wrapped text wraps at the width and runs on below the box (clipped when drawn), or, when
    /// truncating, ends with an ellipsis on the last line that fits. Unwrapped text is one line per
    /// paragraph: with an ellipsis where truncating, else clipped. The text engine aligns lines only
    /// within a width, which clipped single lines do not have, so unwrapped text that fits is laid out
    /// as truncating text (which then truncates nothing) to be aligned; text that does not fit starts
    /// at the leading edge and is clipped.
    private static func layout(_ text: AttributedText, in size: CGSize, isWrapped: Bool, truncation: CATextLayerTruncationMode,
                               face: FontFace) -> TextLayout {
        if isWrapped {
            let truncates = truncation != .none
            let rule: TextContainer.Truncation = truncates ? .lastLine(mode: lineBreak(truncation))
                                                           : .paragraphStyles(truncatesLastVisibleLine: false)
            let container = TextContainer(size: CGSize(width: size.width, height: truncates ? size.height : 0), truncation: rule)
            return TextLayout(text: text, container: container, defaultFont: face)
        }
        func singleLines(_ lineBreak: ParagraphStyle.LineBreak, width: CGFloat) -> TextLayout {
            var lines = text
            for index in lines.runs.indices { lines.runs[index].style.paragraph.lineBreak = lineBreak }
            return TextLayout(text: lines, container: TextContainer(size: CGSize(width: width, height: 0)), defaultFont: face)
        }
        if truncation != .none { return singleLines(lineBreak(truncation), width: size.width) }
        let clipped = singleLines(.clip, width: 0)
        return clipped.usedSize.width <= size.width ? singleLines(.truncateTail, width: size.width) : clipped
    }

    /// The text to lay out: an attributed string's runs, or the plain string in the layer's style,
    /// aligned by `alignmentMode` where the runs leave the alignment natural.
    private func attributedText() -> AttributedText? {
        var text: AttributedText
        switch string {
        case let rich as AttributedTextConvertible:
            text = rich.attributedText
        case let plain as String:
            var style = TextStyle(font: face, foregroundColor: foregroundColor)
            style.paragraph.alignment = alignment
            text = AttributedText(string: plain, style: style)
        default:
            return nil
        }
        for index in text.runs.indices where text.runs[index].style.paragraph.alignment == .natural {
            text.runs[index].style.paragraph.alignment = alignment
        }
        return text
    }

    /// The face for plain text: `font`'s at `fontSize`.
    private var face: FontFace {
        let size = fontSize > 0 ? fontSize : 36
        switch font {
        case let provider as FontFaceProviding: return provider.fontFace.withSize(size)
        case let cgFont as CGFont: return Self.face(named: cgFont.info.postScriptName, size: size)
        case let name as String: return Self.face(named: name, size: size)
        default: return Self.face(named: "Helvetica", size: size)
        }
    }

    /// The installed face called `name` at `size`; an unknown name is handed to fontconfig as a family,
    /// which substitutes (Core Animation falls back to Helvetica).
    private static func face(named name: String, size: CGFloat) -> FontFace {
        guard let installed = FontCatalog.installed.face(named: name) else { return .face(family: name, size: size) }
        return .face(family: installed.family, weight: installed.weight, italic: installed.italic, size: size)
    }

    /// `alignmentMode` as a paragraph alignment.
    private var alignment: ParagraphStyle.Alignment {
        switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }

    /// A truncation mode as a line break mode.
    private static func lineBreak(_ truncation: CATextLayerTruncationMode) -> ParagraphStyle.LineBreak {
        switch truncation {
        case .start: .truncateHead
        case .middle: .truncateMiddle
        case .end: .truncateTail
        default: .clip
        }
    }
}
