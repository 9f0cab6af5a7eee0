import Foundation

/// The presentation controller of the full-screen and current-context styles: the presented view
/// fills the container; `.fullScreen` and `.currentContext` take the presenter's view out of the window
/// when the transition ends, the "over" styles leave it underneath.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }
    override var shouldPresentInFullscreen: Bool { style == .fullScreen || style == .overFullScreen }

    override func containerViewWillLayoutSubviews() {
        guard let presented = presentedIfAlive, !presented.presentationLinks.isBeingPresented,
              !presented.presentationLinks.isBeingDismissed else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
