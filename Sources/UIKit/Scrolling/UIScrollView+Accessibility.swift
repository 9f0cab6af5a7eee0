/// VoiceOver's three-finger swipe on a scroll view: a page at a time, then "Page n of m".
extension UIScrollView {
    /// Scrolls a page in `direction` (a swipe up shows the page below; next and previous follow the
    /// axis that scrolls), clamped to the content, and posts `.pageScrolled` saying which page shows.
    /// False, as on iOS, when the content cannot move that way (VoiceOver then plays its boundary sound)
    /// or scrolling is off.
    ///
    /// Where Tessera differs: the page moves at once (iOS animates it).
    func accessibilityScrollByPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard isScrollEnabled else { return false }
        let insets = adjustedContentInset
        let page = CGSize(width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + insets.right - bounds.width),
                              y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
        let scrollsVertically = maximum.y > minimum.y || maximum.x <= minimum.x
        let horizontal: Bool
        switch direction {
        case .up, .down: horizontal = false
        case .left, .right: horizontal = true
        case .next, .previous: horizontal = !scrollsVertically
        }
        let sign: CGFloat = direction == .up || direction == .left || direction == .next ? 1 : -1
        var target = contentOffset
        if horizontal {
            target.x = min(max(target.x + sign * page.width, minimum.x), maximum.x)
        } else {
            target.y = min(max(target.y + sign * page.height, minimum.y), maximum.y)
        }
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: false)
        let (offset, length, content) = horizontal
            ? (target.x - minimum.x, page.width, contentSize.width)
            : (target.y - minimum.y, page.height, contentSize.height)
        let count = max(1, Int((content / max(length, 1)).rounded(.up)))
        let current = min(count, Int((offset / max(length, 1)).rounded()) + 1)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page \(current) of \(count)")
        return true
    }
}
