import Foundation
import Testing
@testable import UIKit

/// A phone window at scale 1 with a view to attach menus to, and helpers that press, click and tap.
@MainActor
final class MenuStage {
    let window: UIWindow
    let view: UIView
    private var time: TimeInterval

    init(viewFrame: CGRect = CGRect(x: 40, y: 120, width: 160, height: 80), dark: Bool = false) {
        window = phoneWindowAtScale1()
        if dark { window.overrideUserInterfaceStyle = .dark; window.backgroundColor = .black }
        view = UIView(frame: viewFrame)
        view.backgroundColor = .systemBlue
        window.addSubview(view)
        time = CACurrentMediaTime()
        UIApplication.shared.advanceFrame(by: 0)
    }

    func close() {
        MenuPresentation.current?.dismiss(performing: nil)
        window.isHidden = true
    }

    private func later(_ interval: TimeInterval) -> TimeInterval {
        time = max(time, CACurrentMediaTime()) + interval
        return time
    }

    /// The menu showing, if any.
    var presentation: MenuPresentation? { MenuPresentation.current }
    var overlay: UIWindow? { presentation?.overlay }

    /// Holds a finger at `point` (window coordinates) for 0.6 s, then lifts it.
    func longPress(at point: CGPoint) {
        window.send(TouchInput(phase: .down, location: point, timestamp: later(0.05)))
        UIApplication.shared.advanceFrame(by: 0.6)
        window.send(TouchInput(phase: .up, location: point, timestamp: later(0.02)))
        UIApplication.shared.advanceFrame(by: 0)
    }

    /// Clicks the secondary button at `point`.
    func secondaryClick(at point: CGPoint) {
        window.send(TouchInput(phase: .down, location: point, timestamp: later(0.05), touchType: .indirectPointer, buttonMask: .secondary))
        window.send(TouchInput(phase: .up, location: point, timestamp: later(0.05), touchType: .indirectPointer, buttonMask: .secondary))
        UIApplication.shared.advanceFrame(by: 0)
    }

    /// Taps `point` in `target` (the app window unless given).
    func tap(at point: CGPoint, in target: UIWindow? = nil) {
        let target = target ?? window
        target.send(TouchInput(phase: .down, location: point, timestamp: later(0.4)))
        target.send(TouchInput(phase: .up, location: point, timestamp: later(0.05)))
        UIApplication.shared.advanceFrame(by: 0)
    }

    /// Taps the overlay at `point`.
    func tapOverlay(at point: CGPoint) {
        guard let overlay else { Issue.record("no menu is showing"); return }
        tap(at: point, in: overlay)
    }

    /// The titles of the rows showing.
    var rowTitles: [String] {
        presentation?.platter.rows.map(Self.title) ?? []
    }

    static func title(of row: MenuRowView) -> String { title(row.item) }

    static func title(_ item: MenuRowItem) -> String {
        switch item {
        case .element(let element, _): return element.title
        case .submenu(let menu): return menu.title + " >"
        case .back(let menu): return "< " + menu.title
        case .header(let title): return "[" + title + "]"
        case .loading: return "Loading…"
        case .palette(let elements, _, _): return "palette:" + elements.map(\.title).joined(separator: ",")
        }
    }

    /// The frame of the row titled `title` in the overlay's coordinates.
    func rowFrame(_ title: String) -> CGRect? {
        guard let presentation, let row = presentation.platter.rows.first(where: { Self.title(of: $0) == title }) else { return nil }
        return row.convert(row.bounds, to: presentation.overlay)
    }

    /// Taps the row titled `title`.
    func tapRow(_ title: String) {
        guard let frame = rowFrame(title) else { Issue.record("no row \(title) in \(rowTitles)"); return }
        tapOverlay(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Presses a key in the overlay.
    func press(_ key: UIKeyboardHIDUsage) {
        guard let overlay else { Issue.record("no menu is showing"); return }
        overlay.send(KeyInput.press(key, timestamp: later(0.05)))
    }

    /// The screen as the compositor shows it.
    func snapshot() -> UIImage {
        UIApplication.shared.advanceFrame(by: 0)
        return window.screen.snapshotImage()
    }

    func write(_ image: UIImage, _ name: String) {
        writeDebugImage(image, named: "menus-\(name)")
    }
}

/// A delegate that logs its calls and gives a configuration with a fixed menu.
@MainActor
final class LoggingMenuDelegate: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var menu: UIMenu?
    var returnsConfiguration = true
    var previewController: UIViewController?
    var lastLocation: CGPoint?

    init(menu: UIMenu?) { self.menu = menu }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration")
        lastLocation = location
        guard returnsConfiguration else { return nil }
        let menu = self.menu
        let controller = previewController
        var preview: UIContextMenuContentPreviewProvider?
        if let controller { preview = { controller } }
        return UIContextMenuConfiguration(identifier: "item" as NSString,
                                          previewProvider: preview,
                                          actionProvider: { [weak self] suggested in
                                              self?.log.append("actionProvider(\(suggested.count))")
                                              return menu
                                          })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay")
        animator?.addCompletion { [weak self] in self?.log.append("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreview")
        animator.addCompletion { [weak self] in self?.log.append("committed") }
    }
}
