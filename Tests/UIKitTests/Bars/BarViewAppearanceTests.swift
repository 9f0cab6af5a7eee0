import Testing
@testable import UIKit

/// The bars' own appearance properties (views, so the view registry's rules): containment, explicit
/// values beating rules, and axis setters through the proxy.
@MainActor @Suite struct BarViewAppearanceTests {
    @Test func containedToolbarRulesAndExplicitValues() {
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        UIToolbar.appearance().barTintColor = .green
        UIToolbar.appearance(whenContainedInInstancesOf: [DrillViewController.self]).barTintColor = .red
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        UIToolbar.appearance().setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .compact)
        let window = barWindow()
        defer { window.isHidden = true }
        let drill = DrillViewController()
        window.rootViewController = drill
        let inside = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let outside = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let mine = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        mine.barTintColor = .blue
        drill.view.addSubview(inside)
        drill.view.addSubview(mine)
        let plain = UIView(frame: window.bounds)
        window.addSubview(plain)
        plain.addSubview(outside)
        #expect(inside.barTintColor == .red)
        #expect(outside.barTintColor == .green)
        #expect(mine.barTintColor == .blue, "a value set on the bar wins")
        #expect(outside.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) === image)
        #expect(outside.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil)
    }

    @Test func navigationBarAxisSettersThroughTheProxy() {
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        UINavigationBar.appearance().setBackgroundImage(image, for: .default)
        UINavigationBar.appearance().setTitleVerticalPositionAdjustment(3, for: .default)
        let window = barWindow()
        defer { window.isHidden = true }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        window.addSubview(bar)
        #expect(bar.backgroundImage(for: .default) === image)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == 3)
        #expect(AppearanceSchema.property(named: "barTintColor", of: UINavigationBar.self) != nil, "style sheets can name the bars' properties")
    }
}
