/// The attributes every view reads from an Interface Builder document in `init?(coder:)`.
extension UIView {
    static let interfaceBuilderContentModes: [String: ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// The content priority attributes: name, axis, and whether it is hugging (else compression resistance).
    static let interfaceBuilderPriorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
        ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
        ("horizontalCompressionResistancePriority", .horizontal, false),
        ("verticalCompressionResistancePriority", .vertical, false),
    ]

    /// Frame, autoresizing, colours, tag, alpha, visibility, content mode, clipping, interaction,
    /// margins, content priorities, layout guides (registered for constraints), and the subviews, each
    /// made with its own class's `init?(coder:)`. The attributes are decoded once per element (the
    /// document keeps the plan) and set in the same order on every view made from it.
    func decodeInterfaceBuilderView(_ coder: InterfaceBuilderCoder) {
        coder.replay(self, from: coder.pass.document.plans.views) { plan in
            UIView.planInterfaceBuilderView(coder, into: plan)
        }
    }

    /// Reads the view attributes of the coder's element into `plan` (each step sets what it decoded on
    /// the view it is given).
    private static func planInterfaceBuilderView(_ coder: InterfaceBuilderCoder, into plan: IBPlan<UIView>.Builder) {
        // A cell's content view (always adopted) keeps the cell's sizing (it follows the cell), whatever
        // the document's snapshot of its frame says: its frame and mask are read, not set.
        let keepsGeometry = coder.element.key == "contentView"
        if let frame = coder.rect("frame"), !keepsGeometry { plan.add { view, _ in view.frame = frame } }
        if let element = coder.child("autoresizingMask"), !keepsGeometry {
            let mask = IBValues.autoresizingMask(element)
            plan.add { view, _ in view.autoresizingMask = mask }
        }
        if coder.has("backgroundColor") {
            let color = coder.color("backgroundColor")
            plan.add { view, _ in view.backgroundColor = color }
        }
        if coder.has("tintColor") {
            let color = coder.color("tintColor")
            plan.add { view, _ in view.tintColor = color }
        }
        if let tag = coder.number("tag") { plan.add { view, _ in view.tag = Int(tag) } }
        if let alpha = coder.number("alpha") { plan.add { view, _ in view.alpha = alpha } }
        if let hidden = coder.bool("hidden") { plan.add { view, _ in view.isHidden = hidden } }
        // A label's is set by its own plan, after the label defaults that replace it (`UILabel.init?(coder:)`
        // runs both before anything else sees the label): set here too, it would only be set over.
        if let mode = coder.enumeration("contentMode", interfaceBuilderContentModes), coder.element.name != "label" {
            plan.add { view, _ in view.contentMode = mode }
        }
        if let clips = coder.bool("clipsSubviews") { plan.add { view, _ in view.clipsToBounds = clips } }
        if let enabled = coder.bool("userInteractionEnabled") {
            plan.add { view, _ in view.isUserInteractionEnabled = enabled }
        }
        if let translates = coder.bool("translatesAutoresizingMaskIntoConstraints") {
            plan.add { view, _ in view.translatesAutoresizingMaskIntoConstraints = translates }
        }
        if let identifier = coder.string("restorationIdentifier") {
            plan.add { view, _ in view.restorationIdentifier = identifier }
        }
        if let flag = coder.bool("preservesSuperviewLayoutMargins") {
            plan.add { view, _ in view.preservesSuperviewLayoutMargins = flag }
        }
        if let flag = coder.bool("insetsLayoutMarginsFromSafeArea") {
            plan.add { view, _ in view.insetsLayoutMarginsFromSafeArea = flag }
        }
        if let margins = coder.child("layoutMargins").flatMap(IBValues.insets) {
            plan.add { view, _ in view.layoutMargins = margins }
        }
        if let margins = coder.child("directionalLayoutMargins").flatMap(IBValues.directionalInsets) {
            plan.add { view, _ in view.directionalLayoutMargins = margins }
        }
        for (name, axis, hugging) in interfaceBuilderPriorities {
            guard let value = coder.number(name) else { continue }
            let priority = UILayoutPriority(Float(value))
            if hugging {
                plan.add { view, _ in view.setContentHuggingPriority(priority, for: axis) }
            } else {
                plan.add { view, _ in view.setContentCompressionResistancePriority(priority, for: axis) }
            }
        }
        for guide in coder.element.children where guide.name == "viewLayoutGuide" {
            guard let slot = guide.slot else { continue }
            switch guide.key {
            case "safeArea": plan.add { view, coder in coder.pass.register(view.safeAreaLayoutGuide, slot: slot) }
            case "layoutMargins": plan.add { view, coder in coder.pass.register(view.layoutMarginsGuide, slot: slot) }
            default: break
            }
        }
        if let subviews = coder.container("subviews")?.children {
            plan.add { view, coder in
                // Every subview is made before any is added, as without a plan.
                var decoded: [UIView] = []
                decoded.reserveCapacity(subviews.count)
                for element in subviews {
                    if let subview = coder.pass.decode(element) as? UIView { decoded.append(subview) }
                }
                for subview in decoded { view.addSubview(subview) }
            }
        }
    }
}
