/// Animations run together in the group's time: each child's begin time counts from the group's start,
/// and a child shows nothing outside the group's duration.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    open override func copy() -> CAAnimation {
        let made = super.copy()
        guard let copy = made as? CAAnimationGroup else { return made }
        copy.animations = animations?.map { $0.copy() }
        return copy
    }

    /// The key paths the group's property animations drive.
    var keyPaths: [String] { (animations ?? []).compactMap { ($0 as? CAPropertyAnimation)?.keyPath } }
}
