/// What decoding one document element onto an object does, with the element's strings already turned
/// into typed values (a frame, a colour, a font, an enumeration's case): built the first time the
/// element is decoded, by the same readers that decode it then, and replayed for every later object
/// made from the element (each cell a registered nib makes, each time a storyboard scene loads).
///
/// A step is handed the object being made and its coder, never the object the plan was built for:
/// whatever belongs to one object (its layout guides, its subviews, its content view, the objects of
/// its pass) is reached through what the step is handed. Two objects made from one plan share only
/// immutable values: strings, numbers, colours and fonts (immutable in Tessera, shared by UIKit too).
@MainActor
final class IBPlan<Target: AnyObject> {
    /// One step: sets one property on the object being made, or decodes a child through its coder.
    typealias Step = @MainActor (Target, InterfaceBuilderCoder) -> Void

    /// The steps, in the order the readers that built the plan went.
    let steps: [Step]
    /// The attributes and keyed children the readers read (marked read on a coder that still records
    /// what it reads, so unread attributes are reported as before).
    let reads: [String]

    init(steps: [Step], reads: [String]) {
        self.steps = steps
        self.reads = reads
    }

    /// Runs the steps on `target`, decoded by `coder`.
    func apply(to target: Target, coder: InterfaceBuilderCoder) {
        for step in steps { step(target, coder) }
    }

    /// Collects the steps while a plan is built.
    @MainActor
    final class Builder {
        private(set) var steps: [Step] = []

        /// Adds a step. It must reach the object only through its first argument.
        func add(_ step: @escaping Step) { steps.append(step) }
    }
}
