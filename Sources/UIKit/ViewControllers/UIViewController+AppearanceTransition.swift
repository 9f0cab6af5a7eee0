/// Appearance callbacks driven by a container.
///
/// Without a container's help, a controller hears `viewWillAppear(false)` when its root view enters a
/// visible window and `viewDidAppear(false)` after the next layout pass (see
/// UIViewController+Appearance.swift). A container that animates views in and out (navigation, tab bar,
/// presentation, or an app's own) calls `beginAppearanceTransition(_:animated:)` before the view moves
/// and `endAppearanceTransition()` when the transition ends; in between, the window does not drive the
/// controller, so the callbacks come once each, with the container's `animated` flag, in UIKit's order:
/// `viewWillDisappear` / `viewWillAppear` at the start, `viewDidDisappear` / `viewDidAppear` at the end.
/// Children whose parents forward appearance methods (`shouldAutomaticallyForwardAppearanceMethods`,
/// true by default) get the same calls after their parent.
extension UIViewController {
    func startAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceIsManual = true
        appearanceAnimated = animated
        if isAppearing { beginAppearing(animated: animated) } else { beginDisappearing(animated: animated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.isViewLoaded {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    func finishAppearanceTransition() {
        guard appearanceIsManual else { return }
        appearanceIsManual = false
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            break
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.appearanceIsManual { child.endAppearanceTransition() }
    }
}
