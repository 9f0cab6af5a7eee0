import Foundation

/// Something shown inline in text, usually an image: stored in an attributed string as the attachment
/// character (U+FFFC) carrying the `.attachment` attribute (`NSAttributedString(attachment:)`).
///
/// The layout manager gives the character a box of `attachmentBounds(for:proposedLineFragment:glyphPosition:characterIndex:)`
/// (by default `bounds`, or the image's size when `bounds` is empty) and draws
/// `image(forBounds:textContainer:characterIndex:)` in it; `bounds.origin.y` moves it up from the baseline
/// (negative: below), as on iOS.
///
/// Where Tessera differs: file wrappers are absent (Linux has no `FileWrapper` in UIKit's sense);
/// `contents` with an image `fileType` is decoded through `UIImage(data:)`.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The attachment character, U+FFFC (OBJECT REPLACEMENT CHARACTER).
    public static let character: Int = 0xFFFC

    /// The image shown; decoded from `contents` when not set.
    open var image: UIImage? {
        get { storedImage ?? contents.flatMap { UIImage(data: $0) } }
        set { storedImage = newValue }
    }
    private var storedImage: UIImage?
    /// Raw contents (for example PNG data), with their uniform type in `fileType`.
    open var contents: Data?
    /// The uniform type identifier of `contents` (for example "public.png").
    open var fileType: String?
    /// The attachment's box: origin relative to the baseline (y up), size in points. Empty: the image's size.
    open var bounds: CGRect = .zero
    /// The size of the line fragment padding-free box the layout reserves when `bounds` is empty and there
    /// is no image (iOS shows a placeholder icon).
    static let placeholderSize = CGSize(width: 16, height: 16)

    /// Creates an attachment of `contents` of type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Creates an empty attachment.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// Creates an attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        storedImage = image
    }

    /// The box the layout reserves: `bounds`, or the image's size (sitting on the baseline) when empty.
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                               glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
        if !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite { return bounds }
        let size = image?.size ?? Self.placeholderSize
        return CGRect(origin: bounds.isNull ? .zero : bounds.origin, size: size)
    }

    /// The image drawn in `imageBounds` (`image` by default).
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        image
    }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) holding `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
