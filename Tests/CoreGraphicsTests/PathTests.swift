import CoreGraphics
import Testing
import TesseraTesting

@Suite struct PathTests {
    init() { LogCapture.install() }

    @Test func boundingBoxesWithAndWithoutControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve itself peaks at y = 75 (t = ½).
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 75) < 1e-9)
        #expect(tight.width == 100)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func fillRulesDisagreeInsideNestedSquares() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50)
        #expect(path.contains(centre, using: .winding))
        #expect(!path.contains(centre, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))
        // The transform moves the point before testing.
        #expect(path.contains(CGPoint(x: -40, y: 10), transform: CGAffineTransform(translationX: 50, y: 0)))
    }

    @Test func ellipseAndRoundedRect() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
        #expect(ellipse.contains(CGPoint(x: 100, y: 50)))
        #expect(!ellipse.contains(CGPoint(x: 5, y: 5)))
        #expect(ellipse.currentPoint == CGPoint(x: 200, y: 50))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)))
        #expect(rounded.contains(CGPoint(x: 10, y: 50)))
        #expect(rounded.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func arcsFollowCoreGraphicsDirection() {
        // clockwise: false increases the angle: from 0 to π/2 passes (cos 45°, sin 45°).
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.boundingBoxOfPath.minY > -1e-9 && abs(ccw.boundingBoxOfPath.maxY - 10) < 1e-9)
        // clockwise: true decreases it: the long way round, three quarters of the circle.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = cw.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-6 && abs(box.minY + 10) < 1e-6)
        #expect(abs(cw.currentPoint.y - 10) < 1e-9)
    }

    @Test func tangentArcMeetsBothLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // It ends on the second line, 20 below the corner.
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        #expect(abs(path.boundingBoxOfPath.maxX - 100) < 1e-9)
    }

    @Test func strokedCopyCoversHalfTheWidthEachSide() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 100))
        let stroked = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.contains(CGPoint(x: 50, y: 4.9)))
        #expect(!stroked.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!stroked.contains(CGPoint(x: -1, y: 0)))          // butt cap
        #expect(stroked.contains(CGPoint(x: 104.5, y: -4.5)))     // miter corner
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4, y: 0)))
        #expect(!round.contains(CGPoint(x: 104.5, y: -4.5)))      // rounded corner
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .bevel, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4.5, y: 4.5)))
    }

    @Test func dashingSplitsIntoPieces() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 10])
        var moves = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 5)
        let shifted = line.copy(dashingWithPhase: 5, lengths: [10, 10])
        var first: CGPoint?
        shifted.applyWithBlock { element in
            if first == nil, element.pointee.type == .addLineToPoint { first = element.pointee.points[0] }
        }
        #expect(first == CGPoint(x: 5, y: 0))
    }

    @Test func elementsRoundTripAndRectDetection() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.copy() == path)
        var t = CGAffineTransform(translationX: 10, y: 0)
        #expect(path.copy(using: &t)!.boundingBox.minX == 11)
    }
}
