import Testing
@testable import UIKit

/// UIScrollView zooming: the zoom view's transform and the content size follow the zoom scale, limits
/// hold, a pinch keeps the point between the fingers in place, and the delegate hears it.
@MainActor @Suite struct ScrollViewZoomingTests {
    final class Zoomer: UIScrollViewDelegate {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        var events: [String] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { if events.last != "zoom" { events.append("zoom") } }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            events.append("didEnd \(scale)")
        }
    }

    private func scene() -> (UIWindow, UIScrollView, Zoomer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        let zoomer = Zoomer()
        scroll.addSubview(zoomer.view)
        scroll.contentSize = zoomer.view.bounds.size
        scroll.delegate = zoomer
        window.addSubview(scroll)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, scroll, zoomer)
    }

    @Test func withoutARangeThereIsNoPinch() {
        let (window, scroll, zoomer) = scene()
        defer { window.isHidden = true }
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 3
        #expect(scroll.pinchGestureRecognizer != nil)
        scroll.delegate = nil
        #expect(scroll.pinchGestureRecognizer == nil, "nothing to zoom")
        _ = zoomer
    }

    @Test func theZoomScaleScalesTheViewAndTheContentWithinTheLimits() {
        let (window, scroll, zoomer) = scene()
        defer { window.isHidden = true }
        scroll.maximumZoomScale = 4
        scroll.zoomScale = 2
        #expect(zoomer.view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(zoomer.view.frame.origin == .zero)
        #expect(scroll.contentSize == CGSize(width: 600, height: 800))
        #expect(scroll.contentOffset == CGPoint(x: 150, y: 200), "zoomed around the middle")
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4)
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 150, height: 200), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == .zero, "the rect fills the bounds")
    }

    @Test func aPinchZoomsAroundTheFingersAndSpringsBackInsideTheLimits() {
        let (window, scroll, zoomer) = scene()
        defer { window.isHidden = true }
        scroll.maximumZoomScale = 2
        var t = CACurrentMediaTime() + 0.01
        window.send([TouchInput(finger: 0, phase: .down, location: CGPoint(x: 100, y: 100), timestamp: t),
                     TouchInput(finger: 1, phase: .down, location: CGPoint(x: 140, y: 100), timestamp: t)])
        for step in 1...10 {
            t += 0.016
            let half = 20 + CGFloat(step) * 2
            window.send([TouchInput(finger: 0, phase: .move, location: CGPoint(x: 120 - half, y: 100), timestamp: t),
                         TouchInput(finger: 1, phase: .move, location: CGPoint(x: 120 + half, y: 100), timestamp: t)])
        }
        // The fingers are 80 apart from 40: a scale of 2 around their middle, (120, 100).
        #expect(abs(scroll.zoomScale - 2) < 1e-6)
        #expect(abs(scroll.contentOffset.x - 120) < 1e-6 && abs(scroll.contentOffset.y - 100) < 1e-6)
        for step in 1...10 {
            t += 0.016
            let half = 40 + CGFloat(step) * 4
            window.send([TouchInput(finger: 0, phase: .move, location: CGPoint(x: 120 - half, y: 100), timestamp: t),
                         TouchInput(finger: 1, phase: .move, location: CGPoint(x: 120 + half, y: 100), timestamp: t)])
        }
        #expect(scroll.zoomScale > 2 && scroll.zoomScale < 4, "past the limit it resists: \(scroll.zoomScale)")
        window.send([TouchInput(finger: 0, phase: .up, location: CGPoint(x: 40, y: 100), timestamp: t + 0.01),
                     TouchInput(finger: 1, phase: .up, location: CGPoint(x: 200, y: 100), timestamp: t + 0.01)])
        for _ in 0..<30 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        #expect(scroll.zoomScale == 2)
        #expect(zoomer.events.first == "willBegin")
        #expect(zoomer.events.last == "didEnd 2.0")
    }
}
