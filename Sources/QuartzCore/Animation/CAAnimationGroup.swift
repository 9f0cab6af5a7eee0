/// Animations run together in the group's time: each child's begin time counts from the group's start,
/// and a child shows nothing outside the group's duration.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    package override func copyAnimation() -> CAAnimation {
        let made = super.copyAnimation()
        guard let copy = made as? CAAnimationGroup else { return made }
        copy.animations = animations?.map { $0.copyAnimation() }
        return copy
    }

    /// The key paths the group's property animations drive.
    var keyPaths: [String] { (animations ?? []).compactMap { ($0 as? CAPropertyAnimation)?.keyPath } }
}
