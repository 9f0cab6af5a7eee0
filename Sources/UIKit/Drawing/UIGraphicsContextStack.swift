/// The per-thread stack of current graphics contexts behind `UIGraphicsGetCurrentContext()`.
enum UIGraphicsContextStack {
    struct Entry {
        let context: CGContext
        /// For image contexts: the scale the image is made at.
        let imageScale: CGFloat?
    }

    private static let stack = ThreadLocal<[Entry]> { [] }

    static var top: Entry? { stack.value.last }

    static func push(_ context: CGContext, imageScale: CGFloat? = nil) {
        stack.value.append(Entry(context: context, imageScale: imageScale))
    }

    @discardableResult
    static func pop() -> Entry? { stack.value.popLast() }

    /// Makes a UIKit-style bitmap context: origin top left, units of points at `scale`.
    static func makeUIKitContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0, size.width > 0, size.height > 0 else {
            BadValue.report("UIKit", api: "image context size", "cannot make a graphics context of size \(BadValue.text(size.width, size.height)) at scale \(BadValue.number(scale)): the size must be positive and finite")
            return nil
        }
        let pw = (size.width * scale).rounded(.up), ph = (size.height * scale).rounded(.up)
        guard pw <= CGFloat(CGImage.maximumDimension), ph <= CGFloat(CGImage.maximumDimension),
              let context = CGContext(pixelWidth: Int(pw), pixelHeight: Int(ph), opaque: opaque) else {
            BadValue.report("UIKit", api: "image context size", "cannot make a graphics context of size \(BadValue.text(size.width, size.height)) at scale \(BadValue.number(scale)): \(Int(min(pw, 1e12)))×\(Int(min(ph, 1e12))) pixels is over Tessera's limit")
            return nil
        }
        context.translateBy(x: 0, y: ph)
        context.scaleBy(x: scale, y: -scale)
        context.baseTransform = context.ctm
        return context
    }
}

/// The current graphics context of this thread: the one UIKit drawing (colours, paths, images, text) uses.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.top?.context }

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

/// Restores the context that was current before the last push.
public func UIGraphicsPopContext() {
    if UIGraphicsContextStack.pop() == nil {
        TesseraLog.error("UIKit", "UIGraphicsPopContext: no context to pop")
    }
}

/// Begins an image context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context and makes it current; scale 0 means the main screen's scale.
/// An unusable size logs an error and no context is pushed, so later drawing does nothing.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? MainScreenScale.value : scale
    guard let context = UIGraphicsContextStack.makeUIKitContext(size: size, scale: s, opaque: opaque) else { return }
    UIGraphicsContextStack.push(context, imageScale: s)
}

/// An image of the current image context's contents, or nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsContextStack.top, let scale = entry.imageScale,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    guard let entry = UIGraphicsContextStack.top, entry.imageScale != nil else {
        TesseraLog.error("UIKit", "UIGraphicsEndImageContext: the current context is not an image context")
        return
    }
    UIGraphicsContextStack.pop()
}

/// Fills a rectangle in the current context with the fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills a rectangle with a blend mode.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame just inside a rectangle.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}

/// Strokes a frame with a blend mode.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    UIRectFrame(rect)
    context.restoreGState()
}

/// Intersects the current clip with a rectangle.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
