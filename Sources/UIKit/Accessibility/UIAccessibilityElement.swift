/// An accessibility element that is not a view: a part of a view that draws several things itself (a
/// chart's bars, a keyboard's keys), given to assistive technologies through its container's
/// `accessibilityElements` or `accessibilityElement(at:)`.
///
/// Set `accessibilityFrameInContainerSpace` so the frame follows the container as it moves; setting
/// `accessibilityFrame` instead gives a fixed frame in screen coordinates. As in the iOS headers,
/// `isAccessibilityElement` is false until set.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    private let storage = AccessibilityStorage()
    /// The frame in the container's coordinates, when that is how the frame was last set.
    private var frameInContainer: CGRect?

    /// The view or element that holds this element (not retained, as on iOS).
    open weak var accessibilityContainer: AnyObject? {
        didSet { AccessibilityChanges.mark(self) }
    }

    /// Creates an element inside `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    override var accessibilityStorageIfMade: AccessibilityStorage? { storage }
    override var accessibilityStorage: AccessibilityStorage {
        AccessibilityChanges.markContent(self)
        return storage
    }

    /// The element's frame in its container's coordinates (a view's bounds space, or an element's
    /// frame with its origin at the container's); `accessibilityFrame` then follows the container.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainer ?? .zero }
        set { frameInContainer = newValue; accessibilityStorage.frame = nil }
    }

    /// The frame in screen coordinates: `accessibilityFrameInContainerSpace` converted through the
    /// container when that was set, else the frame set here.
    open override var accessibilityFrame: CGRect {
        get {
            guard let frameInContainer else { return storage.frame ?? .zero }
            return UIAccessibility.screenRect(frameInContainer, inContainer: accessibilityContainer)
        }
        set { frameInContainer = nil; accessibilityStorage.frame = newValue }
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UIAccessibilityElement label: \(accessibilityLabel.map { "\"\($0)\"" } ?? "nil")>" }
    }
}
