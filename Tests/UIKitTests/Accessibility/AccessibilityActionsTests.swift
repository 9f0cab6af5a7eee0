import Testing
@testable import UIKit

/// What assistive technologies do to elements: activate, adjust, custom actions, scroll, escape and
/// the magic tap, each as iOS does it.
@MainActor @Suite struct AccessibilityActionsTests {
    @Test func activatingWithoutAnOverrideTapsTheActivationPoint() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 40, y: 100, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(AccessibilityTree.activate(button))
        #expect(taps == 1)
        // An activation point elsewhere taps there instead (and misses the button).
        button.accessibilityActivationPoint = CGPoint(x: 300, y: 600)
        AccessibilityTree.activate(button)
        #expect(taps == 1)
    }

    @Test func anOverrideOfActivateIsAskedFirst() {
        final class Custom: UIView {
            var activations = 0
            override func accessibilityActivate() -> Bool { activations += 1; return true }
        }
        let view = Custom()
        #expect(AccessibilityTree.perform(.activate, on: view))
        #expect(view.activations == 1)
        #expect(!AccessibilityTree.activate(UIView()), "no window to tap in")
    }

    @Test func adjustingStepsSlidersByATenthAndSteppersByTheirStep() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        AccessibilityTree.perform(.increment, on: slider)
        #expect(slider.value == 25 && changes == 1)
        AccessibilityTree.perform(.decrement, on: slider)
        AccessibilityTree.perform(.decrement, on: slider)
        #expect(slider.value == 15 && slider.accessibilityValue == "30%")
        let stepper = UIStepper()
        stepper.stepValue = 2
        stepper.accessibilityIncrement()
        #expect(stepper.value == 2)
        let pages = UIPageControl()
        pages.numberOfPages = 4
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1)
    }

    @Test func customActionsRunTheirHandlerOrTypedTarget() {
        var ran: [String] = []
        let handler = UIAccessibilityCustomAction(name: "Archive") { action in ran.append(action.name); return true }
        #expect(handler.perform() && ran == ["Archive"])
        final class Mail { var deleted = false; func delete(_ action: UIAccessibilityCustomAction) -> Bool { deleted = true; return true } }
        let mail = Mail()
        let typed = UIAccessibilityCustomAction(name: "Delete", target: mail, action: Mail.delete)
        let view = UIView()
        view.accessibilityCustomActions = [handler, typed]
        #expect(AccessibilityTree.perform(.custom(1), on: view) && mail.deleted)
        #expect(!AccessibilityTree.perform(.custom(2), on: view))
        let selectorForm = UIAccessibilityCustomAction(name: "Other", target: view, selector: Selector("other:"))
        #expect(selectorForm.selector == Selector("other:") && selectorForm.target === view)
        #expect(!selectorForm.perform(), "a selector Tessera cannot call does nothing")
        let named = UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Flag"))
        #expect(named.name == "Flag")
        named.name = "Unflag"
        #expect(named.attributedName.string == "Unflag")
    }

    @Test func aThreeFingerSwipeTurnsAScrollViewsPageAndSaysWhichPage() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: 1000)
        let row = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        row.text = "Row"
        scroll.addSubview(row)
        window.addSubview(scroll)
        var spoken: [String] = []
        let token = AccessibilityEvents.addObserver { event in
            if event.notification == .pageScrolled { spoken.append(event.text ?? "") }
        }
        defer { AccessibilityEvents.removeObserver(token) }
        #expect(AccessibilityTree.scroll(.up, from: row), "asked of the element, then its containers")
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
        #expect(AccessibilityTree.scroll(.next, from: row))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 600), "clamped to the end")
        #expect(!AccessibilityTree.scroll(.up, from: row), "nothing left below")
        #expect(AccessibilityTree.scroll(.down, from: row))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        #expect(!AccessibilityTree.scroll(.left, from: row), "no room sideways")
        #expect(spoken == ["Page 2 of 3", "Page 3 of 3", "Page 2 of 3"])
    }

    @Test func escapePopsANavigationStackThenDismissesAPresentedController() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let first = UIViewController(), second = UIViewController()
        let nav = UINavigationController(rootViewController: first)
        nav.modalPresentationStyle = .fullScreen
        root.present(nav, animated: false)
        nav.pushViewController(second, animated: false)
        runFrames(0.1)
        let inside = UILabel()
        second.view.addSubview(inside)
        #expect(AccessibilityTree.escape(from: inside))
        runFrames(1)
        #expect(nav.viewControllers == [first])
        let element = UIAccessibilityElement(accessibilityContainer: first.view!)
        #expect(AccessibilityTree.escape(from: element), "an element escapes through its container")
        runFrames(1)
        #expect(root.presentedViewController == nil)
        #expect(!AccessibilityTree.escape(from: root.view), "nothing left to escape")
    }

    @Test func escapeCancelsAnAlertAndAnOverrideWins() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        var chosen: [String] = []
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Leave", style: .default) { _ in chosen.append("Leave") })
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in chosen.append("Stay") })
        root.present(alert, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        let button = AccessibilityTree.elements(of: window).first { $0.label == "Leave" }!.object
        #expect(AccessibilityTree.escape(from: button))
        runFrames(1)
        #expect(chosen == ["Stay"] && root.presentedViewController == nil)

        final class Escaping: UIView {
            var escapes = 0
            override func accessibilityPerformEscape() -> Bool { escapes += 1; return true }
        }
        let view = Escaping()
        let child = UIView()
        view.addSubview(child)
        #expect(AccessibilityTree.escape(from: child) && view.escapes == 1)
    }

    @Test func theMagicTapGoesUpTheResponderChain() {
        final class Player: UIViewController {
            var toggles = 0
            override func accessibilityPerformMagicTap() -> Bool { toggles += 1; return true }
        }
        let player = Player()
        let button = UIButton()
        player.view.addSubview(button)
        #expect(AccessibilityTree.magicTap(from: button) && player.toggles == 1)
        #expect(!AccessibilityTree.magicTap(from: UIView()))
    }
}
