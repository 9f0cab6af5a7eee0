/// Animates view changes with full control: start, pause, scrub (`fractionComplete`), reverse, stop
/// and finish, add animations while running, and continue with new timing, as interactive gestures and
/// transitions need.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
///     card.center.y -= 300
/// }
/// animator.addCompletion { position in print(position == .end) }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.3   // follows a finger, linearly
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
/// ```
///
/// The changes happen to the model at once, as in UIKit; each animated layer property holds an
/// animation that shows the animator's progress (`layer.presentation()`). The animator keeps itself
/// alive while it runs.
///
/// Where Tessera differs: views keep taking touches while they animate, so `isUserInteractionEnabled`
/// and `isManualHitTestingEnabled` are kept but change nothing; calls UIKit rejects with an exception
/// (finishing an animator that is not stopped, starting a stopped one) are reported and ignored.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The timing curve (a copy of the one given, in UIKit; the same immutable object here).
    public let timingParameters: (any UITimingCurveProvider)?
    /// The animations' length in seconds (a physically described spring's settling time).
    open private(set) var duration: TimeInterval
    /// The delay before the animations start, from `startAnimation()`.
    open private(set) var delay: TimeInterval = 0
    /// Kept for compatibility (see the type's note).
    open var isUserInteractionEnabled = true
    /// Kept for compatibility (see the type's note).
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and stopped (true; a running property animator is not).
    open var isInterruptible = true
    /// Whether scrubbing a paused animator moves its views linearly rather than along the curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at the end (staying active, ready to reverse) instead of ending.
    open var pausesOnCompletion = false

    /// Inactive until started, paused or scrubbed; active while set up; stopped after
    /// `stopAnimation(false)`.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are moving (false while paused, stopped or inactive).
    open private(set) var isRunning = false

    private var curve: TimingCurve
    /// How long a whole run (fraction 0 to 1) takes now: the duration, until a continuation scales it.
    private var runDuration: TimeInterval
    private var fraction = 0.0
    private var reversed = false
    private var tracks: [AnimatorTrack] = []
    /// Animation blocks given before the animator started, with their delay factors.
    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The media time of the last frame that moved the animator, and when a delayed start begins.
    private var lastFrameTime: CFTimeInterval?
    private var startTime: CFTimeInterval = 0

    // MARK: Creating

    /// An animator with `duration` and timing `parameters`; add animations before starting it.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        timingParameters = parameters
        curve = TimingCurve(parameters, duration: duration)
        self.duration = curve.duration
        runDuration = curve.duration
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio` that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that has already started: the view-animation replacement for `UIView.animate`. Its
    /// curve comes from `options`; it cannot be interrupted.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isInterruptible = false
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Progress

    /// Whether the animations run back towards their start values. Setting it on a running animator
    /// turns the views around where they are.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if state == .active {
                for track in tracks { track.restart(at: fraction, forwards: !reversed) }
            }
        }
    }

    /// How far the animations are through their time, 0…1. Setting it on a paused animator scrubs it
    /// (linearly when `scrubsLinearly`); on a running one it is ignored, as in UIKit.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard newValue.isFinite else { return report("fractionComplete = \(newValue) ignored") }
            guard !isRunning else { return }
            if state == .inactive { activate() }
            guard state == .active else { return }
            fraction = Double(min(max(newValue, 0), 1))
            touchLayers()
        }
    }

    /// The progress a track shows now.
    private func progress(of track: AnimatorTrack) -> Double {
        let local = track.segmentFraction(at: fraction)
        return !isRunning && scrubsLinearly ? local : curve.progress(at: local)
    }

    // MARK: Animations and completions

    /// Adds changes to animate: with the others when the animator starts, or over the remaining time
    /// when it runs already.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds changes that start `delayFactor` (0…1) of the remaining time from now.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? Double(min(max(delayFactor, 0), 1)) : 0
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: capture(animation, startFraction: fraction + factor * (1 - fraction))
        case .stopped: report("addAnimations on a stopped animator ignored")
        }
    }

    /// Adds a block called with where the animations ended (in the order added).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else { return report("addCompletion on a stopped animator ignored") }
        completions.append(completion)
    }

    /// Runs `block` so that each view change becomes a track starting at `startFraction`.
    private func capture(_ block: () -> Void, startFraction: Double) {
        var made: [AnimatorTrack] = []
        let frame = AnimationBlock.Frame { [self] layer, keyPath in
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.speed = 0
            animation.fillMode = .both
            animation.driver = self
            if !made.contains(where: { $0.layer === layer && $0.keyPath == keyPath }),
               !tracks.contains(where: { $0.layer === layer && $0.keyPath == keyPath && $0.isLive }) {
                made.append(AnimatorTrack(layer: layer, keyPath: keyPath, startFraction: startFraction))
            }
            animation.drivenProgress = AnimationProgressDriver { [self] in
                guard let track = tracks.last(where: { $0.layer === layer && $0.keyPath == keyPath }) else { return 1 }
                return progress(of: track)
            }
            return animation
        }
        AnimationBlock.with(frame, block)
        for track in made { track.resolve(driver: self) }
        // A property changed again takes its new target on the track it already has.
        tracks.removeAll { track in made.contains { $0.layer === track.layer && $0.keyPath == track.keyPath } }
        tracks += made
        if reversed { for track in made { track.restart(at: fraction, forwards: false) } }
    }

    // MARK: Running

    /// Starts the animations, or resumes paused ones.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts or resumes the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return report("startAnimation on a stopped animator ignored; call finishAnimation(at:)") }
        guard !isRunning else { return }
        if state == .inactive { activate() } else if scrubsLinearly {
            // Leaving linear scrubbing: carry on along the curve from what is on screen.
            for track in tracks { track.restart(at: fraction, forwards: !reversed) }
        }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        startTime = MediaClock.now + self.delay
        run()
    }

    /// Holds the animations where they are (setting them up first when inactive).
    open func pauseAnimation() {
        guard state != .stopped else { return report("pauseAnimation on a stopped animator ignored") }
        if state == .inactive { activate() }
        guard isRunning else { return }
        isRunning = false
        UIApplication.shared.removeFrameObserver(for: self)
        touchLayers()
    }

    /// Stops the animations where they are: inactive at once with the views left there (and no
    /// completions) when `withoutFinishing`, else stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        UIApplication.shared.removeFrameObserver(for: self)
        if withoutFinishing {
            for track in tracks { track.finish(at: .current) }
            end()
        } else {
            state = .stopped
            // Frozen where they are until finishAnimation(at:): each segment starts here, and the
            // fraction no longer moves.
            for track in tracks { track.restart(at: fraction, forwards: true) }
        }
    }

    /// Ends a stopped animator: the views take their end, start or current values, and the completions
    /// run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return report("finishAnimation(at:) needs a stopped animator; call stopAnimation(false) first") }
        complete(at: finalPosition)
    }

    /// Resumes a paused animator with new timing over `durationFactor` times the remaining part of the
    /// original duration.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        if let parameters { curve = TimingCurve(parameters, duration: duration) }
        // The rest of the way takes its share of the (new curve's) duration times the factor; the
        // restarted segments cover it along the new curve.
        runDuration = max(curve.duration * factor, 0.001)
        for track in tracks { track.restart(at: fraction, forwards: !reversed) }
        startTime = MediaClock.now
        run()
    }

    /// Sets up the pending animation blocks: the animator becomes active, paused at fraction 0.
    private func activate() {
        state = .active
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { capture(block, startFraction: factor) }
    }

    private func run() {
        isRunning = true
        lastFrameTime = nil
        // The frame observer holds the animator while it runs.
        UIApplication.shared.addFrameObserver(for: self) { [self] now in step(to: now) }
        touchLayers()
    }

    /// Moves the fraction to media time `now` and ends the run at either end.
    private func step(to now: CFTimeInterval) {
        guard now >= startTime else { return }
        let from = max(lastFrameTime ?? startTime, startTime)
        lastFrameTime = now
        let delta = (now - from) / max(runDuration, 0.001)
        fraction = reversed ? max(0, fraction - delta) : min(1, fraction + delta)
        touchLayers()
        let done = reversed ? fraction <= 0 : fraction >= 1
        guard done else { return }
        if pausesOnCompletion {
            pauseAnimation()
        } else {
            isRunning = false
            UIApplication.shared.removeFrameObserver(for: self)
            complete(at: reversed ? .start : .end)
        }
    }

    /// Marks the animated layers for the next frame's compositing.
    private func touchLayers() {
        for track in tracks { track.layer?.setNeedsComposite() }
    }

    /// Ends the animations at `position` and calls the completions.
    private func complete(at position: UIViewAnimatingPosition) {
        for track in tracks { track.finish(at: position) }
        let finished = completions
        end()
        for completion in finished { completion(position) }
    }

    /// Back to inactive: ready for new animations.
    private func end() {
        tracks = []
        completions = []
        state = .inactive
        isRunning = false
        fraction = 0
        reversed = false
        runDuration = duration
    }

    private func report(_ message: String) {
        TesseraLog.warning("UIKit", "UIViewPropertyAnimator: \(message)")
    }
}
