/// A view that lines up its arranged subviews in a row or a column with constraints: you choose the
/// axis, how the views share the space along it (`distribution`) and how they sit across it
/// (`alignment`); the stack makes and updates the constraints.
///
/// The stack's constraints are rebuilt in the update-constraints pass after any change (as UIKit's are);
/// they carry UIKit's identifiers (`UISV-spacing`, `UISV-canvas-connection`, `UISV-hiding`…), so conflict
/// logs read the same. A fill distribution whose arranged views hug equally resolves the tie by the
/// engine's deterministic choice rather than strictly by index.
@MainActor
open class UIStackView: UIView {
    private var storedArrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var stackConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []
    private var needsArrangement = false

    /// Spacing value meaning "the stack's `spacing`" for `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Spacing value meaning "the system's standard spacing" (8 points).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// Creates a horizontal stack arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack (Tessera has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged subviews

    /// The views the stack arranges, in order (a subset of its subviews).
    public var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Arranges `view` after the others (adding it as a subview and turning off its autoresizing translation).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count - (storedArrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Arranges `view` at `stackIndex` (clamped to the list, with a logged message where UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            TesseraLog.error("UIKit", "UIStackView can't arrange itself")
            return
        }
        storedArrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if index < 0 || index > storedArrangedSubviews.count {
            index = min(max(0, index), storedArrangedSubviews.count)
            TesseraLog.error("UIKit", "insertArrangedSubview(_:at: \(stackIndex)): index out of bounds (\(storedArrangedSubviews.count) arranged subviews); inserted at \(index)")
        }
        storedArrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Stops arranging `view`; it stays a subview (remove it from the stack to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// An arranged subview leaving the stack is no longer arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        if storedArrangedSubviews.contains(where: { $0 === subview }) { setNeedsArrangement() }
    }

    // MARK: Configuration

    /// Horizontal (a row, the default) or vertical (a column).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the views share the space along the axis (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the views sit across the axis (`.fill` by default).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The gap between adjacent views (0 by default; negative values overlap them). For the equal
    /// distributions, the smallest gap. A value that is not finite is refused with a logged message.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                TesseraLog.error("UIKit", "UIStackView.spacing must be finite, not \(spacing); kept \(oldValue)")
                spacing = oldValue
                return
            }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }

    /// Whether vertical spacing runs from one view's last baseline to the next one's first baseline.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are arranged inside the stack's layout margins instead of its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Sets the gap after one arranged view (`spacingUseDefault` returns to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite || spacing == Self.spacingUseDefault else {
            TesseraLog.error("UIKit", "setCustomSpacing(\(spacing), after:): spacing must be finite; ignored")
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The gap after one arranged view (`spacingUseDefault` when it follows `spacing`).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Baselines

    /// The first arranged view's first baseline is the stack's.
    open override var forFirstBaselineLayout: UIView {
        storedArrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// A column's last baseline is its last view's; a row's is its first view's.
    open override var forLastBaselineLayout: UIView {
        let visible = storedArrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }

    // MARK: Arrangement

    private func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Rebuilds the stack's constraints when something changed, then lets the view update its own.
    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    /// Replaces the stack's constraints by ones for the current views and settings.
    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints = []
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
        let rules = StackRules(axis: axis, distribution: distribution, alignment: alignment,
                               baselineRelative: isBaselineRelativeArrangement)
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made = rules.alongAxis(views: storedArrangedSubviews, canvas: canvas, spacing: spacingAfter)
        let guides = rules.spacers(between: storedArrangedSubviews.filter { !$0.isHidden })
        for guide in guides.map(\.guide) { addLayoutGuide(guide) }
        spacerGuides = guides.map(\.guide)
        made += guides.flatMap(\.constraints) + rules.spacerEqualities(guides.map(\.guide), canvas: canvas)
        made += rules.acrossAxis(views: storedArrangedSubviews, canvas: canvas)
        for constraint in made { constraint.kind = .system }
        stackConstraints = made
        addConstraints(made)
    }

    private func spacingAfter(_ view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? NSLayoutConstraint.systemSpacing : value
    }
}
