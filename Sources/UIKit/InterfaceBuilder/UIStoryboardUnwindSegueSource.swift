/// What UIKit knows of an unwind segue while it searches for the segue's destination: the controller
/// it starts from, the unwind action it looks for, and what triggered it. Containers receive it in
/// `allowedChildrenForUnwinding(from:)` and `childContaining(_:)`.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts from.
    public let source: UIViewController
    /// The unwind action (`unwindToList:`) the destination implements.
    public let unwindAction: Selector
    /// What triggered the segue (a button, the `sender:` of `performSegue(withIdentifier:sender:)`).
    public let sender: Any?

    /// Made by UIKit only, as on iOS (the class has no public initializer there).
    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
