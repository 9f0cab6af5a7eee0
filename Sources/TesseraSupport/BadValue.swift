import Foundation

/// Reporting bad values given to the public API (NaN, infinities, negative sizes, indexes out of range).
///
/// Every public setter that can receive such a value checks it, repairs or ignores it, and reports it
/// here. The first bad value an API receives is logged, with the API's name leading the message
/// ("UIView.frame: NaN in (nan, 0, 10, 10) ignored"); later ones are not, so a loop or an animation
/// that keeps producing NaN does not flood the log. UIKit raises exceptions for some of these and
/// silently stores others (then draws garbage or asserts deep inside Core Animation); Tessera neither
/// crashes nor lets the value into layout, hit testing or rendering.
package enum BadValue {
    /// Logs `message` under `api` ("UIView.frame") the first time `api` receives a bad value in this
    /// process, or, while a `Capture` is current, the first time in that capture.
    package static func report(_ subsystem: String, api: String, _ message: @autoclosure () -> String) {
        if let capture {
            let text = "\(api): \(message())"
            if capture.record(api: api, text) { TesseraLog.error(subsystem, text) }
            return
        }
        TesseraLog.errorOnce(subsystem, key: key(api), "\(api): \(message())")
    }

    /// The capture that reports made in this task (or thread) go to; see `Capture`.
    @TaskLocal package static var capture: Capture?

    /// The reports made while it is current (`BadValue.$capture.withValue(capture) { … }`), each API
    /// once per capture instead of once per process: a test can check an API's report although another
    /// test, perhaps running at the same time on another thread, has already used up the process's.
    package final class Capture: Sendable {
        private let state = LockedValue<(apis: Set<String>, messages: [String])>(([], []))

        package init() {}

        /// The reports, in order.
        package var messages: [String] { state.withLock { $0.messages } }

        /// Records `message` when `api` has not reported in this capture yet; returns whether it did.
        func record(api: String, _ message: String) -> Bool {
            state.withLock { state in
                guard state.apis.insert(api).inserted else { return false }
                state.messages.append(message)
                return true
            }
        }
    }

    /// Lets `api` report again: for tests, which check the message of an API that another test may
    /// already have reported.
    package static func forgetReport(api: String) {
        TesseraLog.forgetOnce(key: key(api))
    }

    private static func key(_ api: String) -> String { "bad-value " + api }

    /// The largest magnitude a coordinate or length may have: beyond it Cairo's arithmetic loses the
    /// pixels (a view 10¹⁵ points wide draws nothing), so `CGRect.infinite` and
    /// `greatestFiniteMagnitude` are refused like infinities.
    package static var largestCoordinate: CGFloat { 1e12 }

    /// Whether `value` is a usable coordinate: not NaN, not infinite, within ±`largestCoordinate`. The
    /// setters' fast path (no array, no string) before `problem` says what is wrong.
    @inline(__always)
    package static func usable(_ value: CGFloat) -> Bool { abs(value) <= largestCoordinate }

    /// What is wrong with a list of numbers that must be usable coordinates: "NaN", "infinity", "a
    /// number out of range" (beyond ±`largestCoordinate`), or nil when all are fine.
    package static func problem(_ values: CGFloat...) -> String? { problem(values) }

    /// What is wrong with a list of numbers that must be usable coordinates (see the variadic form).
    package static func problem(_ values: [CGFloat]) -> String? {
        if values.contains(where: \.isNaN) { return "NaN" }
        if values.contains(where: \.isInfinite) { return "infinity" }
        if values.contains(where: { abs($0) > largestCoordinate }) { return "a number out of range" }
        return nil
    }

    /// Numbers as a short tuple: "(nan, 0, 10, 10)".
    package static func text(_ values: CGFloat...) -> String { text(values) }

    /// Numbers as a short tuple: "(nan, 0, 10, 10)".
    package static func text(_ values: [CGFloat]) -> String {
        "(" + values.map(number).joined(separator: ", ") + ")"
    }

    /// A number without a trailing ".0": "10", "2.5", "nan", "inf".
    package static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(Double(value))"
    }
}
