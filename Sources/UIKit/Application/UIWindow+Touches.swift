/// Touch delivery: from `TouchInput` steps to `UITouch`es, `UIEvent`s and the responder chain.
extension UIWindow {
    /// Feeds touch steps to the window, in order: each finger's touch is hit-tested where it goes down,
    /// updated as it moves, and ends when it lifts or is cancelled; every step is delivered as an event
    /// through `UIApplication.sendEvent(_:)`. The media clock advances to each step's timestamp.
    /// A Tessera addition: the one door for touches, used by window backends and tests alike.
    public func send(_ inputs: [TouchInput]) {
        for input in inputs { send(input) }
    }

    /// Feeds one touch step to the window.
    public func send(_ input: TouchInput) {
        MediaClock.advance(to: input.timestamp)
        GestureArena.fireDueTimers()
        guard let touch = touch(for: input) else { return }
        let event = UIEvent(type: .touches, timestamp: input.timestamp, touches: Set(activeTouches.values))
        event.buttonMask = input.buttonMask
        for other in activeTouches.values where other !== touch { other.phase = .stationary }
        FramePhase.withPhase(.events) { UIApplication.shared.sendEvent(event) }
        if touch.phase == .ended || touch.phase == .cancelled {
            activeTouches[input.finger] = nil
            if touch.phase == .ended { lastTap = (touch.locationInWindow, input.timestamp, touch.tapCount) }
        }
    }

    /// The touch an input step updates (or begins); nil, with a logged error, when the step makes no sense.
    private func touch(for input: TouchInput) -> UITouch? {
        if input.phase == .down {
            if activeTouches[input.finger] != nil {
                TesseraLog.error("UIKit", "touch down for finger \(input.finger), which is already down; ignored (lift it first)")
                return nil
            }
            let touch = UITouch(identifier: input.finger, phase: .began, location: input.location,
                                timestamp: input.timestamp, tapCount: tapCount(at: input), window: self)
            touch.type = input.touchType
            touch.view = touchTarget(for: input.location)
            if touch.view == nil, let view = hitTest(input.location, with: nil), !view.isMultipleTouchEnabled, !view.isExclusiveTouch,
               !activeTouches.values.contains(where: { $0.view?.isExclusiveTouch == true }) {
                // A view without multiple touch doesn't see its second touch, but gesture recognizers
                // (a pinch on an image view) do, as on iOS.
                touch.view = view
                touch.cancelledForView = true
            }
            activeTouches[input.finger] = touch
            return touch
        }
        guard let touch = activeTouches[input.finger] else {
            TesseraLog.error("UIKit", "touch \(input.phase) for finger \(input.finger), which is not down; ignored")
            return nil
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = input.location
        touch.timestamp = input.timestamp
        switch input.phase {
        case .move: touch.phase = .moved
        case .up: touch.phase = .ended
        case .cancel: touch.phase = .cancelled
        case .down: break
        }
        return touch
    }

    /// Taps within 0.35 s and 45 points of the last one count up, as on iOS.
    private func tapCount(at input: TouchInput) -> Int {
        guard let last = lastTap, input.timestamp - last.timestamp <= 0.35,
              hypot(input.location.x - last.location.x, input.location.y - last.location.y) <= 45 else { return 1 }
        return last.count + 1
    }

    /// The view a new touch goes to: the hit-test view, unless exclusive or single-touch views refuse it.
    private func touchTarget(for location: CGPoint) -> UIView? {
        guard let view = hitTest(location, with: nil) else { return nil }
        let others = activeTouches.values.compactMap(\.view)
        // An exclusive view takes no touch while others are down, and keeps others from starting.
        if !others.isEmpty && view.isExclusiveTouch { return nil }
        if others.contains(where: \.isExclusiveTouch) { return nil }
        // A view without multiple touch receives only its first touch.
        if !view.isMultipleTouchEnabled && others.contains(where: { $0 === view }) { return nil }
        return view
    }

    /// Sends each changed touch of `event` to its gesture recognizers, then (unless they hold it back
    /// or took it) to its view, grouped by view and phase.
    func dispatch(_ event: UIEvent) {
        guard let all = event.allTouches else { return }
        let changed = all.filter { $0.window === self && $0.phase != .stationary }.sorted { $0.identifier < $1.identifier }
        GestureArena.deliverToRecognizers(changed, event: event, in: self)
        let touches = GestureArena.touchesForViews(changed)
        defer { GestureArena.finishPass() }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
            var order: [ObjectIdentifier] = []
            for touch in touches where touch.phase == phase {
                if phase == .ended || phase == .cancelled { touch.finishedForView = true }
                guard let view = touch.view else { continue }
                let key = ObjectIdentifier(view)
                if byView[key] == nil { order.append(key); byView[key] = (view, []) }
                byView[key]!.1.insert(touch)
            }
            for key in order {
                let (view, set) = byView[key]!
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
    }
}
