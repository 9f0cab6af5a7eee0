/// The plans a parsed document keeps for its elements, built on their first instantiation and replayed
/// on later ones: a view's attributes, a label's, a cell's, and the constraints a view lists, decoded.
///
/// See `IBPlanTable` for why this is safe to share: the document is `Sendable`, these tables are
/// isolated to the main actor, and a plan is immutable once stored.
@MainActor
final class IBPlanStore {
    /// `UIView`'s attributes (every view element, whatever its class).
    let views = IBPlanTable<IBPlan<UIView>>()
    /// `UILabel`'s attributes.
    let labels = IBPlanTable<IBPlan<UILabel>>()
    /// `UITableViewCell`'s attributes (not its view's, which `views` has).
    let cells = IBPlanTable<IBPlan<UITableViewCell>>()
    /// The class each object element makes, found without a report (`IBClassTable`).
    let classes = IBPlanTable<AnyClass>()
    /// The constraints an element lists, decoded (empty when it lists none).
    let constraints = IBPlanTable<[IBConstraintPlan]>()
    /// The elements whose unread attributes and children have been reported (`IBDecodingPass`).
    let reported = IBPlanTable<Bool>()

    nonisolated init() {}
}
