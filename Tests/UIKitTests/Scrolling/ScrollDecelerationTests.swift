import Testing
@testable import UIKit

/// How a flick ends, measured against iOS: a 3,000-point-a-second flick on an iPhone (393 × 852) comes to
/// rest about 1,492 points past the lift at the normal rate and ends its deceleration about 2.85 s after
/// the lift, on whole pixels; at the fast rate the same arithmetic gives 296 points and 0.57 s; pages
/// are landed on exactly.
@MainActor @Suite struct ScrollDecelerationTests {
    final class Recorder: UIScrollViewDelegate {
        var velocity: CGPoint?
        var target: CGPoint?
        var endedAt: TimeInterval?
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            self.velocity = velocity
            target = targetContentOffset.pointee
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { endedAt = CACurrentMediaTime() }
    }

    /// A window on a 393 × 852 iPhone screen at 3× with a full-screen scroll view of tall (or, for
    /// paging, wide) content.
    private func scene(content: CGSize) -> (UIWindow, UIScrollView, Recorder) {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.size = CGSize(width: 393, height: 852)
        let window = keyWindow(profile, scale: 3)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = content
        let recorder = Recorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, scroll, recorder)
    }

    /// A finger moving `step` points every 10 ms for 20 moves (the last tenth of a second, which the
    /// velocity is measured over, all at full speed), lifting with the last move: a flick of step × 100
    /// points a second. Returns the media time of the lift.
    private func flick(_ window: UIWindow, from start: CGPoint, step: CGPoint) -> TimeInterval {
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: start, timestamp: t))
        var point = start
        for _ in 1...20 {
            t += 0.01
            point = CGPoint(x: point.x + step.x, y: point.y + step.y)
            window.send(TouchInput(phase: .move, location: point, timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: point, timestamp: t))
        return t
    }

    /// Frames at 60 Hz until the deceleration ends (at most 10 s).
    private func runUntilRest(_ scroll: UIScrollView) {
        for _ in 0..<600 where scroll.isDecelerating { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }

    @Test func theArithmeticMatchesIOSMeasurements() {
        let normal = UIScrollView.DecelerationRate.normal.rawValue, fast = UIScrollView.DecelerationRate.fast.rawValue
        let travel = ScrollPhysics.restingDistance(velocity: 3000, rate: normal)
        #expect(abs(travel - 1492) < 0.05, "2,990 pt/s of velocity above the threshold × 0.499 s")
        let glide = ScrollPhysics.Glide(distance: travel, rate: normal)
        #expect(abs(glide.duration - 2.849) < 0.001, "log_0.998(10 / 3000) ms")
        #expect(abs(glide.initialVelocity - 3000) < 0.01, "the curve leaves at the flick's velocity")
        #expect(glide.travelled(after: glide.duration) == travel && glide.velocity(after: glide.duration) == 0)
        #expect(abs(glide.velocity(after: glide.duration - 0.001) - 10) < 0.1, "it ends as the velocity falls to 10 pt/s")
        let quick = ScrollPhysics.restingDistance(velocity: -3000, rate: fast)
        #expect(abs(quick + 296.01) < 0.01, "−2,990 × 0.099")
        #expect(abs(ScrollPhysics.Glide(distance: quick, rate: fast).duration - 0.5675) < 0.001)
        #expect(ScrollPhysics.restingDistance(velocity: 9, rate: normal) == 0, "below the threshold nothing glides")
    }

    @Test func aFlickAtTheNormalRateTravels1492PointsAndEndsAfter285Seconds() throws {
        let (window, scroll, recorder) = scene(content: CGSize(width: 393, height: 20_000))
        defer { window.isHidden = true }
        let lift = flick(window, from: CGPoint(x: 200, y: 800), step: CGPoint(x: 0, y: -30))
        let velocity = try #require(recorder.velocity)
        #expect(abs(velocity.y - 3) < 0.001, "3,000 points a second, reported per millisecond")
        let released = scroll.contentOffset.y
        #expect(scroll.isDecelerating)
        runUntilRest(scroll)
        let travel = scroll.contentOffset.y - released
        #expect(abs(travel - 1492) <= 3, "travelled \(travel)")
        let end = try #require(recorder.endedAt) - lift
        #expect(abs(end - 2.85) <= 0.1, "ended \(end) s after the lift")
        #expect(!scroll.isDecelerating)
        #expect(scroll.contentOffset.y == recorder.target?.y, "it rests where the delegate was told")
        #expect((scroll.contentOffset.y * 3).rounded() == scroll.contentOffset.y * 3, "on a whole pixel")
    }

    @Test func aFlickAtTheFastRateTravels296PointsAndEndsAfter057Seconds() throws {
        let (window, scroll, recorder) = scene(content: CGSize(width: 393, height: 20_000))
        defer { window.isHidden = true }
        scroll.decelerationRate = .fast
        let lift = flick(window, from: CGPoint(x: 200, y: 800), step: CGPoint(x: 0, y: -30))
        let released = scroll.contentOffset.y
        runUntilRest(scroll)
        let travel = scroll.contentOffset.y - released
        #expect(abs(travel - 296) <= 3, "travelled \(travel)")
        let end = try #require(recorder.endedAt) - lift
        #expect(abs(end - 0.5675) <= 0.1, "ended \(end) s after the lift")
        #expect((scroll.contentOffset.y * 3).rounded() == scroll.contentOffset.y * 3, "on a whole pixel")
    }

    @Test func theGlideKeepsToTheCurveAndDoesNotCreep() {
        let (window, scroll, _) = scene(content: CGSize(width: 393, height: 20_000))
        defer { window.isHidden = true }
        _ = flick(window, from: CGPoint(x: 200, y: 800), step: CGPoint(x: 0, y: -30))
        let released = scroll.contentOffset.y
        var positions: [CGFloat] = []
        while scroll.isDecelerating && positions.count < 600 {
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
            positions.append(scroll.contentOffset.y - released)
        }
        // Half a second after the lift, 1,497 · (1 − 0.998^500) along: the curve tends to the resting place
        // plus the 5 points a 10-point-a-second glide would still go.
        #expect(abs(positions[29] - 1497 * (1 - pow(0.998, 500))) < 3)
        // Every frame but the landing one moves at least 10 points a second: no tail of tiny steps.
        let steps = zip(positions.dropFirst(), positions).map { $0 - $1 }.dropLast()
        #expect(steps.allSatisfy { $0 >= 10.0 / 60 * 0.99 }, "no creeping: the slowest step is \(steps.min() ?? 0)")
    }

    @Test func pagingLandsExactlyOnAPage() throws {
        let (window, scroll, recorder) = scene(content: CGSize(width: 393 * 5, height: 852))
        defer { window.isHidden = true }
        scroll.isPagingEnabled = true
        let lift = flick(window, from: CGPoint(x: 300, y: 400), step: CGPoint(x: -6, y: 0))
        let released = scroll.contentOffset.x
        #expect(released > 0 && released < 393)
        runUntilRest(scroll)
        #expect(scroll.contentOffset.x == 393, "the next page, exactly")
        let glide = ScrollPhysics.Glide(distance: 393 - released, rate: UIScrollView.DecelerationRate.fast.rawValue)
        let end = try #require(recorder.endedAt) - lift
        #expect(end >= glide.duration && end < glide.duration + 1.0 / 60 + 0.002, "ended with the glide, \(end) s after the lift")
    }
}
