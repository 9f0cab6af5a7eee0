import Foundation
import Testing
import TesseraTesting
@testable import UIKit

/// UIActivityIndicatorView: styles and sizes, hiding, the spinner on the frame clock, a
/// customised indicator, accessibility and appearance.
@MainActor @Suite struct ActivityIndicatorViewTests {
    init() { LogCapture.install() }

    private func shown(_ indicator: UIActivityIndicatorView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        window.addSubview(indicator)
        return window
    }

    /// The opacity of the spinner's pixel `distance` points from the centre towards an angle (0: up, clockwise).
    private func spokeAlpha(_ image: UIImage, _ indicator: UIActivityIndicatorView, degrees: CGFloat, distance: CGFloat) -> Int {
        let radians = degrees * .pi / 180
        let scale = image.scale
        let x = (indicator.bounds.midX + sin(radians) * distance) * scale
        let y = (indicator.bounds.midY - cos(radians) * distance) * scale
        return rgba(image, Int(x), Int(y))[3]
    }

    @Test func stylesHaveIOSSizesAndColours() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(medium.color == .secondaryLabel)
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(large.sizeThatFits(.zero) == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
        large.style = .medium
        #expect(large.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test @available(*, deprecated) func deprecatedStylesMapToMediumAndLarge() {
        #expect(UIActivityIndicatorView(style: .whiteLarge).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
        #expect(UIActivityIndicatorView(style: .white).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        #expect(UIActivityIndicatorView(style: .gray).color == .gray)
    }

    @Test func colourFallsBackToTheStyles() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.color = .systemRed
        #expect(indicator.color == .systemRed)
        indicator.color = nil
        #expect(indicator.color == .secondaryLabel)
    }

    @Test func hidesWhileStopped() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden)
        #expect(!indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test func theSpinnerStepsWithTheFrameClock() {
        let indicator = UIActivityIndicatorView(style: .large)
        let window = shown(indicator)
        indicator.startAnimating()
        let first = indicator.snapshotImage(scale: 2)
        #expect(spokeAlpha(first, indicator, degrees: 0, distance: 14) > spokeAlpha(first, indicator, degrees: 180, distance: 14) + 60)
        UIApplication.shared.advanceFrame(by: 0.13)
        #expect(indicator.phase == 1)
        UIApplication.shared.advanceFrame(by: 0.4)   // 0.53 s: half a turn
        #expect(indicator.phase == 4)
        let half = indicator.snapshotImage(scale: 2)
        #expect(spokeAlpha(half, indicator, degrees: 180, distance: 14) > spokeAlpha(half, indicator, degrees: 0, distance: 14) + 60)
        #expect(spokeAlpha(half, indicator, degrees: 135, distance: 14) > spokeAlpha(half, indicator, degrees: 90, distance: 14))
        indicator.stopAnimating()
        UIApplication.shared.advanceFrame(by: 0.13)
        #expect(indicator.phase == 4)
        indicator.startAnimating()
        indicator.removeFromSuperview()
        UIApplication.shared.advanceFrame(by: 0.13)
        #expect(indicator.phase == 0)   // not stepping outside a window
        window.addSubview(indicator)
        UIApplication.shared.advanceFrame(by: 0.13)
        #expect(indicator.phase == 2)
    }

    @Test func customisedIndicatorIsCentredInItsRoundedBackground() {
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.color = .yellow
        indicator.backgroundColor = UIColor(white: 0.2, alpha: 0.4)
        indicator.layer.cornerRadius = 10
        var bounds = indicator.bounds
        bounds.size.width += 10
        bounds.size.height += 10
        indicator.bounds = bounds
        _ = shown(indicator)
        indicator.startAnimating()
        let image = indicator.snapshotImage(scale: 2)
        #expect(image.size == CGSize(width: 47, height: 47))
        #expect(rgba(image, 0, 0)[3] < 20)                                    // rounded corner
        #expect(close(rgba(image, 47, 4), [51, 51, 51, 102], 3))              // background
        let top = rgba(image, 47, 14)                                         // the leading spoke, 16 points above the centre
        #expect(top[0] > 200 && top[1] > 200 && top[2] < 100)                 // yellow over the grey
        let ink = inkRows(image).filter { row in (0..<94).contains { rgba(image, $0, row)[0] > 120 && rgba(image, $0, row)[2] < 100 } }
        #expect(abs((ink.first ?? 0) - (93 - (ink.last ?? 0))) <= 1)          // as far from the top as from the bottom
    }

    @Test func accessibilitySaysItIsInProgress() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.frame.origin = CGPoint(x: 10, y: 10)
        let window = shown(indicator)
        indicator.startAnimating()
        #expect(window.accessibilityTreeDescription() == "[updatesFrequently] \"In progress\" frame: (10, 10, 20, 20)")
        indicator.hidesWhenStopped = false
        indicator.stopAnimating()
        #expect(indicator.accessibilityLabel == "Progress halted")
    }

    @Test func colourAppearanceReachesIndicatorsUnlessSetInCode() {
        withCleanAppearance {
            UIActivityIndicatorView.appearance().color = .systemOrange
            let plain = UIActivityIndicatorView(style: .medium), explicit = UIActivityIndicatorView(style: .medium)
            explicit.color = .systemGreen
            let window = appearanceWindow()
            window.addSubview(plain)
            window.addSubview(explicit)
            #expect(plain.color == .systemOrange)
            #expect(explicit.color == .systemGreen)
            #expect(AppearanceSchema.property(named: "color", of: UIActivityIndicatorView.self) != nil)
        }
    }
}
