import Testing
@testable import UIKit

/// A view that records the touches it is given.
private final class AuditTouchLog: UIView {
    var began = 0
    var ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}

/// A scroll view that keeps touches from one view, as photo browsers and editors do.
private final class GuardingScrollView: UIScrollView {
    weak var guarded: UIView?
    var asked: [UIView] = []
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append(view)
        return view !== guarded
    }
}

@MainActor
private final class ScrollEvents: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    var zoomView: UIView?
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming \(scale)")
    }
}

@MainActor
private func auditTap(_ window: UIWindow, at point: CGPoint, hold: TimeInterval = 0.2) {
    window.send(TouchInput(phase: .down, location: point, timestamp: CACurrentMediaTime() + 0.01))
    UIApplication.shared.advanceFrame(by: hold)
    window.send(TouchInput(phase: .up, location: point, timestamp: CACurrentMediaTime() + 0.001))
    UIApplication.shared.advanceFrame(by: 0)
}

@MainActor
private func auditFrames(_ count: Int) {
    for _ in 0..<count { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
}

@MainActor
@Suite struct ScrollViewAPIAuditTests {
    private func scene(delays: Bool = true) -> (UIWindow, GuardingScrollView, AuditTouchLog, AuditTouchLog) {
        let window = phoneWindowAtScale1()
        let scrollView = GuardingScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: window.bounds.width, height: 2000)
        scrollView.delaysContentTouches = delays
        let guarded = AuditTouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let open = AuditTouchLog(frame: CGRect(x: 0, y: 200, width: 200, height: 100))
        scrollView.addSubview(guarded)
        scrollView.addSubview(open)
        scrollView.guarded = guarded
        window.addSubview(scrollView)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, scrollView, guarded, open)
    }

    @Test func touchesShouldBeginIsAskedBeforeContentSeesATouch() {
        let (window, scrollView, guarded, open) = scene()
        auditTap(window, at: CGPoint(x: 50, y: 250))
        #expect(open.began == 1)
        #expect(open.ended == 1)
        #expect(scrollView.asked.count == 1)
        #expect(scrollView.asked.first === open)

        auditTap(window, at: CGPoint(x: 50, y: 50))
        #expect(scrollView.asked.count == 2)
        #expect(scrollView.asked.last === guarded)
        #expect(guarded.began == 0)
        #expect(guarded.ended == 0)
    }

    @Test func touchesShouldBeginIsAskedWithoutTheContentDelayToo() {
        let (window, scrollView, guarded, open) = scene(delays: false)
        auditTap(window, at: CGPoint(x: 50, y: 50), hold: 0.05)
        auditTap(window, at: CGPoint(x: 50, y: 250), hold: 0.05)
        #expect(scrollView.asked.count == 2)
        #expect(guarded.began == 0)
        #expect(open.began == 1)
    }

    @Test func newPropertiesHaveIOSDefaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.allowsKeyboardScrolling)
        #expect(scrollView.contentAlignmentPoint == .zero)
        #expect(scrollView.transfersHorizontalScrollingToParent)
        #expect(scrollView.transfersVerticalScrollingToParent)
        #expect(!scrollView.isScrollAnimating)
        #expect(!scrollView.isZoomAnimating)
        scrollView.allowsKeyboardScrolling = false
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(!scrollView.allowsKeyboardScrolling)
        #expect(scrollView.contentAlignmentPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func isScrollAnimatingFollowsAnAnimatedOffset() {
        let (_, scrollView, _, _) = scene()
        let events = ScrollEvents()
        scrollView.delegate = events
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.isScrollAnimating)
        auditFrames(120)
        #expect(!scrollView.isScrollAnimating)
        #expect(scrollView.contentOffset.y == 600)
        #expect(events.events == ["didEndScrollingAnimation"])
    }

    @Test func stopScrollingAndZoomingStopsAnAnimatedOffsetWhereItIs() {
        let (_, scrollView, _, _) = scene()
        let events = ScrollEvents()
        scrollView.delegate = events
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        auditFrames(6)
        scrollView.stopScrollingAndZooming()
        let stopped = scrollView.contentOffset.y
        #expect(stopped > 0 && stopped < 600)
        #expect(!scrollView.isScrollAnimating)
        auditFrames(60)
        #expect(scrollView.contentOffset.y == stopped)
        #expect(events.events.isEmpty)
    }

    @Test func stopScrollingBringsAnOffsetPastTheEdgeBack() {
        let (_, scrollView, _, _) = scene()
        scrollView.contentOffset = CGPoint(x: 0, y: -80)
        scrollView.stopScrollingAndZooming()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func isZoomAnimatingFollowsAnAnimatedZoom() {
        let (_, scrollView, _, _) = scene()
        let events = ScrollEvents()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        scrollView.addSubview(image)
        events.zoomView = image
        scrollView.delegate = events
        scrollView.maximumZoomScale = 4
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.isZoomAnimating)
        auditFrames(60)
        #expect(!scrollView.isZoomAnimating)
        #expect(scrollView.zoomScale == 2)
        #expect(events.events == ["didEndZooming 2.0"])
    }
}
