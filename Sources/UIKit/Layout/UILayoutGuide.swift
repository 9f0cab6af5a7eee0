/// A rectangle that takes part in Auto Layout without being a view: spacing between views, a region
/// to centre content in, a view's margins or safe area. It draws nothing and receives no touches.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide (its coordinate space is the guide's).
    public internal(set) weak var owningView: UIView?

    /// A name shown in logs.
    open var identifier = ""

    /// Which system guide of its view this is, if any.
    var systemRole: SystemRole?
    var node: LayoutNode?

    enum SystemRole { case margins, safeArea, readable }

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    /// Releases the object's associated objects now (other Swift objects' wait for a sweep).
    deinit {
        AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// The guide's rectangle in its owning view's coordinates, as the constraints solve it.
    public var layoutFrame: CGRect {
        guard let node, let host = node.host else { return .zero }
        host.flush()
        return host.solvedFrame(of: self) ?? .zero
    }

    /// `<UILayoutGuide: 0x…; identifier = …; layoutFrame = …>`.
    open override var description: String {
        mainActorDescription(of: self) { self.formattedDescription }
    }

    private var formattedDescription: String {
        "<\(layoutAddress(self)); identifier = \"\(identifier)\"; layoutFrame = \(layoutFrame); owningView = \(owningView.map(layoutAddress) ?? "nil")>"
    }

    // MARK: Debugging

    /// Whether the guide's constraints leave its position or size free.
    public var hasAmbiguousLayout: Bool {
        AutoLayoutHost.isAmbiguous(self, axis: .horizontal) || AutoLayoutHost.isAmbiguous(self, axis: .vertical)
    }

    /// The constraints acting on the guide along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutHost.constraints(affecting: self, axis: axis)
    }
}

extension UILayoutGuide: LayoutItem, UILayoutAnchoring {
    var layoutNode: LayoutNode {
        if let node { return node }
        let made = LayoutNode()
        node = made
        return made
    }

    var existingLayoutNode: LayoutNode? { node }

    var layoutParent: UIView? { owningView }

    var layoutDescription: String {
        identifier.isEmpty ? layoutAddress(self) : "\(layoutAddress(self))'\(identifier)'"
    }
}
