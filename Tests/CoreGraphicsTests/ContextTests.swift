@testable import CoreGraphics
import Testing
import TesseraTesting

/// A native RGBA context of `width`×`height` pixels (Core Graphics coordinates: origin bottom left).
func makeContext(_ width: Int, _ height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// The colour at a pixel, with y counted from the top row of the bitmap.
func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] {
    let p = context.makeImage()!.pixel(x: x, y: y)!
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct ContextTests {
    init() { LogCapture.install() }

    @Test func nativeCoordinatesHaveTheOriginBottomLeft() {
        let c = makeContext(10, 10)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(pixel(c, 0, 9) == [255, 0, 0, 255])   // bottom row of the bitmap
        #expect(pixel(c, 0, 0) == [0, 0, 0, 0])
        #expect(c.ctm == .identity)
    }

    @Test func nativeLayoutsDrawDirectly() {
        for info in [CGImageAlphaInfo.premultipliedFirst, .noneSkipFirst] {
            let c = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: info.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            #expect(c.drawsDirectly)
        }
        #expect(CGContext(pixelWidth: 3, pixelHeight: 3, opaque: true)!.drawsDirectly)
        let rgba = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect(!rgba.drawsDirectly)
    }

    @Test func callerMemoryInRGBAOrderIsUpdatedAfterEachOperation() {
        // The classic "colour of one pixel" pattern: a 1×1 premultiplied RGBA bitmap in caller memory.
        var bytes: [UInt8] = [0, 0, 0, 0]
        bytes.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            c.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(near(bytes.map(Int.init), [0, 0, 128, 128], 1))
    }

    @Test func unsupportedLayoutsAreRefusedNotCrashed() {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 5, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 1_000_000, height: 1_000_000, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func grayAndAlphaOnlyContexts() {
        var gray: [UInt8] = [0]
        gray.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1,
                              space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            c.setFillColor(gray: 0.5, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(abs(Int(gray[0]) - 128) <= 1)
        let mask = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        mask.setFillColor(gray: 0, alpha: 0.25)
        mask.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(abs(Int(mask.makeImage()!.pixel(x: 0, y: 0)!.alpha) - 64) <= 1)
    }

    @Test func alphaAndBlendModes() {
        let c = makeContext(4, 1)
        c.setFillColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        c.setBlendMode(.multiply)
        c.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(near(pixel(c, 0, 0), [128, 64, 0, 255]))
        c.setBlendMode(.normal)
        c.setAlpha(0.5)
        c.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(near(pixel(c, 1, 0), [191, 191, 191, 255]))
        c.setAlpha(1)
        c.setBlendMode(.plusDarker)
        c.setFillColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 1)
        c.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        // max(0, 1 − ((1 − 0.5) + (1 − 0.75))) = 0.25
        #expect(near(pixel(c, 2, 0), [64, 64, 64, 255], 2))
        c.setBlendMode(.plusLighter)
        c.setFillColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)
        c.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        #expect(near(pixel(c, 3, 0), [191, 191, 191, 255]))
    }

    @Test func sourceInTintsOnlyInsideTheShape() {
        // The iOS tinting idiom: draw a shape, then fill a rectangle with .sourceIn.
        let c = makeContext(10, 10)
        c.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        c.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.setBlendMode(.sourceIn)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(pixel(c, 2, 5) == [255, 0, 0, 255])
        // Outside the filled rectangle the old drawing stays (Quartz's modes are bounded by the shape).
        #expect(pixel(c, 7, 5) == [0, 0, 0, 255])
        #expect(pixel(c, 0, 0)[3] == 0)
    }

    @Test func evenOddFillAndClipping() {
        let c = makeContext(20, 20)
        c.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        c.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.fillPath(using: .evenOdd)
        #expect(pixel(c, 10, 10)[3] == 0)
        #expect(pixel(c, 1, 1) == [0, 255, 0, 255])
        #expect(c.isPathEmpty)

        let d = makeContext(20, 20)
        d.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        d.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        d.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(d, 5, 5) == [0, 0, 255, 255])
        #expect(pixel(d, 15, 5)[3] == 0)
        #expect(d.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 20))
        d.resetClip()
        d.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(d, 15, 5) == [0, 0, 255, 255])
    }

    @Test func stateSavesAndRestores() {
        let c = makeContext(10, 10)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.saveGState()
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.translateBy(x: 5, y: 0)
        c.restoreGState()
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel(c, 0, 9) == [255, 0, 0, 255])
        // An unbalanced restore is logged and ignored.
        c.restoreGState()
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(pixel(c, 1, 9) == [255, 0, 0, 255])
    }

    @Test func badValuesDrawNothingAndDoNotPoisonTheContext() {
        let c = makeContext(10, 10)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.saveGState()
        c.scaleBy(x: 0, y: 0)                       // singular: nothing draws
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.restoreGState()
        #expect(pixel(c, 5, 5)[3] == 0)
        c.setLineDash(phase: 0, lengths: [0, 0])    // invalid in cairo: logged, solid
        c.setLineDash(phase: 0, lengths: [-1, 2])
        c.move(to: CGPoint(x: CGFloat.nan, y: 1))
        c.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        c.strokePath()
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(pixel(c, 0, 9) == [255, 0, 0, 255])
    }

    @Test func linesAndDashes() {
        let c = makeContext(20, 3)
        c.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [4, 4])
        c.move(to: CGPoint(x: 0, y: 1.5))
        c.addLine(to: CGPoint(x: 20, y: 1.5))
        c.strokePath()
        #expect(pixel(c, 1, 1)[3] == 255)
        #expect(pixel(c, 5, 1)[3] == 0)
        #expect(pixel(c, 9, 1)[3] == 255)
    }

    @Test func gradientOptionsExtendOneSideOnly() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                                  locations: nil)!
        let c = makeContext(30, 1)
        c.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [.drawsAfterEndLocation])
        #expect(pixel(c, 5, 0)[3] == 0)                      // before the start: nothing
        #expect(near(pixel(c, 15, 0), [128, 0, 128, 255], 14))
        #expect(pixel(c, 25, 0) == [0, 0, 255, 255])         // after the end: the last colour
        let both = makeContext(30, 1)
        both.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(both, 2, 0) == [255, 0, 0, 255])
        let radial = makeContext(20, 20)
        radial.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                                  endCenter: CGPoint(x: 10, y: 10), endRadius: 5, options: [])
        #expect(pixel(radial, 10, 10)[0] > 200)
        #expect(pixel(radial, 1, 1)[3] == 0)
    }

    @Test func shadowOffsetIsInBaseSpace() {
        // A Quartz bitmap context's base space has y up: a positive height moves the shadow up.
        let c = makeContext(40, 40)
        c.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        // Shape at rows 20…29 from the top; shadow 10 pixels higher: rows 10…19.
        #expect(pixel(c, 15, 25) == [255, 0, 0, 255])
        #expect(pixel(c, 15, 15) == [0, 0, 0, 255])
        #expect(pixel(c, 15, 35)[3] == 0)
        // The CTM does not move or scale the shadow.
        let d = makeContext(40, 40)
        d.scaleBy(x: 2, y: 2)
        d.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        d.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        d.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(pixel(d, 15, 35) == [0, 0, 0, 255])
        #expect(pixel(d, 21, 35)[3] == 0)
    }

    @Test func blurredShadowFadesOut() {
        let c = makeContext(60, 60)
        c.setShadow(offset: .zero, blur: 10, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        c.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let nearEdge = pixel(c, 18, 30)[3], farther = pixel(c, 12, 30)[3], outside = pixel(c, 1, 30)[3]
        #expect(nearEdge > farther && farther > outside)
        #expect(outside == 0)
    }

    @Test func transparencyLayerCompositesAsOneGroup() {
        let c = makeContext(30, 10)
        c.setAlpha(0.5)
        c.beginTransparencyLayer(auxiliaryInfo: nil)
        c.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        c.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        c.endTransparencyLayer()
        // The overlap is no darker than the rest: the layer was composited once at 50 %.
        #expect(abs(pixel(c, 5, 5)[3] - 128) <= 1)
        #expect(pixel(c, 15, 5)[3] == pixel(c, 5, 5)[3])
    }

    @Test func imagesDrawUprightInCoreGraphicsSpaceAndRespectInterpolation() {
        // A 2×2 image: top row red, bottom row blue.
        var bytes: [UInt8] = [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]
        let provider = CGDataProvider(data: Data(bytes: &bytes, count: bytes.count))
        let image = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        #expect(image.pixel(x: 0, y: 0)!.red == 255)
        let c = makeContext(20, 20)
        c.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(c, 10, 2) == [255, 0, 0, 255])   // upright: the top row is at the top
        #expect(pixel(c, 10, 17) == [0, 0, 255, 255])
        #expect(pixel(c, 10, 9) == [255, 0, 0, 255])   // no interpolation: a hard edge
        let cropped = image.cropping(to: CGRect(x: 0, y: 1, width: 2, height: 1))!
        #expect(cropped.width == 2 && cropped.height == 1 && cropped.pixel(x: 0, y: 0)!.blue == 255)
    }

    @Test func clipToMaskUsesTheMaskAlpha() {
        let m = makeContext(2, 1)
        m.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        m.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let mask = m.makeImage()!
        let c = makeContext(20, 10)
        c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(pixel(c, 3, 5) == [0, 255, 0, 255])
        #expect(pixel(c, 16, 5)[3] == 0)
    }

    @Test func pathQueriesAndStrokedReplacement() {
        let c = makeContext(100, 100)
        c.move(to: CGPoint(x: 10, y: 10))
        c.addLine(to: CGPoint(x: 90, y: 10))
        c.addQuadCurve(to: CGPoint(x: 90, y: 90), control: CGPoint(x: 130, y: 50))
        c.closePath()
        #expect(!c.isPathEmpty)
        #expect(c.currentPointOfPath == CGPoint(x: 10, y: 10))
        #expect(c.boundingBoxOfPath.maxX > 100)
        #expect(c.pathContains(CGPoint(x: 50, y: 40), mode: .fill))
        c.beginPath()
        c.move(to: CGPoint(x: 0, y: 50))
        c.addLine(to: CGPoint(x: 100, y: 50))
        c.setLineWidth(10)
        #expect(c.pathContains(CGPoint(x: 50, y: 54), mode: .stroke))
        c.replacePathWithStrokedPath()
        c.fillPath()
        #expect(pixel(c, 50, 47)[3] == 255)
        #expect(pixel(c, 50, 40)[3] == 0)
    }
}
