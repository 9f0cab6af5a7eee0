import Testing
@testable import UIKit

/// UIScrollView: the offset is the bounds' origin; drags follow the finger past the 10-point slop,
/// rubber-band past the edges, glide on with iOS's deceleration to the resting place the formula
/// gives, spring back, land on pages; the delegate hears it all in UIKit's order.
@MainActor @Suite struct ScrollViewTests {
    final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        var velocity: CGPoint?
        var target: CGPoint?
        var retarget: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if events.last != "scroll" { events.append("scroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            events.append("willEndDragging")
            self.velocity = velocity
            target = targetContentOffset.pointee
            if let retarget { targetContentOffset.pointee = retarget }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    }

    /// A window with a 300 × 400 scroll view of 300 × 2000 content at its origin.
    private func scene(content: CGSize = CGSize(width: 300, height: 2000)) -> (UIWindow, UIScrollView, Recorder) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = content
        let recorder = Recorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, scroll, recorder)
    }

    /// Drags one finger from `start` by `distance` in `steps` moves `interval` apart, then lifts it
    /// (after `hold` seconds still).
    private func drag(_ window: UIWindow, from start: CGPoint, by distance: CGPoint, steps: Int = 10,
                      interval: TimeInterval = 0.016, hold: TimeInterval = 0) {
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: start, timestamp: t))
        var point = start
        for i in 1...steps {
            t += interval
            point = CGPoint(x: start.x + distance.x * CGFloat(i) / CGFloat(steps), y: start.y + distance.y * CGFloat(i) / CGFloat(steps))
            window.send(TouchInput(phase: .move, location: point, timestamp: t))
        }
        if hold > 0 {
            t += hold
            window.send(TouchInput(phase: .move, location: point, timestamp: t))
        }
        window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.001))
    }

    private func settle(_ frames: Int = 400) {
        for _ in 0..<frames { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }

    @Test func theOffsetIsTheBoundsOriginAndScrollingLaysOut() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(recorder.events == ["scroll"])
        let child = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
        scroll.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 30))
    }

    @Test func aDragFollowsTheFingerFromTheSlopAndStopsWithoutAFlick() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        drag(window, from: CGPoint(x: 150, y: 300), by: CGPoint(x: 0, y: -110), hold: 0.2)
        #expect(abs(scroll.contentOffset.y - 100) < 1e-6, "110 points less the 10-point slop")
        #expect(recorder.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!scroll.isDragging && !scroll.isDecelerating)
    }

    @Test func aFlickGlidesToWhereTheFormulaSaysInUIKitsOrder() throws {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        drag(window, from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), steps: 10, interval: 0.01)
        let velocity = try #require(recorder.velocity)
        let target = try #require(recorder.target)
        #expect(velocity.y > 1, "points per millisecond, upwards flick scrolls down")
        let released = scroll.contentOffset.y
        // What is left above the 10-point-a-second threshold, a millisecond's travel per velocity step, on pixels.
        let expected = ((released + (velocity.y - 0.01) * 0.998 / (1 - 0.998)) * scroll.traitCollection.displayScale).rounded()
            / scroll.traitCollection.displayScale
        #expect(abs(target.y - min(expected, 1600)) < 1e-6)
        #expect(scroll.isDecelerating)
        UIApplication.shared.advanceFrame(by: 0.1)
        let early = scroll.contentOffset.y
        let reach = target.y - released + 10 * 0.998 / (1 - 0.998) / 1000
        #expect(abs(early - (released + reach * (1 - pow(0.998, 100)))) < 0.5, "d^(1000 t) after 0.1 s")
        settle()
        #expect(scroll.contentOffset.y == target.y)
        #expect(recorder.events == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "scroll", "didEndDecelerating"])
    }

    @Test func theDelegateCanChooseWhereTheGlideEnds() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        recorder.retarget = CGPoint(x: 0, y: 500)
        drag(window, from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), steps: 10, interval: 0.01)
        settle()
        #expect(abs(scroll.contentOffset.y - 500) < 0.01)
    }

    @Test func pullingPastAnEdgeRubberBandsAndSpringsBack() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 150, y: 50), timestamp: t))
        for y in stride(from: 60.0, through: 160, by: 10) {
            t += 0.05
            window.send(TouchInput(phase: .move, location: CGPoint(x: 150, y: y), timestamp: t))
        }
        let shown = -ScrollPhysics.rubberBand(100, dimension: 400)
        #expect(abs(scroll.contentOffset.y - shown) < 1e-6, "100 points past the top shows \(shown)")
        #expect(abs(shown + (1 - 1 / (100 * 0.55 / 400 + 1)) * 400) < 1e-9)
        t += 0.2
        window.send(TouchInput(phase: .move, location: CGPoint(x: 150, y: 160), timestamp: t))
        window.send(TouchInput(phase: .up, location: CGPoint(x: 150, y: 160), timestamp: t + 0.001))
        #expect(recorder.events.contains("didEndDragging(true)"), "past the edge it moves on: back to it")
        UIApplication.shared.advanceFrame(by: 0.1)
        #expect(scroll.contentOffset.y < 0 && scroll.contentOffset.y > shown)
        settle()
        #expect(scroll.contentOffset.y == 0)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func withoutBouncingADragStopsAtTheEdge() {
        let (window, scroll, _) = scene()
        defer { window.isHidden = true }
        scroll.bounces = false
        drag(window, from: CGPoint(x: 150, y: 50), by: CGPoint(x: 0, y: 150), hold: 0.2)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func pagingLandsOnTheNearestPageOrTheNextForAFlick() {
        let (window, scroll, _) = scene(content: CGSize(width: 1200, height: 400))
        defer { window.isHidden = true }
        scroll.isPagingEnabled = true
        drag(window, from: CGPoint(x: 250, y: 200), by: CGPoint(x: -120, y: 0), hold: 0.2)
        settle()
        #expect(scroll.contentOffset.x == 0, "a slow drag of a third of a page goes back")
        drag(window, from: CGPoint(x: 250, y: 200), by: CGPoint(x: -80, y: 0), steps: 5, interval: 0.01)
        settle()
        #expect(scroll.contentOffset.x == 300, "a flick goes on to the next page")
    }

    @Test func aVerticalScrollViewLeavesHorizontalDragsAlone() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        drag(window, from: CGPoint(x: 50, y: 200), by: CGPoint(x: 150, y: 5), hold: 0.2)
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.events.isEmpty)
    }

    @Test func animatedOffsetsAndScrollRectToVisibleEndWithTheScrollingAnimation() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        UIApplication.shared.advanceFrame(by: 0.15)
        #expect(abs(scroll.contentOffset.y - 150) < 1e-6, "half way at half time on the ease-in-out curve")
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(scroll.contentOffset.y == 300)
        #expect(recorder.events == ["scroll", "didEndScrollingAnimation"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 550, "the rect's bottom at the bottom of the bounds")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 550, "already visible: no scroll")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 100)
    }

    @Test func insetsWidenTheLimits() {
        let (window, scroll, _) = scene()
        defer { window.isHidden = true }
        scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.offsetLimits.minY == -40 && scroll.offsetLimits.maxY == 2000 + 60 - 400)
        scroll.contentOffset = CGPoint(x: 0, y: -40)
        drag(window, from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -300), steps: 6, interval: 0.01)
        settle()
        #expect(scroll.contentOffset.y <= 1660)
    }

    @Test func theWheelScrollsWithoutRubberBanding() {
        let (window, scroll, _) = scene()
        defer { window.isHidden = true }
        let t = CACurrentMediaTime() + 0.01
        window.send(ScrollInput(location: CGPoint(x: 150, y: 200), delta: CGPoint(x: 0, y: -40), phase: .wheel, timestamp: t))
        window.send(ScrollInput(location: CGPoint(x: 150, y: 200), delta: CGPoint(x: 0, y: -40), phase: .wheel, timestamp: t + 0.05))
        #expect(scroll.contentOffset.y == 80)
        settle(60)
        let rested = scroll.contentOffset.y
        window.send(ScrollInput(location: CGPoint(x: 150, y: 200), delta: CGPoint(x: 0, y: 4000), phase: .wheel, timestamp: CACurrentMediaTime() + 0.01))
        #expect(scroll.contentOffset.y == 0, "stops at the top edge (from \(rested))")
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() {
        let (window, scroll, _) = scene()
        defer { window.isHidden = true }
        scroll.backgroundColor = .white
        drag(window, from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), steps: 10, interval: 0.01)
        UIApplication.shared.advanceFrame(by: 1.0 / 60)
        let image = window.snapshotImage(scale: 1)
        let strip = (0..<400).map { rgba(image, 295, $0)[0] }
        #expect(strip.contains { $0 < 200 }, "a dark capsule 3 points from the right edge")
        settle()
        UIApplication.shared.advanceFrame(by: 1)
        let later = window.snapshotImage(scale: 1)
        #expect(!(0..<400).contains { rgba(later, 295, $0)[0] < 250 }, "faded out")
    }

    @Test func aButtonInsideHighlightsAfterTheDelayAndADragTakesItsTouch() {
        let (window, scroll, _) = scene()
        defer { window.isHidden = true }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 100, width: 200, height: 60)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        UIApplication.shared.advanceFrame(by: 0)
        var t = CACurrentMediaTime() + 0.01
        window.send(TouchInput(phase: .down, location: CGPoint(x: 150, y: 130), timestamp: t))
        #expect(!button.isHighlighted, "held back while a drag may still claim the touch")
        t += 0.2
        UIApplication.shared.advanceFrame(by: 0.2)
        #expect(button.isHighlighted, "delivered after 150 ms")
        window.send(TouchInput(phase: .up, location: CGPoint(x: 150, y: 130), timestamp: t))
        #expect(taps == 1)

        // A quick drag starting on the button scrolls and never taps it.
        drag(window, from: CGPoint(x: 150, y: 150), by: CGPoint(x: 0, y: -100), steps: 5, interval: 0.01, hold: 0.01)
        #expect(taps == 1 && !button.isHighlighted)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test func aThrowPastTheEndBouncesOffTheEdge() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        scroll.contentOffset = CGPoint(x: 0, y: 1400)
        recorder.events = []
        drag(window, from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -150), steps: 5, interval: 0.01)
        #expect(recorder.target?.y == 1600, "the proposal stops at the edge")
        var furthest: CGFloat = 0
        for _ in 0..<240 {
            UIApplication.shared.advanceFrame(by: 1.0 / 60)
            furthest = max(furthest, scroll.contentOffset.y)
        }
        #expect(furthest > 1600, "it runs past the edge")
        #expect(scroll.contentOffset.y == 1600, "and springs back to it")
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func aFingerLandingOnAGlideStopsIt() {
        let (window, scroll, recorder) = scene()
        defer { window.isHidden = true }
        drag(window, from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), steps: 10, interval: 0.01)
        UIApplication.shared.advanceFrame(by: 0.1)
        let gliding = scroll.contentOffset.y
        window.send(TouchInput(phase: .down, location: CGPoint(x: 150, y: 200), timestamp: CACurrentMediaTime() + 0.001))
        #expect(!scroll.isDecelerating)
        #expect(scroll.isTracking && !scroll.isDragging, "a finger is down; no drag yet")
        #expect(recorder.events.last == "didEndDecelerating")
        UIApplication.shared.advanceFrame(by: 0.1)
        #expect(scroll.contentOffset.y == gliding, "it stays where the finger stopped it")
        window.send(TouchInput(phase: .up, location: CGPoint(x: 150, y: 200), timestamp: CACurrentMediaTime() + 0.001))
        #expect(!scroll.isTracking)
    }
}
