/// Seconds on Core Animation's clock: virtual time while headless (it moves with frames and touches, and
/// with real time while code spins the main run loop: see `UIApplication.drivesFramesWhileRunLoopRuns`),
/// the monotonic system clock once a window backend runs. (On iOS it is always the system clock.)
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
