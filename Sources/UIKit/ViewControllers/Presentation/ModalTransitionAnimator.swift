import Foundation

/// UIKit's own presentation and dismissal animations, for the modal transition styles:
/// - cover vertical: the presented view slides up from the bottom edge (0.35 s ease-out; down on
///   dismissal, from wherever it is, so a sheet released mid-swipe continues from the finger);
/// - cross dissolve: it fades in over the presenter (0.3 s);
/// - flip horizontal: the container turns over from right to left (0.5 s; flat, see `UIView.transition`);
/// - partial curl: Tessera curls the whole presented view up (UIKit curls only a corner; a flat
///   curl is what the 2-D compositor can draw).
/// Presentation controllers that animate their own way (alerts: zoom and fade) are asked first.
@MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let style: UIModalTransitionStyle
    weak var controller: UIPresentationController?

    init(presenting: Bool, style: UIModalTransitionStyle, controller: UIPresentationController) {
        self.presenting = presenting
        self.style = style
        self.controller = controller
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let custom = controller as? BuiltInTransitionAnimating { return custom.builtInDuration(presenting: presenting) }
        switch style {
        case .coverVertical: return 0.35
        case .crossDissolve: return 0.3
        case .flipHorizontal, .partialCurl: return 0.5
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = context.isAnimated ? transitionDuration(using: context) : 0
        if presenting {
            guard let presented = context.viewController(forKey: .to),
                  let view = context.view(forKey: .to) ?? presented.viewIfLoaded else {
                context.completeTransition(true)
                return
            }
            let final = context.finalFrame(for: presented)
            if view.superview !== container { container.addSubview(view) }
            view.frame = final
            guard duration > 0 else {
                context.completeTransition(true)
                return
            }
            if let custom = controller as? BuiltInTransitionAnimating {
                custom.animateBuiltIn(presenting: true, view: view, duration: duration) { context.completeTransition(!context.transitionWasCancelled) }
                return
            }
            switch style {
            case .coverVertical:
                view.frame.origin.y = container.bounds.maxY
                UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: { view.frame = final },
                               completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            case .crossDissolve:
                view.alpha = 0
                UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: { view.alpha = 1 },
                               completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            case .flipHorizontal, .partialCurl:
                view.isHidden = true
                UIView.transition(with: container, duration: duration,
                                  options: style == .flipHorizontal ? .transitionFlipFromRight : .transitionCurlUp,
                                  animations: { view.isHidden = false },
                                  completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            }
        } else {
            guard let view = context.view(forKey: .from) else {
                context.completeTransition(true)
                return
            }
            guard duration > 0 else {
                context.completeTransition(true)
                return
            }
            if let custom = controller as? BuiltInTransitionAnimating {
                custom.animateBuiltIn(presenting: false, view: view, duration: duration) { context.completeTransition(!context.transitionWasCancelled) }
                return
            }
            switch style {
            case .coverVertical:
                UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn,
                               animations: { view.frame.origin.y = container.bounds.maxY },
                               completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            case .crossDissolve:
                UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: { view.alpha = 0 },
                               completion: { _ in
                                   view.alpha = 1
                                   context.completeTransition(!context.transitionWasCancelled)
                               })
            case .flipHorizontal, .partialCurl:
                UIView.transition(with: container, duration: duration,
                                  options: style == .flipHorizontal ? .transitionFlipFromLeft : .transitionCurlDown,
                                  animations: { view.isHidden = true },
                                  completion: { _ in
                                      view.isHidden = false
                                      context.completeTransition(!context.transitionWasCancelled)
                                  })
            }
        }
    }
}

/// A built-in presentation controller with its own presentation animation (alerts zoom and fade).
@MainActor
protocol BuiltInTransitionAnimating: AnyObject {
    func builtInDuration(presenting: Bool) -> TimeInterval
    func animateBuiltIn(presenting: Bool, view: UIView, duration: TimeInterval, completion: @escaping () -> Void)
}
