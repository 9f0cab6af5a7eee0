/// The scroll view's layout guides, for Auto Layout:
///
/// - `contentLayoutGuide` is the content: its top left is the content's origin, and its size is
///   `contentSize` unless constraints between it and the content decide it, in which case the scroll
///   view takes that size as its `contentSize` when it lays out.
/// - `frameLayoutGuide` is the scroll view's visible rectangle: views pinned to it do not scroll.
extension UIScrollView {
    /// The content area: pin content to it to give the scroll view its content size.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == Self.contentGuideName }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = Self.contentGuideName
        addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalToConstant: 0)
        width.dynamicConstant = { [unowned self] in contentSize.width }
        let height = guide.heightAnchor.constraint(equalToConstant: 0)
        height.dynamicConstant = { [unowned self] in contentSize.height }
        // Content constraints decide the size when they can; otherwise it is the content size.
        width.priority = UILayoutPriority(51)
        height.priority = UILayoutPriority(51)
        for constraint in [guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor), width, height] {
            constraint.kind = .system
            constraint.identifier = constraint.identifier ?? "UIScrollView-contentLayoutGuide"
            addConstraint(constraint)
        }
        return guide
    }

    /// The visible rectangle: pin views to it to keep them in place while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == Self.frameGuideName }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = Self.frameGuideName
        addLayoutGuide(guide)
        let left = guide.leftAnchor.constraint(equalTo: leftAnchor)
        left.dynamicConstant = { [unowned self] in bounds.origin.x }
        let top = guide.topAnchor.constraint(equalTo: topAnchor)
        top.dynamicConstant = { [unowned self] in bounds.origin.y }
        for constraint in [left, top, guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor)] {
            constraint.kind = .system
            constraint.identifier = constraint.identifier ?? "UIScrollView-frameLayoutGuide"
            addConstraint(constraint)
        }
        return guide
    }

    static let contentGuideName = "UIScrollView-contentLayoutGuide"
    static let frameGuideName = "UIScrollView-frameLayoutGuide"

    /// Whether the scroll view has either guide (their constants follow its offset and content size).
    var hasScrollGuides: Bool {
        layoutGuides.contains { $0.identifier == Self.contentGuideName || $0.identifier == Self.frameGuideName }
    }

    /// After layout: content constraints that decide the content guide's size set `contentSize`.
    func adoptContentGuideSize() {
        // Only a solved guide (in a window's layout) says anything about the content.
        guard let guide = layoutGuides.first(where: { $0.identifier == Self.contentGuideName }), guide.node?.host != nil else { return }
        let size = guide.layoutFrame.size
        if size != contentSize { contentSize = size }
    }
}
