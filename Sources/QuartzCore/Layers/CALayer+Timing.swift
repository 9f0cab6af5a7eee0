/// A layer's timing: its time is its superlayer's, shifted by `beginTime`, scaled by `speed` and offset
/// by `timeOffset` (the root's parent time is `CACurrentMediaTime()`). Its animations, and its
/// sublayers', run on it: a layer with speed 0 pauses everything in its subtree.
///
/// Pausing and resuming, as on iOS:
///
/// ```swift
/// let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
/// layer.speed = 0
/// layer.timeOffset = paused
/// // later
/// layer.speed = 1
/// layer.timeOffset = 0
/// layer.beginTime = 0
/// layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
/// ```
///
/// Where Tessera differs: a layer's `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and
/// `fillMode` are kept but do not loop or clip its time (Core Animation's layers rarely use them).
extension CALayer: CAMediaTiming {
    private var timing: LayerTiming { extrasStorage?.timing ?? LayerTiming() }

    private func setTiming(_ change: (inout LayerTiming) -> Void) {
        var timing = self.timing
        change(&timing)
        guard timing != self.timing else { return }
        if timing.isIdentity != self.timing.isIdentity { LayerTiming.shiftedLayers += timing.isIdentity ? -1 : 1 }
        extras.timing = timing
        // Animations below now run on a different clock: show the next frame.
        setNeedsComposite()
    }

    /// When the layer's time starts, in its superlayer's time.
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { if BadValue.usable(CGFloat(newValue)) { setTiming { $0.beginTime = newValue } } }
    }
    /// Kept for `CAMediaTiming` (see the type's note).
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming { $0.duration = newValue } }
    }
    /// How fast the layer's time runs against its superlayer's (0 pauses the subtree's animations).
    public var speed: Float {
        get { timing.speed }
        set { if newValue.isFinite { setTiming { $0.speed = newValue } } }
    }
    /// Added to the layer's time.
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { if BadValue.usable(CGFloat(newValue)) { setTiming { $0.timeOffset = newValue } } }
    }
    /// Kept for `CAMediaTiming` (see the type's note).
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming { $0.repeatCount = newValue } }
    }
    /// Kept for `CAMediaTiming` (see the type's note).
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming { $0.repeatDuration = newValue } }
    }
    /// Kept for `CAMediaTiming` (see the type's note).
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { setTiming { $0.autoreverses = newValue } }
    }
    /// Kept for `CAMediaTiming` (see the type's note).
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { setTiming { $0.fillMode = newValue } }
    }

    /// The layer's time at media time `t` (`CACurrentMediaTime()`'s clock).
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        // Most apps never shift a layer's time: then every layer runs on media time.
        guard LayerTiming.shiftedLayers > 0 else { return t }
        var chain: [LayerTiming] = []
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.extrasStorage?.timing, !timing.isIdentity { chain.append(timing) }
            layer = current.superlayer
        }
        return chain.reversed().reduce(t) { $1.local($0) }
    }

    /// Media time at the layer's time `t`.
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard LayerTiming.shiftedLayers > 0 else { return t }
        var time = t
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.extrasStorage?.timing, !timing.isIdentity { time = timing.parent(time) }
            layer = current.superlayer
        }
        return time
    }

    /// Whether the layer's time stands still (it or a layer above has speed 0).
    var isTimePaused: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.extrasStorage?.timing?.speed == 0 { return true }
            layer = current.superlayer
        }
        return false
    }

    /// Converts `t` from `l`'s time to this layer's (nil: media time, `CACurrentMediaTime()`).
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMedia: l?.mediaTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's time to `l`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l?.localTime(fromMedia: media) ?? media
    }
}
