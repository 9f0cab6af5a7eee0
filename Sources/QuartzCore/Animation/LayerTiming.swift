/// A layer's own timing (`CAMediaTiming`), kept out of line: most layers run on their parent's time.
struct LayerTiming: Equatable {
    /// How many live layers run on a time of their own (not their parent's); while none do, layer time
    /// is media time everywhere and nothing walks up the tree to find it.
    @MainActor static var shiftedLayers = 0

    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    /// Whether the layer's time is its parent's.
    var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// The layer's time at its parent's time `t`.
    func local(_ t: CFTimeInterval) -> CFTimeInterval { (t - beginTime) * Double(speed) + timeOffset }

    /// The parent's time at the layer's time `t` (a paused layer's whole time maps to its begin time).
    func parent(_ t: CFTimeInterval) -> CFTimeInterval { speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime }
}
