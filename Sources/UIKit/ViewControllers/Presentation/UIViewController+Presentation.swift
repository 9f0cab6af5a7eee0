import Foundation

/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)` (declared
/// in the class, so subclasses may override them) run here.
///
/// A presentation happens in a container view laid over the window (or, for the current-context styles,
/// over the view of the controller that `definesPresentationContext`). The presented controller's
/// presentation controller lays it out; an animator (the transitioning delegate's, else UIKit's for the
/// `modalTransitionStyle`) moves it in. Appearance callbacks come in UIKit's order: the presenter's
/// `viewWillDisappear` (only when its view leaves: full screen and current context), the presented
/// one's `viewWillAppear`, the presentation controller's `presentationTransitionWillBegin()`, the
/// animation, `presentationTransitionDidEnd(_:)`, the presenter's `viewDidDisappear`, the presented
/// one's `viewDidAppear`, then the completion. Dismissal mirrors it.
///
/// Where Tessera differs: `presentedViewController`, `presentingViewController`, `isBeingPresented`,
/// `isBeingDismissed` and the presentation controller accessors are declared in an extension, so
/// subclasses cannot override them (nobody does in practice). Dismissing a controller that presents a
/// stack removes the ones above without animation and animates the one it presented (UIKit animates
/// the top one away). `dismiss(animated:completion:)` with nothing to dismiss still calls the
/// completion.
extension UIViewController {
    /// The controller this one presents (or that its nearest presenting ancestor presents).
    public var presentedViewController: UIViewController? {
        if let presented = presentationLinks.presented { return presented }
        return parent?.presentedViewController
    }

    /// The controller that presented this one (or its nearest presented ancestor).
    public var presentingViewController: UIViewController? {
        if let presenting = presentationLinks.presenting { return presenting }
        return parent?.presentingViewController
    }

    /// Whether the controller is being presented (during its appearance callbacks and the transition).
    public var isBeingPresented: Bool { presentationLinks.isBeingPresented }
    /// Whether the controller is being dismissed.
    public var isBeingDismissed: Bool { presentationLinks.isBeingDismissed }

    /// The presentation controller that manages (or would manage) this controller's presentation, made on
    /// first use for the current `modalPresentationStyle` (so a sheet's detents can be set before
    /// presenting). Nil for a child of another controller.
    public var presentationController: UIPresentationController? {
        if let controller = presentationLinks.controller { return controller }
        if parent != nil { return parent?.presentationController }
        let controller = makePresentationController(for: resolvedPresentationStyle, presenting: nil, source: nil)
        presentationLinks.controller = controller
        return controller
    }

    /// The sheet presentation controller when the controller presents (or will present) as a page or
    /// form sheet; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover presentation controller when the style is `.popover`; nil for other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The style a presentation uses: `.automatic` is a page sheet (an alert controller decides its own).
    var resolvedPresentationStyle: UIModalPresentationStyle {
        if modalPresentationStyle == .automatic || modalPresentationStyle == .none {
            if let alert = self as? UIAlertController { return alert.defaultPresentationStyle }
            return .pageSheet
        }
        return modalPresentationStyle
    }

    /// The presentation controller UIKit makes for `style`.
    func makePresentationController(for style: UIModalPresentationStyle, presenting: UIViewController?,
                                    source: UIViewController?) -> UIPresentationController {
        let controller: UIPresentationController
        switch style {
        case .pageSheet, .formSheet:
            controller = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            controller = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            if let alert = self as? UIAlertController {
                controller = AlertPresentationController(presentedViewController: alert, presenting: presenting)
            } else if let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting,
                                                                                   source: source ?? presenting ?? self) {
                controller = custom
            } else {
                controller = UIPresentationController(presentedViewController: self, presenting: presenting)
            }
        default:
            controller = FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        }
        controller.style = style
        return controller
    }

    // MARK: Presenting

    /// Presents `presented` in four steps: check the request, find the presenter, resolve the
    /// presentation controller (adapting it to the presenter's traits), then make the container and run
    /// the transition.
    func performPresentation(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = presentationWindow(for: presented) else { return }
        var style = presented.resolvedPresentationStyle
        guard let (presenter, contextController) = presentationContext(for: presented, style: style) else { return }
        let active = resolvedPresentationController(for: presented, style: &style, presenter: presenter)
        presented.presentationLinks.active = active
        let container = makePresentationContainer(for: active, style: style, in: window, context: contextController)

        presenter.presentationLinks.presented = presented
        presented.presentationLinks.presenting = presenter
        presented.presentationLinks.isBeingPresented = true
        presented.loadViewIfNeeded()
        runPresentationTransition(of: presented, by: presenter, with: active, in: container, style: style,
                                  context: contextController, animated: animated, completion: completion)
    }

    /// The window a presentation from this controller happens in, or nil (logged as UIKit does) when it
    /// cannot happen: presenting itself, a controller already presented or a child, or from a view
    /// outside any window.
    private func presentationWindow(for presented: UIViewController) -> UIWindow? {
        guard presented !== self else {
            TesseraLog.error("UIKit", "Application tried to present modally a view controller \(type(of: self)) on itself")
            return nil
        }
        if presented.presentationLinks.presenting != nil || presented.parent != nil {
            TesseraLog.error("UIKit", "Application tried to present modally a view controller \(type(of: presented)) that is already being presented or is a child of \(type(of: presented.parent ?? presented))")
            return nil
        }
        guard let window = viewIfLoaded?.window else {
            TesseraLog.warning("UIKit", "Attempt to present \(type(of: presented)) on \(type(of: self)) whose view is not in the window hierarchy.")
            return nil
        }
        return window
    }

    /// The controller that presents (the context-defining ancestor for the current-context styles, else
    /// the outermost controller around this one) and the context controller, or nil (logged) when that
    /// presenter is busy.
    private func presentationContext(for presented: UIViewController, style: UIModalPresentationStyle)
        -> (presenter: UIViewController, context: UIViewController?)? {
        var presenter = self
        while let parent = presenter.parent { presenter = parent }
        var contextController: UIViewController?
        if style == .currentContext || style == .overCurrentContext {
            var candidate: UIViewController? = self
            while let c = candidate, !c.definesPresentationContext { candidate = c.parent }
            if let candidate { contextController = candidate; presenter = candidate }
        }
        if let existing = presenter.presentationLinks.presented {
            TesseraLog.warning("UIKit", "Attempt to present \(type(of: presented)) on \(type(of: presenter)) (from \(type(of: self))) which is already presenting \(type(of: existing)).")
            return nil
        }
        if presenter.presentationLinks.isBeingPresented || presenter.presentationLinks.isBeingDismissed {
            TesseraLog.warning("UIKit", "Attempt to present \(type(of: presented)) on \(type(of: presenter)) while a presentation is in progress.")
            return nil
        }
        return (presenter, contextController)
    }

    /// The presentation controller for `style`, adapted to the presenter's traits (`style` becomes the
    /// adapted one). The controller made for the requested style stays the presented controller's
    /// `presentationController`; an adapted one takes over its delegate.
    private func resolvedPresentationController(for presented: UIViewController, style: inout UIModalPresentationStyle,
                                                presenter: UIViewController) -> UIPresentationController {
        var controller = presented.presentationLinks.controller
        if controller == nil || controller!.style != style {
            controller = presented.makePresentationController(for: style, presenting: presenter, source: self)
            presented.presentationLinks.controller = controller
        }
        let requested = controller!
        requested.setPresenting(presenter)
        requested.presentationWillStart()
        let adapted = requested.adaptivePresentationStyle(for: presenter.traitCollection)
        guard adapted != .none, adapted != style else {
            requested.presentationDidResolve(replacing: nil)
            return requested
        }
        if requested.delegate?.presentationController(requested, viewControllerForAdaptivePresentationStyle: adapted) != nil {
            TesseraLog.warning("UIKit", "presentationController(_:viewControllerForAdaptivePresentationStyle:) is not supported; \(type(of: presented)) is presented itself")
        }
        let adaptedController = presented.makePresentationController(for: adapted, presenting: presenter, source: self)
        adaptedController.delegate = requested.delegate
        adaptedController.presentationDidResolve(replacing: requested)
        style = adapted
        return adaptedController
    }

    /// The container view the presentation happens in: over the context controller's view for the
    /// current-context styles, else over the whole window.
    private func makePresentationContainer(for active: UIPresentationController, style: UIModalPresentationStyle,
                                           in window: UIWindow, context contextController: UIViewController?)
        -> PresentationContainerView {
        let host: UIView
        let containerFrame: CGRect
        if let contextView = contextController?.viewIfLoaded, let superview = contextView.superview,
           style == .currentContext || style == .overCurrentContext {
            host = superview
            containerFrame = contextView.frame
        } else {
            host = window
            containerFrame = window.bounds
        }
        let container = PresentationContainerView(frame: containerFrame)
        container.presentationController = active
        if active.presentsElevatedContent { container.traitOverrides.userInterfaceLevel = .elevated }
        if let contextView = contextController?.viewIfLoaded, contextView.superview === host {
            host.insertSubview(container, aboveSubview: contextView)
        } else {
            host.addSubview(container)
        }
        active.storedContainerView = container
        return container
    }

    /// The appearance callbacks and the animated (or interactive) transition of a presentation, with
    /// what happens when it completes or is cancelled.
    private func runPresentationTransition(of presented: UIViewController, by presenter: UIViewController,
                                           with active: UIPresentationController, in container: PresentationContainerView,
                                           style: UIModalPresentationStyle, context contextController: UIViewController?,
                                           animated: Bool, completion: (() -> Void)?) {
        let removesPresenter = active.shouldRemovePresentersView
        let presenterView = presenter.presentationRootView
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        let transitionStyle = contextController?.providesPresentationContextTransitionStyle == true
            ? contextController!.modalTransitionStyle : presented.modalTransitionStyle
        let builtIn = ModalTransitionAnimator(presenting: true, style: transitionStyle, controller: active)
        let custom = animated && style == .custom
            ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let animator: UIViewControllerAnimatedTransitioning = custom ?? builtIn
        let interactor = animated ? presented.transitioningDelegate?.interactionControllerForPresentation(using: animator) : nil
        let interactive = interactor?.wantsInteractiveStart ?? false
        let context = ViewControllerTransitionContext(
            container: container, from: presenter, to: presented,
            fromView: removesPresenter ? presenterView : nil, toView: active.presentedView,
            initialFrames: [(presenter, presenterView?.frame ?? .zero)],
            finalFrames: [(presented, active.frameOfPresentedViewInContainerView),
                          (presenter, removesPresenter ? .zero : presenterView?.frame ?? .zero)],
            animated: animated, interactive: interactive, presentationStyle: style
        ) { [weak presented, weak presenter, weak active, weak container] completed in
            guard let presented, let presenter, let active else { return }
            presented.presentationLinks.isBeingPresented = false
            if completed {
                Self.finishPresentation(of: presented, by: presenter, with: active, removesPresenter: removesPresenter)
                completion?()
            } else {
                Self.cancelPresentation(of: presented, by: presenter, with: active, container: container,
                                        removesPresenter: removesPresenter, animated: animated)
            }
        }
        context.start(animator: animator, interactor: interactive ? interactor : nil) {
            active.presentationTransitionWillBegin()
            container.layoutIfNeeded()
        }
    }

    /// A presentation's transition completed: the presenter's view leaves the window when the style
    /// removes it (remembering where it was), then the end callbacks in UIKit's order.
    private static func finishPresentation(of presented: UIViewController, by presenter: UIViewController,
                                           with active: UIPresentationController, removesPresenter: Bool) {
        if removesPresenter, let presenterView = presenter.presentationRootView, let host = presenterView.superview {
            presenter.presentationLinks.removedViewHost = host
            presenter.presentationLinks.removedViewIndex = host.subviews.firstIndex(where: { $0 === presenterView }) ?? 0
            presenterView.removeFromSuperview()
        }
        active.presentationTransitionDidEnd(true)
        if removesPresenter { presenter.endAppearanceTransition() }
        presented.endAppearanceTransition()
    }

    /// Takes a presentation off screen and unlinks it: the presented view and the container leave, and
    /// the presenter, the presented controller and the presentation controller forget each other. Both a
    /// finished dismissal and a cancelled presentation end this way.
    private static func unlinkPresentation(of presented: UIViewController, by presenter: UIViewController,
                                           with active: UIPresentationController, container: PresentationContainerView?) {
        active.presentedView?.removeFromSuperview()
        container?.removeFromSuperview()
        active.storedContainerView = nil
        presenter.presentationLinks.presented = nil
        presented.presentationLinks.presenting = nil
        presented.presentationLinks.active = nil
    }

    /// A presentation's transition was cancelled (an interactive presentation let go): everything it
    /// set up is undone and the appearance callbacks are reversed.
    private static func cancelPresentation(of presented: UIViewController, by presenter: UIViewController,
                                           with active: UIPresentationController, container: PresentationContainerView?,
                                           removesPresenter: Bool, animated: Bool) {
        unlinkPresentation(of: presented, by: presenter, with: active, container: container)
        active.presentationTransitionDidEnd(false)
        presented.beginAppearanceTransition(false, animated: animated)
        presented.endAppearanceTransition()
        if removesPresenter {
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.endAppearanceTransition()
        }
    }

    /// The view that stands for this controller in the window: the presented view of its presentation
    /// when it is presented, else its root view.
    var presentationRootView: UIView? {
        if presentationLinks.presenting != nil, let view = presentationLinks.active?.presentedView { return view }
        return viewIfLoaded
    }

    // MARK: Dismissing

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        var candidate: UIViewController? = self
        while let c = candidate {
            if c.presentationLinks.presented != nil {
                c.dismissPresented(animated: animated, completion: completion)
                return
            }
            if let presenting = c.presentationLinks.presenting {
                presenting.dismissPresented(animated: animated, completion: completion)
                return
            }
            candidate = c.parent
        }
        completion?()
    }

    /// Dismisses what this controller presents. Controllers presented above it go first, without
    /// animation; only the one this controller presents animates (as UIKit removes the intermediate ones).
    func dismissPresented(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentationLinks.presented, let active = presented.presentationLinks.active else {
            completion?()
            return
        }
        if presented.presentationLinks.isBeingDismissed || presented.presentationLinks.isBeingPresented {
            TesseraLog.warning("UIKit", "Attempt to dismiss \(type(of: presented)) from \(type(of: self)) while a transition is in progress.")
            return
        }
        if presented.presentationLinks.presented != nil {
            presented.dismissPresented(animated: false, completion: nil)
        }
        let presenter = self
        presented.presentationLinks.isBeingDismissed = true
        let restoresPresenter = active.shouldRemovePresentersView
        if restoresPresenter, let presenterView = presenter.presentationRootView, presenterView.superview == nil,
           let host = presenter.presentationLinks.removedViewHost {
            presented.beginAppearanceTransition(false, animated: animated)
            presenter.beginAppearanceTransition(true, animated: animated)
            host.insertSubview(presenterView, at: min(presenter.presentationLinks.removedViewIndex, host.subviews.count))
        } else {
            presented.beginAppearanceTransition(false, animated: animated)
        }
        guard let container = active.storedContainerView else {
            presented.presentationLinks.isBeingDismissed = false
            return
        }
        let builtIn = ModalTransitionAnimator(presenting: false, style: presented.modalTransitionStyle, controller: active)
        let custom = animated && active.style == .custom ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let animator: UIViewControllerAnimatedTransitioning = custom ?? builtIn
        let interactor = animated ? presented.transitioningDelegate?.interactionControllerForDismissal(using: animator) : nil
        let interactive = interactor?.wantsInteractiveStart ?? false
        let presenterView = presenter.presentationRootView
        let context = ViewControllerTransitionContext(
            container: container, from: presented, to: presenter,
            fromView: active.presentedView, toView: restoresPresenter ? presenterView : nil,
            initialFrames: [(presented, active.presentedView?.frame ?? .zero)],
            finalFrames: [(presented, .zero), (presenter, presenterView?.frame ?? .zero)],
            animated: animated, interactive: interactive, presentationStyle: active.style
        ) { [weak presented, weak presenter, weak active, weak container] completed in
            guard let presented, let presenter, let active else { return }
            presented.presentationLinks.isBeingDismissed = false
            if completed {
                Self.unlinkPresentation(of: presented, by: presenter, with: active, container: container)
                presenter.presentationLinks.removedViewHost = nil
                active.dismissalTransitionDidEnd(true)
                presented.endAppearanceTransition()
                if restoresPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                if restoresPresenter { presenter.presentationRootView?.removeFromSuperview() }
                active.dismissalTransitionDidEnd(false)
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
                if restoresPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                }
            }
        }
        context.start(animator: animator, interactor: interactive ? interactor : nil) {
            active.dismissalTransitionWillBegin()
        }
    }
}
