import Foundation
import Testing
@testable import UIKit

/// The deprecated API current SDKs still ship: legacy begin/commit animations, UIApplication's status
/// bar answers, `automaticallyAdjustsScrollViewInsets`, and the old colour names.
@MainActor @Suite struct DeprecatedAPITests {
    /// The tests' bodies call deprecated API on purpose, so they live in `DeprecatedAPITestsBodiesImpl`, whose methods are
    /// deprecated (no warning inside them) and are reached through a protocol that is not (no warning here).
    /// Swift Testing refuses `@Test` on a deprecated function, which would be the direct way.
    private let bodies: any DeprecatedAPITestsBodies = DeprecatedAPITestsBodiesImpl()

    @Test func beginAndCommitAnimateTheChangesBetweenThem() { bodies.beginAndCommitAnimateTheChangesBetweenThem() }
    @Test func delayRepeatAndTheDefaultDuration() { bodies.delayRepeatAndTheDefaultDuration() }
    @Test func contextsNestAndUnbalancedCallsAreIgnored() { bodies.contextsNestAndUnbalancedCallsAreIgnored() }
    @Test func statusBarAnswersFollowTheKeyWindowsScreen() { bodies.statusBarAnswersFollowTheKeyWindowsScreen() }
    @Test func automaticallyAdjustsScrollViewInsetsGovernsTheAutomaticBehaviour() { bodies.automaticallyAdjustsScrollViewInsetsGovernsTheAutomaticBehaviour() }
    @Test func deprecatedColourNames() { bodies.deprecatedColourNames() }
}

@MainActor private protocol DeprecatedAPITestsBodies {
    func beginAndCommitAnimateTheChangesBetweenThem()
    func delayRepeatAndTheDefaultDuration()
    func contextsNestAndUnbalancedCallsAreIgnored()
    func statusBarAnswersFollowTheKeyWindowsScreen()
    func automaticallyAdjustsScrollViewInsetsGovernsTheAutomaticBehaviour()
    func deprecatedColourNames()
}

private struct DeprecatedAPITestsBodiesImpl: DeprecatedAPITestsBodies {
    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func beginAndCommitAnimateTheChangesBetweenThem() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)

        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        #expect(UIView.inheritedAnimationDuration == 1)
        view.alpha = 0
        view.center = CGPoint(x: 225, y: 125)
        UIView.commitAnimations()
        #expect(AnimationBlock.frames.isEmpty, "commit closes the context")
        #expect(view.alpha == 0 && view.center == CGPoint(x: 225, y: 125), "the model changes at once")

        UIApplication.shared.advanceFrame(by: 0.5)
        let shown = view.layer.presentation()!
        #expect(abs(shown.opacity - 0.5) < 1e-3)
        #expect(abs(shown.position.x - 125) < 1e-3)
        UIApplication.shared.advanceFrame(by: 0.6)
        #expect(view.layer.animationKeys() == nil)

        // Changes after the commit do not animate.
        view.alpha = 1
        #expect(view.layer.animationKeys() == nil)
    }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func delayRepeatAndTheDefaultDuration() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)

        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        view.alpha = 0
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: view.layer.animationKeys()?.first ?? "") as? CABasicAnimation
        #expect(animation?.duration == 0.2, "UIKit's default duration")
        #expect(animation?.repeatCount == 2 && animation?.autoreverses == true)
        UIApplication.shared.advanceFrame(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1, "still waiting for the delay")
        UIApplication.shared.advanceFrame(by: 0.35)
        #expect(view.layer.presentation()!.opacity < 1, "running after the delay")
        UIApplication.shared.advanceFrame(by: 1)
        #expect(view.layer.animationKeys() == nil)
    }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func contextsNestAndUnbalancedCallsAreIgnored() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)

        UIView.commitAnimations()  // no context: logged and ignored
        UIView.setAnimationDuration(3)  // outside a context: ignored
        #expect(AnimationBlock.frames.isEmpty && LegacyAnimationContext.open.isEmpty)

        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(2)
        UIView.beginAnimations("inner", context: nil)
        UIView.setAnimationDuration(0.5)
        view.alpha = 0.5
        UIView.commitAnimations()
        view.center = CGPoint(x: 100, y: 100)
        UIView.commitAnimations()
        let keys = view.layer.animationKeys() ?? []
        let durations = keys.compactMap { view.layer.animation(forKey: $0)?.duration }.sorted()
        #expect(durations == [0.5, 2], "the inner change takes the inner duration, the later one the outer: \(durations)")
        UIApplication.shared.advanceFrame(by: 3)

        // With animations turned off, nothing animates.
        UIView.setAnimationsEnabled(false)
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 1
        UIView.commitAnimations()
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
    }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func statusBarAnswersFollowTheKeyWindowsScreen() {
        let app = UIApplication.shared
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        #expect(app.keyWindow === window)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(app.statusBarOrientation == .portrait)
        #expect(!app.isStatusBarHidden)

        var se = UIScreen.DeviceProfile.iPhoneSE
        se.scale = 1
        window.screen = UIScreen(profile: se)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))

        window.screen = UIScreen(profile: UIScreen.DeviceProfile.iPhone.rotated)
        #expect(app.statusBarFrame == .zero, "phones hide the status bar in landscape")
        #expect(app.isStatusBarHidden)
        #expect(app.statusBarOrientation.isLandscape)

        #expect(!app.isNetworkActivityIndicatorVisible)
        app.isNetworkActivityIndicatorVisible = true
        #expect(app.isNetworkActivityIndicatorVisible)
        app.isNetworkActivityIndicatorVisible = false
        #expect(!app.isNetworkActivityIndicatorVisible)
    }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func automaticallyAdjustsScrollViewInsetsGovernsTheAutomaticBehaviour() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let controller = UIViewController()
        window.rootViewController = controller
        // A scroll view whose content does not scroll vertically, the first subview of the root view.
        let scroll = UIScrollView(frame: controller.view.bounds)
        scroll.contentSize = CGSize(width: 390, height: 100)
        controller.view.addSubview(scroll)
        let other = UIScrollView(frame: controller.view.bounds)
        other.contentSize = CGSize(width: 390, height: 100)
        controller.view.addSubview(other)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(controller.automaticallyAdjustsScrollViewInsets)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

        controller.automaticallyAdjustsScrollViewInsets = false
        UIApplication.shared.advanceFrame(by: 0)
        #expect(!controller.automaticallyAdjustsScrollViewInsets)
        #expect(scroll.adjustedContentInset == .zero, "like .scrollableAxes: the content does not scroll vertically")
        #expect(other.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                "only the first subview counts as the controller's scroll view")

        // Content that scrolls vertically is still adjusted, as with .scrollableAxes.
        scroll.contentSize = CGSize(width: 390, height: 2000)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

        controller.automaticallyAdjustsScrollViewInsets = true
        scroll.contentSize = CGSize(width: 390, height: 100)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @available(*, deprecated, message: "exercises deprecated API on purpose")
    func deprecatedColourNames() {
        #expect(UIColor.groupTableViewBackground === UIColor.systemGroupedBackground)
    }
}
