import Foundation
import Testing
@testable import UIKit

/// The view that draws a background configuration: insets, margins, corners, stroke, custom view,
/// image and visual effect, and the colours it resolves from the tint.
@MainActor @Suite struct BackgroundConfigurationViewTests {
    @Test func insetsAndMarginsPlaceTheBackground() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
        var configuration = UIBackgroundConfiguration.listSidebarCell()
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 5)
        configuration.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        let view = BackgroundConfigurationView(configuration: configuration)
        view.frame = cell.bounds
        cell.addSubview(view)
        #expect(view.backgroundFrame == CGRect(x: 23, y: 2, width: 390 - 23 - 25, height: 56))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.backgroundFrame.minX == 25, "leading is on the right")
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 40, leading: 0, bottom: 40, trailing: 0)
        view.configuration = configuration
        #expect(view.backgroundFrame.height == 0, "insets larger than the view leave nothing, not a negative size")
    }

    @Test func fillStrokeCustomViewAndEffectDraw() throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.backgroundColor = .black
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = nil   // the tint
        configuration.cornerRadius = 12
        configuration.strokeColor = .systemYellow
        configuration.strokeWidth = 2
        configuration.strokeOutset = 4
        let view = BackgroundConfigurationView(configuration: configuration)
        view.tintColor = .systemGreen
        view.frame = CGRect(x: 50, y: 100, width: 200, height: 80)
        window.addSubview(view)
        var effect = UIBackgroundConfiguration.clear()
        effect.visualEffect = UIBlurEffect(style: .systemMaterialLight)
        let material = BackgroundConfigurationView(configuration: effect)
        material.frame = CGRect(x: 50, y: 300, width: 200, height: 80)
        window.addSubview(material)
        var custom = UIBackgroundConfiguration.clear()
        let customView = UIView()
        customView.backgroundColor = .systemPurple
        custom.customView = customView
        custom.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let withCustom = BackgroundConfigurationView(configuration: custom)
        withCustom.frame = CGRect(x: 50, y: 450, width: 200, height: 80)
        window.addSubview(withCustom)
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "lists-backgrounds")
        #expect(close(rgba(image, 150, 140), [52, 199, 89, 255], 3), "the tint fills when the colour is nil")
        #expect(!close(rgba(image, 52, 102), [52, 199, 89, 255], 20), "the corner is rounded off")
        #expect(close(rgba(image, 150, 97), [255, 204, 0, 255], 6), "the stroke 4 points outside, 2 wide")
        let grey = rgba(image, 150, 340)
        #expect(grey[0] > 150 && grey[0] < 240 && abs(grey[0] - grey[2]) < 4, "a translucent light material over black")
        #expect(close(rgba(image, 150, 490), [175, 82, 222, 255], 3), "the custom view inside the insets")
        #expect(close(rgba(image, 55, 455), [0, 0, 0, 255], 3), "nothing in the insets")
        #expect(customView.superview != nil && customView.frame.size == CGSize(width: 180, height: 60))
        custom.customView = nil
        withCustom.configuration = custom
        #expect(customView.superview == nil, "a replaced custom view is removed")
    }

    @Test func visualEffectsCompareByStyle() {
        #expect(UIBlurEffect(style: .systemMaterial) == UIBlurEffect(style: .systemMaterial))
        #expect(UIBlurEffect(style: .systemMaterial) != UIBlurEffect(style: .systemThinMaterial))
        var a = UIBackgroundConfiguration.clear(), b = UIBackgroundConfiguration.clear()
        a.visualEffect = UIBlurEffect(style: .regular)
        b.visualEffect = UIBlurEffect(style: .regular)
        #expect(a == b)
    }
}
