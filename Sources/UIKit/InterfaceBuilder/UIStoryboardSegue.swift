/// A transition between two view controllers of a storyboard: made each time it is performed, handed to
/// the source's `prepare(for:sender:)`, then performed.
///
/// The kinds Interface Builder offers are performed as on iOS: show (`show(_:sender:)`), show detail
/// (`showDetailViewController(_:sender:)`), present modally (with the segue's presentation and
/// transition styles), popover (presented), push (the source's navigation controller pushes), unwind
/// (the presented controllers on the way are dismissed and containers show the destination). Embed and
/// relationship segues are performed by the storyboard as the controllers load. A custom segue
/// subclasses this class and overrides `perform()`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard (nil when it has none).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?
    /// The storyboard's description of the segue, for the built-in kinds.
    var template: UIStoryboardSegueTemplate?

    /// Creates a segue. `required` in Tessera (not on iOS) so the storyboard can make a custom subclass
    /// from its class (Swift needs a required initializer to make an instance from a class value).
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// Creates a segue that performs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the transition: the handler, else what the storyboard's kind does. A segue made in code
    /// without a handler does nothing (subclasses override this).
    open func perform() {
        if let performHandler {
            performHandler()
            return
        }
        guard let template else { return }
        let element = template.element
        let animated = element["animates"] != "NO"
        switch template.kind {
        case "show":
            source.show(destination, sender: nil)
        case "showDetail":
            source.showDetailViewController(destination, sender: nil)
        case "push":
            if let navigation = source.navigationController {
                navigation.pushViewController(destination, animated: animated)
            } else {
                source.show(destination, sender: nil)
            }
        case "presentation", "modal", "popoverPresentation":
            if let style = element["modalPresentationStyle"].flatMap({ Self.presentationStyles[$0] }) {
                destination.modalPresentationStyle = style
            }
            if let style = element["modalTransitionStyle"].flatMap({ Self.transitionStyles[$0] }) {
                destination.modalTransitionStyle = style
            }
            source.present(destination, animated: animated)
        case "unwind":
            StoryboardUnwinding.unwind(self, animated: animated)
        default:
            TesseraLog.warning("UIKit", "a \(template.kind) segue has nothing to perform here")
        }
    }

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "currentContext": .currentContext, "overFullScreen": .overFullScreen,
        "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
    ]

    static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal,
        "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ]
}
