import Testing
@testable import UIKit

/// An interactor the test drives by hand.
@MainActor
final class HandInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let view = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(view)
        view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
    }
}

@MainActor
final class InteractiveDelegate: UIViewControllerTransitioningDelegate {
    let interactor = HandInteractor()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: true, log: PresentationLog())
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

/// The built-in transition styles' animations and interactive presentations that finish or cancel.
@MainActor @Suite struct TransitionStyleTests {
    @Test func crossDissolveFadesAndFlipEndsInPlace() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .crossDissolve
        root.present(presented, animated: true)
        UIApplication.shared.advanceFrame(by: 0.15)
        let alpha = presented.view.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.05 && alpha < 0.95, "half way through the fade: \(alpha)")
        #expect(presented.view.frame == window.bounds, "a dissolve does not move the view")
        runFrames(1)
        #expect(presented.view.alpha == 1)
        root.dismiss(animated: true)
        runFrames(1)
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === window)

        presented.modalTransitionStyle = .flipHorizontal
        root.present(presented, animated: true)
        #expect(presented.isBeingPresented)
        runFrames(1)
        #expect(!presented.isBeingPresented)
        #expect(presented.view.window === window && !presented.view.isHidden)
        #expect(root.view.window == nil)
        root.dismiss(animated: true)
        runFrames(1)
        #expect(root.view.window === window)
    }

    @Test func aCancelledInteractivePresentationLeavesNothingBehind() {
        let log = PresentationLog()
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let delegate = InteractiveDelegate()
        let presented = LoggingController("presented", log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        let context = try! #require(delegate.interactor.context)
        #expect(context.isInteractive)
        #expect(presented.transitionCoordinator?.initiallyInteractive == true)
        context.updateInteractiveTransition(0.4)
        context.cancelInteractiveTransition()
        context.completeTransition(false)
        #expect(!completed)
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(window.subviews == [root.view])
        #expect(log.take() == ["presented.willAppear(true)", "presented.willDisappear(true)", "presented.didDisappear(true)"])

        // Presenting again and finishing works.
        root.present(presented, animated: true) { completed = true }
        let second = try! #require(delegate.interactor.context)
        second.finishInteractiveTransition()
        second.completeTransition(true)
        #expect(completed)
        #expect(root.presentedViewController === presented)
        root.dismiss(animated: false)
    }
}
