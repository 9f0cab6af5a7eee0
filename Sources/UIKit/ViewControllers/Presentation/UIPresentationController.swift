import Foundation

/// Manages a presented view controller on screen: the container view the presentation happens in,
/// where the presented view sits (`frameOfPresentedViewInContainerView`), the views around it (dimming,
/// chrome), and how the presentation adapts to the size class.
///
/// UIKit makes one for every presentation: a `UISheetPresentationController` for page and form sheets, a
/// `UIPopoverPresentationController` for popovers, a plain one for the full-screen styles, and the
/// transitioning delegate's subclass for `.custom`. Subclass it to lay out a custom presentation:
/// override the frame, and add your views in `presentationTransitionWillBegin()`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIAppearanceContainer {
    private weak var storedPresented: UIViewController?
    private weak var storedPresenting: UIViewController?
    /// The style this controller presents in.
    var style: UIModalPresentationStyle
    /// The view the presentation happens in, while it is on screen.
    var storedContainerView: PresentationContainerView?

    /// The controller being presented.
    ///
    /// Where Tessera differs: the presentation controller holds it weakly (the presented controller owns
    /// its presentation controller, so a strong link would leak both); read after the controller is gone
    /// it is an empty controller (logged).
    public var presentedViewController: UIViewController {
        if let controller = storedPresented { return controller }
        TesseraLog.error("UIKit", "\(type(of: self)).presentedViewController read after the presented view controller was freed")
        return UIViewController()
    }

    /// The controller that presents (the presentation context), set when the presentation starts if
    /// the initializer was given nil.
    public var presentingViewController: UIViewController {
        if let controller = storedPresenting ?? storedPresented?.presentationLinks.presenting { return controller }
        TesseraLog.error("UIKit", "\(type(of: self)).presentingViewController read before the presentation started")
        return UIViewController()
    }

    var presentedIfAlive: UIViewController? { storedPresented }
    var presentingIfKnown: UIViewController? { storedPresenting ?? storedPresented?.presentationLinks.presenting }

    /// The object told about adaptation and the user's dismissals (held weakly).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Creates a presentation controller for `presentedViewController`, presented from
    /// `presentingViewController` (nil: the controller `present` finds).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresented = presentedViewController
        storedPresenting = presentingViewController
        style = .custom
        super.init()
    }

    func setPresenting(_ controller: UIViewController) { storedPresenting = controller }

    /// The view the presentation happens in (nil before the presentation starts and after it ends).
    open var containerView: UIView? { storedContainerView }

    /// The view that is animated and laid out: the presented controller's view by default; a subclass
    /// may return a view that wraps it (a sheet's rounded card).
    open var presentedView: UIView? { storedPresented?.view }

    /// Where the presented view sits in the container when the presentation is on screen: the container's
    /// bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The style of the presentation (`.custom` for a subclass made by a transitioning delegate).
    open var presentationStyle: UIModalPresentationStyle { style }

    /// Whether the presentation covers the whole screen (true) rather than the presenter's context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window when the presentation ends (false: it stays under
    /// the presented view). True for the full-screen and current-context styles.
    open var shouldRemovePresentersView: Bool { false }

    /// The style to adapt to in compact widths (`.none`: no adaptation; popovers and form sheets
    /// override it). A custom presentation keeps its style unless its delegate asks otherwise, as apps
    /// expect on iPhone.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    /// The style to adapt to in `traitCollection`: the delegate's answer, else, in compact widths,
    /// `adaptivePresentationStyle`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate { return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection) }
        return systemAdaptiveStyle(for: traitCollection)
    }

    /// UIKit's own adaptation: `adaptivePresentationStyle` in compact widths, none in regular ones.
    func systemAdaptiveStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
    }

    /// The traits of the presentation: the presenter's, with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let base = presentingIfKnown?.traitCollection ?? UIScreen.main.traitCollection
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// Traits that replace the presenter's for the presented controller (nil: none).
    open var overrideTraitCollection: UITraitCollection?

    // MARK: Steps of a presentation (the built-in subclasses refine them)

    /// Whether the presented content is elevated content (lighter backgrounds in dark mode): true for
    /// sheets, popovers and alerts, as on iOS; the container's `userInterfaceLevel` follows it.
    var presentsElevatedContent: Bool { false }

    /// A presentation with this controller is starting, before it adapts to the presenter's traits.
    func presentationWillStart() {}

    /// This controller presents (after adaptation); `original` is the controller it replaced when the
    /// presentation adapted, else nil. Called before the container view is made.
    func presentationDidResolve(replacing original: UIPresentationController?) {}

    // MARK: Transitions

    /// The presentation is about to start: add your views to `containerView` here and animate them
    /// with the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container view is about to lay out its subviews: update the presented view's frame here.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The size of a child content container (the presented controller) in a parent of `parentSize`:
    /// the size of `frameOfPresentedViewInContainerView`.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        frameOfPresentedViewInContainerView.size
    }

    /// The presented controller's `preferredContentSize` changed: lays the container out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerView?.setNeedsLayout()
    }

    // MARK: Content container (see UIContentContainer)

    /// The presented controller's `preferredContentSize` (zero once it is gone).
    open var preferredContentSize: CGSize { presentedIfAlive?.preferredContentSize ?? .zero }

    /// A child's view changed its fitting size: nothing to do by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The window's size is about to become `size`: passes the change on to the presented controller, as
    /// UIKit's presentation controllers do. Call super when you override it.
    ///
    /// Where Tessera differs: a presented view that fills its container (the full-screen styles) is given
    /// the new `size`; any other gets `size(forChildContentContainer:withParentContainerSize:)`, whose
    /// default is the presented frame as it is now, before the container changes (Tessera cannot work
    /// out a sheet's frame for a size the container does not have yet).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let presented = presentedIfAlive else { return }
        let fillsContainer = containerView.map { frameOfPresentedViewInContainerView.size == $0.bounds.size } ?? true
        let childSize = fillsContainer ? size : self.size(forChildContentContainer: presented, withParentContainerSize: size)
        presented.viewWillTransition(to: childSize, with: coordinator)
    }

    /// Declared for source compatibility: Tessera does not call it (see UIContentContainer).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The user tapped outside or swiped: asks the presented controller and the delegate whether it may
    /// be dismissed, and dismisses it or tells the delegate of the attempt.
    func userAttemptedDismissal(animated: Bool = true) {
        guard let presented = storedPresented, !presented.presentationLinks.isBeingDismissed,
              !presented.presentationLinks.isBeingPresented else { return }
        if presented.isModalInPresentationIncludingChildren || !(delegate?.presentationControllerShouldDismiss(self) ?? true) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentingIfKnown?.dismissPresented(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// The class, the presented controller and the style.
    open override nonisolated var description: String {
        mainActorDescription(of: self) {
            "<\(type(of: self)): presented = \(storedPresented.map { String(describing: type(of: $0)) } ?? "nil"), style = \(style)>"
        }
    }
}

extension UIViewController {
    /// Whether this controller or one of its children is modal in presentation (as on iOS, a child's
    /// `isModalInPresentation` blocks the swipe too).
    var isModalInPresentationIncludingChildren: Bool {
        isModalInPresentation || children.contains { $0.isModalInPresentationIncludingChildren }
    }
}
