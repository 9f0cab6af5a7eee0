/// Dragging: the content follows the pan (rubber-banding past the edges), and the release decides
/// where it comes to rest.
extension UIScrollView {
    /// Where a drag started and what it may move.
    struct DragState {
        /// The offset the drag started from, before any rubber band.
        var origin: CGPoint
        /// The axes the drag moves (after directional lock).
        var horizontal: Bool
        var vertical: Bool
        /// Whether the drag comes from the wheel or trackpad (it stops at the edges instead of
        /// rubber-banding).
        var scrolling: Bool
    }

    /// Whether a drag may move the content along each axis.
    var draggableAxes: (horizontal: Bool, vertical: Bool) {
        (scrollsHorizontally || alwaysBounceHorizontal, scrollsVertically || alwaysBounceVertical)
    }

    /// Whether the scroll view's pan may begin: only along an axis it can move (so a perpendicular
    /// drag reaches the views around it), and not over content that has the touch and may not lose it.
    func panShouldBegin() -> Bool {
        guard isScrollEnabled else { return false }
        let axes = draggableAxes
        let t = scrollPan.translation(in: self)
        let mostlyHorizontal = abs(t.x) > abs(t.y)
        guard !scrollPan.scrolling else { return true }
        if mostlyHorizontal && !axes.horizontal { return false }
        if !mostlyHorizontal && !axes.vertical { return false }
        for touch in scrollPan.gestureTouches where touch.deliveredToView {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        trackKeyboardDismissal(pan)
        switch pan.state {
        case .began:
            beginDrag(pan)
            moveDrag(pan)
        case .changed: moveDrag(pan)
        case .ended: endDrag(pan, cancelled: false)
        case .cancelled, .failed: endDrag(pan, cancelled: true)
        default: break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        stopMotion()
        isTracking = true
        isDragging = true
        var axes = draggableAxes
        if isDirectionalLockEnabled {
            let t = pan.translation(in: self)
            if abs(t.x) > abs(t.y) { axes.vertical = false } else { axes.horizontal = false }
        }
        let scrolling = (pan as? ScrollViewPanGestureRecognizer)?.scrolling ?? false
        drag = DragState(origin: contentOffset, horizontal: axes.horizontal, vertical: axes.vertical, scrolling: scrolling)
        // A finger's pan begins past the 10-point slop: the content follows from the slop on, so the
        // part of the translation within it is taken off (a scroll's deltas all count).
        if !scrolling {
            let t = pan.translation(in: self)
            let length = hypot(t.x, t.y)
            let slop = UIPanGestureRecognizer.hysteresis
            if length > 0 { pan.setTranslation(CGPoint(x: t.x * (1 - slop / length), y: t.y * (1 - slop / length)), in: self) }
        }
        if dismissesKeyboardOnDragBegin { _ = window?.currentFirstResponder?.resignFirstResponder() }
        delegate?.scrollViewWillBeginDragging(self)
        indicators.show()
    }

    private func moveDrag(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        let t = pan.translation(in: self)
        let raw = CGPoint(x: drag.horizontal ? drag.origin.x - t.x : drag.origin.x,
                          y: drag.vertical ? drag.origin.y - t.y : drag.origin.y)
        bounds.origin = banded(raw, wheel: drag.scrolling)
    }

    /// Where content dragged to `raw` shows: inside the limits as is; past them rubber-banded when the
    /// scroll view bounces along that axis (a wheel stops at the edge), else at the edge.
    func banded(_ raw: CGPoint, wheel: Bool) -> CGPoint {
        let limits = offsetLimits
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat, _ bouncesHere: Bool) -> CGFloat {
            if value < low { return bouncesHere && !wheel ? low + ScrollPhysics.rubberBand(value - low, dimension: dimension) : low }
            if value > high { return bouncesHere && !wheel ? high + ScrollPhysics.rubberBand(value - high, dimension: dimension) : high }
            return value
        }
        return CGPoint(x: axis(raw.x, limits.minX, limits.maxX, bounds.width, bounces && draggableAxes.horizontal),
                       y: axis(raw.y, limits.minY, limits.maxY, bounds.height, bounces && draggableAxes.vertical))
    }

    private func endDrag(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
        guard let drag else { return }
        self.drag = nil
        isTracking = false
        // Mouse-wheel ticks move the content by themselves; fingers and trackpads glide on.
        let wheel = (pan as? ScrollViewPanGestureRecognizer)?.wheel ?? false
        let v = cancelled || wheel ? .zero : pan.velocity(in: self)
        var velocity = CGPoint(x: drag.horizontal ? -v.x : 0, y: drag.vertical ? -v.y : 0)
        if !drag.horizontal { velocity.x = 0 }
        if !drag.vertical { velocity.y = 0 }
        let proposed = restingOffset(for: velocity)
        let velocityPerMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        var target = restingTarget(proposed, velocity: velocityPerMillisecond)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocityPerMillisecond, targetContentOffset: pointer)
        }
        if target == proposed {
            // Left as proposed: the content glides as far as it was thrown, and bounces off an edge it
            // runs into (the proposal stops at the edge).
            target = restingOffset(for: velocity, clamped: isPagingEnabled)
        } else if let checked = BadValue.checkedPoint(target, "UIKit", api: "scrollViewWillEndDragging targetContentOffset") {
            target = clampedOffset(checked)
        } else {
            target = proposed
        }
        let current = contentOffset
        let willDecelerate = target != current || outsideLimits(current)
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            indicators.hideSoon()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startDeceleration(from: current, to: target, velocity: velocity)
    }

    /// Where content released at `velocity` (points per second) comes to rest: the next page for a
    /// flick and the nearest otherwise when paging; else the glide's end on whole pixels of the screen,
    /// as on iOS (within the limits unless `clamped` is false: where a throw would carry it past an edge).
    func restingOffset(for velocity: CGPoint, clamped: Bool = true) -> CGPoint {
        let current = contentOffset
        if isPagingEnabled {
            let limits = offsetLimits
            func page(_ offset: CGFloat, _ v: CGFloat, _ size: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
                guard size > 0 else { return offset }
                let position = (offset - low) / size
                var index = position.rounded()
                // A flick (faster than half a point per millisecond) goes on to the next page its way.
                if abs(v) > 500 { index = v > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1 }
                return min(max(low + index * size, low), high)
            }
            return CGPoint(x: page(current.x, velocity.x, bounds.width, limits.minX, limits.maxX),
                           y: page(current.y, velocity.y, bounds.height, limits.minY, limits.maxY))
        }
        let rate = decelerationRate.rawValue
        let scale = max(1, traitCollection.displayScale)
        func thrown(_ offset: CGFloat, _ v: CGFloat) -> CGFloat {
            let distance = ScrollPhysics.restingDistance(velocity: v, rate: rate)
            return distance == 0 ? offset : ((offset + distance) * scale).rounded() / scale
        }
        let resting = CGPoint(x: thrown(current.x, velocity.x), y: thrown(current.y, velocity.y))
        return clamped ? clampedOffset(resting) : resting
    }

    func outsideLimits(_ offset: CGPoint) -> Bool {
        let limits = offsetLimits
        return offset.x < limits.minX - 0.001 || offset.x > limits.maxX + 0.001
            || offset.y < limits.minY - 0.001 || offset.y > limits.maxY + 0.001
    }
}
