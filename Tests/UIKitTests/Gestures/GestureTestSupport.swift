import Foundation
import UIKit

/// A view that records the touch calls it gets, into a shared log.
final class TouchLogView: UIView {
    var log: GestureLog?
    var logName = "view"
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(logName) began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(logName) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(logName) ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(logName) cancelled") }
}

/// An ordered record of recognizer actions and view touch calls, with the media time of each.
@MainActor
final class GestureLog {
    private(set) var entries: [String] = []
    private(set) var times: [TimeInterval] = []

    func add(_ entry: String) {
        entries.append(entry)
        times.append(CACurrentMediaTime())
    }

    /// Records each action of `recognizer` as "<name> <state>".
    func watch(_ recognizer: UIGestureRecognizer, _ name: String) {
        recognizer.addHandler { [unowned self] r in add("\(name) \(r.state)") }
    }

    func clear() {
        entries.removeAll()
        times.removeAll()
    }
}

/// A shown window with a log-keeping content view, and a clock for input steps.
@MainActor
final class GestureStage {
    let window: UIWindow
    let view: TouchLogView
    let log = GestureLog()
    private(set) var time: TimeInterval

    init(size: CGSize = CGSize(width: 400, height: 300)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        view = TouchLogView(frame: window.bounds)
        view.log = log
        window.addSubview(view)
        time = CACurrentMediaTime() + 1
    }

    /// Moves the stage's clock on by `interval` and returns the new time.
    @discardableResult
    func later(_ interval: TimeInterval = 0.5) -> TimeInterval {
        time = max(time, CACurrentMediaTime()) + interval
        return time
    }

    func tap(_ point: CGPoint) { window.send(TouchInput.tap(at: point, timestamp: later())) }

    func down(_ point: CGPoint, finger: Int = 0, after: TimeInterval = 0.05) {
        window.send(TouchInput(finger: finger, phase: .down, location: point, timestamp: later(after)))
    }

    func move(_ point: CGPoint, finger: Int = 0, after: TimeInterval = 0.02) {
        window.send(TouchInput(finger: finger, phase: .move, location: point, timestamp: later(after)))
    }

    func up(_ point: CGPoint, finger: Int = 0, after: TimeInterval = 0.02) {
        window.send(TouchInput(finger: finger, phase: .up, location: point, timestamp: later(after)))
    }

    /// Advances frames until the media clock has moved on by `interval`.
    func wait(_ interval: TimeInterval) {
        UIApplication.shared.advanceFrame(by: interval)
        time = max(time, CACurrentMediaTime())
    }
}
