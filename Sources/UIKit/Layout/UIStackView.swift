/// A view that lines up its arranged subviews in a row or a column with Auto Layout constraints.
///
/// The stack view makes its own constraints (identifiers `UISV-…`, as UIKit names them) between itself,
/// or its layout margins guide, and its arranged subviews; it has no intrinsic size of its own and draws
/// nothing but its background colour. Changing a property, the list of arranged views, or whether one
/// is hidden marks the stack for `updateConstraints()`, where the constraints are made again (or in its
/// `layoutSubviews()`, when it lies in a tree without constraints elsewhere and no update pass runs).
///
/// Where UIKit raises an exception (an index out of range, a non-finite spacing) Tessera logs the
/// message and carries on: the index is clamped, the spacing kept.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack arranges, in order; always a subset of `subviews`.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Whether the stack lays its views out in a row (`.horizontal`, the default) or a column.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { invalidateArrangement() } }
    }

    /// How the views are sized and placed along the axis (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { invalidateArrangement() } }
    }

    /// How the views are placed across the axis (`.fill` by default).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { invalidateArrangement() } }
    }

    /// The gap between adjacent views (the minimum gap for the equal-spacing distributions); negative
    /// values overlap the views, `UIStackView.spacingUseSystem` asks for the system spacing. A
    /// non-finite value is logged and ignored (UIKit raises).
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing != oldValue else { return }
            guard spacing == Self.spacingUseSystem || BadValue.usable(spacing), spacing != Self.spacingUseDefault else {
                BadValue.report("UIKit", api: "UIStackView.spacing", "spacing must be a finite number of points or UIStackView.spacingUseSystem, not \(BadValue.number(spacing)); kept \(BadValue.number(oldValue))")
                spacing = oldValue
                return
            }
            invalidateArrangement()
        }
    }

    /// Whether the vertical gaps are measured between the views' baselines (last baseline of one view to
    /// first baseline of the next) instead of between their edges; vertical stacks only.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { invalidateArrangement() } }
    }

    /// Whether the views are arranged inside the stack's `layoutMarginsGuide` instead of its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { invalidateArrangement() } }
    }

    /// The value of `customSpacing(after:)` for a view without custom spacing; passing it to
    /// `setCustomSpacing(_:after:)` removes the custom spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// Spacing that asks for the system spacing between the views (8 points; between baselines, the
    /// font's line height).
    public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

    /// Custom gaps after particular views.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made, active while it arranges.
    var stackConstraints: [NSLayoutConstraint] = []
    /// Whether the constraints must be made again.
    var needsRearrangement = false
    /// What the constraints were made from, to notice changes the stack is not told about (intrinsic
    /// sizes for proportional filling, content priorities for tie-breaking).
    var arrangementSignature: [Double] = []

    // MARK: Creating

    // Hit testing may walk into a UIStackView without asking it (`UIView.inheritsDefaultHitTest`).
    override class var inheritsDefaultHitTest: Bool { self == UIStackView.self }

    /// Creates an empty horizontal stack view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a horizontal stack view that arranges `views` (adding each as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates a stack view from an archive: from an Interface Builder document, with its attributes and
    /// its subviews as its arranged subviews; from any other coder, an empty one. (UIView's initializer
    /// never fails, so the force unwrap cannot trap.)
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderStackView(coder) }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of `arrangedSubviews` (and as a subview if it is not one); a view already
    /// arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        let count = arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0)
        arrange(view, at: count)
    }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex` (adding it as a subview if needed); a view
    /// already arranged moves there. An index beyond the end is logged and clamped (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let count = arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0)
        var index = stackIndex
        if index < 0 || index > count {
            BadValue.report("UIKit", api: "UIStackView.insertArrangedSubview(_:at:)", "index \(stackIndex) is out of bounds for a stack view with \(count) arranged subviews; using \(min(max(0, index), count))")
            index = min(max(0, index), count)
        }
        arrange(view, at: index)
    }

    /// Removes `view` from `arrangedSubviews`; it stays a subview (remove it from its superview to take
    /// it out of the stack view entirely), as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        invalidateArrangement()
    }

    private func arrange(_ view: UIView, at index: Int) {
        guard view !== self else {
            TesseraLog.error("UIKit", "A stack view cannot arrange itself")
            return
        }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        invalidateArrangement()
    }

    // MARK: Custom spacing

    /// Sets the gap after an arranged view (used until it is set to `spacingUseDefault`); negative
    /// values overlap, `spacingUseSystem` asks for the system spacing. A non-finite value, or a view
    /// that is not arranged, is logged and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            TesseraLog.error("UIKit", "setCustomSpacing(_:after:): \(layoutAddress(arrangedSubview)) is not an arranged subview of this stack view; ignored")
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == Self.spacingUseDefault {
            guard customSpacings[key] != nil else { return }
            customSpacings[key] = nil
        } else {
            guard spacing == Self.spacingUseSystem || BadValue.usable(spacing) else {
                BadValue.report("UIKit", api: "UIStackView.setCustomSpacing(_:after:)", "spacing must be finite, not \(BadValue.number(spacing)); ignored")
                return
            }
            guard customSpacings[key] != spacing else { return }
            customSpacings[key] = spacing
        }
        invalidateArrangement()
    }

    /// The custom gap after an arranged view, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Baselines

    /// In a vertical stack, the first visible arranged view (whose own first baseline view is then
    /// used); in a horizontal stack, the first visible arranged view as well (with baseline alignment
    /// they all share it). The stack itself when nothing is arranged.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden } ?? self
    }

    /// In a vertical stack, the last visible arranged view; in a horizontal stack, the first visible
    /// one, as for the first baseline. The stack itself when nothing is arranged.
    open override var forLastBaselineLayout: UIView {
        (axis == .vertical ? arrangedSubviews.last { !$0.isHidden } : arrangedSubviews.first { !$0.isHidden }) ?? self
    }

    // MARK: Layout

    /// Makes the stack's constraints again if anything changed, then calls super.
    open override func updateConstraints() {
        rebuildArrangementIfNeeded()
        super.updateConstraints()
    }

    /// Makes the stack's constraints again if they are stale (an arranged view's intrinsic size or
    /// content priorities changed), then places the views as the constraints solve.
    open override func layoutSubviews() {
        if !needsRearrangement, arrangementSignature != currentSignature() { needsRearrangement = true }
        // Constraints made here (no update pass ran) enter the engine now, so this pass places the views.
        if rebuildArrangementIfNeeded() { rootView.existingLayoutNode?.rootHost?.flush() }
        super.layoutSubviews()
    }

    /// A subview leaving the stack leaves `arrangedSubviews` too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if let index = arrangedSubviews.firstIndex(where: { $0 === subview }) {
            arrangedSubviews.remove(at: index)
            customSpacings[ObjectIdentifier(subview)] = nil
            invalidateArrangement()
        }
    }

    /// The stack's constraints need the update pass of the tree it joined.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if needsRearrangement { invalidateArrangement() }
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        super.subviewVisibilityDidChange(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { invalidateArrangement() }
    }
}
