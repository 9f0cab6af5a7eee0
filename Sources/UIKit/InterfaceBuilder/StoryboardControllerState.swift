/// What a view controller made from a storyboard keeps: the storyboard, its scene's element (its view
/// loads from it), the objects made with it (its navigation item's buttons, for outlets that the view
/// pass connects), its segues by identifier, and its scene's other objects.
@MainActor
final class StoryboardControllerState {
    let storyboard: UIStoryboard
    let element: IBElement
    var sceneObjects: [String: AnyObject] = [:]
    var segues: [String: UIStoryboardSegueTemplate] = [:]
    /// The scene's other top-level objects (custom objects, gesture recognizers), kept as long as the
    /// controller (iOS keeps them with it too; actions hold their targets weakly).
    var keptObjects: [AnyObject] = []

    init(storyboard: UIStoryboard, element: IBElement) {
        self.storyboard = storyboard
        self.element = element
    }
}
