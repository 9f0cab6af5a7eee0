import Testing
@testable import UIKit

/// Nothing a presentation made outlives its dismissal: the presented controller, its presentation
/// controller and an alert are freed once dismissed and released.
@MainActor @Suite struct PresentationLifetimeTests {
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen, .popover])
    func dismissedControllersAreFreed(style: UIModalPresentationStyle) {
        let window = padWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        weak var weakPresented: UIViewController?
        weak var weakController: UIPresentationController?
        weak var weakView: UIView?
        do {
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            presented.popoverPresentationController?.sourceView = root.view
            root.present(presented, animated: true)
            runFrames(1)
            weakPresented = presented
            weakController = presented.presentationController
            weakView = presented.presentationController?.presentedView
            #expect(weakController != nil)
            root.dismiss(animated: true)
            runFrames(1)
        }
        #expect(weakPresented == nil)
        #expect(weakController == nil)
        #expect(weakView == nil)
    }

    @Test func anAlertIsFreedAfterItsHandlerRan() {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        weak var weakAlert: UIAlertController?
        var ran = false
        do {
            let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in ran = true })
            root.present(alert, animated: true)
            runFrames(1)
            weakAlert = alert
            let button = alert.contentView!.buttons[0]
            tap(window, at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
            runFrames(1)
        }
        #expect(ran)
        #expect(weakAlert == nil)
    }
}
