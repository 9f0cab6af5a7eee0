/// A running image view animation: what plays, when it started, and the frame shown.
struct ImageViewAnimation {
    enum Source {
        /// `animationImages` (or the highlighted ones).
        case frames
        /// The frames of an animated image shown as the image.
        case animatedImage(UIImage)
    }

    var source: Source
    var start: CFTimeInterval
    var frameIndex = 0
}

/// Which image shows, and animations stepped by the app's frame clock.
extension UIImageView {
    /// The image shown when no animation plays.
    var staticImage: UIImage? {
        storedIsHighlighted ? (storedHighlightedImage ?? storedImage) : storedImage
    }

    /// The frames `startAnimating()` plays now (nil when there are none).
    var activeAnimationImages: [UIImage]? {
        if storedIsHighlighted, let frames = storedHighlightedAnimationImages, !frames.isEmpty { return frames }
        if let frames = storedAnimationImages, !frames.isEmpty { return frames }
        return nil
    }

    /// The image whose size the view takes: the static image, else the first animation frame.
    var sizingImage: UIImage? { staticImage ?? activeAnimationImages?.first }

    /// The image on screen: the animation's current frame, else the static image.
    var displayedImage: UIImage? {
        if let animation {
            switch animation.source {
            case .frames:
                if let frames = activeAnimationImages { return frames[min(animation.frameIndex, frames.count - 1)] }
            case .animatedImage(let image):
                if let frames = image.images, !frames.isEmpty { return frames[min(animation.frameIndex, frames.count - 1)] }
            }
        }
        return staticImage
    }

    /// After the image, highlighted image or highlight changed: animated images start (or stop) playing,
    /// the contents follow, and layout hears of a new size.
    func shownImageMayHaveChanged(from before: UIImage?, sizeBefore: CGSize?) {
        let now = staticImage
        if now !== before {
            if case .animatedImage? = animation?.source { endAnimation(updating: false) }
            if animation == nil, let now, now.isAnimatedImage { start(.animatedImage(now)) }
        }
        updateLayerContents()
        if let sizeBefore, sizeBefore != intrinsicContentSize { invalidateIntrinsicContentSize() }
    }

    /// After the animation frames changed: a frame animation left without frames stops.
    func animationFramesDidChange(sizeBefore: CGSize) {
        if case .frames? = animation?.source, activeAnimationImages == nil {
            endAnimation(updating: false)
        }
        updateLayerContents()
        if sizeBefore != intrinsicContentSize { invalidateIntrinsicContentSize() }
    }

    func beginAnimation() {
        guard animation == nil else { return }
        if activeAnimationImages != nil {
            start(.frames)
        } else if let image = staticImage, image.isAnimatedImage {
            start(.animatedImage(image))
        }
    }

    private func start(_ source: ImageViewAnimation.Source) {
        animation = ImageViewAnimation(source: source, start: CACurrentMediaTime())
        UIApplication.shared.addFrameObserver(for: self) { [weak self] now in
            self?.animationTick(now)
        }
        updateLayerContents()
    }

    func endAnimation(updating: Bool = true) {
        guard animation != nil else { return }
        animation = nil
        UIApplication.shared.removeFrameObserver(for: self)
        if updating { updateLayerContents() }
    }

    /// One frame of the clock: shows the frame due at `now`, or stops after the last cycle.
    func animationTick(_ now: CFTimeInterval) {
        guard let current = animation else { return }
        let frames: [UIImage], duration: TimeInterval, repeats: Int
        switch current.source {
        case .frames:
            guard let images = activeAnimationImages else { return endAnimation() }
            frames = images
            duration = storedAnimationDuration > 0 ? storedAnimationDuration : Double(images.count) / 30
            repeats = storedAnimationRepeatCount
        case .animatedImage(let image):
            guard let images = image.images, !images.isEmpty else { return endAnimation() }
            frames = images
            duration = image.duration > 0 ? image.duration : Double(images.count) / 30
            repeats = 0
        }
        let elapsed = max(0, now - current.start)
        if repeats > 0 && elapsed >= Double(repeats) * duration - 1e-9 { return endAnimation() }
        let phase = elapsed.truncatingRemainder(dividingBy: duration) / duration
        let index = min(frames.count - 1, max(0, Int(phase * Double(frames.count) + 1e-9)))
        guard index != current.frameIndex else { return }
        animation?.frameIndex = index
        updateLayerContents()
    }
}

extension UIImage {
    /// Whether the image has frames to play.
    var isAnimatedImage: Bool { (images?.count ?? 0) > 1 }
}
