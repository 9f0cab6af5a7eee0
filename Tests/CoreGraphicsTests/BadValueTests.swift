@testable import CoreGraphics
import Testing
import TesseraTesting

/// Every drawing call given NaN, infinities or huge numbers: nothing crashes Cairo, nothing leaves the
/// context unable to draw, and the next good drawing lands where it should.
@Suite struct BadValueTests {
    init() { LogCapture.install() }

    static let bad: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1e300]

    @Test func eachAPIReportsOncePerProcessAndOncePerCapture() {
        // A name no other test uses, so no other thread reports it.
        let api = "BadValueTests.once-\(UInt64.random(in: 0...UInt64.max))"
        let logged = LogCapture.messages(containing: api) {
            for value in [CGFloat.nan, .infinity, 3] { BadValue.report("Test", api: api, "\(BadValue.number(value)) ignored") }
        }
        #expect(logged.count == 1)
        #expect(logged.first?.hasSuffix("\(api): nan ignored") == true)
        // Within a capture the API reports again, once.
        let captured = LogCapture.badValueReports(of: api) {
            BadValue.report("Test", api: api, "first")
            BadValue.report("Test", api: api, "second")
        }
        #expect(captured == ["\(api): first"])
        // After the capture, the process-wide report stays used up.
        #expect(LogCapture.messages(containing: api) { BadValue.report("Test", api: api, "again") }.isEmpty)
    }

    @Test func numbersReadShortInReports() {
        #expect(BadValue.text(.nan, 0, 10, -2.5, .infinity, -.infinity) == "(nan, 0, 10, -2.5, inf, -inf)")
        #expect(BadValue.problem(1, .nan, .infinity) == "NaN" && BadValue.problem(1, -.infinity) == "infinity")
        #expect(BadValue.problem(1e13) == "a number out of range" && BadValue.problem(-1e12, 1e12) == nil)
        #expect(BadValue.checkedRect(CGRect(x: 1, y: 2, width: -3, height: 4), "Test", api: "BadValueTests.rect")
                    == CGRect(x: 1, y: 2, width: 0, height: 4))
    }

    /// Fills the context red, runs `body`, then checks a fresh blue square still draws at (2, 2)–(8, 8)
    /// and that `body` did not paint the corner outside it.
    func expectUnpoisoned(_ body: (CGContext) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let c = makeContext(10, 10)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.saveGState()
        body(c)
        c.restoreGState()
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(pixel(c, 5, 5) == [0, 0, 255, 255], sourceLocation: sourceLocation)
        #expect(pixel(c, 0, 0) == [255, 0, 0, 255], sourceLocation: sourceLocation)
    }

    @Test(arguments: bad) func transformsWithBadNumbersDisableDrawingUntilRestored(_ v: CGFloat) {
        expectUnpoisoned { c in
            c.translateBy(x: v, y: 0)
            c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            c.scaleBy(x: v, y: 1)
            c.rotate(by: v)
            c.concatenate(CGAffineTransform(a: v, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test(arguments: bad) func shapesWithBadNumbersDrawNothing(_ v: CGFloat) {
        expectUnpoisoned { c in
            // Huge but finite shapes (a stroke 10³⁰⁰ wide) are valid drawings: keep them off the corner.
            c.clip(to: CGRect(x: 2, y: 2, width: 6, height: 6))
            c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            c.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
            c.fill(CGRect(x: v, y: v, width: v, height: 1))
            c.fillEllipse(in: CGRect(x: 0, y: 0, width: v, height: v))
            c.stroke(CGRect(x: 0, y: 0, width: v, height: 1), width: v)
            c.strokeEllipse(in: CGRect(x: v, y: 0, width: 1, height: 1))
            c.clear(CGRect(x: 0, y: 0, width: v, height: v))
            c.addArc(center: CGPoint(x: 1, y: 1), radius: v, startAngle: 0, endAngle: v, clockwise: false)
            c.addArc(tangent1End: CGPoint(x: v, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: v)
            c.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: v, y: v), control2: CGPoint(x: 0, y: v))
            c.addQuadCurve(to: CGPoint(x: v, y: 1), control: CGPoint(x: 0, y: 0))
            c.addRect(CGRect(x: 0, y: 0, width: 1, height: v))
            c.drawPath(using: .fillStroke)
        }
    }

    @Test(arguments: bad) func stateWithBadNumbersFallsBackToDefaults(_ v: CGFloat) {
        expectUnpoisoned { c in
            c.setLineWidth(v)
            c.setMiterLimit(v)
            c.setLineDash(phase: v, lengths: [v, 1])
            c.setAlpha(v)
            c.setShadow(offset: CGSize(width: v, height: v), blur: v, color: CGColor(gray: 0, alpha: 1))
            c.setFlatness(v)
            c.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
            c.move(to: CGPoint(x: 0, y: 0))
            c.addLine(to: CGPoint(x: 0, y: 0.5))
            c.strokePath()
        }
    }

    @Test(arguments: bad) func clipsImagesAndGradientsWithBadNumbersAreSafe(_ v: CGFloat) {
        let image = makeContext(2, 2).makeImage()!
        let gradient = CGGradient(colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: [0, v])
            ?? CGGradient(colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: nil)!
        expectUnpoisoned { c in
            // A gradient with huge but finite ends is a valid drawing (of its first colour): keep it off the corner.
            c.clip(to: CGRect(x: 2, y: 2, width: 6, height: 6))
            c.draw(image, in: CGRect(x: 0, y: 0, width: v, height: 1))
            c.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: v), byTiling: true)
            c.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: v, y: 1), options: [])
            c.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: v, options: [])
            c.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: v, height: 1), auxiliaryInfo: nil)
            c.endTransparencyLayer()
            c.clip(to: CGRect(x: v, y: 0, width: 1, height: 1))
            c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test(arguments: bad) func pathsWithBadNumbersStayUsable(_ v: CGFloat) {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: v, y: 0))
        path.addLine(to: CGPoint(x: 1, y: v))
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 5, height: 5), cornerWidth: v, cornerHeight: v)
        path.addEllipse(in: CGRect(x: v, y: 0, width: 1, height: 1))
        _ = path.boundingBox
        _ = path.contains(CGPoint(x: 1, y: 1))
        _ = path.copy(strokingWithWidth: v, lineCap: .round, lineJoin: .round, miterLimit: v)
        _ = path.copy(dashingWithPhase: v, lengths: [v, 1])
        _ = path.copy(dashingWithPhase: 0, lengths: [1e-6, 1e-6])
        expectUnpoisoned { c in
            c.addPath(path)
            c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            c.fillPath()
        }
    }
}
