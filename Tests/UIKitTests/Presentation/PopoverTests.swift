import Testing
@testable import UIKit

/// Popovers on iPad: where the bubble goes, the arrow, taps outside, adaptation to a sheet on iPhone,
/// and appearance rules contained in the popover.
@MainActor @Suite struct PopoverTests {
    @Test func thePopoverSitsBelowItsSourceWithAnUpArrow() {
        let window = padWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        let source = UIView(frame: CGRect(x: 300, y: 200, width: 100, height: 40))
        root.view.addSubview(source)
        UIApplication.shared.advanceFrame(by: 0)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController!
        popover.sourceView = source
        root.present(content, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(popover.arrowDirection == .up)
        // Centred under the source (midX 350), the 13-point arrow touching its bottom (240).
        #expect(popover.presentedView?.frame == CGRect(x: 200, y: 240, width: 300, height: 213))
        #expect(content.view.frame.size == CGSize(width: 300, height: 200))
        #expect(root.view.window === window)

        // Only down permitted: above the source.
        root.dismiss(animated: false)
        popover.permittedArrowDirections = .down
        source.frame.origin.y = 600
        root.present(content, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(popover.arrowDirection == .down)
        #expect(popover.presentedView?.frame.maxY == 600)

        // Only left permitted: right of the source, the arrow pointing back at it.
        root.dismiss(animated: false)
        popover.permittedArrowDirections = .left
        root.present(content, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(popover.arrowDirection == .left)
        #expect(popover.presentedView?.frame.minX == 400)
        #expect(popover.presentedView?.frame.width == 313)
        #expect(content.view.frame.size == CGSize(width: 300, height: 200))

        // A tap outside dismisses it.
        tap(window, at: CGPoint(x: 700, y: 100))
        runFrames(1)
        #expect(root.presentedViewController == nil)
    }

    @Test func inCompactWidthsAPopoverAdaptsToASheetUnlessTheDelegateSaysNone() {
        final class KeepPopover: UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
        }
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium()]
        root.present(content, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(content.popoverPresentationController != nil, "the configured popover controller stays visible")
        #expect(content.presentationLinks.active is UISheetPresentationController)
        #expect(content.view.convert(CGPoint.zero, to: window).y == 434, "the adaptive sheet's medium detent")
        root.dismiss(animated: false)

        let keep = KeepPopover()
        content.popoverPresentationController?.delegate = keep
        content.preferredContentSize = CGSize(width: 200, height: 100)
        root.present(content, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(content.presentationLinks.active is UIPopoverPresentationController)
        root.dismiss(animated: false)
    }

    @Test func barItemAppearanceContainedInAPopoverAppliesToItsBars() {
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        UIBarButtonItem.appearance().tintColor = .blue
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIPopoverPresentationController.self]).tintColor = .red

        let window = padWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        let outsideItem = UIBarButtonItem(title: "Outside", style: .plain, target: nil, action: nil)
        let outsideBar = UIToolbar(frame: CGRect(x: 0, y: 1000, width: 820, height: 44))
        outsideBar.items = [outsideItem]
        root.view.addSubview(outsideBar)
        UIApplication.shared.advanceFrame(by: 0)

        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 320, height: 300)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = outsideItem
        let insideItem = UIBarButtonItem(title: "Inside", style: .plain, target: nil, action: nil)
        let insideBar = UIToolbar(frame: CGRect(x: 0, y: 256, width: 320, height: 44))
        insideBar.items = [insideItem]
        content.view.addSubview(insideBar)
        root.present(content, animated: false)
        UIApplication.shared.advanceFrame(by: 0)

        let inside = insideBar.subviews.compactMap { $0 as? BarButtonItemView }.first { $0.item === insideItem }
        let outside = outsideBar.subviews.compactMap { $0 as? BarButtonItemView }.first { $0.item === outsideItem }
        #expect(inside?.contentColor == .red)
        #expect(outside?.contentColor == .blue)
        #expect(content.popoverPresentationController?.arrowDirection == .down, "it points at the bar item near the bottom")
        root.dismiss(animated: false)
    }

    @available(*, deprecated)
    @Test func theDeprecatedPopoverControllerShowsAPopoverAndIsAContainer() {
        UIApplication.shared.resetAppearance()
        defer { UIApplication.shared.resetAppearance() }
        UIBarButtonItem.appearance().tintColor = .blue
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIPopoverController.self]).tintColor = .green

        let window = padWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.view.addSubview(anchor)
        UIApplication.shared.advanceFrame(by: 0)

        let content = UIViewController()
        let item = UIBarButtonItem(title: "In popover", style: .plain, target: nil, action: nil)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [item]
        content.view.addSubview(bar)
        let legacy = UIPopoverController(contentViewController: content)
        legacy.popoverContentSize = CGSize(width: 320, height: 200)
        #expect(!legacy.isPopoverVisible)
        legacy.present(from: anchor.bounds, in: anchor, permittedArrowDirections: .any, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(legacy.isPopoverVisible)
        #expect(legacy.popoverArrowDirection == .up)
        #expect(content.presentingViewController === root)
        let view = bar.subviews.compactMap { $0 as? BarButtonItemView }.first { $0.item === item }
        #expect(view?.contentColor == .green)
        legacy.dismiss(animated: false)
        #expect(!legacy.isPopoverVisible)
    }
}
