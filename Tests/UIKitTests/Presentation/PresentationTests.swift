import Testing
@testable import UIKit

/// Modal presentation: the links between presenter and presented, the callbacks in UIKit's order, and
/// which views are in the window at the end of each style.
@MainActor @Suite struct PresentationTests {
    private func scene(_ style: UIModalPresentationStyle) -> (UIWindow, LoggingController, LoggingController, PresentationLog) {
        let log = PresentationLog()
        let window = phoneWindowAtScale1()
        let root = LoggingController("root", log)
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let presented = LoggingController("presented", log)
        presented.modalPresentationStyle = style
        _ = log.take()
        return (window, root, presented, log)
    }

    @Test func fullScreenRemovesThePresenterAndCallsBothInOrder() {
        let (window, root, presented, log) = scene(.fullScreen)
        defer { window.isHidden = true }
        root.present(presented, animated: false) { log.add("completion") }
        #expect(log.take() == ["root.willDisappear(false)", "presented.willAppear(false)",
                               "root.didDisappear(false)", "presented.didAppear(false)", "completion"])
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(presented.presentationController?.presentationStyle == .fullScreen)
        #expect(root.view.window == nil, "full screen takes the presenter's view out")
        #expect(presented.view.window === window)
        #expect(presented.view.frame == window.bounds)

        root.dismiss(animated: false) { log.add("completion") }
        #expect(log.take() == ["presented.willDisappear(false)", "root.willAppear(false)",
                               "presented.didDisappear(false)", "root.didAppear(false)", "completion"])
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(root.view.window === window)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(window.subviews.count == 1, "the container left the window")
    }

    @Test func overFullScreenLeavesThePresenterAndItsCallbacksAlone() {
        let (window, root, presented, log) = scene(.overFullScreen)
        defer { window.isHidden = true }
        root.present(presented, animated: false)
        #expect(log.take() == ["presented.willAppear(false)", "presented.didAppear(false)"])
        #expect(root.view.window === window)
        #expect(presented.view.window === window)
        presented.dismiss(animated: false)
        #expect(log.take() == ["presented.willDisappear(false)", "presented.didDisappear(false)"])
        #expect(root.presentedViewController == nil)
    }

    @Test func automaticIsAPageSheetAtTheLargeDetentWithThePresenterScaledBack() {
        let (window, root, presented, _) = scene(.automatic)
        defer { window.isHidden = true }
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        let sheet = presented.sheetPresentationController
        #expect(sheet != nil)
        #expect(presented.presentationController?.presentationStyle == .pageSheet)
        // 390×844 iPhone, safe area 47 top / 34 bottom: the large detent's top is 47 + 10.
        #expect(sheet?.presentedView?.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(presented.view.frame.size == CGSize(width: 390, height: 787))
        #expect(root.view.window === window, "a sheet leaves the presenter in the window")
        // The presenter shrinks about its centre until its top meets the safe area: (844 − 2·47) / 844.
        #expect(close(root.view.transform.a, 750.0 / 844))
        #expect(close(root.view.frame.minY, 47, 0.01))
        #expect(root.view.layer.cornerRadius == 10)
        presented.dismiss(animated: false)
        #expect(root.view.transform == .identity)
        #expect(root.view.layer.cornerRadius == 0)
    }

    @Test func mediumDetentIsHalfTheLargeOneAndNotScaled() {
        let (window, root, presented, _) = scene(.pageSheet)
        defer { window.isHidden = true }
        let sheet = presented.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        // Large value: 844 − 34 − 57 = 753; medium: 376 above the bottom safe area, top 844 − 34 − 376.
        #expect(sheet.presentedView?.frame.minY == 434)
        #expect(root.view.transform == .identity)
        sheet.selectedDetentIdentifier = .large
        UIApplication.shared.advanceFrame(by: 0)
        #expect(sheet.presentedView?.frame.minY == 57)
        // A custom detent of 200 points.
        sheet.detents = [.custom(identifier: .init("small")) { _ in 200 }, .large()]
        sheet.selectedDetentIdentifier = .init("small")
        UIApplication.shared.advanceFrame(by: 0)
        #expect(close(sheet.presentedView!.frame.minY, 844 - 34 - 200, 0.01), "\(sheet.presentedView!.frame.minY)")
    }

    @Test func presentingTwiceLogsAndPresentsNothing() {
        let (window, root, presented, _) = scene(.fullScreen)
        defer { window.isHidden = true }
        root.present(presented, animated: false)
        let second = UIViewController()
        root.present(second, animated: false)
        #expect(root.presentedViewController === presented)
        #expect(second.presentingViewController == nil)
        #expect(second.viewIfLoaded?.window == nil)
        // The presented controller may present in turn; dismissing the root dismisses both.
        presented.present(second, animated: false)
        #expect(presented.presentedViewController === second)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(presented.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(window.subviews == [root.view])
    }

    @Test func aChildPresentsFromTheOutermostControllerOrItsContext() {
        let (window, root, presented, _) = scene(.overCurrentContext)
        defer { window.isHidden = true }
        let context = UIViewController()
        root.addChild(context)
        root.view.addSubview(context.view)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
        context.didMove(toParent: root)
        let child = UIViewController()
        context.addChild(child)
        context.view.addSubview(child.view)
        child.didMove(toParent: context)
        context.definesPresentationContext = true
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === context)
        #expect(child.presentedViewController === presented, "children see what their ancestor presents")
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 100, width: 390, height: 300))
        child.dismiss(animated: false)
        #expect(context.presentedViewController == nil)

        context.definesPresentationContext = false
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        child.present(full, animated: false)
        #expect(full.presentingViewController === root)
        root.dismiss(animated: false)
    }

    @Test func animatedPresentationSlidesUpAndCompletesAfterTheAnimation() {
        let (window, root, presented, log) = scene(.fullScreen)
        defer { window.isHidden = true }
        root.present(presented, animated: true) { log.add("completion") }
        #expect(presented.isBeingPresented)
        #expect(log.take() == ["root.willDisappear(true)", "presented.willAppear(true)"])
        #expect(root.transitionCoordinator != nil)
        UIApplication.shared.advanceFrame(by: 0.1)
        let midway = presented.view.layer.presentation()?.frame.minY ?? presented.view.frame.minY
        #expect(midway > 0 && midway < 844, "covering vertically, it is on its way up")
        runFrames(1)
        #expect(log.take() == ["root.didDisappear(true)", "presented.didAppear(true)", "completion"])
        #expect(!presented.isBeingPresented)
        #expect(presented.view.frame == window.bounds)
        #expect(root.transitionCoordinator == nil)
        root.dismiss(animated: true)
        #expect(presented.isBeingDismissed)
        runFrames(1)
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === window)
    }

    @Test func swipingDownDismissesUnlessModalInPresentation() {
        let (window, root, presented, log) = scene(.pageSheet)
        defer { window.isHidden = true }
        let delegate = LoggingPresentationDelegate(log)
        presented.presentationController?.delegate = delegate
        presented.isModalInPresentation = true
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        _ = log.take()
        drag(window, from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 750))
        runFrames(1)
        #expect(log.take() == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === presented)
        #expect(presented.sheetPresentationController?.presentedView?.frame.minY == 57, "it springs back")

        presented.isModalInPresentation = false
        drag(window, from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 750))
        runFrames(1)
        #expect(log.take() == ["shouldDismiss", "willDismiss", "presented.willDisappear(true)",
                               "presented.didDisappear(true)", "didDismiss"])
        #expect(root.presentedViewController == nil)
        #expect(root.view.transform == .identity)
    }

    @Test func draggingASheetMovesItBetweenDetents() {
        let (window, root, presented, log) = scene(.pageSheet)
        defer { window.isHidden = true }
        let delegate = LoggingPresentationDelegate(log)
        let sheet = presented.sheetPresentationController!
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        _ = log.take()
        drag(window, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 120), steps: 20, interval: 0.05)
        runFrames(1)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.presentedView?.frame.minY == 57)
        #expect(log.take() == ["detentChanged"])
    }

    @Test func tappingTheDimmingDismissesWhereAllowed() {
        let (window, root, presented, log) = scene(.pageSheet)
        defer { window.isHidden = true }
        let delegate = LoggingPresentationDelegate(log)
        let sheet = presented.sheetPresentationController!
        sheet.delegate = delegate
        sheet.detents = [.medium()]
        delegate.allowsDismissal = false
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        _ = log.take()
        tap(window, at: CGPoint(x: 200, y: 200))
        runFrames(0.5)
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === presented)
        delegate.allowsDismissal = true
        tap(window, at: CGPoint(x: 200, y: 200))
        runFrames(1)
        #expect(root.presentedViewController == nil)
        #expect(log.take().filter { !$0.hasPrefix("presented.") } == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func undimmedDetentsLetTouchesThrough() {
        let (window, root, presented, _) = scene(.pageSheet)
        defer { window.isHidden = true }
        let sheet = presented.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        let button = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        root.view.addSubview(button)
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.hitTest(CGPoint(x: 100, y: 200), with: nil) === button)
        sheet.selectedDetentIdentifier = .large
        UIApplication.shared.advanceFrame(by: 0)
        #expect(window.hitTest(CGPoint(x: 100, y: 30), with: nil) !== button)
    }

    @Test func formSheetOnIPadIsACentredCard() {
        let log = PresentationLog()
        let window = padWindowAtScale1()
        defer { window.isHidden = true }
        let root = LoggingController("root", log)
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        // 820×1180: a 540×620 card in the middle.
        #expect(presented.presentationController?.presentedView?.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(root.view.transform == .identity)
        root.dismiss(animated: false)

        // A page sheet on iPad: 704 wide, from the safe area's top (24) plus 20 down to the bottom.
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        root.present(page, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(page.presentationController?.presentedView?.frame == CGRect(x: 58, y: 44, width: 704, height: 1136))
        root.dismiss(animated: false)
    }
}
