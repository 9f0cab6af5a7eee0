/// Core Animation's clock, which `CACurrentMediaTime()` reads.
///
/// Headless, time is virtual: it starts at 0 and moves only when the app advances a frame or a touch
/// arrives, so tests and rendering are deterministic. A window backend switches it to the monotonic
/// system clock. While code spins the main run loop headless (`RunLoop.run(until:)`, XCTest's waits),
/// `RunLoopFrameDriver` makes frames that move the virtual time on by the real time between them.
package enum MediaClock {
    private struct State {
        var virtualTime: CFTimeInterval = 0
        var realTimeOrigin: CFTimeInterval?
    }

    private static let state = LockedValue(State())

    /// The current time in seconds.
    package static var now: CFTimeInterval {
        state.withLock { s in
            guard let origin = s.realTimeOrigin else { return s.virtualTime }
            return monotonicSeconds() - origin + s.virtualTime
        }
    }

    /// Whether the clock follows the system clock.
    package static var isRealTime: Bool { state.withLock { $0.realTimeOrigin != nil } }

    /// Moves virtual time forward by `interval` seconds (ignored in real time).
    package static func advance(by interval: CFTimeInterval) {
        guard interval > 0 else { return }
        state.withLock { s in if s.realTimeOrigin == nil { s.virtualTime += interval } }
    }

    /// Moves virtual time forward to `time`, if it is later (ignored in real time).
    package static func advance(to time: CFTimeInterval) {
        state.withLock { s in if s.realTimeOrigin == nil, time > s.virtualTime { s.virtualTime = time } }
    }

    /// Follows the system clock from now on, continuing from the current virtual time.
    package static func useRealTime() {
        state.withLock { s in if s.realTimeOrigin == nil { s.realTimeOrigin = monotonicSeconds() } }
    }

    /// Seconds on the monotonic system clock (also what `RunLoopFrameDriver` measures real time with).
    package static func monotonicSeconds() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
    }
}
