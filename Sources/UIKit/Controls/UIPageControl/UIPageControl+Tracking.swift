/// Touches: a tap before or after the current indicator moves one page back or forward when the
/// finger lifts; a drag of more than a few points along the row scrubs, the page following the finger.
extension UIPageControl {
    /// How far the finger must move along the row before a touch scrubs.
    static let scrubThreshold: CGFloat = 8

    func beginPageTracking(_ touch: UITouch) -> Bool {
        guard !showsNothing else { return false }
        touchStart = touch.location(in: self)
        interactionState = .discrete
        return true
    }

    func continuePageTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        if interactionState == .discrete, allowsContinuousInteraction, backgroundStyle != .minimal,
           abs(point.x - touchStart.x) > Self.scrubThreshold {
            interactionState = .continuous
        }
        if interactionState == .continuous {
            let frames = indicatorFrames()
            if let nearest = frames.indices.min(by: { abs(frames[$0].midX - point.x) < abs(frames[$1].midX - point.x) }) {
                moveAsUser(to: nearest)
            }
        }
        return true
    }

    func endPageTracking(_ touch: UITouch?) {
        defer { interactionState = .none }
        guard interactionState == .discrete, isTouchInside, let touch else { return }
        let frames = indicatorFrames()
        guard frames.indices.contains(currentPage) else { return }
        let before = touch.location(in: self).x < frames[currentPage].midX
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        moveAsUser(to: currentPage + (before != rightToLeft ? -1 : 1))
    }

    /// Moves to a page as the user would, sending `.valueChanged` when the page changes.
    func moveAsUser(to page: Int) {
        guard isEnabled, !showsNothing else { return }
        let before = currentPage
        currentPage = page
        if currentPage != before { sendActions(for: .valueChanged) }
    }
}
