import Foundation
@testable import UIKit

/// A shared list of events, in order.
@MainActor final class NavEventLog {
    var events: [String] = []
    func clear() { events.removeAll() }
}

/// A view controller that writes its appearance and containment callbacks to a log, with whether it
/// is moving to or from its parent during them.
@MainActor final class NavLoggedController: UIViewController {
    let name: String
    let log: NavEventLog
    var movingDuringAppearance: [String] = []

    init(_ name: String, log: NavEventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        log.events.append("\(name).willAppear")
        if isMovingToParent { movingDuringAppearance.append("toParent") }
    }
    override func viewDidAppear(_ animated: Bool) { log.events.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.events.append("\(name).willDisappear")
        if isMovingFromParent { movingDuringAppearance.append("fromParent") }
    }
    override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name).didDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.events.append("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.events.append("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// A navigation delegate that logs `willShow`/`didShow`.
@MainActor final class NavigationDelegateLog: UINavigationControllerDelegate {
    let log: NavEventLog
    init(log: NavEventLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.events.append("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.events.append("didShow \(viewController.title ?? "")")
    }
}

/// A phone window (390 × 844 at scale 1: 47 points of status bar, 34 of home indicator) showing
/// `root`, laid out and appeared.
@MainActor func phoneWindow(showing root: UIViewController) -> UIWindow {
    let window = phoneWindowAtScale1()
    window.rootViewController = root
    UIApplication.shared.advanceFrame(by: 0)
    UIApplication.shared.advanceFrame(by: 0)
    return window
}

/// Runs frames for `seconds` of media time.
@MainActor func runFrames(_ seconds: TimeInterval, step: TimeInterval = 1.0 / 60) {
    var elapsed: TimeInterval = 0
    while elapsed < seconds {
        UIApplication.shared.advanceFrame(by: step)
        elapsed += step
    }
}

/// Writes an image to /tmp for looking at.
@MainActor func saveNavigationPNG(_ image: UIImage?, _ name: String) {
    if let image { writeDebugImage(image, named: "nav-\(name)") }
}
