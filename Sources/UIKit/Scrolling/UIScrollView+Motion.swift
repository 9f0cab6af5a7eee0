/// The content moving on its own, a frame at a time: gliding after a flick, springing back from past
/// an edge (or bouncing when a glide runs into one), and animated offsets.
extension UIScrollView {
    /// Starts `motion`, stepping it on every frame until it ends.
    func startMotion(_ motion: ScrollMotion) {
        self.motion = motion
        indicators.show()
        UIApplication.shared.addFrameObserver(for: self) { [weak self] now in self?.stepMotion(at: now) }
    }

    /// Stops whatever moves the content, where it is; a stopped glide ends its deceleration.
    func stopMotion() {
        guard let motion else { return }
        self.motion = nil
        UIApplication.shared.removeFrameObserver(for: self)
        if case .decelerating = motion {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Stops a glide or spring back after a drag where it is (a finger landed on the content).
    func stopGlide() {
        guard case .decelerating = motion else { return }
        stopMotion()
        indicators.hideSoon()
    }

    /// Starts the glide after a drag: each axis heads for `target` on the deceleration curve, or springs
    /// back when it is past an edge.
    func startDeceleration(from start: CGPoint, to target: CGPoint, velocity: CGPoint) {
        let now = MediaClock.now
        let limits = offsetLimits
        func axis(_ current: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ low: CGFloat, _ high: CGFloat) -> ScrollMotion.Axis {
            if current < low { return .init(phase: .springing(edge: low, displacement: current - low, velocity: velocity), since: now) }
            if current > high { return .init(phase: .springing(edge: high, displacement: current - high, velocity: velocity), since: now) }
            if target == current { return .init(phase: .resting, since: now) }
            return .init(phase: .gliding(start: current, target: target), since: now)
        }
        let rate = isPagingEnabled ? UIScrollView.DecelerationRate.fast.rawValue : decelerationRate.rawValue
        startMotion(.decelerating(x: axis(start.x, target.x, velocity.x, limits.minX, limits.maxX),
                                  y: axis(start.y, target.y, velocity.y, limits.minY, limits.maxY), rate: rate))
    }

    func stepMotion(at now: TimeInterval) {
        guard let motion else { return }
        switch motion {
        case .animating(let from, let to, let start, let duration):
            let f = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: (now - start) / duration))
            bounds.origin = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            guard now - start >= duration else { return }
            self.motion = nil
            UIApplication.shared.removeFrameObserver(for: self)
            indicators.hideSoon()
            delegate?.scrollViewDidEndScrollingAnimation(self)
            finishScrollToTop()
        case .decelerating(var x, var y, let rate):
            let limits = offsetLimits
            let newX = step(&x, at: now, rate: rate, low: limits.minX, high: limits.maxX, bouncesHere: bounces)
            let newY = step(&y, at: now, rate: rate, low: limits.minY, high: limits.maxY, bouncesHere: bounces)
            self.motion = .decelerating(x: x, y: y, rate: rate)
            bounds.origin = CGPoint(x: newX ?? contentOffset.x, y: newY ?? contentOffset.y)
            if case .resting = x.phase, case .resting = y.phase {
                self.motion = nil
                UIApplication.shared.removeFrameObserver(for: self)
                isDecelerating = false
                indicators.hideSoon()
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
    }

    /// Moves one axis to `now`; returns its new offset (nil when it rests and stays put).
    private func step(_ axis: inout ScrollMotion.Axis, at now: TimeInterval, rate: CGFloat, low: CGFloat, high: CGFloat,
                      bouncesHere: Bool) -> CGFloat? {
        let elapsed = now - axis.since
        switch axis.phase {
        case .resting:
            return nil
        case .gliding(let start, let target):
            let glide = ScrollPhysics.Glide(distance: target - start, rate: rate)
            let position = start + glide.travelled(after: elapsed)
            let velocity = glide.velocity(after: elapsed)
            // A glide that runs into an edge bounces off it (or stops there when the view does not bounce).
            if position < low || position > high {
                let edge = position < low ? low : high
                guard bouncesHere else {
                    axis = .init(phase: .resting, since: now)
                    return edge
                }
                axis = .init(phase: .springing(edge: edge, displacement: 0, velocity: velocity), since: now)
                return edge
            }
            // The glide ends where it was headed as its velocity falls below iOS's threshold, rather
            // than creeping on over the last points.
            if elapsed >= glide.duration {
                axis = .init(phase: .resting, since: now)
                return target
            }
            return position
        case .springing(let edge, let displacement, let velocity):
            if ScrollPhysics.springSettled(start: displacement, velocity: velocity, elapsed: elapsed) {
                axis = .init(phase: .resting, since: now)
                return edge
            }
            return edge + ScrollPhysics.springBack(start: displacement, velocity: velocity, elapsed: elapsed)
        }
    }
}
