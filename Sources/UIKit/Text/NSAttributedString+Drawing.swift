import TextEngine

/// Measuring and drawing attributed strings in the current graphics context, as UIKit's NSStringDrawing.
extension NSAttributedString {
    /// The size of the string on unlimited lines (one line per paragraph).
    public func size() -> CGSize { StringDrawing.measure(TextConversion.text(self), size: .zero, options: .usesLineFragmentOrigin).usedSize }

    /// Draws the string with its top left at `point`, one line per paragraph.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(TextConversion.text(self), in: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string wrapped in `rect`; lines that do not fit are left out.
    public func draw(in rect: CGRect) {
        StringDrawing.draw(TextConversion.text(self), in: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string with options (without `.usesLineFragmentOrigin`, `rect.origin` is the baseline of one line).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(TextConversion.text(self), in: rect, options: options, context: context)
    }

    /// The rectangle the string would occupy when drawn with `size` and `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(TextConversion.text(self), size: size, options: options, context: context)
    }
}

/// The same drawing for strings with attribute dictionaries (NSString's UIKit additions).
extension StringProtocol {
    /// The size of the string with `attributes` (one line per paragraph).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.measure(TextConversion.text(String(self), attributes: attributes), size: .zero, options: .usesLineFragmentOrigin).usedSize
    }

    /// Draws the string with its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(TextConversion.text(String(self), attributes: attributes), in: CGRect(origin: point, size: .zero),
                           options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string wrapped in `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(TextConversion.text(String(self), attributes: attributes), in: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string with options.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.draw(TextConversion.text(String(self), attributes: attributes), in: rect, options: options, context: context)
    }

    /// The rectangle the string would occupy.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(TextConversion.text(String(self), attributes: attributes), size: size, options: options, context: context)
    }
}

/// The shared engine of string measuring and drawing.
enum StringDrawing {
    /// Lays text out as NSStringDrawing does: with `.usesLineFragmentOrigin`, wrapped in `size` from the top
    /// left; without it, as one line (paragraph separators become spaces) whose origin is the baseline.
    /// A short text measured or drawn again in the same size reuses its layout (`TextLayoutCache`).
    static func measure(_ text: AttributedText, size: CGSize, options: NSStringDrawingOptions,
                        scale: CGFloat = 1) -> TextLayout {
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        let source = scale == 1 ? text : scaled(text, by: scale)
        let container = TextContainer(
            size: lineFragments ? size : .zero,
            maximumNumberOfLines: lineFragments ? 0 : 1,
            truncation: .paragraphStyles(truncatesLastVisibleLine: lineFragments && options.contains(.truncatesLastVisibleLine)),
            usesFontLeading: options.contains(.usesFontLeading))
        return TextLayoutCache.shared.layout(text: lineFragments ? source : joined(source), container: container,
                                             defaultFont: TextConversion.defaultFont.face)
    }

    static func boundingRect(_ text: AttributedText, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let (layout, scale) = fitted(text, size: size, options: options, context: context)
        let rect = rectangle(of: layout, options: options)
        context?.actualScaleFactor = scale
        context?.totalBounds = rect
        return rect
    }

    static func draw(_ text: AttributedText, in rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let cg = UIGraphicsGetCurrentContext() else { return }
        let (layout, scale) = fitted(text, size: rect.size, options: options, context: context)
        context?.actualScaleFactor = scale
        context?.totalBounds = rectangle(of: layout, options: options).offsetBy(dx: rect.minX, dy: rect.minY)
        let origin = options.contains(.usesLineFragmentOrigin) ? rect.origin
            : CGPoint(x: rect.minX, y: rect.minY - layout.firstBaseline)
        layout.draw(in: cg, at: origin)
    }

    /// The layout, shrunk toward the context's minimum scale factor until it fits, and the scale used.
    private static func fitted(_ text: AttributedText, size: CGSize, options: NSStringDrawingOptions,
                               context: NSStringDrawingContext?) -> (TextLayout, CGFloat) {
        var layout = measure(text, size: size, options: options)
        let minimum = context?.minimumScaleFactor ?? 0
        guard minimum > 0, minimum < 1, fits(layout, size) == false else { return (layout, 1) }
        var scale: CGFloat = 1
        while scale > minimum {
            scale = max(minimum, scale - 0.05)
            layout = measure(text, size: size, options: options, scale: scale)
            if fits(layout, size) { break }
        }
        return (layout, scale)
    }

    private static func fits(_ layout: TextLayout, _ size: CGSize) -> Bool {
        !layout.isTruncated && (size.width <= 0 || layout.usedSize.width <= size.width + 0.001)
    }

    /// The rectangle NSStringDrawing reports: origin (0, 0) for line fragments, else (0, −ascent).
    private static func rectangle(of layout: TextLayout, options: NSStringDrawingOptions) -> CGRect {
        let size = layout.usedSize
        if options.contains(.usesLineFragmentOrigin) { return CGRect(origin: .zero, size: size) }
        return CGRect(x: 0, y: -layout.firstBaseline, width: size.width, height: size.height)
    }

    private static func scaled(_ text: AttributedText, by scale: CGFloat) -> AttributedText {
        var copy = text
        for i in copy.runs.indices {
            copy.runs[i].style.font = copy.runs[i].style.font.withSize(copy.runs[i].style.font.size * scale)
            copy.runs[i].style.kern *= scale
        }
        return copy
    }

    private static func joined(_ text: AttributedText) -> AttributedText { text.joiningParagraphs() }
}
