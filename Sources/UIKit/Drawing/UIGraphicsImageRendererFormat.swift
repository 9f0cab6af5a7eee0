/// How an image renderer makes its bitmaps: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range of the bitmap; Tessera always renders standard sRGB.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    /// Pixels per point; defaults to the main screen's scale.
    open var scale: CGFloat = MainScreenScale.value
    /// Whether the bitmap has no alpha channel (faster, smaller; starts black).
    open var opaque = false
    /// The requested colour range (accepted; output is standard sRGB).
    open var preferredRange: Range = .automatic
    /// Whether extended range was requested (deprecated spelling of `preferredRange`).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// The most capable format the main screen supports.
    open class func preferred() -> Self { Self() }

    public required init() {}

    /// A format matching a trait collection's display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}
