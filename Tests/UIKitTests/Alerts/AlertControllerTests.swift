import Testing
@testable import UIKit

/// Alerts and action sheets: layout numbers, action order, the bold and red buttons, and handlers that
/// run after the dismissal.
@MainActor @Suite struct AlertControllerTests {
    private func scene() -> (UIWindow, UIViewController) {
        let window = phoneWindowAtScale1()
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        return (window, root)
    }

    private let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold)
    private let regular = UIFont.systemFont(ofSize: 17)

    private func buttons(_ alert: UIAlertController) -> [AlertButtonView] {
        alert.contentView?.buttons ?? []
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() {
        let (window, root) = scene()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(alert.presentationController is AlertPresentationController)
        let frame = alert.view.frame
        #expect(frame.width == 270)
        #expect(close(frame.midX, 195, 0.5))
        let b = buttons(alert)
        #expect(b.map { $0.action.title } == ["Cancel", "OK"])
        // Scale 1: a 1-point hairline between two 134.5-point buttons, 44 points tall, at the bottom.
        #expect(b[0].frame.width == 134.5 && b[1].frame.minX == 135.5)
        #expect(b[0].frame.height == 44 && b[0].frame.maxY == frame.height)
        #expect(b[0].frame.minY == b[1].frame.minY)
        // Cancel is bold when nothing is preferred.
        #expect(b[0].label.font.fontName == semibold.fontName && b[1].label.font.fontName == regular.fontName)
        root.dismiss(animated: false)
    }

    @Test func threeActionsStackWithCancelLastAndDestructiveRed() {
        let (window, root) = scene()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(delete)
        let keep = UIAlertAction(title: "Keep", style: .default)
        alert.addAction(keep)
        alert.preferredAction = keep
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete", "Keep"])
        root.present(alert, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        let b = buttons(alert)
        #expect(b.map { $0.action.title } == ["Delete", "Keep", "Cancel"])
        #expect(b.map(\.frame.height) == [44, 44, 44])
        #expect(b[1].frame.minY == b[0].frame.maxY + 1 && b[2].frame.minY == b[1].frame.maxY + 1)
        #expect(b.allSatisfy { $0.frame.width == 270 })
        #expect(b[0].label.textColor == .systemRed)
        #expect(b[1].label.font.fontName == semibold.fontName, "the preferred action is bold")
        #expect(b[2].label.font.fontName == regular.fontName, "cancel is not bold when another action is preferred")
        #expect(b[0].label.font.pointSize == 17)
        root.dismiss(animated: false)
    }

    @Test func aSecondCancelActionIsRefused() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "A", style: .cancel))
        alert.addAction(UIAlertAction(title: "B", style: .cancel))
        #expect(alert.actions.count == 1)
        #expect(alert.modalPresentationStyle == .custom)
        alert.modalPresentationStyle = .fullScreen
        #expect(alert.modalPresentationStyle == .custom, "an alert lays itself out")
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).modalPresentationStyle == .popover)
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil)
    }

    @Test func tappingAButtonDismissesThenRunsTheHandler() {
        let (window, root) = scene()
        defer { window.isHidden = true }
        var events: [String] = []
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let disabled = UIAlertAction(title: "Later", style: .default) { _ in events.append("later") }
        disabled.isEnabled = false
        alert.addAction(disabled)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            events.append("handler, still presented: \(root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        runFrames(1)
        let b = buttons(alert)
        #expect(b.map { $0.action.title } == ["Later", "OK", "Cancel"])
        let later = b[0].convert(CGPoint(x: b[0].bounds.midX, y: b[0].bounds.midY), to: window)
        tap(window, at: later)
        runFrames(0.2)
        #expect(events.isEmpty, "a disabled action does nothing")
        let ok = b[1].convert(CGPoint(x: b[1].bounds.midX, y: b[1].bounds.midY), to: window)
        tap(window, at: ok)
        #expect(events.isEmpty, "the handler waits for the dismissal")
        runFrames(1)
        #expect(events == ["handler, still presented: false"])
        #expect(root.presentedViewController == nil)
    }

    @Test func actionSheetRisesFromTheBottomWithASeparateCancelButton() {
        let (window, root) = scene()
        defer { window.isHidden = true }
        var cancelled = false
        let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        sheet.addAction(UIAlertAction(title: "Camera", style: .default))
        sheet.addAction(UIAlertAction(title: "Library", style: .default))
        root.present(sheet, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        let frame = sheet.view.frame
        // 8 points from each side, 8 above the home indicator's safe area (844 − 34 − 8).
        #expect(frame.minX == 8 && frame.width == 374)
        #expect(frame.maxY == 802)
        let b = buttons(sheet)
        #expect(b.map { $0.action.title } == ["Camera", "Library", "Cancel"])
        #expect(b.map(\.frame.height) == [57, 57, 57])
        let cancelFrame = b[2].convert(b[2].bounds, to: sheet.view)
        let libraryFrame = b[1].convert(b[1].bounds, to: sheet.view)
        #expect(cancelFrame.minY == libraryFrame.maxY + 8 && cancelFrame.maxY == frame.height)
        // Tapping the dimmed screen above runs the cancel action after the dismissal.
        tap(window, at: CGPoint(x: 195, y: 100))
        runFrames(1)
        #expect(cancelled)
        #expect(root.presentedViewController == nil)
    }

    @Test func actionSheetIsAPopoverOnIPad() {
        let window = padWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        UIApplication.shared.advanceFrame(by: 0)
        var cancelled = false
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.popoverPresentationController?.sourceView = source
        root.present(sheet, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(buttons(sheet).map { $0.action.title } == ["Share"], "no cancel button in a popover")
        tap(window, at: CGPoint(x: 700, y: 1000))
        runFrames(1)
        #expect(root.presentedViewController == nil)
        #expect(cancelled, "tapping outside runs the cancel action")
    }
}
