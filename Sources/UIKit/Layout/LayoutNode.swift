import LayoutEngine

/// A view's or layout guide's Auto Layout state, made when it first takes part in a constraint.
@MainActor
final class LayoutNode {
    /// Constraints installed on this view (the view's `constraints`), each at slot position 0.
    var installed = ConstraintList()
    /// Active constraints that mention the item, each at the slot position of the item's first term.
    var referencing = ConstraintList()
    /// Layout guides the view owns.
    var guides: [UILayoutGuide] = []
    /// The view's content hugging and compression resistance priorities, horizontal then vertical.
    var hugging = AxisPair(UILayoutPriority.defaultLow, .defaultLow)
    var compression = AxisPair(UILayoutPriority.defaultHigh, .defaultHigh)
    /// The engine of the tree this view is the root of.
    var rootHost: AutoLayoutHost?

    // Engine state while the item takes part in `host`'s engine.
    weak var host: AutoLayoutHost?
    /// The alignment rectangle in the parent's space: min x, min y, width, height.
    var variables: ItemVariables?
    /// Constraints from the frame of a view that translates its autoresizing mask.
    var mirror: [NSLayoutConstraint] = []
    /// The engine rows of the intrinsic content size, width then height: each one equality whose error
    /// above the size weighs as the hugging priority and below it as the compression resistance.
    var intrinsic = AxisPair<ConstraintHandle?>(nil, nil)
    /// The intrinsic size the constraints hold, and the width a width-dependent one was measured at.
    var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var intrinsicWidth: CGFloat = -1
    /// Whether the view is in its host's list of width-dependent views.
    var isWidthDependent = false
    /// The solved frame of a view, valid while the host's solution version is `frameVersion`.
    var solvedFrame = CGRect.zero
    var frameVersion = -1
    /// What must be brought up to date in the next flush.
    var dirty: Dirty = []

    struct Dirty: OptionSet {
        let rawValue: UInt8
        /// The frame of a view that translates its autoresizing mask changed.
        static let frame = Dirty(rawValue: 1)
        /// The intrinsic content size (or the baselines with it) changed.
        static let intrinsic = Dirty(rawValue: 2)
        /// Margins, safe area or alignment insets changed: constants of constraints mentioning the item.
        static let geometry = Dirty(rawValue: 4)
    }

    /// Forgets the engine state (the host removed the item's constraints from its engine).
    func leaveEngine() {
        host = nil
        variables = nil
        mirror = []
        intrinsic = AxisPair(nil, nil)
        intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        intrinsicWidth = -1
        isWidthDependent = false
        frameVersion = -1
        dirty = []
    }
}

/// The four variables of an item's alignment rectangle, by index: min x, min y, width, height.
struct ItemVariables {
    let x, y, width, height: LayoutVariable

    subscript(index: Int) -> LayoutVariable {
        switch index {
        case 0: x
        case 1: y
        case 2: width
        default: height
        }
    }
}

/// A value for each axis, by index: 0 horizontal, 1 vertical (kept inline, without an array).
struct AxisPair<Value> {
    var horizontal: Value
    var vertical: Value

    init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    subscript(axis: Int) -> Value {
        get { axis == 0 ? horizontal : vertical }
        set { if axis == 0 { horizontal = newValue } else { vertical = newValue } }
    }
}
