import Testing
import TesseraTesting
import UIKit

/// Bad values given to UIView's geometry, rendering and hierarchy API: each is reported once, with the
/// API's name, and ignored or clamped, and the tree still lays out, hit-tests and draws.
@MainActor @Suite struct ViewBadValueTests {
    @Test func aNaNFrameIsReportedOnceAndIgnored() {
        let scene = BadValueScene()
        let logged = reports(of: "UIView.frame") { scene.red.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
        #expect(logged.count == 1)
        #expect(logged.first?.contains("UIView.frame: NaN in (nan, 0, 10, 10) ignored") == true)
        #expect(scene.red.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        scene.expectHealthy()
    }

    @Test func infiniteFramesAndBoundsAreIgnored() {
        let scene = BadValueScene()
        let frame = reports(of: "UIView.frame") { scene.red.frame = .infinite }
        let null = reports(of: "UIView.frame") { scene.red.frame = .null }
        let bounds = reports(of: "UIView.bounds") { scene.red.bounds.size.height = .infinity }
        let huge = reports(of: "UIView.frame") { scene.red.frame = CGRect(x: 0, y: 0, width: 1e13, height: 10) }
        #expect(frame.count == 1 && null.count == 1 && bounds.count == 1 && huge.count == 1)
        #expect(huge.first?.contains("a number out of range in (0, 0, 10000000000000, 10) ignored") == true)
        #expect(bounds.first?.contains("UIView.bounds: infinity in (0, 0, 40, inf) ignored") == true)
        #expect(scene.red.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        scene.expectHealthy()
    }

    @Test func negativeSizesAreClampedToZero() {
        let scene = BadValueScene()
        let view = UIView()
        scene.root.addSubview(view)
        let logged = reports(of: "UIView.frame") { view.frame = CGRect(x: 5, y: 5, width: -20, height: 10) }
        #expect(logged.first?.contains("negative size in (5, 5, -20, 10) clamped to zero") == true)
        #expect(view.frame == CGRect(x: 5, y: 5, width: 0, height: 10))
        let bounds = reports(of: "UIView.bounds") { view.bounds.size = CGSize(width: 3, height: -1) }
        #expect(bounds.count == 1)
        #expect(view.bounds.size == CGSize(width: 3, height: 0))
        scene.expectHealthy()
    }

    @Test func aNaNCenterIsIgnored() {
        let scene = BadValueScene()
        let logged = reports(of: "UIView.center") { scene.red.center = CGPoint(x: 3, y: CGFloat.nan) }
        #expect(logged.first?.contains("UIView.center: NaN in (3, nan) ignored") == true)
        #expect(scene.red.center == CGPoint(x: 30, y: 30))
        scene.expectHealthy()
    }

    @Test func nonFiniteTransformsAreIgnored() {
        let scene = BadValueScene()
        let affine = reports(of: "UIView.transform") { scene.red.transform = CGAffineTransform(scaleX: .nan, y: 1) }
        var t = CATransform3DIdentity
        t.m41 = .infinity
        let full = reports(of: "UIView.transform3D") { scene.red.transform3D = t }
        let layer = reports(of: "CALayer.setAffineTransform") { scene.red.layer.setAffineTransform(CGAffineTransform(translationX: .infinity, y: 0)) }
        #expect(affine.count == 1 && full.count == 1 && layer.count == 1)
        #expect(scene.red.transform.isIdentity)
        // A singular transform is allowed (UIKit scales views to nothing): the view vanishes, nothing breaks.
        scene.blue.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(scene.window.hitTest(CGPoint(x: 70, y: 20), with: nil) === scene.root)
        scene.blue.transform = .identity
        scene.expectHealthy()
    }

    @Test func aNaNAlphaIsIgnoredAndOutOfRangeAlphaClamps() {
        let scene = BadValueScene()
        scene.red.alpha = 0.5
        let logged = reports(of: "UIView.alpha") { scene.red.alpha = .nan }
        #expect(logged.first?.contains("UIView.alpha: NaN ignored") == true)
        #expect(scene.red.alpha == 0.5)
        scene.red.alpha = 7
        #expect(scene.red.alpha == 1)
        scene.red.alpha = -.infinity
        #expect(scene.red.alpha == 0)
        scene.red.alpha = 1
        scene.expectHealthy()
    }

    @Test func nonFiniteLayoutMarginsAreIgnored() {
        let scene = BadValueScene()
        scene.root.insetsLayoutMarginsFromSafeArea = false
        scene.root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let absolute = reports(of: "UIView.layoutMargins") {
            scene.root.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        }
        let directional = reports(of: "UIView.directionalLayoutMargins") {
            scene.root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: .infinity, bottom: 0, trailing: 0)
        }
        #expect(absolute.first?.contains("UIView.layoutMargins: NaN in (nan, 0, 0, 0) ignored") == true)
        #expect(directional.count == 1)
        #expect(scene.root.layoutMargins.left == 2 && scene.root.layoutMargins.top == 1)
        // Margins still drive layout: a view pinned to them lands where they say.
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 1), pinned.heightAnchor.constraint(equalToConstant: 1),
        ])
        scene.window.layoutIfNeeded()
        #expect(pinned.frame.origin == CGPoint(x: 2, y: 1))
        scene.expectHealthy()
    }

    @Test func badContentScaleFactorsAreIgnored() {
        let scene = BadValueScene()
        scene.red.contentScaleFactor = 2
        let logged = reports(of: "UIView.contentScaleFactor") { scene.red.contentScaleFactor = 0 }
        _ = reports(of: "UIView.contentScaleFactor") { scene.red.contentScaleFactor = .nan }
        #expect(logged.first?.contains("UIView.contentScaleFactor: 0 is not a positive finite scale; ignored") == true)
        #expect(scene.red.contentScaleFactor == 2)
        #expect(scene.red.layer.contentsScale == 2)
        scene.expectHealthy()
    }

    @Test func outOfRangeSubviewIndexesClampOrAreIgnored() {
        let scene = BadValueScene()
        let top = UIView(), bottom = UIView()
        let past = reports(of: "UIView.insertSubview(_:at:)") { scene.root.insertSubview(top, at: 99) }
        scene.root.insertSubview(bottom, at: -5)
        #expect(past.first?.contains("index 99 is out of range (2 subviews); clamped to 2") == true)
        #expect(scene.root.subviews.last === top && scene.root.subviews.first === bottom)
        let swap = reports(of: "UIView.exchangeSubview(at:withSubviewAt:)") { scene.root.exchangeSubview(at: 0, withSubviewAt: 40) }
        #expect(swap.count == 1)
        #expect(scene.root.subviews.first === bottom)
        scene.expectHealthy()
    }

    @Test func touchesAtNaNLocationsReachNothing() {
        let scene = BadValueScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        scene.red.addSubview(button)
        button.frame = scene.red.bounds
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let time = CACurrentMediaTime() + 1
        #expect(scene.window.hitTest(CGPoint(x: CGFloat.nan, y: 5), with: nil) == nil)
        scene.window.send(TouchInput.tap(at: CGPoint(x: CGFloat.nan, y: CGFloat.infinity), timestamp: time))
        #expect(taps == 0)
        scene.window.send(TouchInput.tap(at: CGPoint(x: 20, y: 20), timestamp: time + 1))
        #expect(taps == 1)
        button.removeFromSuperview()
        scene.expectHealthy()
    }

    @Test func theTagTakesAnyInteger() {
        // `tag` is an Int: every value is valid, and lookups find it.
        let scene = BadValueScene()
        scene.red.tag = Int.min
        #expect(scene.root.viewWithTag(Int.min) === scene.red)
        scene.expectHealthy()
    }
}
