import Testing
import TesseraTesting
@testable import UIKit

/// A controller that records its appearance callbacks with their `animated` flags.
@MainActor
private final class AnimatedProbe: UIViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear(\(animated))") }
}

/// An animator that slides the arriving view in over `duration` and completes when its animation ends.
@MainActor
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: Bool?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let to = context.view(forKey: .to)!
        context.containerView.addSubview(to)
        to.frame = context.containerView.bounds.offsetBy(dx: context.containerView.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.3, animations: { to.frame = context.containerView.bounds },
                       completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

/// Container-driven appearance callbacks and the shared transition context.
@MainActor @Suite struct AppearanceTransitionTests {
    init() { LogCapture.install() }

    @Test func aContainerDrivesTheCallbacksWithItsAnimatedFlagAndTheWindowStaysOut() {
        let log = EventLog()
        let window = phoneWindowAtScale1()
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame()
        let child = AnimatedProbe("child", log: log)
        root.addChild(child)
        child.beginAppearanceTransition(true, animated: true)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        UIApplication.shared.advanceFrame()
        // The window saw the view arrive but left the callbacks to the container: no viewDidAppear yet.
        #expect(log.take() == ["child.willAppear(true)"])
        child.endAppearanceTransition()
        #expect(log.take() == ["child.didAppear(true)"])
        // Back to the window: leaving it sends the automatic (unanimated) callbacks.
        child.view.removeFromSuperview()
        #expect(log.take() == ["child.willDisappear(false)", "child.didDisappear(false)"])
    }

    @Test func childrenHearTheirParentsTransitionAfterIt() {
        let log = EventLog()
        let parent = AnimatedProbe("parent", log: log)
        let child = AnimatedProbe("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        parent.beginAppearanceTransition(false, animated: true)
        parent.endAppearanceTransition()
        #expect(log.take() == ["parent.willAppear(false)", "child.willAppear(false)",
                               "parent.didAppear(false)", "child.didAppear(false)",
                               "parent.willDisappear(true)", "child.willDisappear(true)",
                               "parent.didDisappear(true)", "child.didDisappear(true)"])
    }

    @Test func aReversedTransitionEndsWhereItWasLastSent() {
        let log = EventLog()
        let controller = AnimatedProbe("vc", log: log)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        #expect(log.take() == ["vc.willAppear(true)", "vc.willDisappear(true)", "vc.didDisappear(true)"])
        controller.endAppearanceTransition()
        #expect(log.take().isEmpty)
    }

    @Test func theContextRunsAlongsideAnimationsAndCompletesOnceInOrder() {
        let window = phoneWindowAtScale1()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let from = UIViewController(), to = UIViewController()
        container.addSubview(from.view)
        from.view.frame = container.bounds
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        var order: [String] = []
        let animator = SlideAnimator()
        let context = ViewControllerTransitionContext(
            container: container, from: from, to: to, fromView: from.view, toView: to.view,
            initialFrames: [(from, container.bounds)], finalFrames: [(to, container.bounds)],
            animated: true, interactive: false, onComplete: { order.append("container(\($0))") })
        #expect(from.transitionCoordinator === context && to.transitionCoordinator === context)
        context.animationController = animator
        context.transitionDuration = animator.transitionDuration(using: context)
        #expect(context.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { _ in order.append("alongside") }))
        animator.animateTransition(using: context)
        context.startAlongsideAnimations()
        UIApplication.shared.advanceFrame(by: 0.15)
        #expect(badge.layer.presentation()!.opacity > 0.05 && badge.layer.presentation()!.opacity < 0.95)
        #expect(to.view.layer.presentation()!.frame.minX > 0)
        UIApplication.shared.advanceFrame(by: 0.3)
        #expect(order == ["container(true)", "alongside"])
        #expect(from.transitionCoordinator == nil && to.transitionCoordinator == nil)
        #expect(animator.ended == true)
        #expect(context.initialFrame(for: from) == container.bounds && context.finalFrame(for: from) == .zero)
        #expect(!context.animate(alongsideTransition: nil, completion: nil))
        let logged = LogCapture.messages(containing: "completeTransition") { context.completeTransition(true) }
        #expect(logged.count == 1)
        #expect(order.count == 2)
    }

    @Test func anInteractiveTransitionScrubsAndCancelsItsAlongsideAnimations() {
        let window = phoneWindowAtScale1()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        var interactionEnded: Bool?
        let context = ViewControllerTransitionContext(
            container: window, from: nil, to: nil, fromView: nil, toView: nil,
            initialFrames: [], finalFrames: [], animated: true, interactive: true, onComplete: { _ in })
        context.transitionDuration = 0.3
        context.completionCurve = .linear
        context.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        context.notifyWhenInteractionChanges { interactionEnded = $0.isCancelled }
        context.startAlongsideAnimations()
        context.updateInteractiveTransition(0.5)
        UIApplication.shared.advanceFrame()
        #expect(abs(Double(badge.layer.presentation()!.opacity) - 0.5) < 0.05)
        context.cancelInteractiveTransition()
        #expect(interactionEnded == true && !context.isInteractive)
        UIApplication.shared.advanceFrame(by: 0.3)
        context.completeTransition(false)
        #expect(context.transitionWasCancelled)
        #expect(badge.alpha == 1)
    }
}
