/// Gesture recognizers placed in Interface Builder documents (`<tapGestureRecognizer>`…, top-level
/// objects of a scene or a xib): each is made with `init()` (a custom class through the generated
/// glue), its attributes read here; the `gestureRecognizers` outlet collection adds it to its views and
/// its actions are sent as it recognizes.
///
/// Where Tessera differs: iOS unarchives recognizers with `init?(coder:)`; Tessera's recognizers have
/// no coder initializer (a subclass would have to write one), so the loader makes them and decodes
/// their attributes afterwards, before connections and `awakeFromNib()` as on iOS.
extension UIGestureRecognizer {
    /// The recognizers Interface Builder offers, by element name, made with their plain initializer.
    static let interfaceBuilderRecognizers: [String: @MainActor () -> UIGestureRecognizer] = [
        "tapGestureRecognizer": { UITapGestureRecognizer() },
        "longPressGestureRecognizer": { UILongPressGestureRecognizer() },
        "panGestureRecognizer": { UIPanGestureRecognizer() },
        "pinchGestureRecognizer": { UIPinchGestureRecognizer() },
        "rotationGestureRecognizer": { UIRotationGestureRecognizer() },
        "swipeGestureRecognizer": { UISwipeGestureRecognizer() },
        "screenEdgePanGestureRecognizer": { UIScreenEdgePanGestureRecognizer() },
    ]

    func decodeInterfaceBuilderRecognizer(_ coder: InterfaceBuilderCoder) {
        if let flag = coder.bool("enabled") { isEnabled = flag }
        if let flag = coder.bool("cancelsTouchesInView") { cancelsTouchesInView = flag }
        if let flag = coder.bool("delaysTouchesBegan") { delaysTouchesBegan = flag }
        if let flag = coder.bool("delaysTouchesEnded") { delaysTouchesEnded = flag }
        switch self {
        case let tap as UITapGestureRecognizer:
            if let count = coder.number("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(count) }
            if let count = coder.number("numberOfTouchesRequired") { tap.numberOfTouchesRequired = Int(count) }
        case let press as UILongPressGestureRecognizer:
            if let duration = coder.number("minimumPressDuration") { press.minimumPressDuration = Double(duration) }
            if let distance = coder.number("allowableMovement") { press.allowableMovement = distance }
        case let swipe as UISwipeGestureRecognizer:
            let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let direction = coder.enumeration("direction", directions) { swipe.direction = direction }
            if let count = coder.number("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = Int(count) }
        case let pan as UIPanGestureRecognizer:
            if let count = coder.number("minimumNumberOfTouches") { pan.minimumNumberOfTouches = Int(count) }
            if let count = coder.number("maximumNumberOfTouches") { pan.maximumNumberOfTouches = Int(count) }
        default:
            break
        }
    }
}
