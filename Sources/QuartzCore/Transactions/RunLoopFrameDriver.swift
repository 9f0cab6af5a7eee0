import CoreFoundation
import CoreGraphics
import Foundation

/// Makes frames on the real clock while code spins the main run loop, as Core Animation's run-loop
/// observer and the display's vsync do on iOS.
///
/// Why: on iOS the main run loop commits transactions and the display drives animations, display links
/// and completions, so `RunLoop.current.run(until:)` or XCTest's `wait(for:timeout:)` on an expectation
/// fulfilled in an animation's completion returns once the animation has run. Headless, Tessera's clock
/// is virtual and moves only in `UIApplication.advanceFrame(by:)`; without this driver such a wait
/// would time out.
///
/// How the two clocks coexist:
/// - The media clock stays virtual. While the main run loop is spun (a *driving* spin, below) and there is
///   frame work (animations, display links, frame observers, layout or compositing left, an uncommitted
///   implicit transaction), a timer on the main run loop makes a frame every `framePeriod` seconds of
///   real time, each one advancing the virtual clock by the real time since the previous one. The first
///   frame after a pause advances it by 0 (it commits the transaction, as the end of a run loop turn
///   does), so an animation added while nothing ran still runs its whole duration.
/// - A spin drives only when it is nested inside the run loop invocations that were already running when
///   the driver was installed, or comes after they ended: in a test process whose main thread idles in `CFRunLoopRun()` (the main
///   actor's executor), the idle outer loop never moves the clock, so tests that call
///   `advanceFrame(by:)` themselves stay deterministic; a test's own `RunLoop.run(until:)` or XCTest
///   wait is nested, and drives. The app's own loop (`MainRunLoop`) makes its frames itself and does not
///   drive (see `withoutDriving(_:)`); spins nested in its callbacks do.
/// - Between spins nothing moves: the clock is where the last frame left it, as before.
/// - `isEnabled = false` (UIKit: `UIApplication.drivesFramesWhileRunLoopRuns`) turns driving off, for
///   a test that spins the run loop for another reason and wants only its own `advanceFrame` calls.
/// - Only the main thread's run loop drives. Swift Testing on Linux parks the main thread in
///   `dispatchMain()` and runs main-actor tests on another thread, so there the driver never installs
///   and a Swift Testing suite sees only its own `advanceFrame(by:)` frames; XCTest runs on the main
///   thread, and its waits drive.
@preconcurrency @MainActor
package enum RunLoopFrameDriver {
    /// Makes a frame `interval` seconds of media time after the previous one. UIKit installs
    /// `UIApplication.advanceFrame(by:)`; until it does, QuartzCore's own steps run (commit, clock,
    /// layer animations, display links): there are no windows to lay out or composite then.
    package static var makeFrame: (CFTimeInterval) -> Void = { interval in
        CATransaction.commitImplicit()
        MediaClock.advance(by: interval)
        LayerAnimations.step(at: MediaClock.now)
        DisplayLinkRegistry.fire(frameTime: MediaClock.now, period: interval > 0 ? interval : framePeriod)
    }

    /// Whether a frame would change anything. UIKit installs `UIApplication.needsFrame` (plus an open
    /// implicit transaction).
    package static var hasFrameWork: () -> Bool = {
        LayerAnimations.isAnimating || DisplayLinkRegistry.hasActiveLinks || CATransaction.hasOpenImplicitTransaction
    }

    /// Real seconds between driven frames (UIKit keeps it equal to `UIApplication.framePeriod`).
    package static var framePeriod: CFTimeInterval = 1.0 / 60

    /// Whether spinning the main run loop makes frames (on unless turned off).
    package static var isEnabled = true {
        didSet { if !isEnabled, isArmed { disarm() } }
    }

    /// Frames made by the driver so far (for tests).
    package private(set) static var framesMade = 0

    private static var installed = false
    private static var timer: Timer?
    /// Main run loop invocations entered and not yet exited, counted from installation.
    private static var depth = 0
    /// Invocations at or below this depth do not drive (the outer loop running at installation, and the
    /// app's own loop while it sleeps).
    private static var baseDepth = 0
    /// The real (monotonic) time of the last driven frame.
    private static var lastFrame: CFTimeInterval?
    private static var isArmed = false
    /// When frames start again after a pause (the loop idled, or one spin ended and another began), the
    /// next frame follows on from the last only if the pause was this short (XCTest's wait re-enters the
    /// loop at once); after a longer one it starts afresh, advancing by 0, rather than jumping the clock
    /// over time nothing was waiting for: work added during the pause began at the clock's old time, and
    /// must not finish early. (A frame that comes late because the main thread was busy keeps the real
    /// time: that pause is not one.)
    private static var continuityGap: CFTimeInterval { 2 * framePeriod }

    /// Puts the observer and the timer on the main run loop, once; cheap afterwards. Called where frame
    /// work first appears (an animation, a display link, a transaction completion, the app object), on
    /// the main thread.
    package static func install() {
        guard !installed, Thread.isMainThread else { return }
        installed = true
        let loop = CFRunLoopGetMain()
        // A run loop already running here is the thread's outer loop (the main actor's executor in a
        // test process): it does not drive.
        if CFRunLoopCopyCurrentMode(loop) != nil { depth = 1; baseDepth = 1 }
        let activities = CFRunLoopActivity.entry.rawValue | CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        // Order 2_000_000: after other observers, as Core Animation's commit observer runs on iOS.
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, true, 2_000_000) { _, activity in
            MainActor.assumeIsolated { observe(activity) }
        }
        CFRunLoopAddObserver(loop, observer, kCFRunLoopCommonModes)
        // One repeating timer, parked in the far future while idle, moved to the next frame when armed.
        let timer = Timer(fire: .distantFuture, interval: 1_000_000, repeats: true) { _ in
            MainActor.assumeIsolated { tick() }
        }
        RunLoop.main.add(timer, forMode: .common)
        Self.timer = timer
        // The same for freeing pixel memory no bitmap took back (see `releasePixelMemoryLater()`).
        let releaseTimer = Timer(fire: .distantFuture, interval: 1_000_000, repeats: true) { _ in
            MainActor.assumeIsolated { releasePixelMemoryLater() }
        }
        RunLoop.main.add(releaseTimer, forMode: .common)
        Self.releaseTimer = releaseTimer
    }

    private static var releaseTimer: Timer?
    /// Whether `releaseTimer` is set to fire.
    private static var releaseArmed = false

    /// Frees the bitmap memory `PixelMemoryPool` kept and nobody took back in time, and wakes the
    /// sleeping loop when what is left expires: an idle app holds no pixel memory it does not show.
    private static func releasePixelMemoryLater() {
        guard let delay = PixelMemoryPool.shared.releaseExpired() else {
            if releaseArmed {
                releaseArmed = false
                releaseTimer?.fireDate = .distantFuture
            }
            return
        }
        // A little late rather than early, so the block has expired when the timer fires.
        releaseArmed = true
        releaseTimer?.fireDate = Date(timeIntervalSinceNow: delay + 0.05)
    }

    /// Runs `body` (the app's own loop sleeping in `RunLoop.main`) with the spin it makes not driving:
    /// that loop shows its frames itself. Spins nested in its callbacks still drive.
    package static func withoutDriving<Result>(_ body: () -> Result) -> Result {
        let saved = baseDepth
        baseDepth = depth + 1
        defer { baseDepth = saved }
        return body()
    }

    private static var isDriving: Bool { isEnabled && depth > baseDepth }

    private static func observe(_ activity: CFRunLoopActivity) {
        if activity.contains(.entry) {
            depth += 1
        } else if activity.contains(.exit) {
            depth = max(0, depth - 1)
            // The loop that was running at installation has ended (XCTest's spin around an async test,
            // say): the spins that come after it are waits of their own, and drive.
            if depth < baseDepth { baseDepth = depth }
            if !isDriving, isArmed { disarm() }
        } else if activity.contains(.beforeWaiting) {
            // The loop is about to sleep: work made during this turn (an animation started by a
            // callback, or before the spin) gets its frame.
            if isDriving, !isArmed, hasFrameWork() { arm(now: MediaClock.monotonicSeconds(), resuming: true) }
            releasePixelMemoryLater()
        }
    }

    /// Schedules the next frame: one period after the last, or now when frames start afresh. `resuming`:
    /// frames stopped (idle, or between spins) and start again, so a long pause starts them afresh; a
    /// frame that follows a frame keeps the real time however long that one took.
    private static func arm(now: CFTimeInterval, resuming: Bool) {
        if resuming, let last = lastFrame, now - last > continuityGap { lastFrame = nil }
        let due = lastFrame.map { max(now, $0 + framePeriod) } ?? now
        isArmed = true
        timer?.fireDate = Date(timeIntervalSinceNow: due - now)
    }

    /// Parks the timer in the far future (a repeating timer that fired would otherwise come back).
    private static func disarm() {
        isArmed = false
        timer?.fireDate = .distantFuture
    }

    private static func tick() {
        isArmed = false
        guard isDriving else { return disarm() }
        let now = MediaClock.monotonicSeconds()
        let interval = lastFrame.map { max(0, now - $0) } ?? 0
        lastFrame = now
        framesMade += 1
        makeFrame(interval)
        if isDriving, hasFrameWork() { arm(now: MediaClock.monotonicSeconds(), resuming: false) } else { disarm() }
    }
}
