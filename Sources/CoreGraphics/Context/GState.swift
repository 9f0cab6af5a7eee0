import CCairo

/// The parts of Core Graphics' graphics state that cairo does not keep, or keeps differently.
struct GState {
    var ctm = CGAffineTransform.identity
    /// False while the CTM is singular or not finite: nothing draws.
    var drawable = true
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var softMask: SoftMask?
    var interpolation = CGInterpolationQuality.default
    var shouldAntialias = true
    var allowsAntialiasing = true
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var lineDash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    var flatness: CGFloat = 0.5
}

/// A shadow as set by `setShadow(offset:blur:color:)`, in base space.
struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

/// A device-space coverage mask set by `clip(to:mask:)`: an A8 surface the size of the context.
final class SoftMask {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}

/// A transparency layer in progress: how to composite it when it ends.
struct TransparencyLayer {
    var alpha: CGFloat
    var blendMode: CGBlendMode
    var shadow: Shadow?
    var softMask: SoftMask?
}
