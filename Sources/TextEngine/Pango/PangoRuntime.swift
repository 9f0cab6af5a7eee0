import CPango
import CoreGraphics

/// The process's Pango state: one font map and one context per base direction, used under one lock
/// (Pango objects are not thread-safe, and text may be measured or drawn from any thread, as on iOS).
///
/// Layout happens in points with hinting and glyph-position rounding off, so text measures the same at
/// every screen scale, like iOS's.
enum PangoRuntime {
    private static let lock = NSRecursiveLock()

    /// Runs `body` holding the Pango lock.
    static func locked<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The shared Pango objects. Sendable by hand: the pointers never change once made, and the objects
    /// behind them are used only under `lock` (`locked(_:)`), so handing the pointers to any thread is safe.
    private struct State: @unchecked Sendable {
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        let ltr: OpaquePointer
        let rtl: OpaquePointer
    }

    /// Shared state, created on first use.
    private static let state = LockedValue<State?>(nil)

    /// The context whose base direction is left-to-right (right-to-left when `rtl`).
    static func context(rtl: Bool = false) -> OpaquePointer {
        let s = shared()
        return rtl ? s.rtl : s.ltr
    }

    /// Whether `startLoading()` has run.
    private static let loadingStarted = LockedValue(false)

    /// Makes the shared state on a thread of its own, once (see `FontSystemLoading`).
    static func startLoading() {
        let first = loadingStarted.withLock { started in
            defer { started = true }
            return !started
        }
        guard first else { return }
        Thread.detachNewThread { _ = shared() }
    }

    /// The font map.
    static var fontMap: UnsafeMutablePointer<PangoFontMap> { shared().fontMap }

    private static func shared() -> State {
        state.withLock { state in
            if let state { return state }
            let made = makeState()
            state = made
            return made
        }
    }

    private static func makeState() -> State {
        let fontMap = pango_cairo_font_map_new()!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        func makeContext(_ direction: PangoDirection) -> OpaquePointer {
            let context = pango_font_map_create_context(fontMap)!
            pango_cairo_context_set_font_options(context, options)
            pango_cairo_context_set_resolution(context, 72)
            pango_context_set_round_glyph_positions(context, 0)
            pango_context_set_base_dir(context, direction)
            pango_context_set_language(context, pango_language_from_string("en"))
            return context
        }
        let made = State(fontMap: fontMap, ltr: makeContext(PANGO_DIRECTION_LTR), rtl: makeContext(PANGO_DIRECTION_RTL))
        cairo_font_options_destroy(options)
        return made
    }
}

/// Pango units per point.
let pangoScale = CGFloat(PANGO_SCALE)

extension CGFloat {
    /// This length in Pango units, clamped to Pango's range. The clamping happens before converting to an
    /// integer, which traps on infinity: `.greatestFiniteMagnitude` (an unlimited width) overflows to
    /// infinity once scaled. NaN counts as 0.
    var pangoUnits: Int32 {
        let units = (self * pangoScale).rounded()
        guard !units.isNaN else { return 0 }
        return Int32(Swift.max(CGFloat(Int32.min), Swift.min(CGFloat(Int32.max), units)))
    }
}

extension Int32 {
    /// This Pango length in points.
    var points: CGFloat { CGFloat(self) / pangoScale }
}
