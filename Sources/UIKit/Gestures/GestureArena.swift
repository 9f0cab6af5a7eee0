/// Where gesture recognizers meet: it hands touches to recognizers before their views, applies state
/// changes (failure requirements, simultaneity, prevention, `gestureRecognizerShouldBegin`), cancels or
/// holds back the views' touches, runs recognizers' timers on the media clock, and resets recognizers
/// once their gesture is over.
@MainActor
enum GestureArena {
    /// Recognizers that took input since their last reset, in the order they joined.
    private static var engaged: [UIGestureRecognizer] = []
    private static var timers: [PendingTimer] = []
    private static var nextTimerID = 0
    private static var nextSessionID = 0
    /// Touches whose delivery to their view is held back by `delaysTouchesBegan`/`delaysTouchesEnded`.
    private static var heldTouches: [UITouch] = []
    private static var settling = false
    private static var settleAgain = false
    private static let clockToken = ClockToken()
    private static var observingFrames = false

    private struct PendingTimer {
        let id: Int
        let deadline: TimeInterval
        weak var recognizer: UIGestureRecognizer?
        let body: @MainActor () -> Void
    }

    private final class ClockToken {}

    // MARK: Engagement

    static func engage(_ recognizer: UIGestureRecognizer, in window: UIWindow?) {
        guard !recognizer.isEngaged else { return }
        recognizer.isEngaged = true
        recognizer.engagedWindow = window
        engaged.append(recognizer)
    }

    /// A new session id for a non-touch gesture (a scroll, hover or transform sequence).
    static func newSession() -> Int {
        nextSessionID += 1
        return nextSessionID
    }

    /// Ends a non-touch session: every recognizer in it (those that lost to another too) may reset.
    static func endSession(_ session: Int?) {
        guard let session else { return }
        for recognizer in engaged where recognizer.inputSession == session { recognizer.inputSession = nil }
    }

    // MARK: State changes

