import Testing
import TesseraTesting
import UIKit

@Suite struct RendererTests {
    init() { LogCapture.install() }

    @Test func rendererUsesScaleAndTopLeftOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 1))
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
            #expect(ctx.cgContext.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
        }
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
        #expect(image.cgImage!.width == 20 && image.cgImage!.height == 10)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 9, 1) == [255, 0, 0, 255])
        #expect(rgba(image, 0, 2)[3] == 0 && rgba(image, 10, 0)[3] == 0)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func defaultFormatFollowsTheMainScreenAndBoundsOffsetTheOrigin() {
        #expect(UIGraphicsImageRendererFormat.default().scale == 3)
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 2, height: 2)).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 100, y: 100, width: 1, height: 1))
        }
        #expect(rgba(image, 0, 0) == [0, 0, 255, 255] && rgba(image, 5, 5)[3] == 0)
    }

    @Test func classicImageContextFunctions() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 0)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 3 && image.size == CGSize(width: 4, height: 4))
        #expect(rgba(image, 1, 1) == [255, 255, 255, 255] && rgba(image, 10, 1) == [0, 0, 0, 255])
        #expect(UIGraphicsGetCurrentContext() == nil)

        let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsPopContext()
    }

    @Test func badSizesGiveEmptyImagesWithAReason() {
        for size in [CGSize.zero, CGSize(width: -4, height: 10), CGSize(width: CGFloat.nan, height: 1),
                     CGSize(width: 1e9, height: 1e9), CGSize(width: CGFloat.infinity, height: 3)] {
            var ran = false
            let reasons = LogCapture.badValueReports(of: "image context size") {
                let image = UIGraphicsImageRenderer(size: size).image { _ in ran = true }
                #expect(image.size == .zero && image.cgImage == nil)
            }
            #expect(!ran)
            #expect(reasons.count == 1, "\(size)")
        }
        let data = UIGraphicsImageRenderer(size: .zero).pngData { _ in }
        #expect(data.isEmpty)
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func pngAndJpegDataDecode() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }())
        let png = renderer.pngData { ctx in UIColor.green.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3)) }
        #expect(rgba(try #require(UIImage(data: png)), 1, 1) == [0, 255, 0, 255])
        let jpeg = renderer.jpegData(withCompressionQuality: 1) { ctx in UIColor.green.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3)) }
        #expect(close(rgba(try #require(UIImage(data: jpeg)), 1, 1), [0, 255, 0, 255], 3))
    }

    @Test func currentImageShowsProgress() {
        _ = render(CGSize(width: 2, height: 2)) { ctx in
            #expect(rgba(ctx.currentImage, 0, 0)[3] == 0)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(rgba(ctx.currentImage, 0, 0) == [255, 0, 0, 255])
        }
    }
}
