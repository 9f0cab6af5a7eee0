/// The step of a frame the main actor is running, recorded in debug builds so that work done in the wrong
/// step traps where it happens instead of showing up later as a wrong picture.
///
/// A frame (`UIApplication.advanceFrame(by:)`) runs its steps in order: animations and time (layer
/// animations, display links, frame observers), layout, display (drawing into backing stores),
/// compositing, and in a desktop window the present; input is handled between frames. Two mixes are
/// errors, and debug builds assert against them: marking a layer for layout or display while compositing
/// (the compositor walks the layer tree collecting damage, and a mark made during that walk changes the
/// tree under it and is missed until some later frame), and compositing during layout (it would show
/// views that layout is still moving).
///
/// Each step is entered with `withPhase(_:_:)`, which saves and restores the phase around its block, as
/// every flag set around a block is (steps nest: a view's `layoutIfNeeded()` called while handling a
/// touch is layout inside event handling). All recording and checking happens inside `assert`, as with
/// `LiveObjects`: release builds compile it away, and there `current` always answers `.idle`.
package enum FramePhase: Sendable, Equatable {
    /// Between frames, or in code no step claims.
    case idle
    /// Delivering input (`UIWindow.send(_:)`).
    case events
    /// Moving time: layer animations start and end, display links fire, frame observers step.
    case animations
    /// Updating constraints and laying out (`layoutSubviews()`).
    case layout
    /// Drawing marked layers into their backing stores (`draw(_:)`).
    case display
    /// Drawing the layer tree into a window's bitmap.
    case compositing
    /// Handing a window backend what the windows composited.
    case present

    /// The phase being run, as debug builds record it (always `.idle` in release builds).
    @MainActor package static var current: FramePhase { recorded }

    @MainActor @usableFromInline static var recorded = FramePhase.idle

    /// Runs `body` in `phase`, restoring the phase it was called in afterwards. In debug builds it
    /// asserts that the step may start here: no compositing during layout, no layout while compositing.
    /// In release builds it only calls `body()` (inlined within QuartzCore; from other modules a call,
    /// as Swift does not inline `@inlinable package` functions across modules, which costs little at
    /// the few calls a frame makes).
    @MainActor @inlinable @inline(__always)
    package static func withPhase<Result>(_ phase: FramePhase, _ body: () throws -> Result) rethrows -> Result {
        var previous = FramePhase.idle
        assert(enter(phase, saving: &previous))
        defer { assert(restore(previous)) }
        return try body()
    }

    /// Whether a layer may be marked for layout or display now (not while compositing). Call it inside
    /// `assert`; `what` names the call for the message.
    @MainActor package static func allowsMarking(_ what: @autoclosure () -> String) -> Bool {
        guard recorded != .compositing else {
            assertionFailure("\(what()) while compositing: the layer tree changed under the compositor's walk; make the change before the frame composites (in layout or in a frame observer)")
            return false
        }
        return true
    }

    /// Enters `phase` (debug builds only: called inside `assert`). Always true; a wrong mix of steps
    /// fails its own assertion with what went wrong.
    @MainActor @usableFromInline static func enter(_ phase: FramePhase, saving previous: inout FramePhase) -> Bool {
        previous = recorded
        if phase == .compositing, recorded == .layout {
            assertionFailure("compositing during layout: a frame or snapshot was composited from a layout callback, showing views that layout is still moving")
        }
        if phase == .layout, recorded == .compositing {
            assertionFailure("layout while compositing: a drawing callback laid views out, changing the layer tree under the compositor's walk")
        }
        recorded = phase
        return true
    }

    /// Puts back the phase `withPhase(_:_:)` was called in (debug builds only). Always true.
    @MainActor @usableFromInline static func restore(_ previous: FramePhase) -> Bool {
        recorded = previous
        return true
    }
}