    static func request(_ newState: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        // A state set outside event delivery still joins the arena, so that it is reset later.
        if !recognizer.isEngaged && newState != .possible { engage(recognizer, in: recognizer.view?.window) }
        if recognizer.pendingState != nil {
            switch newState {
            case .failed, .cancelled: recognizer.pendingState = nil; fail(recognizer)
            case .ended: recognizer.pendingState = .ended
            case .possible: recognizer.pendingState = nil
            case .began, .changed: break
            }
            return
        }
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            tryBegin(recognizer, to: newState)
        case (.possible, .failed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed):
            recognizer.storedState = .changed
            recognizer.sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = newState
            recognizer.sendActions()
            settle()
        case (_, .possible):
            recognizer.storedState = .possible
        case (.failed, .failed), (.ended, .ended), (.cancelled, .cancelled):
            break
        default:
            TesseraLog.error("UIKit", "\(type(of: recognizer)): a change of state from \(old) to \(newState) is not allowed; ignored")
        }
    }

    /// The recognizer was disabled or removed: a gesture in progress is cancelled, a possible one fails.
    static func abandon(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingState = nil
        switch recognizer.storedState {
        case .began, .changed:
            recognizer.storedState = .cancelled
            recognizer.sendActions()
        case .possible where recognizer.isEngaged:
            recognizer.storedState = .failed
        default: break
        }
        for touch in recognizer.activeTouches { touch.recognizers.removeAll { $0 === recognizer } }
        recognizer.activeTouches = []
        settle()
        finishPass()
    }

    private static func tryBegin(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        guard recognizer.isEnabled else { return fail(recognizer) }
        let requirements = failureRequirements(of: recognizer)
        if requirements.contains(where: { [.began, .changed, .ended].contains($0.storedState) }) { return fail(recognizer) }
        if requirements.contains(where: { $0.storedState == .possible }) {
            recognizer.pendingState = target
            return
        }
        begin(recognizer, to: target)
    }

    private static func begin(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        guard shouldBegin(recognizer) else { return fail(recognizer) }
        for other in engaged where other !== recognizer && [.began, .changed].contains(other.storedState) && shareInput(recognizer, other) {
            if !simultaneous(recognizer, other) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
                return fail(recognizer)
            }
        }
        recognizer.storedState = target
        for other in engaged where other !== recognizer && other.storedState == .possible && shareInput(recognizer, other) {
            if !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
                other.pendingState = nil
                fail(other)
            }
        }
        recognizer.sendActions()
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        if !recognizer.isContinuous && target == .began {
            TesseraLog.warning("UIKit", "\(type(of: recognizer)) is discrete but went to .began")
        }
        settle()
    }

    private static func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .failed
        recognizer.pendingState = nil
        cancelTimers(for: recognizer)
        settle()
    }

    /// Applies held state changes whose failure requirements are now decided, until nothing changes.
    static func settle() {
        if settling { settleAgain = true; return }
        settling = true
        defer { settling = false }
        repeat {
            settleAgain = false
            for recognizer in engaged {
                guard let target = recognizer.pendingState else { continue }
                let requirements = failureRequirements(of: recognizer)
                if requirements.contains(where: { [.began, .changed, .ended].contains($0.storedState) }) {
                    recognizer.pendingState = nil
                    fail(recognizer)
                } else if requirements.allSatisfy({ [.failed, .cancelled].contains($0.storedState) }) {
                    recognizer.pendingState = nil
                    if recognizer.isContinuous && target == .ended {
                        begin(recognizer, to: .began)
                        if recognizer.storedState == .began { request(.ended, for: recognizer) }
                    } else {
                        begin(recognizer, to: target)
                    }
                    settleAgain = true
                }
            }
        } while settleAgain
    }

    // MARK: Relations

    /// The engaged recognizers `recognizer` must wait for.
    private static func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        engaged.filter { other in
            guard other !== recognizer else { return false }
            if recognizer.failureRequirements.contains(where: { $0.recognizer === other }) { return true }
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
            if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true { return true }
            return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
        }
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether two recognizers compete: they share a touch or a non-touch session.
    private static func shareInput(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if let session = a.inputSession, session == b.inputSession { return true }
        return a.gestureTouches.contains { touch in b.gestureTouches.contains { $0 === touch } }
    }

    /// The delegate's answer, then the views' (`UIView.gestureRecognizerShouldBegin(_:)`, asked of the
    /// views the touches are in and of the recognizer's own view).
    private static func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        var views: [UIView] = []
        for touch in recognizer.gestureTouches {
            if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        if let view = recognizer.view, !views.contains(where: { $0 === view }) { views.append(view) }
        return views.allSatisfy { $0.gestureRecognizerShouldBegin(recognizer) }
    }

    // MARK: Touches

    /// Hands the changed touches of `event` to their recognizers, before the views see them.
    static func deliverToRecognizers(_ touches: [UITouch], event: UIEvent, in window: UIWindow) {
        for touch in touches where touch.phase == .began {
            touch.recognizers = recognizers(for: touch, event: event)
        }
        var order: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.recognizers where !order.contains(where: { $0 === recognizer }) { order.append(recognizer) }
        }
        for recognizer in order {
            let mine = touches.filter { touch in touch.recognizers.contains { $0 === recognizer } }
            guard !mine.isEmpty else { continue }
            engage(recognizer, in: window)
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let set = mine.filter { $0.phase == phase }
                guard !set.isEmpty else { continue }
                if phase == .began {
                    recognizer.activeTouches.append(contentsOf: set)
                    recognizer.gestureTouches.append(contentsOf: set)
                    if recognizer.requiresExclusiveTouchType { recognizer.exclusiveTouchType = set[0].type }
                }
                recognizer.lastTouches = recognizer.activeTouches
                recognizer.lastLocationInWindow = recognizer.centroidInWindow
                if [.possible, .began, .changed].contains(recognizer.storedState) {
                    let touchSet = Set(set)
                    switch phase {
                    case .began: recognizer.touchesBegan(touchSet, with: event)
                    case .moved: recognizer.touchesMoved(touchSet, with: event)
                    case .ended: recognizer.touchesEnded(touchSet, with: event)
                    case .cancelled: recognizer.touchesCancelled(touchSet, with: event)
                    case .stationary: break
                    }
                }
                if phase == .ended || phase == .cancelled {
                    recognizer.activeTouches.removeAll { touch in set.contains { $0 === touch } }
                }
            }
        }
        settle()
    }

    /// The recognizers a new touch goes to: those of its view and the view's ancestors, nearest first,
    /// that are enabled, take touches of its type, are not finishing another gesture, and agree to it.
    private static func recognizers(for touch: UITouch, event: UIEvent) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] {
                guard recognizer.isEnabled, recognizer.takesTouches, recognizer.shouldReceive(event),
                      [.possible, .began, .changed].contains(recognizer.storedState),
                      recognizer.allowedTouchTypes.contains(touch.type.rawValue) else { continue }
                if recognizer.requiresExclusiveTouchType, let type = recognizer.exclusiveTouchType,
                   type != touch.type, !recognizer.activeTouches.isEmpty { continue }
                if let delegate = recognizer.delegate {
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                          delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { continue }
                }
                found.append(recognizer)
            }
            current = view.superview
        }
        return found
    }

    /// Whether a touch's view must not see it begin yet.
    private static func holdsBegan(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible }
    }

    /// Whether a touch's view must not see it end yet.
    private static func holdsEnded(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible }
    }

    /// Which of `touches` their views see now, with delays and cancellations applied (the rest are held
    /// or dropped).
    static func touchesForViews(_ touches: [UITouch]) -> [UITouch] {
        var delivered: [UITouch] = []
        for touch in touches {
            if touch.cancelledForView { continue }
            if touch.heldPhases != nil {
                if touch.phase == .cancelled {
                    touch.heldPhases = nil
                    heldTouches.removeAll { $0 === touch }
                } else {
                    touch.heldPhases?.append(touch.phase)
                }
                continue
            }
            switch touch.phase {
            case .began:
                if holdsBegan(touch) {
                    touch.heldPhases = [.began]
                    heldTouches.append(touch)
                    continue
                }
                guard contentMayBegin(touch) else {
                    touch.cancelledForView = true
                    continue
                }
                touch.deliveredToView = true
            case .ended:
                if holdsEnded(touch) {
                    touch.endHeld = true
                    heldTouches.append(touch)
                    continue
                }
            default: break
            }
            delivered.append(touch)
        }
        return delivered
    }

    /// Whether the nearest scroll view (`ContentTouchGating`) around a touch's view lets that view see the
    /// touch begin (`UIScrollView.touchesShouldBegin(_:with:in:)`); a touch it refuses never reaches the view.
    private static func contentMayBegin(_ touch: UITouch) -> Bool {
        guard let view = touch.view else { return true }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? any ContentTouchGating {
                let touches: Set<UITouch> = [touch]
                let event = UIEvent(type: .touches, timestamp: MediaClock.now, touches: touches)
                return scrollView.touchesShouldBegin(touches, with: event, in: view)
            }
            ancestor = current.superview
        }
        return true
    }

    /// Sends `touchesCancelled` to the views of a recognizing recognizer's touches, once per touch,
    /// and drops what was held back for them.
    private static func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in recognizer.gestureTouches where !touch.cancelledForView {
            touch.cancelledForView = true
            let sawBegin = touch.deliveredToView
            let finished = touch.finishedForView
            touch.heldPhases = nil
            heldTouches.removeAll { $0 === touch }
            guard sawBegin, !finished, let view = touch.view else { continue }
            touch.finishedForView = true
            if let index = byView.firstIndex(where: { $0.0 === view }) { byView[index].1.insert(touch) } else { byView.append((view, [touch])) }
        }
        for (view, touches) in byView {
            let saved = touches.map { ($0, $0.phase) }
            for touch in touches { touch.phase = .cancelled }
            view.touchesCancelled(touches, with: UIEvent(type: .touches, timestamp: MediaClock.now, touches: touches))
            for (touch, phase) in saved { touch.phase = phase }
        }
    }

    /// Delivers held-back touches whose recognizers have all stopped holding them.
    private static func flushHeldTouches() {
        for touch in heldTouches {
            if let phases = touch.heldPhases {
                guard !holdsBegan(touch) else { continue }
                touch.heldPhases = nil
                heldTouches.removeAll { $0 === touch }
                if phases.first == .began, !contentMayBegin(touch) {
                    touch.cancelledForView = true
                    continue
                }
                touch.deliveredToView = true
                for phase in phases { replay(touch, phase) }
            } else if touch.endHeld {
                guard !holdsEnded(touch) else { continue }
                touch.endHeld = false
                heldTouches.removeAll { $0 === touch }
                replay(touch, .ended)
            }
        }
    }

    private static func replay(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard let view = touch.view, !touch.cancelledForView else { return }
        let saved = touch.phase
        touch.phase = phase
        defer { touch.phase = saved }
        let set: Set<UITouch> = [touch]
        let event = UIEvent(type: .touches, timestamp: MediaClock.now, touches: set)
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved: view.touchesMoved(set, with: event)
        case .ended: touch.finishedForView = true; view.touchesEnded(set, with: event)
        case .cancelled: touch.finishedForView = true; view.touchesCancelled(set, with: event)
        case .stationary: break
        }
    }

    // MARK: Finishing

    /// After an event: releases held touches, then resets the recognizers whose gesture is over. A
    /// recognizer still possible with no touches, session, timer or held change fails first.
    static func finishPass() {
        settle()
        flushHeldTouches()
        for recognizer in engaged where recognizer.storedState == .possible && recognizer.pendingState == nil
            && recognizer.activeTouches.isEmpty && recognizer.inputSession == nil
            && !timers.contains(where: { $0.recognizer === recognizer }) {
            fail(recognizer)
        }
        flushHeldTouches()
        let finished = engaged.filter { recognizer in
            [.ended, .cancelled, .failed].contains(recognizer.storedState) && recognizer.activeTouches.isEmpty
                && recognizer.pendingState == nil && recognizer.inputSession == nil
        }
        for recognizer in finished {
            engaged.removeAll { $0 === recognizer }
            cancelTimers(for: recognizer)
            for touch in recognizer.gestureTouches { touch.recognizers.removeAll { $0 === recognizer } }
            recognizer.storedState = .possible
            recognizer.isEngaged = false
            recognizer.activeTouches = []
            recognizer.gestureTouches = []
            recognizer.lastTouches = []
            recognizer.ignoredTouches = []
            recognizer.exclusiveTouchType = nil
            recognizer.inputSession = nil
            recognizer.reset()
        }
    }

    // MARK: Timers

    static func schedule(_ deadline: TimeInterval, for recognizer: UIGestureRecognizer, _ body: @escaping @MainActor () -> Void) {
        nextTimerID += 1
        timers.append(PendingTimer(id: nextTimerID, deadline: deadline, recognizer: recognizer, body: body))
        if !observingFrames {
            observingFrames = true
            UIApplication.shared.addFrameObserver(for: clockToken) { _ in GestureArena.fireDueTimers() }
        }
    }

    static func cancelTimers(for recognizer: UIGestureRecognizer) {
        timers.removeAll { $0.recognizer === recognizer || $0.recognizer == nil }
    }

    /// Runs the timers that are due by the media clock, earliest first, then settles and finishes.
    static func fireDueTimers() {
        var fired = false
        while true {
            let now = MediaClock.now
            guard let index = timers.indices.filter({ timers[$0].deadline <= now })
                .min(by: { timers[$0].deadline < timers[$1].deadline }) else { break }
            let timer = timers.remove(at: index)
            if timer.recognizer != nil {
                timer.body()
                fired = true
            }
        }
        if fired { finishPass() }
        if timers.isEmpty && observingFrames {
            observingFrames = false
            UIApplication.shared.removeFrameObserver(for: clockToken)
        }
    }
}
