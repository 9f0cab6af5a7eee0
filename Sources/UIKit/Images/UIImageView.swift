/// A view that shows an image, a highlighted image, or a sequence of images as an animation, as UIKit's
/// image view does: the image is the layer's contents, placed by `contentMode` (scale to fill by default)
/// at the image's own scale, so @1x, @2x and @3x images keep their pixels; resizable images stretch as
/// nine-slice (tiled middles are drawn at the view's size); template images are filled with `tintColor`.
///
/// Animations run on the app's frame clock (`UIApplication.advanceFrame(by:)`), so they are deterministic
/// in tests. Animated images (`UIImage.animatedImage(with:duration:)`, animated GIFs) play by themselves,
/// repeating forever, as on iOS. The view never calls `draw(_:)`, as on iOS. Where Tessera differs:
/// template images keep their alpha as coverage (iOS documents stencils as fully opaque or transparent,
/// but draws antialiased edges as Tessera does); `.automatic` images are drawn as originals (asset
/// catalog images marked as templates are `.alwaysTemplate`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    var storedImage: UIImage?
    var storedHighlightedImage: UIImage?
    var storedIsHighlighted = false
    var storedAnimationImages: [UIImage]?
    var storedHighlightedAnimationImages: [UIImage]?
    var storedAnimationDuration: TimeInterval = 0
    var storedAnimationRepeatCount = 0
    /// The running animation, if any.
    var animation: ImageViewAnimation?
    /// Bitmaps made for drawing (tinted, turned, mirrored or tiled), by source image.
    var preparedBitmaps = PreparedBitmaps()
    /// The preferred symbol configuration and the last symbol image drawn with it.
    var symbolPreference = SymbolPreference()

    /// The layer class: a layer whose display pass sets its contents from the image view.
    open override class var layerClass: CALayer.Type { ImageViewLayer.self }

    // MARK: Creating image views

    // Hit testing may walk into a UIImageView without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIImageView.self }

    /// Creates an empty image view with a frame: not interactive, transparent.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureImageViewDefaults()
    }

    /// Creates an image view showing `image`, sized to it (origin zero).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageViewDefaults()
        storedImage = image
        shownImageMayHaveChanged(from: nil, sizeBefore: nil)
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureImageViewDefaults()
        storedImage = image
        storedHighlightedImage = highlightedImage
        shownImageMayHaveChanged(from: nil, sizeBefore: nil)
    }

    /// Creates an image view from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureImageViewDefaults()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderImageView(coder) }
    }

    /// Nonisolated, as on Apple's platforms, so subclasses can declare a `deinit` of their own. An
    /// animating image view stops observing frames; freed off the main thread, it does so through
    /// `MainThreadTeardown`, which runs before the next frame or frame observer.
    deinit {
        guard animation != nil else { return }
        let id = ObjectIdentifier(self)
        MainThreadTeardown.runOrSchedule { UIApplication.shared.removeFrameObserver(id) }
    }

    // MARK: Images

    /// The image shown (nil by default). An animated image plays by itself.
    open var image: UIImage? {
        get { storedImage }
        set {
            let before = staticImage, size = intrinsicContentSize
            storedImage = newValue
            shownImageMayHaveChanged(from: before, sizeBefore: size)
        }
    }

    /// The image shown while highlighted (nil by default: `image` is shown then).
    open var highlightedImage: UIImage? {
        get { storedHighlightedImage }
        set {
            let before = staticImage, size = intrinsicContentSize
            storedHighlightedImage = newValue
            shownImageMayHaveChanged(from: before, sizeBefore: size)
        }
    }

    /// Whether the view shows its highlighted image or animation (false by default).
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            guard newValue != storedIsHighlighted else { return }
            let before = staticImage, size = intrinsicContentSize
            storedIsHighlighted = newValue
            shownImageMayHaveChanged(from: before, sizeBefore: size)
        }
    }

    // MARK: Animating

    /// The frames `startAnimating()` plays (nil by default). While they play, they replace the image.
    open var animationImages: [UIImage]? {
        get { storedAnimationImages }
        set {
            let size = intrinsicContentSize
            storedAnimationImages = newValue
            animationFramesDidChange(sizeBefore: size)
        }
    }

    /// The frames played while highlighted (nil by default: `animationImages` play then).
    open var highlightedAnimationImages: [UIImage]? {
        get { storedHighlightedAnimationImages }
        set {
            let size = intrinsicContentSize
            storedHighlightedAnimationImages = newValue
            animationFramesDidChange(sizeBefore: size)
        }
    }

    /// Seconds for one cycle of the frames (0 by default: 1/30 s per frame).
    open var animationDuration: TimeInterval {
        get { storedAnimationDuration }
        set { storedAnimationDuration = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }

    /// How many cycles to play (0 by default: forever). Negative values count as 0.
    open var animationRepeatCount: Int {
        get { storedAnimationRepeatCount }
        set { storedAnimationRepeatCount = max(0, newValue) }
    }

    /// Starts playing `animationImages` (or `highlightedAnimationImages` while highlighted), or the shown
    /// animated image, from the first frame; does nothing when already playing or there is nothing to play.
    open func startAnimating() {
        beginAnimation()
    }

    /// Stops the animation; the image view shows its image again.
    open func stopAnimating() {
        endAnimation()
    }

    /// Whether an animation is playing.
    open var isAnimating: Bool { animation != nil }

    // MARK: Sizing

    /// The shown image's size in points (`noIntrinsicMetric` in both dimensions without an image).
    open override var intrinsicContentSize: CGSize {
        guard let size = sizingImage.map(symbolConfigured)?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The shown image's size (zero without an image), whatever size is asked for.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        sizingImage.map(symbolConfigured)?.size ?? .zero
    }

    // MARK: Appearance

    /// How the image is placed in the bounds; resizing the view redraws tiled resizable images.
    open override var contentMode: UIView.ContentMode {
        get { super.contentMode }
        set {
            super.contentMode = newValue
            updateLayerContents()
        }
    }

    /// Re-tints template images with the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImageIsTemplate { updateLayerContents() }
    }

    /// Re-resolves template tints for the new traits and keeps the contents at the image's scale.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayerContents()
    }

    /// Keeps the contents at the image's scale in the new window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateLayerContents()
    }

    // MARK: Accessibility

    /// `.image`, unless other traits are set. (Image views are not accessibility elements unless made so,
    /// as on iOS.)
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { viewExtras?.accessibility?.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }
}
