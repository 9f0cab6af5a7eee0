/// The doors for pointer input beside touches: scrolls, hovering and trackpad transforms. Each is a
/// Tessera addition (iOS reads these from hardware), used by window backends and tests alike; each
/// advances the media clock to the input's timestamp, as `send(_: TouchInput)` does.
extension UIWindow {
    /// Delivers a scroll step as a `.scroll` event to the pan gesture recognizers under the pointer
    /// whose `allowedScrollTypesMask` takes it (trackpad phases: `.continuous`; wheel ticks: `.discrete`).
    /// The translation of the pan that wins accumulates the deltas; a run of wheel ticks begins, changes
    /// and ends after a short quiet period on the media clock.
    public func send(_ input: ScrollInput) {
        MediaClock.advance(to: input.timestamp)
        GestureArena.fireDueTimers()
        guard let location = BadValue.checkedPoint(input.location, "UIKit", api: "UIWindow.send(ScrollInput) location"),
              let delta = BadValue.checkedPoint(input.delta, "UIKit", api: "UIWindow.send(ScrollInput) delta") else { return }
        let event = UIEvent(type: .scroll, timestamp: input.timestamp, touches: nil)
        let key = ObjectIdentifier(self)
        var current = (PointerGestures.scrolls[key] ?? []).compactMap(\.recognizer)
            .compactMap { $0 as? UIPanGestureRecognizer }.filter { $0.scrolling && $0.engagedWindow === self }
        let starts = input.phase == .began || (input.phase == .wheel && current.isEmpty)
        if starts {
            let kind: UIPanGestureRecognizer.ScrollTypeMask = input.phase == .wheel ? .discrete : .continuous
            current = recognizersUnder(location, for: event).compactMap { $0 as? UIPanGestureRecognizer }
                .filter { $0.allowedScrollTypesMask.contains(kind) && $0.storedState == .possible }
            let session = GestureArena.newSession()
            for recognizer in current {
                GestureArena.engage(recognizer, in: self)
                recognizer.inputSession = session
            }
            PointerGestures.scrolls[key] = current.map { WeakRecognizer(recognizer: $0) }
        }
        for recognizer in current where recognizer.isEngaged {
            recognizer.takeScroll(delta: delta, phase: input.phase, timestamp: input.timestamp, location: location)
        }
        if input.phase == .ended || input.phase == .cancelled {
            for recognizer in current { GestureArena.endSession(recognizer.inputSession) }
            PointerGestures.scrolls[key] = nil
        }
        GestureArena.finishPass()
    }

    /// Moves the pointer with no button down (or out of the window): hover gesture recognizers of the
    /// views under it begin or change, and those it left end.
    public func send(_ input: HoverInput) {
        MediaClock.advance(to: input.timestamp)
        GestureArena.fireDueTimers()
        let event = UIEvent(type: .hover, timestamp: input.timestamp, touches: nil)
        var under: [UIHoverGestureRecognizer] = []
        if let raw = input.location, let location = BadValue.checkedPoint(raw, "UIKit", api: "UIWindow.send(HoverInput)") {
            under = recognizersUnder(location, for: event).compactMap { $0 as? UIHoverGestureRecognizer }
                .filter { [.possible, .began, .changed].contains($0.storedState) }
        }
        let key = ObjectIdentifier(self)
        let previous = (PointerGestures.hovers[key] ?? []).compactMap(\.recognizer)
        for recognizer in previous where !under.contains(where: { $0 === recognizer }) {
            (recognizer as? UIHoverGestureRecognizer)?.takeHover(inside: false, location: input.location ?? .zero)
        }
        for recognizer in under {
            GestureArena.engage(recognizer, in: self)
            if recognizer.inputSession == nil { recognizer.inputSession = GestureArena.newSession() }
            recognizer.takeHover(inside: true, location: input.location ?? .zero)
        }
        PointerGestures.hovers[key] = under.map { WeakRecognizer(recognizer: $0) }
        GestureArena.finishPass()
    }

    /// Delivers a trackpad pinch or rotation step as a `.transform` event to the pinch and rotation
    /// gesture recognizers under the pointer (those present when it began).
    public func send(_ input: TransformInput) {
        MediaClock.advance(to: input.timestamp)
        GestureArena.fireDueTimers()
        guard let location = BadValue.checkedPoint(input.location, "UIKit", api: "UIWindow.send(TransformInput)") else { return }
        var scale = input.scale, rotation = input.rotation
        if !(scale.isFinite && scale > 0) {
            TesseraLog.error("UIKit", "UIWindow.send(TransformInput): scale \(scale) must be positive and finite; used 1")
            scale = 1
        }
        if !rotation.isFinite {
            TesseraLog.error("UIKit", "UIWindow.send(TransformInput): rotation \(rotation) is not finite; used 0")
            rotation = 0
        }
        let event = UIEvent(type: .transform, timestamp: input.timestamp, touches: nil)
        let key = ObjectIdentifier(self)
        var current = (PointerGestures.transforms[key] ?? []).compactMap(\.recognizer)
        if input.phase == .began {
            current = recognizersUnder(location, for: event).filter { $0.storedState == .possible }
            let session = GestureArena.newSession()
            for recognizer in current {
                GestureArena.engage(recognizer, in: self)
                recognizer.inputSession = session
                recognizer.lastLocationInWindow = location
            }
            PointerGestures.transforms[key] = current.map { WeakRecognizer(recognizer: $0) }
        }
        for recognizer in current where recognizer.isEngaged {
            recognizer.lastLocationInWindow = location
            recognizer.takeTransform(scale: scale, rotation: rotation, phase: input.phase, timestamp: input.timestamp)
        }
        if input.phase == .ended || input.phase == .cancelled {
            for recognizer in current { GestureArena.endSession(recognizer.inputSession) }
            PointerGestures.transforms[key] = nil
        }
        GestureArena.finishPass()
    }

    /// The enabled recognizers of the view at `location` and its ancestors, nearest first, that take
    /// `event` (and whose delegates agree).
    private func recognizersUnder(_ location: CGPoint, for event: UIEvent) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = hitTest(location, with: event)
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.shouldReceive(event) {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: event) { continue }
                found.append(recognizer)
            }
            current = view.superview
        }
        return found
    }
}

/// The recognizers each window's scroll, hover and transform sequences are going to, by window.
@MainActor
enum PointerGestures {
    static var scrolls: [ObjectIdentifier: [WeakRecognizer]] = [:]
    static var hovers: [ObjectIdentifier: [WeakRecognizer]] = [:]
    static var transforms: [ObjectIdentifier: [WeakRecognizer]] = [:]
}
