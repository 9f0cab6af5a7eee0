import Testing
import TesseraTesting
import UIKit

@Suite struct ImageTests {
    init() { LogCapture.install() }

    @Test func namedPicksTheScreenScale() throws {
        // The default screen has scale 3: icon@3x (blue, 30 px) is 10 points at scale 3.
        let three = try #require(UIImage(named: "Fixtures/icon", in: .module, compatibleWith: nil))
        #expect(three.scale == 3 && three.size == CGSize(width: 10, height: 10))
        #expect(rgba(three, 0, 0) == [0, 0, 255, 255])
        let two = try #require(UIImage(named: "Fixtures/icon", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && rgba(two, 0, 0) == [0, 255, 0, 255])
        let one = try #require(UIImage(named: "Fixtures/icon.png", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && rgba(one, 0, 0) == [255, 0, 0, 255])
        // Only a 1x file: used at any scale.
        #expect(try #require(UIImage(named: "Fixtures/only1x", in: .module, compatibleWith: nil)).scale == 1)
        #expect(UIImage(named: "Fixtures/missing", in: .module, compatibleWith: nil) == nil)
    }

    @Test func assetCatalogImageSets() throws {
        let badge = try #require(UIImage(named: "Badge", in: .module, compatibleWith: nil))
        #expect(badge.scale == 3 && badge.size == CGSize(width: 8, height: 8))
        #expect(badge.renderingMode == .alwaysOriginal)
        #expect(rgba(badge, 0, 0) == [255, 149, 0, 255])
        let dark = try #require(UIImage(named: "Badge", in: .module, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)])))
        #expect(rgba(dark, 0, 0) == [175, 82, 222, 255])
        let pill = try #require(UIImage(named: "Pill", in: .module, compatibleWith: nil))
        #expect(pill.renderingMode == .alwaysTemplate && pill.scale == 2)
        #expect(pill.capInsets == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(pill.resizingMode == .stretch)
        // Folders that provide a namespace prefix the name.
        #expect(UIImage(named: "Icons/Star", in: .module, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Star", in: .module, compatibleWith: nil) == nil)
    }

    @Test func dataScaleAndOrientation() throws {
        let data = try #require(UIImage(named: "Fixtures/icon@2x.png", in: .module, compatibleWith: nil)?.pngData())
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 10, height: 10))
        let rotated = UIImage(cgImage: image.cgImage!, scale: 1, orientation: .right)
        #expect(rotated.size == CGSize(width: 20, height: 20))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage().size == .zero)
    }

    @Test func orientationIsAppliedWhenDrawing() {
        // A 2×1 bitmap: left red, right blue.
        let source = render(CGSize(width: 2, height: 1)) { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        // .right: turned 90° clockwise, so red ends up on top.
        let turned = UIImage(cgImage: source.cgImage!, scale: 1, orientation: .right)
        #expect(turned.size == CGSize(width: 1, height: 2))
        let drawn = render(turned.size) { _ in turned.draw(at: .zero) }
        #expect(rgba(drawn, 0, 0) == [255, 0, 0, 255] && rgba(drawn, 0, 1) == [0, 0, 255, 255])
        let mirrored = UIImage(cgImage: source.cgImage!, scale: 1, orientation: .upMirrored)
        let flipped = render(mirrored.size) { _ in mirrored.draw(at: .zero) }
        #expect(rgba(flipped, 0, 0) == [0, 0, 255, 255])
        let left = UIImage(cgImage: source.cgImage!, scale: 1, orientation: .left)
        let leftDrawn = render(left.size) { _ in left.draw(at: .zero) }
        #expect(rgba(leftDrawn, 0, 0) == [0, 0, 255, 255])
    }

    @Test func nineSliceKeepsCornersInStretchAndTileModes() throws {
        let frame = try #require(UIImage(named: "Fixtures/frame", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        for mode in [UIImage.ResizingMode.stretch, .tile] {
            let resizable = frame.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: mode)
            let image = render(CGSize(width: 30, height: 15)) { _ in resizable.draw(in: CGRect(x: 0, y: 0, width: 30, height: 15)) }
            #expect(rgba(image, 0, 0) == [255, 0, 0, 255] && rgba(image, 2, 2) == [255, 0, 0, 255])
            #expect(rgba(image, 29, 14) == [255, 0, 0, 255] && rgba(image, 27, 12) == [255, 0, 0, 255])
            #expect(rgba(image, 15, 1) == [0, 255, 0, 255])     // top edge
            #expect(rgba(image, 1, 7) == [0, 255, 0, 255])      // left edge
            #expect(rgba(image, 15, 7) == [0, 0, 255, 255])     // centre
            #expect(rgba(image, 3, 3) == [0, 0, 255, 255])
        }
        // Smaller than its caps: the caps shrink in proportion.
        let tiny = frame.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let small = render(CGSize(width: 4, height: 4)) { _ in tiny.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(rgba(small, 0, 0) == [255, 0, 0, 255] && rgba(small, 3, 3) == [255, 0, 0, 255])
    }

    @Test func tintedAndTemplateImages() throws {
        let glyph = try #require(UIImage(named: "Fixtures/glyph", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(glyph.renderingMode == .automatic)
        #expect(glyph.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let tinted = glyph.withTintColor(.systemGreen)
        #expect(tinted.renderingMode == .alwaysOriginal)
        let drawn = render(CGSize(width: 12, height: 12)) { _ in tinted.draw(at: .zero) }
        #expect(close(rgba(drawn, 6, 6), [52, 199, 89, 255], 1))
        #expect(rgba(drawn, 0, 0)[3] == 0)                      // transparent corners stay transparent
    }

    @Test func animatedImages() throws {
        let frames = (0..<3).map { i in render(CGSize(width: 2, height: 2)) { ctx in
            UIColor(white: CGFloat(i) / 2, alpha: 1).setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        } }
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.9))
        #expect(animated.images?.count == 3 && animated.duration == 0.9 && animated.size == CGSize(width: 2, height: 2))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test func animatedGIFDataBecomesAnAnimatedImage() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/animated", withExtension: "gif"))
        let image = try #require(UIImage(data: try Data(contentsOf: url)))
        #expect(image.images?.count == 3)
        #expect(abs(image.duration - 0.6) < 1e-9)
        #expect(image.size == CGSize(width: 10, height: 10))
    }

    @Test func encodingRoundTrips() throws {
        let image = render(CGSize(width: 5, height: 5), scale: 2) { ctx in
            UIColor.systemPurple.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png, scale: 2))
        #expect(decoded.size == image.size && rgba(decoded, 3, 3) == rgba(image, 3, 3))
        let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        #expect(UIImagePNGRepresentation(image) != nil)
    }
}
