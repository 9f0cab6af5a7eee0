/// A stack view's Interface Builder attributes; its subviews (decoded by `UIView`) become its arranged
/// subviews, in order.
extension UIStackView {
    func decodeInterfaceBuilderStackView(_ coder: InterfaceBuilderCoder) {
        if coder.string("axis") == "vertical" { axis = .vertical }
        let alignments: [String: Alignment] = [
            "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
        ]
        if let alignment = coder.enumeration("alignment", alignments) { self.alignment = alignment }
        let distributions: [String: Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        if let distribution = coder.enumeration("distribution", distributions) { self.distribution = distribution }
        if let spacing = coder.number("spacing") { self.spacing = spacing }
        if let relative = coder.bool("baselineRelativeArrangement") { isBaselineRelativeArrangement = relative }
        for subview in subviews { addArrangedSubview(subview) }
    }
}

extension UIScrollView {
    func decodeInterfaceBuilderScrollView(_ coder: InterfaceBuilderCoder) {
        if let clips = coder.bool("clipsSubviews") { clipsToBounds = clips }
        if let flag = coder.bool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = flag }
        if let flag = coder.bool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = flag }
        if let flag = coder.bool("bounces") { bounces = flag }
        if let flag = coder.bool("alwaysBounceVertical") { alwaysBounceVertical = flag }
        if let flag = coder.bool("alwaysBounceHorizontal") { alwaysBounceHorizontal = flag }
        if let flag = coder.bool("pagingEnabled") { isPagingEnabled = flag }
        if let flag = coder.bool("scrollEnabled") { isScrollEnabled = flag }
        if let flag = coder.bool("directionalLockEnabled") { isDirectionalLockEnabled = flag }
        if let insets = coder.child("contentInset").flatMap(IBValues.insets) { contentInset = insets }
        if let size = coder.size("contentSize") { contentSize = size }
    }
}
