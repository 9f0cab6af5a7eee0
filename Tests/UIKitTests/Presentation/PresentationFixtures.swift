import Testing
@testable import UIKit

/// A view controller that writes its appearance callbacks to a shared log.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: PresentationLog

    init(_ name: String, _ log: PresentationLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear(\(animated))") }
}

/// The calls a test saw, in order.
@MainActor
final class PresentationLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A delegate that logs the user-dismissal calls and can refuse.
@MainActor
final class LoggingPresentationDelegate: UISheetPresentationControllerDelegate {
    let log: PresentationLog
    var allowsDismissal = true
    init(_ log: PresentationLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttemptToDismiss") }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) { log.add("detentChanged") }
}

/// Runs frames until animations end (two seconds of frames).
@MainActor
func runFrames(_ seconds: Double = 2) {
    for _ in 0..<Int(seconds * 60) { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
}

/// Drags one finger from `start` to `end` in `steps` moves 16 ms apart, then lifts it.
@MainActor
func drag(_ window: UIWindow, from start: CGPoint, to end: CGPoint, steps: Int = 12, interval: TimeInterval = 0.016) {
    var t = CACurrentMediaTime() + 0.01
    window.send(TouchInput(phase: .down, location: start, timestamp: t))
    var point = start
    for i in 1...steps {
        t += interval
        point = CGPoint(x: start.x + (end.x - start.x) * CGFloat(i) / CGFloat(steps), y: start.y + (end.y - start.y) * CGFloat(i) / CGFloat(steps))
        window.send(TouchInput(phase: .move, location: point, timestamp: t))
    }
    window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.001))
}

/// Taps once at `point`.
@MainActor
func tap(_ window: UIWindow, at point: CGPoint) {
    let t = CACurrentMediaTime() + 0.01
    window.send(TouchInput(phase: .down, location: point, timestamp: t))
    window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.05))
}

/// Writes an image to /tmp for looking at.
@MainActor
func savePresentationPNG(_ image: UIImage, _ name: String) {
    writeDebugImage(image, named: "present-\(name)")
}
