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
    /// made with its own class's `init?(coder:)`.
    func decodeInterfaceBuilderView(_ coder: InterfaceBuilderCoder) {
        if let frame = coder.rect("frame") { self.frame = frame }
        if let mask = coder.child("autoresizingMask") { autoresizingMask = IBValues.autoresizingMask(mask) }
        if coder.has("backgroundColor") { backgroundColor = coder.color("backgroundColor") }
        if coder.has("tintColor") { tintColor = coder.color("tintColor") }
        if let tag = coder.number("tag") { self.tag = Int(tag) }
        if let alpha = coder.number("alpha") { self.alpha = alpha }
        if let hidden = coder.bool("hidden") { isHidden = hidden }
        if let mode = coder.enumeration("contentMode", Self.interfaceBuilderContentModes) { contentMode = mode }
        if let clips = coder.bool("clipsSubviews") { clipsToBounds = clips }
        if let enabled = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let translates = coder.bool("translatesAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = translates
        }
        if let identifier = coder.string("restorationIdentifier") { restorationIdentifier = identifier }
        if let flag = coder.bool("preservesSuperviewLayoutMargins") { preservesSuperviewLayoutMargins = flag }
        if let flag = coder.bool("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = flag }
        if let margins = coder.child("layoutMargins").flatMap(IBValues.insets) { layoutMargins = margins }
        if let margins = coder.child("directionalLayoutMargins").flatMap(IBValues.directionalInsets) {
            directionalLayoutMargins = margins
        }
        for (name, axis, hugging) in Self.interfaceBuilderPriorities {
            guard let value = coder.number(name) else { continue }
            if hugging {
                setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
            } else {
                setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
            }
        }
        for guide in coder.element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            switch guide.key {
            case "safeArea": coder.pass.register(safeAreaLayoutGuide, id: id)
            case "layoutMargins": coder.pass.register(layoutMarginsGuide, id: id)
            default: break
            }
        }
        for case let subview as UIView in coder.objects(in: "subviews") { addSubview(subview) }
    }
}
