import Testing
@testable import UIKit

/// A custom presentation controller that logs its callbacks and puts the presented view in a band.
@MainActor
final class BandPresentationController: UIPresentationController {
    var log: PresentationLog?
    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 20, y: 300, width: (containerView?.bounds.width ?? 0) - 40, height: 200)
    }
    override func presentationTransitionWillBegin() { log?.add("pc.presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.add("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?.add("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("pc.dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
}

/// An animator that fades the presented view in 0.2 s.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let log: PresentationLog
    init(presenting: Bool, log: PresentationLog) { self.presenting = presenting; self.log = log }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        log.add("animateTransition(\(presenting ? "present" : "dismiss"))")
        if presenting {
            let view = context.view(forKey: .to)!
            let presented = context.viewController(forKey: .to)!
            context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: presented)
            view.alpha = 0
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 1 }) { _ in context.completeTransition(true) }
        } else {
            let view = context.view(forKey: .from)!
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { _ in context.completeTransition(true) }
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

@MainActor
final class BandTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: PresentationLog
    init(_ log: PresentationLog) { self.log = log }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.add("presentationController(forPresented:)")
        let controller = BandPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationController(forPresented:)")
        return FadeAnimator(presenting: true, log: log)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationController(forDismissed:)")
        return FadeAnimator(presenting: false, log: log)
    }
}

/// Custom presentations: the transitioning delegate's presentation controller and animators, in order.
@MainActor @Suite struct CustomTransitionTests {
    @Test func theDelegatesObjectsRunInUIKitsOrder() {
        let log = PresentationLog()
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = LoggingController("root", log)
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let delegate = BandTransitioningDelegate(log)
        let presented = LoggingController("presented", log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        _ = log.take()
        root.present(presented, animated: true) { log.add("completion") }
        runFrames(1)
        #expect(log.take() == ["presentationController(forPresented:)", "presented.willAppear(true)",
                               "animationController(forPresented:)", "pc.presentationTransitionWillBegin",
                               "animateTransition(present)", "pc.presentationTransitionDidEnd(true)",
                               "presented.didAppear(true)", "completion", "animationEnded(true)"])
        #expect(presented.presentationController is BandPresentationController)
        #expect(presented.view.frame == CGRect(x: 20, y: 300, width: 350, height: 200))
        #expect(root.view.window === window)

        root.dismiss(animated: true) { log.add("completion") }
        runFrames(1)
        #expect(log.take() == ["presented.willDisappear(true)", "animationController(forDismissed:)",
                               "pc.dismissalTransitionWillBegin", "animateTransition(dismiss)",
                               "pc.dismissalTransitionDidEnd(true)", "presented.didDisappear(true)",
                               "completion", "animationEnded(true)"])
        #expect(presented.viewIfLoaded?.window == nil)
    }
}
