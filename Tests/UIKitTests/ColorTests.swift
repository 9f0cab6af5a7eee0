import Testing
import TesseraTesting
import UIKit

@Suite struct ColorTests {
    init() { LogCapture.install() }

    @Test func componentsAndModels() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0, w: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0, 1])
        // iOS: getWhite fails for colours made from RGB, succeeds for grays.
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        #expect(UIColor.darkGray.getWhite(&w, alpha: &a) && close(w, 1.0 / 3.0))
        #expect(UIColor.lightGray.cgColor.components! == [2.0 / 3.0, 1])
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor.red.withAlphaComponent(0.25).cgColor.alpha == 0.25)
    }

    @Test func hueSaturationBrightnessRoundTrip() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(close(h, 0.6, 1e-9) && close(s, 0.5, 1e-9) && close(v, 0.8, 1e-9))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b] == [1, 0, 0])
    }

    @Test func systemColorsHaveIOSLightAndDarkValues() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        func rgb255(_ c: UIColor) -> [Int] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
        }
        #expect(rgb255(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 100])
        #expect(rgb255(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 100])
        #expect(rgb255(UIColor.systemRed.resolvedColor(with: dark)) == [255, 69, 58, 100])
        #expect(rgb255(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 100])
        #expect(rgb255(UIColor.secondaryLabel.resolvedColor(with: light)) == [60, 60, 67, 60])
        #expect(rgb255(UIColor.separator.resolvedColor(with: dark)) == [84, 84, 88, 60])
        #expect(rgb255(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 100])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgb255(UIColor.systemBackground.resolvedColor(with: elevated)) == [28, 28, 30, 100])
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue.description.contains("systemBlue"))
    }

    @Test func dynamicColorsFollowTheCurrentTraits() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(color.cgColor == UIColor.white.cgColor)
            let image = render(CGSize(width: 2, height: 2)) { _ in
                color.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            #expect(rgba(image, 0, 0) == [255, 255, 255, 255])
        }
        #expect(color.cgColor == UIColor.black.cgColor)
        #expect(color.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.alpha == 0.5)
    }

    @Test func displayP3IsConvertedToSRGB() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        // P3 red is outside sRGB: more than 1 red, negative green and blue.
        #expect(r > 1.05 && g < 0 && b < 0)
    }

    @Test func assetCatalogColorSets() throws {
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.components! == [1, 0, 0, 1])
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.components! == [0, 1, 0, 1])
        #expect(UIColor(named: "Missing", in: .module, compatibleWith: nil) == nil)
    }
}
