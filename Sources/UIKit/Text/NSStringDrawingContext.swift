/// Extra input and output of string drawing: the smallest font scale allowed, the scale used, and bounds.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale fonts may shrink to so text fits (0: no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale actually used by the last draw or measurement.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text drawn or measured last.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}
