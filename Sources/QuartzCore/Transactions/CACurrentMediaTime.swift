/// Seconds on Core Animation's clock: virtual time while headless (it moves with frames and touches),
/// the monotonic system clock once a window backend runs. (On iOS it is always the system clock.)
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
