/// An animation between a layer's previous look and its new one: the old look fades, is pushed or
/// moved in over, or reveals the new, from the side `subtype` names.
///
/// Add it to the layer whose content changes, then change the layer:
///
/// ```swift
/// let push = CATransition()
/// push.type = .push
/// push.subtype = .fromRight
/// label.layer.add(push, forKey: kCATransition)
/// label.text = "Page 2"
/// ```
///
/// Where Tessera differs: the previous look is an image of the layer's subtree taken when the
/// transition is added, so add it before the change (Core Animation keeps the last committed render
/// tree, so it also takes a transition added after the change in the same transaction); `filter` is
/// kept but not used. Tessera adds 2-D stand-ins for UIKit's view transitions (`flip`, a turn without perspective).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// How the new look replaces the old (`.fade` by default).
    open var type: CATransitionType = .fade
    /// The side the movement starts from (nil: from the left).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0…1.
    open var endProgress: Float = 1
    /// A filter for the transition (kept; not used).
    open var filter: Any?
    /// The old look, taken when the running copy was added to its layer.
    var snapshot: CGImage?

    package override func copyAnimation() -> CAAnimation {
        let made = super.copyAnimation()
        guard let copy = made as? CATransition else { return made }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
        return copy
    }

    /// The transition's progress at local time `t` (0…1 through `startProgress`…`endProgress`).
    func progress(atLocalTime t: CFTimeInterval) -> Double {
        let fraction = passDuration > 0 ? t / passDuration : 1
        let eased = timingFunction?.value(at: fraction) ?? fraction
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * eased
    }
}

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new look fades in as the old fades out.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides away, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// Tessera's 2-D flip: the old look narrows to its middle line, then the new widens from it
    /// (UIKit's flip transitions, without the perspective).
    public static let flip = CATransitionType(rawValue: "flip")
}

/// The side a transition moves from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new look comes in from the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge (the default).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key transitions run under when added with it (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
