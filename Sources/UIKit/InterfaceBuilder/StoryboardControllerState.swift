/// What a view controller made from a storyboard keeps: the storyboard, its scene's element (its view
/// loads from it), the objects made with it (its navigation item's buttons, for outlets that the view
/// pass connects), and its segues by identifier.
@MainActor
final class StoryboardControllerState {
    let storyboard: UIStoryboard
    let element: IBElement
    var sceneObjects: [String: AnyObject] = [:]
    var segues: [String: UIStoryboardSegueTemplate] = [:]

    init(storyboard: UIStoryboard, element: IBElement) {
        self.storyboard = storyboard
        self.element = element
    }
}
