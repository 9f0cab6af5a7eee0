import Foundation
import UIKit

/// Records the events a control sends, by name, in order (with a value read when each is sent).
@MainActor
final class EventTape {
    private(set) var entries: [String] = []
    private(set) var values: [String] = []

    /// Records every event of `control` from now on; `value` is read when `.valueChanged` is sent.
    init(_ control: UIControl, value: @escaping @MainActor () -> String = { "" }) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { [unowned self] _ in
                entries.append(name)
                if event == .valueChanged { values.append(value()) }
            }, for: event)
        }
    }

    /// The recorded names without drags (which depend on how many moves a drag has).
    var withoutDrags: [String] { entries.filter { !$0.hasPrefix("drag") } }

    /// How many times an event was sent.
    func count(_ name: String) -> Int { entries.filter { $0 == name }.count }

    func clear() {
        entries.removeAll()
        values.removeAll()
    }
}

/// A shown window and increasing timestamps for touch sequences.
@MainActor
final class TouchStage {
    let window: UIWindow
    private var time = CACurrentMediaTime() + 1

    init(size: CGSize = CGSize(width: 400, height: 300)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
    }

    /// The next timestamp, a little after the last one.
    func now() -> TimeInterval {
        time += 0.5
        return time
    }

    func tap(_ point: CGPoint) { window.send(TouchInput.tap(at: point, timestamp: now())) }

    func drag(_ start: CGPoint, _ end: CGPoint, steps: Int = 10) {
        window.send(TouchInput.drag(from: start, to: end, steps: steps, timestamp: now()))
    }

    func down(_ point: CGPoint) { window.send(TouchInput(phase: .down, location: point, timestamp: now())) }
    func move(_ point: CGPoint) { window.send(TouchInput(phase: .move, location: point, timestamp: now())) }
    func up(_ point: CGPoint) { window.send(TouchInput(phase: .up, location: point, timestamp: now())) }
    func cancel(_ point: CGPoint) { window.send(TouchInput(phase: .cancel, location: point, timestamp: now())) }
}
