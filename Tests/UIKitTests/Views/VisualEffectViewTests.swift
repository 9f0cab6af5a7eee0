import Testing
import TesseraTesting
@testable import UIKit
@testable import QuartzCore

/// UIVisualEffectView: the API (effect, content view, vibrancy) and what the compositor's backdrop
/// pass draws (a real blur of what lies beneath, saturated and tinted).
@MainActor @Suite struct VisualEffectViewTests {
    init() { LogCapture.install() }

    /// A window at `scale` whose content is horizontal stripes `stripe` points tall, alternating `a`
    /// and `b`, under an effect view 200 × 100 points at (40, 100).
    private func stripedScene(effect: UIVisualEffect?, scale: CGFloat = 1, stripe: CGFloat = 2,
                              a: UIColor = .black, b: UIColor = .white) -> (UIWindow, UIVisualEffectView) {
        let window = keyWindow(.iPhone, scale: scale)
        window.backgroundColor = b
        var y: CGFloat = 0
        while y < window.bounds.height {
            let band = UIView(frame: CGRect(x: 0, y: y, width: window.bounds.width, height: stripe))
            band.backgroundColor = a
            window.addSubview(band)
            y += 2 * stripe
        }
        let view = UIVisualEffectView(effect: effect)
        view.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, view)
    }

    /// The mean absolute difference of green between vertically neighbouring pixels in `rect` (pixels).
    private func roughness(_ image: CGImage, _ rect: CGRect) -> Double {
        var total = 0, count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) - 1 {
            for x in stride(from: Int(rect.minX), to: Int(rect.maxX), by: 7) {
                total += abs(Int(image.pixel(x: x, y: y)!.green) - Int(image.pixel(x: x, y: y + 1)!.green))
                count += 1
            }
        }
        return Double(total) / Double(max(count, 1))
    }

    /// The mean luminance (0…255) of the pixels in `rect`.
    private func luminance(_ image: CGImage, _ rect: CGRect) -> Double {
        var total = 0.0, count = 0
        for y in stride(from: Int(rect.minY), to: Int(rect.maxY), by: 3) {
            for x in stride(from: Int(rect.minX), to: Int(rect.maxX), by: 3) {
                let p = image.pixel(x: x, y: y)!
                total += 0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)
                count += 1
            }
        }
        return total / Double(max(count, 1))
    }

    // MARK: API

    @Test func contentViewHoldsTheSubviewsAboveTheEffect() throws {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(view.contentView.superview === view)
        #expect(view.subviews.last === view.contentView, "the content is on top of the material")
        let backdrop = try #require(view.backdropLayer)
        #expect(backdrop.backdrop == CALayer.Backdrop(blurRadius: 20, saturation: 1.8))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        view.layoutIfNeeded()
        #expect(view.contentView.frame == view.bounds)
        #expect(backdrop.frame == view.bounds)
    }

    @Test func addingASubviewDirectlyIsLoggedAndStillAdds() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let label = UILabel()
        let logged = LogCapture.messages(containing: "contentView") { view.addSubview(label) }
        #expect(logged.count == 1)
        #expect(label.superview === view)
        let inContent = LogCapture.messages(containing: "contentView") { view.contentView.addSubview(UILabel()) }
        #expect(inContent.isEmpty)
    }

    @Test func effectCanBeChangedAndRemoved() {
        let view = UIVisualEffectView(effect: nil)
        #expect(view.backdropLayer == nil)
        view.effect = UIBlurEffect(style: .dark)
        #expect(view.backdropLayer?.backdrop?.blurRadius == 20)
        #expect(view.effect == UIBlurEffect(style: .dark))
        view.effect = UIBlurEffect(style: .light)
        #expect(view.backdropLayer?.backdrop?.blurRadius == 30)
        view.effect = nil
        #expect(view.backdropLayer == nil)
        #expect(view.subviews == [view.contentView])
    }

    @Test func anAnimatedEffectChangeCrossFades() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        UIView.animate(withDuration: 1) { view.effect = UIBlurEffect(style: .systemMaterialDark) }
        let backdrop = try #require(view.backdropLayer)
        UIApplication.shared.advanceFrame(by: 0.5)
        let midway = try #require(backdrop.presentation()?.opacity)
        #expect(midway > 0.2 && midway < 0.8, "half way through, the material is half faded in (\(midway))")
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(backdrop.presentation()?.opacity ?? backdrop.opacity == 1)
    }

    @Test func vibrancyDrawsTheContentInTheStyleColour() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark), style: .label))
        vibrancy.frame = blur.bounds
        blur.contentView.addSubview(vibrancy)
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = .systemRed
        vibrancy.contentView.addSubview(square)
        window.addSubview(blur)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "vibrancy")
        // The label colour of a dark material is white: the red square comes out white.
        #expect(close(rgba(image, 40, 40), [255, 255, 255, 255], 3), "\(rgba(image, 40, 40))")
        #expect((vibrancy.effect as? UIVibrancyEffect)?.style == .label)
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)) == UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label))
        #expect(vibrancy.backdropLayer == nil, "vibrancy draws no material of its own")
    }

    @Test func everyStyleHasAMaterial() {
        for style in UIBlurEffect.Style.allCases {
            let material = UIBlurEffect(style: style).material
            #expect(material != nil, "\(style)")
            #expect((material?.blurRadius ?? 0) > 0)
        }
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        let adaptive = UIBlurEffect(style: .systemMaterial).materialColor!
        #expect(adaptive.resolvedColor(with: light) != adaptive.resolvedColor(with: dark))
        let fixed = UIBlurEffect(style: .systemMaterialDark).materialColor!
        #expect(fixed.resolvedColor(with: light) == fixed.resolvedColor(with: dark))
    }

    @Test func barsUseTheChromeMaterialByDefault() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(UIToolbarAppearance().backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
        #expect(UITabBarAppearance().backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
    }

    // MARK: Pixels

    @Test func aSharpStripePatternComesOutSmooth() throws {
        let (window, _) = stripedScene(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        defer { window.isHidden = true }
        let image = try #require(window.screen.snapshotImage().cgImage)
        writeDebugImage(UIImage(cgImage: image), named: "blur-stripes")
        let outside = roughness(image, CGRect(x: 40, y: 300, width: 200, height: 60))
        let inside = roughness(image, CGRect(x: 50, y: 110, width: 180, height: 80))
        #expect(outside > 100, "the stripes alternate black and white (\(outside))")
        #expect(inside < 3, "under the blur, neighbouring rows differ by little (\(inside))")
    }

    @Test func theBlurScalesWithTheScreenScale() throws {
        // The same stripes at 3×: a blur radius in points covers three times the pixels.
        let (window, _) = stripedScene(effect: UIBlurEffect(style: .systemUltraThinMaterialLight), scale: 3)
        defer { window.isHidden = true }
        let image = try #require(window.screen.snapshotImage().cgImage)
        #expect(roughness(image, CGRect(x: 150, y: 330, width: 540, height: 240)) < 1)
    }

    @Test func aLightMaterialIsBrighterThanADarkOne() throws {
        let (window, view) = stripedScene(effect: UIBlurEffect(style: .systemMaterialLight), stripe: 6,
                                          a: .systemBlue, b: .systemOrange)
        defer { window.isHidden = true }
        let rect = CGRect(x: 50, y: 110, width: 180, height: 80)
        let light = luminance(try #require(window.screen.snapshotImage().cgImage), rect)
        view.effect = UIBlurEffect(style: .systemMaterialDark)
        UIApplication.shared.advanceFrame(by: 0)
        let darkImage = window.screen.snapshotImage()
        writeDebugImage(darkImage, named: "blur-dark")
        let dark = luminance(try #require(darkImage.cgImage), rect)
        #expect(light > 190 && dark < 80, "light \(light), dark \(dark)")
        // The adaptive material follows the interface style.
        view.effect = UIBlurEffect(style: .systemMaterial)
        window.overrideUserInterfaceStyle = .dark
        UIApplication.shared.advanceFrame(by: 0)
        let adaptive = luminance(try #require(window.screen.snapshotImage().cgImage), rect)
        #expect(abs(adaptive - dark) < 2)
    }

    @Test func theTintDominatesAFlatBackdrop() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
        view.frame = CGRect(x: 20, y: 60, width: 200, height: 100)
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        // A blur of flat red is flat red (saturation keeps it red); 97 % white at 88 % goes over it.
        let expected = [Int((0.97 * 0.88 + 0.12) * 255), Int(0.97 * 0.88 * 255), Int(0.97 * 0.88 * 255), 255]
        #expect(close(rgba(image, 120, 110), expected, 3), "\(rgba(image, 120, 110)) against \(expected)")
        #expect(close(rgba(image, 120, 300), [255, 0, 0, 255], 1), "outside, the backdrop is as it was")
    }

    @Test func roundedCornersClipTheMaterial() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.backgroundColor = .black
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
        view.frame = CGRect(x: 20, y: 60, width: 200, height: 100)
        view.layer.cornerRadius = 30
        view.clipsToBounds = true
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        #expect(rgba(image, 21, 61) == [0, 0, 0, 255], "the corner is cut off")
        #expect(rgba(image, 120, 110)[0] > 180, "the middle is the material")
    }

    // MARK: Compositing

    /// A window at `scale` with a list of coloured rows in a scroll view under a blurred bar.
    private func scrollScene(scale: CGFloat) -> (UIWindow, UIScrollView, UIVisualEffectView) {
        let window = keyWindow(.iPhone, scale: scale)
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: window.bounds)
        scroll.backgroundColor = .white
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: window.bounds.width, height: 3000)
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        for row in 0..<60 {
            let swatch = UIView(frame: CGRect(x: 16, y: CGFloat(row) * 48 + 6, width: 200, height: 36))
            swatch.backgroundColor = UIColor(hue: CGFloat(row % 12) / 12, saturation: 0.8, brightness: 0.9, alpha: 1)
            scroll.addSubview(swatch)
            let label = UILabel(frame: CGRect(x: 230, y: CGFloat(row) * 48 + 14, width: 140, height: 20))
            label.text = "Row \(row)"
            scroll.addSubview(label)
        }
        window.addSubview(scroll)
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        bar.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: 97)
        let title = UILabel(frame: CGRect(x: 16, y: 60, width: 200, height: 24))
        title.text = "Title"
        bar.contentView.addSubview(title)
        window.addSubview(bar)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, scroll, bar)
    }

    /// The window's bitmap as composited, then as a new compositor paints it whole.
    private func partialAndFull(_ window: UIWindow) throws -> (CGImage, CGImage) {
        let partial = try #require(window.compositor?.image())
        window.compositor = nil
        window.layer.setNeedsComposite()
        UIApplication.shared.advanceFrame(by: 0)
        let full = try #require(window.compositor?.image())
        return (partial, full)
    }

    private func sameBytes(_ a: CGImage, _ b: CGImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.withNativePixels { pa, sa in
            b.withNativePixels { pb, sb in
                (0..<a.height).allSatisfy { y in
                    (0..<a.width * 4).allSatisfy { pa[y * sa + $0] == pb[y * sb + $0] }
                }
            }
        }
    }

    @Test(arguments: [2.0, 3.0, 2.5])
    func aScrollStepUnderABlurredBarEqualsAFullRepaint(scale: CGFloat) throws {
        let (window, scroll, bar) = scrollScene(scale: scale)
        defer { window.isHidden = true }
        scroll.contentOffset.y = 31
        UIApplication.shared.advanceFrame(by: 0)
        let frame = try #require(window.compositor?.lastFrame)
        #expect(frame.backdropsBlurred == 1, "the content beneath the bar changed")
        #expect(frame.damage.contains { $0.contains(bar.frame) }, "the whole bar is repainted")
        let (partial, full) = try partialAndFull(window)
        writeDebugImage(UIImage(cgImage: partial), named: "blur-scroll-\(scale)")
        #expect(sameBytes(partial, full))
    }

    @Test func anUnchangedBackdropIsNotBlurredAgain() throws {
        let (window, scroll, bar) = scrollScene(scale: 2)
        defer { window.isHidden = true }
        // Above the material: the bar's title.
        (bar.contentView.subviews[0] as? UILabel)?.text = "Another title"
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.backdropsBlurred == 0)
        #expect(window.compositor?.lastFrame.damage.isEmpty == false)
        // Beneath, but far below the blur's reach.
        let far = scroll.subviews.first { $0.frame.minY > 600 && $0 is UILabel } as? UILabel
        far?.text = "Changed"
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.backdropsBlurred == 0)
        // Beneath and within reach.
        scroll.subviews.first { $0.frame.minY < 50 && !($0 is UILabel) }?.backgroundColor = .black
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.backdropsBlurred == 1)
        // Nothing changed at all.
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.compositor?.lastFrame.backdropsBlurred == 0)
        let (partial, full) = try partialAndFull(window)
        #expect(sameBytes(partial, full))
    }

    @Test func aBlurInAWindowAboveBlursTheWindowBelow() throws {
        let (window, _) = stripedScene(effect: nil)
        defer { window.isHidden = true }
        let overlay = UIWindow(frame: window.frame)
        overlay.screen = window.screen
        overlay.frame = window.frame
        overlay.windowLevel = .alert
        overlay.backgroundColor = .clear
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        view.frame = CGRect(x: 40, y: 400, width: 200, height: 100)
        overlay.addSubview(view)
        overlay.isHidden = false
        defer { overlay.isHidden = true }
        UIApplication.shared.advanceFrame(by: 0)
        let image = try #require(window.screen.snapshotImage().cgImage)
        #expect(roughness(image, CGRect(x: 50, y: 410, width: 180, height: 80)) < 3)
        // A change in the window below blurs anew.
        window.subviews.last?.backgroundColor = .red
        UIApplication.shared.advanceFrame(by: 0)
        #expect(overlay.compositor?.lastFrame.backdropsBlurred == 0, "that band is far from the material")
        window.subviews.first { $0.frame.minY > 420 && $0.frame.minY < 480 }?.backgroundColor = .red
        UIApplication.shared.advanceFrame(by: 0)
        #expect(overlay.compositor?.lastFrame.backdropsBlurred == 1)
    }
}
