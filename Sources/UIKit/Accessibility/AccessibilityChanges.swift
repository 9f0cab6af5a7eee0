/// Which objects may read differently to assistive technologies since a desktop bridge last walked
/// the accessible tree: the change tracking that lets the bridge walk again only what changed
/// (`AccessibilityTreeCache`), instead of every object after every frame.
///
/// UIKit marks an object when something the walk reads of it may have changed: it was asked to lay out
/// again, a subview was added or removed, it was hidden, shown or faded in or out, it moved or was
/// resized (positions decide the reading order), it became or stopped being the first responder or the
/// focused item, or a cell was reused. A mark also marks every container up to the window (a cell's
/// label is read from the labels inside it), so a container that is not marked holds nothing that
/// changed. Some marks say the object's content changed, and with it what the views inside it answer
/// (a segmented control's segment views read the control's selection): one of its accessibility
/// properties was set, it was asked to draw again (how the standard controls show a new text, title,
/// value or state), a switch was turned, a cell selected; what it holds is then read again too. `UIAccessibility.post` of
/// `.screenChanged` or `.layoutChanged` marks everything: VoiceOver reads the screen again on those,
/// and they are how an app says that what its own accessibility getters compute changed.
///
/// Marking costs one branch while nobody tracks (no bridge, or a bridge nobody listens to). Tessera
/// addition, package API.
@MainActor
package enum AccessibilityChanges {
    /// Whether a bridge tracks changes now (it listens for them). Turning it on marks everything, as
    /// nothing was tracked before.
    package static var isTracking: Bool {
        get { tracking }
        set {
            guard newValue != tracking else { return }
            tracking = newValue
            everything = true
            marked.removeAll()
            redrawn.removeAll()
        }
    }

    /// `isTracking`'s storage. Every `setNeedsLayout()` and `setNeedsDisplay()` reads it, so release
    /// builds skip Swift's dynamic exclusivity check on it (a runtime call that cost more than the rest
    /// of the mark); debug builds keep it. No access overlaps another: it is read and written whole.
#if DEBUG
    private static var tracking = false
#else
    @exclusivity(unchecked) private static var tracking = false
#endif

    /// Whether everything must be read again (a screen or layout change was posted, or tracking began).
    package private(set) static var everything = true

    /// The marked objects and their containers up to their windows.
    private static var marked: Set<ObjectIdentifier> = []
    /// The objects whose content changed (what they hold is read again).
    private static var redrawn: Set<ObjectIdentifier> = []

    /// Whether anything was marked since the changes were last taken.
    package static var hasChanges: Bool { everything || !marked.isEmpty }

    /// Marks `object` (and its containers) as changed, when anyone tracks changes.
    @inline(__always)
    static func mark(_ object: UIResponder?) {
        if isTracking, let object { record(object) }
    }

    /// Marks `object` (and its containers) as changed, and what it holds: its content changed.
    @inline(__always)
    static func markContent(_ object: UIResponder?) {
        if isTracking, let object {
            redrawn.insert(ObjectIdentifier(object))
            record(object)
        }
    }

    /// Marks everything as changed.
    static func markAll() {
        if isTracking { everything = true }
    }

    /// Adds `object` and the containers above it (superviews, an element's container) to the marks,
    /// stopping at the first one already marked: its own containers were marked with it.
    private static func record(_ object: UIResponder) {
        var current: UIResponder? = object
        while let responder = current, marked.insert(ObjectIdentifier(responder)).inserted {
            if let view = responder as? UIView {
                current = view.storedSuperview
            } else if let element = responder as? UIAccessibilityElement {
                current = element.accessibilityContainer as? UIResponder
            } else {
                current = nil
            }
        }
    }

    /// Takes the marks made since the last call: everything (nil), or the marked objects and those
    /// whose content changed.
    package static func take() -> (marked: Set<ObjectIdentifier>, redrawn: Set<ObjectIdentifier>)? {
        defer {
            everything = false
            marked.removeAll(keepingCapacity: true)
            redrawn.removeAll(keepingCapacity: true)
        }
        return everything ? nil : (marked, redrawn)
    }
}
