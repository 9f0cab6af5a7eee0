/// Images derived from an image: resizable, templated, tinted, flipped, animated.
extension UIImage {
    /// A resizable copy whose edges keep their size; the middle tiles.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy whose edges keep their size; the middle tiles or stretches.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let valid = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right].allSatisfy { $0.isFinite && $0 >= 0 }
        guard valid else {
            let c = capInsets
            BadValue.report("UIKit", api: "UIImage.resizableImage(withCapInsets:)", "cap insets \(BadValue.text(c.top, c.left, c.bottom, c.right)) must be finite and not negative; ignored")
            return self
        }
        return with(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The older form: caps from the left and top; the one pixel after each cap stretches.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let s = size
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: topCapHeight > 0 ? max(0, s.height - top - 1) : 0,
                                  right: leftCapWidth > 0 ? max(0, s.width - left - 1) : 0)
        return with(capInsets: insets, resizingMode: .stretch)
    }

    /// A copy drawn with another rendering mode by views.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode) }

    /// A copy that draws its shape filled with `color` (always original rendering), as iOS 13+.
    public func withTintColor(_ color: UIColor) -> UIImage { with(renderingMode: .alwaysOriginal, tint: .some(color)) }

    /// A copy that draws its shape filled with `color`, with a rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        with(renderingMode: renderingMode, tint: .some(color))
    }

    /// A copy with alignment insets.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        with(alignmentRectInsets: alignmentInsets)
    }

    /// A copy that views mirror in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { with(flipsForRTL: true) }

    /// A copy mirrored left to right.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation
        switch imageOrientation {
        case .up: flipped = .upMirrored
        case .upMirrored: flipped = .up
        case .down: flipped = .downMirrored
        case .downMirrored: flipped = .down
        case .left: flipped = .rightMirrored
        case .rightMirrored: flipped = .left
        case .right: flipped = .leftMirrored
        case .leftMirrored: flipped = .right
        }
        return with(orientation: flipped)
    }

    /// An animated image cycling through `images` once every `duration` seconds.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation,
                       renderingMode: first.renderingMode, capInsets: first.capInsets, resizingMode: first.resizingMode,
                       images: images, duration: duration)
    }

    /// An animated image from files `name0`, `name1`, … (or starting at 1) in the main bundle.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: numberedImages(name), duration: duration)
    }

    /// An animated, resizable image from numbered files.
    public static func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets,
                                                   resizingMode: ResizingMode = .tile, duration: TimeInterval) -> UIImage? {
        let frames = numberedImages(name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)
    }

    private static func numberedImages(_ name: String) -> [UIImage] {
        var frames: [UIImage] = []
        var index = UIImage(named: "\(name)0") == nil ? 1 : 0
        while index < 1025, let image = UIImage(named: "\(name)\(index)") {
            frames.append(image)
            index += 1
        }
        return frames
    }
}
