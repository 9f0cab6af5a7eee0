/// A shadow for text: positive offsets fall right and down, as in UIKit.
open class NSShadow: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// How far the shadow falls.
    open var shadowOffset: CGSize = .zero
    /// How much it blurs (as Core Graphics' blur).
    open var shadowBlurRadius: CGFloat = 0
    /// Its colour, a `UIColor` (nil: black at one-third alpha).
    open var shadowColor: Any?

    /// A shadow with no offset and no blur.
    public init() {}

    /// A shadow with a colour, offset and blur.
    public convenience init(color: UIColor?, offset: CGSize, blurRadius: CGFloat) {
        self.init()
        shadowColor = color
        shadowOffset = offset
        shadowBlurRadius = blurRadius
    }

    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? UIColor) == (other.shadowColor as? UIColor)
    }

    open var hash: Int { Int(shadowOffset.width * 31 + shadowOffset.height * 17 + shadowBlurRadius) }

    public static func == (lhs: NSShadow, rhs: NSShadow) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    open var description: String { "NSShadow {\(shadowOffset.width), \(shadowOffset.height)} blur = \(shadowBlurRadius) color = {\(shadowColor.map { "\($0)" } ?? "(null)")}" }
}
