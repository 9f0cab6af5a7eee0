/// An immutable image: a bitmap with a scale and orientation, plus how UIKit should draw it
/// (rendering mode, cap insets for resizing, tint, alignment insets) and, for animations, its frames.
///
/// Unlike iOS, `UIImage(data:)` of an animated GIF gives an animated image (its frames in `images`);
/// corrupt data gives nil with a logged reason, never a crash.
open class UIImage: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// How the bitmap is turned for display.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Whether views draw the image's colours or only its shape in their tint.
    public enum RenderingMode: Int, Sendable {
        /// Template where the context calls for it (bar items), original elsewhere.
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// How the resizable middle of an image fills extra space.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// The bitmap (the first frame for animations); nil for an empty image.
    public private(set) var cgImage: CGImage?
    /// Pixels per point.
    public private(set) var scale: CGFloat = 1
    /// How the bitmap is turned for display.
    public private(set) var imageOrientation = Orientation.up
    /// How views draw the image.
    public private(set) var renderingMode = RenderingMode.automatic
    /// The edges that keep their size when the image is drawn larger (zero for non-resizable images).
    public private(set) var capInsets = UIEdgeInsets.zero
    /// How the middle is filled when resizing.
    public private(set) var resizingMode = ResizingMode.tile
    /// Insets from the image's bounds to its content, for Auto Layout alignment.
    public private(set) var alignmentRectInsets = UIEdgeInsets.zero
    /// The frames of an animated image.
    public private(set) var images: [UIImage]?
    /// The length of one cycle of an animated image, in seconds.
    public private(set) var duration: TimeInterval = 0
    /// Whether views showing the image mirror it in right-to-left layouts.
    public private(set) var flipsForRightToLeftLayoutDirection = false
    /// The colour `withTintColor` gave the image, drawn through its alpha.
    private(set) var drawTint: UIColor?
    /// Cropped nine-slice pieces, made on first resizable draw.
    let slices = LockedValue<[CGRect: CGImage]>([:])
    /// The asset this image is a variant of (asset catalog images, images registered with an asset); nil
    /// for images made otherwise, including copies made by `withRenderingMode(_:)` and the like.
    public internal(set) var imageAsset: UIImageAsset?
    /// What a symbol image draws (nil for other images); set once, right after creation.
    var symbol: SymbolImageInfo?
    /// The baseline offset from the bottom (symbols, and copies given one); set once, right after creation.
    var baseline: CGFloat?

    /// An empty image (size zero). It is the one designated initializer (the properties are set once, in
    /// the initializers), so a subclass that adds none inherits every initializer, as on iOS.
    public init() {}

    convenience init(cgImage: CGImage?, scale: CGFloat, orientation: Orientation = .up, renderingMode: RenderingMode = .automatic,
                     capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, alignmentRectInsets: UIEdgeInsets = .zero,
                     images: [UIImage]? = nil, duration: TimeInterval = 0, flipsForRTL: Bool = false, tint: UIColor? = nil) {
        self.init()
        self.cgImage = cgImage
        if !(scale.isFinite && scale > 0) {
            BadValue.report("UIKit", api: "UIImage scale", "\(BadValue.number(scale)) is not a positive finite scale; using 1")
        }
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.alignmentRectInsets = alignmentRectInsets
        self.images = images
        self.duration = duration
        self.flipsForRightToLeftLayoutDirection = flipsForRTL
        self.drawTint = tint
    }

    /// An image of a bitmap at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// An image of a bitmap at a scale and orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// Decodes image data (PNG, JPEG, GIF, TIFF, BMP, ICO, CUR, XBM, WebP) at scale 1; nil when unreadable.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Decodes image data at a scale; nil when unreadable. Animated GIFs keep their frames.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = ImageDecoder.decode(data) else { return nil }
        let orientation = UIImage.orientation(exif: decoded.exifOrientation)
        if decoded.frames.count > 1 {
            let frames = decoded.frames.map { UIImage(cgImage: $0, scale: scale, orientation: orientation) }
            self.init(cgImage: decoded.frames[0], scale: scale, orientation: orientation, images: frames,
                      duration: decoded.frameDurations.reduce(0, +))
        } else {
            self.init(cgImage: decoded.frames[0], scale: scale, orientation: orientation)
        }
    }

    /// Loads an image file; a name ending in @2x or @3x sets the scale. Nil when missing or unreadable.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            TesseraLog.error("UIKit", "UIImage(contentsOfFile:): cannot read \(path)")
            return nil
        }
        self.init(data: data, scale: ImageResources.scale(ofFileNamed: (path as NSString).lastPathComponent))
    }

    /// The image's size in points, after orientation.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let w = CGFloat(cgImage.width) / scale, h = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// The left cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    open var leftCapWidth: Int { Int(capInsets.left) }
    /// The top cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    open var topCapHeight: Int { Int(capInsets.top) }
    /// Whether this is a symbol image (made by `UIImage(systemName:)`).
    open var isSymbolImage: Bool { symbol != nil }
    /// Whether the image has alignment insets.
    open var hasAlignmentRectInsets: Bool { alignmentRectInsets != .zero }

    /// A copy with some drawing properties changed.
    func with(renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
              alignmentRectInsets: UIEdgeInsets? = nil, orientation: Orientation? = nil, flipsForRTL: Bool? = nil,
              tint: UIColor?? = nil) -> UIImage {
        let copy = UIImage(cgImage: cgImage, scale: scale, orientation: orientation ?? imageOrientation,
                renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode,
                alignmentRectInsets: alignmentRectInsets ?? self.alignmentRectInsets,
                images: images, duration: duration, flipsForRTL: flipsForRTL ?? flipsForRightToLeftLayoutDirection,
                tint: tint ?? drawTint)
        copy.symbol = symbol
        copy.baseline = baseline
        return copy
    }

    static func orientation(exif: Int) -> Orientation {
        switch exif {
        case 2: return .upMirrored
        case 3: return .down
        case 4: return .downMirrored
        case 5: return .leftMirrored
        case 6: return .right
        case 7: return .rightMirrored
        case 8: return .left
        default: return .up
        }
    }

    open var description: String {
        "<UIImage: size {\(size.width), \(size.height)} orientation \(imageOrientation) scale \(scale)\(images.map { " frames \($0.count)" } ?? "")\(symbol.map { " symbol(system: \($0.name))" } ?? "")>"
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Images are equal only to themselves, as on iOS.
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// The identity hash.
    open var hash: Int { ObjectIdentifier(self).hashValue }
}
