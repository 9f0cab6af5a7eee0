import Foundation

/// Presents alerts and iPhone action sheets: a dimming view (black at 20 % in light mode, 48 % in dark),
/// the alert centred in the safe area, or the action sheet 8 points above the bottom of the safe area
/// (8 points from the screen's edges, at most 414 points wide). Alerts appear by scaling from 1.2 to 1
/// while fading in (0.4 s) and fade out (0.25 s); action sheets slide up and down (0.35 s). Tapping the
/// dimming view dismisses an action sheet that has a cancel action (and runs it), and does nothing
/// for an alert. While the software keyboard shows, an alert is centred in the space above it (it moves
/// with the keyboard's animation, 0.25 s).
@MainActor
final class AlertPresentationController: UIPresentationController, BuiltInTransitionAnimating {
    private var dimming: PresentationDimmingView?
    private var alert: UIAlertController? { presentedIfAlive as? UIAlertController }
    /// How much of the container the keyboard covers, from the bottom.
    private(set) var keyboardOverlap: CGFloat = 0
    private var keyboardObserver: NSObjectProtocol?

    /// The keyboard will move: an alert moves to stay above it.
    private func keyboardWillChangeFrame(end: CGRect, duration: TimeInterval) {
        guard let container = containerView else { return }
        let windowTop = container.window?.frame.minY ?? 0
        let top = container.convert(CGPoint(x: 0, y: end.minY - windowTop), from: nil).y
        let overlap = max(0, container.bounds.maxY - top)
        guard overlap != keyboardOverlap else { return }
        keyboardOverlap = overlap
        guard let presented = presentedIfAlive, alert?.preferredStyle == .alert, !presented.presentationLinks.isBeingDismissed,
              let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut],
                       animations: { view.center = CGPoint(x: frame.midX, y: frame.midY); view.bounds.size = frame.size },
                       completion: nil)
    }

    private func stopObservingKeyboard() {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert, let content = alert.contentView else { return .zero }
        var safe = container.bounds.inset(by: container.safeAreaInsets)
        if alert.preferredStyle == .alert {
            if keyboardOverlap > 0 {
                safe.size.height = max(0, min(safe.maxY, container.bounds.maxY - keyboardOverlap) - safe.minY)
            }
            let size = content.fittingSize(width: AlertContentView.alertWidth)
            let height = min(size.height, safe.height - 20)
            return CGRect(x: (safe.midX - size.width / 2).rounded(), y: (safe.midY - height / 2).rounded(), width: size.width, height: height)
        }
        let width = min(container.bounds.width - 16, 414)
        let size = content.fittingSize(width: width)
        let bottom = container.bounds.height - max(container.safeAreaInsets.bottom, 0) - 8
        return CGRect(x: ((container.bounds.width - width) / 2).rounded(), y: bottom - size.height, width: width, height: size.height)
    }

    override var adaptivePresentationStyle: UIModalPresentationStyle { .none }
    override var presentsElevatedContent: Bool { true }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        if keyboardObserver == nil {
            keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                                      object: nil, queue: nil) { [weak self] note in
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
                MainActor.assumeIsolated { self?.keyboardWillChangeFrame(end: end, duration: duration) }
            }
        }
        let dimming = PresentationDimmingView(frame: container.bounds)
        dimming.backgroundColor = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 0, alpha: 0.48) : UIColor(white: 0, alpha: 0.2) })
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        dimming.onTap = { [weak self] in self?.dimmingTapped() }
        container.insertSubview(dimming, at: 0)
        self.dimming = dimming
        alert?.contentView?.rebuild()
        if let coordinator = presentedIfAlive?.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 1 }, completion: nil)
        } else {
            dimming.alpha = 1
        }
    }

    override func dismissalTransitionWillBegin() {
        guard let dimming else { return }
        if let coordinator = presentedIfAlive?.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
        } else {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming?.removeFromSuperview(); dimming = nil; stopObservingKeyboard() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let presented = presentedIfAlive, !presented.presentationLinks.isBeingPresented,
              !presented.presentationLinks.isBeingDismissed else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingTapped() {
        guard let alert, alert.preferredStyle == .actionSheet, let cancel = alert.actions.first(where: { $0.style == .cancel }) else { return }
        alert.choose(cancel)
    }

    // MARK: BuiltInTransitionAnimating

    func builtInDuration(presenting: Bool) -> TimeInterval {
        if alert?.preferredStyle == .actionSheet { return 0.35 }
        return presenting ? 0.4 : 0.25
    }

    func animateBuiltIn(presenting: Bool, view: UIView, duration: TimeInterval, completion: @escaping () -> Void) {
        guard let container = containerView else { completion(); return }
        if alert?.preferredStyle == .actionSheet {
            let final = view.frame
            if presenting { view.frame.origin.y = container.bounds.maxY }
            UIView.animate(withDuration: duration, delay: 0, options: presenting ? .curveEaseOut : .curveEaseIn,
                           animations: { view.frame.origin.y = presenting ? final.minY : container.bounds.maxY },
                           completion: { _ in completion() })
            return
        }
        if presenting {
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                view.alpha = 1
                view.transform = .identity
            }, completion: { _ in completion() })
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 },
                           completion: { _ in
                               view.alpha = 1
                               completion()
                           })
        }
    }
}
