import Testing
import TesseraTesting
@testable import UIKit

/// A view that fills itself with the label colour in `draw(_:)`.
@MainActor
final class LabelColorFillView: UIView {
    private(set) var drawCount = 0
    override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}

/// Dynamic colours: iOS's exact system colour values, views that re-resolve and
/// redraw when their style changes, asset catalog colours and images with dark variants, and Dynamic
/// Type following the content size category.
@MainActor @Suite struct DynamicColorTests {
    init() { LogCapture.install() }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let darkElevated = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceLevel: .elevated)])
    private let lightContrast = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high)])
    private let darkContrast = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high)])

    /// The colour's 0…255 components and alpha for traits.
    private func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [(r * 255).rounded(), (g * 255).rounded(), (b * 255).rounded(), (a * 100).rounded() / 100]
    }

    private func window(on screen: UIScreen) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        return window
    }

    @Test func semanticColoursHaveIOSLightAndDarkValues() {
        let expected: [(UIColor, [CGFloat], [CGFloat])] = [
            (.label, [0, 0, 0, 1], [255, 255, 255, 1]),
            (.secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
            (.tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
            (.quaternaryLabel, [60, 60, 67, 0.18], [235, 235, 245, 0.16]),
            (.placeholderText, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
            (.link, [0, 122, 255, 1], [9, 132, 255, 1]),
            (.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
            (.opaqueSeparator, [198, 198, 200, 1], [56, 56, 58, 1]),
            (.systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
            (.secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.tertiarySystemBackground, [255, 255, 255, 1], [44, 44, 46, 1]),
            (.systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
            (.secondarySystemGroupedBackground, [255, 255, 255, 1], [28, 28, 30, 1]),
            (.tertiarySystemGroupedBackground, [242, 242, 247, 1], [44, 44, 46, 1]),
            (.systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
            (.secondarySystemFill, [120, 120, 128, 0.16], [120, 120, 128, 0.32]),
            (.tertiarySystemFill, [118, 118, 128, 0.12], [118, 118, 128, 0.24]),
            (.quaternarySystemFill, [116, 116, 128, 0.08], [118, 118, 128, 0.18]),
            (.systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
            (.systemGray2, [174, 174, 178, 1], [99, 99, 102, 1]),
            (.systemGray3, [199, 199, 204, 1], [72, 72, 74, 1]),
            (.systemGray4, [209, 209, 214, 1], [58, 58, 60, 1]),
            (.systemGray5, [229, 229, 234, 1], [44, 44, 46, 1]),
            (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
            (.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
            (.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
            (.systemOrange, [255, 149, 0, 1], [255, 159, 10, 1]),
            (.systemYellow, [255, 204, 0, 1], [255, 214, 10, 1]),
            (.systemPink, [255, 45, 85, 1], [255, 55, 95, 1]),
            (.systemPurple, [175, 82, 222, 1], [191, 90, 242, 1]),
            (.systemIndigo, [88, 86, 214, 1], [94, 92, 230, 1]),
            (.systemTeal, [48, 176, 199, 1], [64, 200, 224, 1]),
            (.systemCyan, [50, 173, 230, 1], [100, 210, 255, 1]),
            (.systemMint, [0, 199, 190, 1], [99, 230, 226, 1]),
            (.systemBrown, [162, 132, 94, 1], [172, 142, 104, 1]),
        ]
        for (color, lightValue, darkValue) in expected {
            #expect(components(color, light) == lightValue, "\(color) light")
            #expect(components(color, dark) == darkValue, "\(color) dark")
        }
        // Unspecified style resolves as light, as on iOS.
        #expect(components(.label, UITraitCollection()) == [0, 0, 0, 1])
    }

    @Test func elevatedAndIncreasedContrastVariants() {
        #expect(components(.systemBackground, darkElevated) == [28, 28, 30, 1])
        #expect(components(.secondarySystemBackground, darkElevated) == [44, 44, 46, 1])
        #expect(components(.tertiarySystemBackground, darkElevated) == [58, 58, 60, 1])
        #expect(components(.systemGroupedBackground, darkElevated) == [28, 28, 30, 1])
        #expect(components(.secondarySystemGroupedBackground, darkElevated) == [44, 44, 46, 1])
        #expect(components(.tertiarySystemGroupedBackground, darkElevated) == [58, 58, 60, 1])
        // Elevation only lightens dark backgrounds.
        #expect(components(.systemBackground, UITraitCollection(userInterfaceLevel: .elevated)) == [255, 255, 255, 1])
        #expect(components(.label, darkElevated) == [255, 255, 255, 1])
        #expect(components(.systemBlue, lightContrast) == [0, 64, 221, 1])
        #expect(components(.systemBlue, darkContrast) == [64, 156, 255, 1])
        #expect(components(.systemRed, lightContrast) == [215, 0, 21, 1])
        #expect(components(.secondarySystemBackground, lightContrast) == [235, 235, 240, 1])
        #expect(components(.secondaryLabel, darkContrast) == [235, 235, 245, 0.68])
    }

    @Test func dynamicProviderFollowsTheTraitsItIsResolvedWith() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: dark) == .white && color.resolvedColor(with: light) == .black)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(color.cgColor.components == [1, 1])
        }
        // Resolving a custom colour-affecting trait.
        let bold = UIColor { $0[BoldColorsTrait.self] ? .red : .gray }
        #expect(bold.resolvedColor(with: UITraitCollection(BoldColorsTrait.self, value: true)) == .red)
    }

    @Test func renderedBackgroundFlipsToDarkInAPNG() throws {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .secondarySystemBackground
        window.addSubview(card)
        func pixel() throws -> [Int] {
            let png = try #require(card.snapshotImage(scale: 1).pngData())
            return rgba(try #require(UIImage(data: png)), 10, 10)
        }
        #expect(try pixel() == [242, 242, 247, 255])
        screen.userInterfaceStyle = .dark
        #expect(try pixel() == [28, 28, 30, 255])
        // A subtree forced back to light.
        card.overrideUserInterfaceStyle = .light
        #expect(try pixel() == [242, 242, 247, 255])
    }

    @Test func drawnContentRedrawsWithTheViewsTraits() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let view = LabelColorFillView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.isOpaque = false
        window.addSubview(view)
        #expect(rgba(view.snapshotImage(scale: 1), 4, 4) == [0, 0, 0, 255])
        let draws = view.drawCount
        view.overrideUserInterfaceStyle = .dark
        #expect(rgba(view.snapshotImage(scale: 1), 4, 4) == [255, 255, 255, 255])
        #expect(view.drawCount == draws + 1)
        // A change that does not affect colours does not redraw.
        view.traitOverrides.preferredContentSizeCategory = .extraLarge
        _ = view.snapshotImage(scale: 1)
        #expect(view.drawCount == draws + 1)
    }

    @Test func layerColoursSetFromDynamicColoursFollowTheView() {
        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.systemRed.cgColor
        view.layer.shadowOpacity = 0.5
        view.layer.shadowColor = UIColor.label.cgColor
        screen.userInterfaceStyle = .dark
        #expect(view.layer.borderColor?.components == [1, 69.0 / 255, 58.0 / 255, 1])
        #expect(view.layer.shadowColor?.components == [1, 1, 1, 1])
        // A fixed colour stays as it is.
        view.layer.borderColor = UIColor.red.cgColor
        screen.userInterfaceStyle = .light
        #expect(view.layer.borderColor?.components == [1, 0, 0, 1])
    }

    @Test func labelTextColourRedrawsInDark() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        let label = UILabel(frame: container.bounds)
        label.text = "MMMM"
        label.font = .systemFont(ofSize: 24, weight: .black)
        container.addSubview(label)
        func inkIsWhite() -> Bool {
            let image = label.snapshotImage(scale: 1)
            let cg = image.cgImage!
            for y in 0..<cg.height { for x in 0..<cg.width where cg.pixel(x: x, y: y)!.alpha == 255 {
                return cg.pixel(x: x, y: y)!.red == 255
            } }
            return false
        }
        #expect(!inkIsWhite())
        container.overrideUserInterfaceStyle = .dark
        #expect(inkIsWhite())
    }

    @Test func namedColoursAreDynamic() throws {
        let color = try #require(UIColor(named: "Contrast", in: .module, compatibleWith: nil))
        #expect(components(color, light) == [16, 32, 48, 1])
        #expect(components(color, dark) == [240, 224, 208, 1])
        #expect(components(color, lightContrast) == [0, 0, 0, 1])
        #expect(components(color, darkContrast) == [255, 255, 255, 1])
        let fixed = try #require(UIColor(named: "Contrast", in: .module, compatibleWith: dark))
        #expect(components(fixed, light) == [240, 224, 208, 1])
        // In a view: the background follows the view's style.
        let view = UIView()
        view.backgroundColor = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(view.layer.backgroundColor?.components == [1, 0, 0, 1])
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor?.components == [0, 1, 0, 1])
    }

    @Test func imageSetsWithDarkVariantsSwapInImageViews() throws {
        let badge = try #require(UIImage(named: "Badge", in: .module, compatibleWith: nil))
        let asset = try #require(badge.imageAsset)
        let darkTraits = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 3)])
        #expect(rgba(asset.image(with: darkTraits), 0, 0) == [175, 82, 222, 255])
        #expect(asset.image(with: darkTraits).imageAsset === asset)

        let screen = UIScreen(profile: .iPhone)
        let window = window(on: screen)
        let imageView = UIImageView(image: badge)
        window.addSubview(imageView)
        func shownPixel() -> [Int] {
            let contents = imageView.layer.contents as! CGImage
            let p = contents.pixel(x: 0, y: 0)!
            return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
        }
        #expect(shownPixel() == [255, 149, 0, 255])
        screen.userInterfaceStyle = .dark
        #expect(shownPixel() == [175, 82, 222, 255])
        #expect(imageView.image === badge)   // the view keeps the image it was given
        imageView.overrideUserInterfaceStyle = .light
        #expect(shownPixel() == [255, 149, 0, 255])
    }

    @Test func imagesRegisteredInCodeResolveByTraits() {
        let asset = UIImageAsset()
        let lightImage = render(CGSize(width: 1, height: 1)) { _ in UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        let darkImage = render(CGSize(width: 1, height: 1)) { _ in UIColor.black.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        asset.register(lightImage, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(darkImage, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: darkContrast).cgImage === darkImage.cgImage)
        #expect(asset.image(with: light).cgImage === lightImage.cgImage)
        #expect(asset.image(with: light).imageAsset === asset)
        #expect(darkImage.imageAsset === asset)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: dark).cgImage === lightImage.cgImage)
    }

    @Test func anAssetAndItsImagesAreFreedTogether() {
        weak var weakAsset: UIImageAsset?
        weak var weakImage: UIImage?
        do {
            let asset = UIImageAsset()
            let image = render(CGSize(width: 1, height: 1)) { _ in UIColor.white.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            asset.register(image, with: UITraitCollection(userInterfaceStyle: .light))
            weakAsset = asset
            weakImage = image
            #expect(weakImage?.imageAsset === asset)
        }
        #expect(weakAsset == nil)
        #expect(weakImage == nil)
    }

    @Test func preferredFontsFollowTheContentSizeCategory() {
        func body(_ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        #expect(body(.extraSmall) == 14 && body(.large) == 17 && body(.extraLarge) == 19)
        #expect(body(.extraExtraExtraLarge) == 23 && body(.accessibilityExtraExtraExtraLarge) == 53)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == 34)

        let screen = UIScreen(profile: .iPhoneSE)
        let window = window(on: screen)
        let adjusting = UILabel(), fixed = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection)
        fixed.font = .preferredFont(forTextStyle: .body, compatibleWith: window.traitCollection)
        adjusting.adjustsFontForContentSizeCategory = true
        window.addSubview(adjusting); window.addSubview(fixed)
        screen.preferredContentSizeCategory = .extraLarge
        #expect(adjusting.font.pointSize == 19 && fixed.font.pointSize == 17)
        adjusting.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(adjusting.font.pointSize == 28)
        // A font not made from a text style is left alone.
        let plain = UILabel()
        plain.adjustsFontForContentSizeCategory = true
        plain.font = .systemFont(ofSize: 12)
        window.addSubview(plain)
        screen.preferredContentSizeCategory = .small
        #expect(plain.font.pointSize == 12 && adjusting.font.pointSize == 28)
    }
}
