import Foundation

/// The text view's TextKit side: the container following the view's size, laying out under the view's
/// traits, the height that fits the text, and drawing the visible text.
extension UITextView {
    /// The view's TextKit storage changed: lay out again, redraw, resize.
    func textLayoutDidChange() {
        setNeedsLayout()
        canvas.setNeedsDisplay()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// Passes the link attributes to the layout (links without an underline attribute are not underlined).
    func updateLinkAttributes() {
        var attributes = linkTextAttributes ?? [:]
        if attributes[.underlineStyle] == nil { attributes[.underlineStyle] = 0 }
        layoutManager.linkAttributes = attributes
        layoutManager.invalidateAll()
        textLayoutDidChange()
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
}
