import Testing
import TesseraTesting
import UIKit

/// Frame, bounds, center and transform, and coordinate conversion, with UIKit's numbers.
@MainActor @Suite struct ViewGeometryTests {
    init() { LogCapture.install() }

    @Test func frameIsDerivedFromCenterBoundsAndTransform() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let f = view.frame
        #expect(close(f.minX, 35) && close(f.minY, -5) && close(f.width, 50) && close(f.height, 100))

        view.transform = .identity
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func settingFrameUnderAScaleSetsBoundsAndCenter() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds.size == CGSize(width: 50, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func boundsChangesKeepTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
        // The bounds origin moves the content, not the view.
        view.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
    }

    @Test func anchorPointPlacesThePosition() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 50, y: 20))
        #expect(view.frame == CGRect(x: 50, y: 20, width: 100, height: 40))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let f = view.frame
        #expect(close(f.minX, 10) && close(f.minY, 20) && close(f.width, 40) && close(f.height, 100))
    }

    @Test func convertBetweenSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 50, y: 70, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -40, y: -60))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -35, y: -55))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func convertThroughScaledRotatedAndOffsetViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)   // frame (50, 50, 200, 200)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(scaled)
        scaled.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 70, y: 70))
        #expect(root.convert(CGPoint(x: 70, y: 70), to: child) == .zero)
        #expect(child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root) == CGRect(x: 70, y: 70, width: 40, height: 40))

        // Bounds origin: content shifts by minus the origin.
        scaled.transform = .identity
        scaled.bounds.origin = CGPoint(x: 0, y: 5)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 105))

        // A quarter turn: the child's x axis points down in the root.
        scaled.bounds.origin = .zero
        scaled.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let p = child.convert(CGPoint(x: 1, y: 0), to: root)
        let o = child.convert(CGPoint.zero, to: root)
        #expect(close(p.x - o.x, 0) && close(p.y - o.y, 1))
        let back = root.convert(p, to: child)
        #expect(close(back.x, 1) && close(back.y, 0))
    }

    @Test func convertAcrossWindowsGoesThroughTheScreen() {
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let w2 = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        w1.addSubview(a)
        #expect(a.window === w1)
        #expect(w2.convert(CGPoint(x: 10, y: 10), from: a) == CGPoint(x: -80, y: -30))
        #expect(a.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 11, y: 11))
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 12))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func nonFiniteFramesAreRefusedWithALog() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let logged = LogCapture.badValueReports(of: "UIView.frame") {
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        }
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(logged.count == 1)
    }

    @Test func settingTheFrameOfAScrolledViewIgnoresItsBoundsOrigin() {
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.frame = CGRect(x: 30, y: 40, width: 120, height: 150)
        #expect(scroll.frame == CGRect(x: 30, y: 40, width: 120, height: 150))
        #expect(scroll.center == CGPoint(x: 90, y: 115))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 300))
    }
}
