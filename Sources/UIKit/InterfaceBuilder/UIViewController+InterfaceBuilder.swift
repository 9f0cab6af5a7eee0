import Foundation

/// View controllers from Interface Builder documents: the attributes `init?(coder:)` reads, the view
/// loaded from the storyboard or from the controller's nib, and performing segues.
extension UIViewController {
    func decodeInterfaceBuilderController(_ coder: InterfaceBuilderCoder) {
        if let storyboard = coder.pass.storyboard {
            storyboardState = StoryboardControllerState(storyboard: storyboard, element: coder.element)
            coder.pass.deferredKeys[ObjectIdentifier(coder), default: []].insert("view")
        } else if coder.child("view") != nil {
            TesseraLog.warning("UIKit", "\(coder.pass.document.fileName):\(coder.element.line): a view controller in a nib keeps its view in the nib; Tessera loads it when the view loads only from storyboards")
        }
        if let title = coder.string("title") { self.title = title }
        _ = coder.string("storyboardIdentifier")
        if let styles = coder.string("modalPresentationStyle").flatMap({ UIStoryboardSegue.presentationStyles[$0] }) {
            modalPresentationStyle = styles
        }
        if let style = coder.string("modalTransitionStyle").flatMap({ UIStoryboardSegue.transitionStyles[$0] }) {
            modalTransitionStyle = style
        }
        if let flag = coder.bool("hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = flag }
        if let flag = coder.bool("definesPresentationContext") { definesPresentationContext = flag }
        if let flag = coder.bool("providesPresentationContextTransitionStyle") { providesPresentationContextTransitionStyle = flag }
        _ = coder.string("extendedLayoutIncludesOpaqueBars")
        _ = coder.string("clearsSelectionOnViewWillAppear")
        coder.adopt("navigationItem", into: navigationItem)
        coder.adopt("tabBarItem", into: tabBarItem)
        _ = coder.child("navigationBar")
        _ = coder.child("toolbar")
        _ = coder.child("tabBar")
    }

    /// Loads the view from the controller's storyboard scene, or from the nib `nibName` names (the
    /// controller is the nib's owner: its `view` outlet sets the view); false when neither gives one.
    func loadInterfaceBuilderView() -> Bool {
        if let state = storyboardState {
            return state.storyboard.loadView(of: self, element: state.element)
        }
        if let nibName {
            _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self)
            if isViewLoaded { return true }
            TesseraLog.error("UIKit", "\(type(of: self)) loaded the nib \"\(nibName)\" but the view outlet was not set")
        }
        return false
    }

    /// Performs the segue `identifier` of the controller's storyboard scene with `sender` (without asking
    /// `shouldPerformSegue(withIdentifier:sender:)`, as on iOS): a new destination, `prepare(for:sender:)`,
    /// then the transition. An identifier the scene does not have is logged in UIKit's words (iOS raises).
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = storyboardState?.segues[identifier] else {
            TesseraLog.error("UIKit", "Receiver (\(self)) has no segue with identifier '\(identifier)'")
            return
        }
        template.perform(from: self, sender: sender)
    }
}
