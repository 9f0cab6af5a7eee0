import Testing
import TesseraTesting
@testable import UIKit
@testable import QuartzCore

/// Vibrancy blends its content with the material beneath: over the material's own tint it shows the
/// style's semantic colour, over a coloured backdrop that colour shines through, and a partial frame
/// equals a full repaint.
@MainActor @Suite struct VibrancyBlendTests {
    /// A window of `background` at scale 1 with a red band at y 0…60 under a 200 × 200 blur at (0, 0)
    /// of `style`, holding vibrancy of `vibrancy` with two 40-point squares: one over the band (20, 10),
    /// one below it (20, 140).
    private func scene(_ style: UIBlurEffect.Style, _ vibrancy: UIVibrancyEffectStyle, background: UIColor,
                       scale: CGFloat = 1) -> (UIWindow, UIView) {
        let window = keyWindow(.iPhone, scale: scale)
        window.backgroundColor = background
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        band.backgroundColor = .systemRed
        window.addSubview(band)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: style), style: vibrancy))
        vibrant.frame = blur.bounds
        blur.contentView.addSubview(vibrant)
        for y in [10.0, 140.0] {
            let square = UIView(frame: CGRect(x: 20, y: y, width: 40, height: 40))
            square.backgroundColor = .systemBlue
            vibrant.contentView.addSubview(square)
        }
        window.addSubview(blur)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, band)
    }

    @Test func overTheMaterialsOwnTintTheContentShowsTheStylesColour() throws {
        // The light material's tint is 94.9 % white: over a window of that grey, the material is that grey.
        let (window, _) = scene(.systemMaterialLight, .secondaryLabel, background: UIColor(white: 0.949, alpha: 1))
        defer { window.isHidden = true }
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "vibrancy-flat")
        #expect(close(rgba(image, 100, 170), [242, 242, 242, 255], 2), "the material: \(rgba(image, 100, 170))")
        // secondaryLabel (#3C3C43 at 60 %) over that grey: (133, 133, 137).
        #expect(close(rgba(image, 40, 160), [133, 133, 137, 255], 3), "\(rgba(image, 40, 160))")
    }

    @Test(arguments: [UIBlurEffect.Style.systemMaterialLight, .systemMaterialDark])
    func theColoursBehindShineThrough(style: UIBlurEffect.Style) throws {
        let dark = style == .systemMaterialDark
        let (window, _) = scene(style, .secondaryLabel, background: dark ? .black : .white)
        defer { window.isHidden = true }
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "vibrancy-\(dark ? "dark" : "light")")
        let overRed = rgba(image, 40, 30), overPlain = rgba(image, 40, 160)
        #expect(overRed[0] - overRed[1] > 20, "red shines through the content: \(overRed)")
        #expect(abs(overPlain[0] - overPlain[1]) < 4, "grey where the backdrop is grey: \(overPlain)")
        // Light content lightens a dark material, dark content darkens a light one.
        let material = rgba(image, 100, 170)
        #expect(dark ? overPlain[1] > material[1] + 40 : overPlain[1] < material[1] - 40, "\(overPlain) on \(material)")
    }

    @Test func aPartialFrameEqualsAFullRepaint() throws {
        let (window, band) = scene(.systemThinMaterial, .tertiaryLabel, background: .white, scale: 3)
        defer { window.isHidden = true }
        band.backgroundColor = .systemGreen
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.backdropsBlurred == 1)
        let partial = try #require(window.compositor?.image())
        window.compositor = nil
        window.layer.setNeedsComposite()
        UIApplication.shared.advanceFrame(by: 0)
        let full = try #require(window.compositor?.image())
        #expect(partial.width == full.width && partial.height == full.height)
        let same = partial.withNativePixels { pa, sa in
            full.withNativePixels { pb, sb in
                (0..<partial.height).allSatisfy { y in (0..<partial.width * 4).allSatisfy { pa[y * sa + $0] == pb[y * sb + $0] } }
            }
        }
        #expect(same)
    }
}
