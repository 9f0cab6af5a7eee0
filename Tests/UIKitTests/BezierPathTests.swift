import Testing
import TesseraTesting
import UIKit

@Suite struct BezierPathTests {
    @Test func continuousCornersMatchUIKitsPath() {
        // UIKit's own path for a 60×30 rectangle with radius 8 starts at x = 12.22932 and its first corner
        // ends at (54.948…, 0.599…) — recorded from iOS.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8)
        var points: [CGPoint] = []
        path.cgPath.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            if count > 0 { points.append(element.pointee.points[count - 1]) }
        }
        #expect(close(points[0].x, 12.22932, 1e-4) && points[0].y == 0)
        #expect(close(points[1].x, 47.77068, 1e-4))
        #expect(close(points[2].x, 54.94805, 1e-4) && close(points[2].y, 0.59929, 1e-4))
        #expect(close(points[3].x, 59.40071, 1e-4) && close(points[3].y, 5.05195, 1e-4))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 30, y: 15)))
    }

    @Test func largeRadiiMakeCapsules() {
        let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 100)
        // A capsule: the left end is a half circle of radius 20.
        #expect(pill.contains(CGPoint(x: 20, y: 1.5)))
        #expect(!pill.contains(CGPoint(x: 3, y: 3)))
        #expect(pill.contains(CGPoint(x: 0.5, y: 20)))
    }

    @Test func someCornersRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 20, height: 20))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 99)))
        #expect(!path.contains(CGPoint(x: 99, y: 99)))
    }

    @Test func arcsAreClockwiseOnScreen() {
        // UIKit's clockwise from 0 to π/2 is the short quarter through the lower right (y grows downward).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(arc.currentPoint.x, 0, 1e-9) && close(arc.currentPoint.y, 10, 1e-9))
        #expect(arc.cgPath.boundingBoxOfPath.minY > -1e-9)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(long.cgPath.boundingBoxOfPath.minY, -10, 1e-6))
    }

    @Test func fillRuleStrokeAndDash() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 10, y: 10)))
        let image = render(CGSize(width: 20, height: 20)) { _ in
            UIColor.black.setFill()
            path.fill()
        }
        #expect(rgba(image, 10, 10)[3] == 0 && rgba(image, 2, 2)[3] == 255)

        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 20, y: 5))
        line.lineWidth = 4
        line.setLineDash([5, 5], count: 2, phase: 0)
        var count = 0, phase: CGFloat = -1
        line.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 2 && phase == 0)
        let dashed = render(CGSize(width: 20, height: 10)) { _ in
            UIColor.black.setStroke()
            line.stroke()
        }
        #expect(rgba(dashed, 2, 5)[3] == 255 && rgba(dashed, 7, 5)[3] == 0 && rgba(dashed, 2, 2)[3] == 0)
    }

    @Test func transformsAndReversal() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds.minX == 5)
        let reversed = path.reversing()
        #expect(reversed.bounds == path.bounds)
        #expect(reversed.contains(CGPoint(x: 10, y: 5)))
        let clipped = render(CGSize(width: 20, height: 10)) { _ in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(rgba(clipped, 5, 5)[3] == 255 && rgba(clipped, 15, 5)[3] == 0)
    }
}
