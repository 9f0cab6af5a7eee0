/// A timer that calls its target once per frame the screen shows, in step with the frame clock.
///
/// Add it to the main run loop to start it; it calls its target before each frame is laid out and
/// drawn, with `timestamp` the time of the frame just shown and `targetTimestamp` that of the frame
/// being prepared. The run loop keeps a link (and the link keeps its target) alive until `invalidate()`,
/// as on iOS. Headless, frames come from `UIApplication.advanceFrame(by:)` on the virtual clock, and in
/// real time while code spins the main run loop (`RunLoop.run(until:)`, XCTest's waits); in a window, at
/// the display's refresh.
///
/// Where Tessera differs: without selectors, the target's method is a typed method reference,
/// `CADisplayLink(target: self, selector: Animator.step)` with `func step(_ link: CADisplayLink)` (or a
/// method taking nothing); a closure works too.
@preconcurrency @MainActor
open class CADisplayLink {
    private var callback: ((CADisplayLink) -> Void)?
    /// Keeps the target alive, as iOS's display link retains its target.
    private var target: AnyObject?
    private var lastCalled: CFTimeInterval?

    /// The time of the last frame shown.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame (the one the callback prepares).
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at the display's rate.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether callbacks are suspended (the link stays on its run loop).
    public var isPaused = false
    /// The frame rates the callback wants (the display's own rate by default); frames are skipped to
    /// come close to the preferred rate.
    public var preferredFrameRateRange: CAFrameRateRange = .default
    /// The preferred frames per second (0: the display's rate). Deprecated on iOS in favour of `preferredFrameRateRange`.
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(max(0, newValue)), preferred: Float(max(0, newValue))) }
    }

    /// A link calling `selector` (a method taking the link) on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.target = target
        callback = { [unowned target] link in selector(target)(link) }
    }

    /// A link calling `selector` (a method taking nothing) on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.target = target
        callback = { [unowned target] _ in selector(target)() }
    }

    /// A link calling `body` every frame. A Tessera addition.
    public init(_ body: @escaping (CADisplayLink) -> Void) {
        callback = body
    }

    /// Starts calling back on `runloop` (Tessera has one frame clock: every run loop and mode is the main one's).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callback != nil else { return }
        DisplayLinkRegistry.add(self)
    }

    /// Stops calling back (the link may be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        DisplayLinkRegistry.remove(self)
    }

    /// Stops the link for good and lets go of its target.
    public func invalidate() {
        DisplayLinkRegistry.remove(self)
        callback = nil
        target = nil
    }

    /// Called by the frame clock before a frame is made.
    fileprivate func fire(frameTime: CFTimeInterval, period: CFTimeInterval) {
        guard !isPaused, let callback else { return }
        let preferred = Double(preferredFrameRateRange.preferred ?? 0)
        if preferred > 0, let last = lastCalled, frameTime - last < 1 / preferred - period / 2 { return }
        lastCalled = frameTime
        duration = period
        timestamp = frameTime
        targetTimestamp = frameTime + period
        callback(self)
    }
}

/// The display links on the run loop, fired once per frame.
@preconcurrency @MainActor
package enum DisplayLinkRegistry {
    private static var links: [CADisplayLink] = []

    static func add(_ link: CADisplayLink) {
        // Spinning the main run loop fires the link in real time from now on.
        RunLoopFrameDriver.install()
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    static func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Whether a link waits for frames (the run loop keeps showing frames while one does).
    package static var hasActiveLinks: Bool { links.contains { !$0.isPaused } }

    /// Calls every running link for the frame at `frameTime`; `period` is the time between frames.
    package static func fire(frameTime: CFTimeInterval, period: CFTimeInterval) {
        for link in links { link.fire(frameTime: frameTime, period: period) }
    }
}
