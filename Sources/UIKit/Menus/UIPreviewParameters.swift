/// How a targeted preview is drawn: the colour behind the view and the path that clips it.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the preview's view (nil: the system's, the platter colour of the menu).
    open var backgroundColor: UIColor!
    /// The part of the view shown, in the view's coordinates (nil: its bounds with rounded corners).
    open var visiblePath: UIBezierPath?
    /// The path of the shadow under the preview (nil: the visible path's).
    open var shadowPath: UIBezierPath?

    /// Default parameters.
    public override init() {
        super.init()
    }

    /// Parameters showing only the given lines of text (each an `NSValue` holding a rectangle in the
    /// view's coordinates), as text previews use.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects {
            path.append(UIBezierPath(roundedRect: value.rectValue.insetBy(dx: -4, dy: -2), cornerRadius: 6))
        }
        visiblePath = path
    }
}
