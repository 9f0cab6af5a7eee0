import Foundation
import Testing
@testable import UIKit

/// Text fields in alerts: the layout numbers, the first field becoming first responder, action sheets
/// refusing fields, and the alert moving above the software keyboard.
@MainActor @Suite struct AlertTextFieldTests {
    private func scene() -> (UIWindow, UIViewController) {
        let window = phoneWindowAtScale1()
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        return (window, root)
    }

    private func login() -> UIAlertController {
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
    }

    @Test func fieldsSitInARoundedBoxAboveTheButtons() {
        let (window, root) = scene()
        defer { window.isHidden = true }
        let alert = login()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?[0].placeholder == "Name" && alert.textFields?[1].isSecureTextEntry == true)
        #expect(alert.textFields?[0].font?.pointSize == 13)
        root.present(alert, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        let content = alert.contentView!
        let box = content.fieldGroup.frame
        // 16 points from the sides of the 270-point alert; two 30-point rows and a 1-point hairline.
        #expect(box.minX == 16 && box.width == 238 && box.height == 61)
        let fields = alert.textFields!
        #expect(fields[0].frame == CGRect(x: 6, y: 0, width: 226, height: 30))
        #expect(fields[1].frame == CGRect(x: 6, y: 31, width: 226, height: 30))
        // The buttons start after 16 points and a hairline under the box.
        let buttons = content.buttons
        #expect(buttons.count == 2)
        #expect(buttons[0].frame.minY == box.maxY + 16 + 1)
        #expect(buttons[0].frame.maxY == alert.view.frame.height)
        // 16 points under the header: the message label's bottom.
        #expect(box.minY > 40)
        // The first field is first responder once the alert shows.
        UIApplication.shared.advanceFrame(by: 0)
        #expect(fields[0].isFirstResponder)
        // Choosing a button ends editing.
        root.dismiss(animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(!fields[0].isFirstResponder)
    }

    @Test func anAlertWithoutHeaderStartsItsFields16PointsFromTheTop() {
        let (window, root) = scene()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(alert.contentView!.fieldGroup.frame == CGRect(x: 16, y: 16, width: 238, height: 30))
        #expect(close(alert.view.frame.height, 16 + 30 + 16 + 1 + 44, 0.01))
        root.dismiss(animated: false)
    }

    @Test func anActionSheetRefusesTextFields() {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        var configured = false
        sheet.addTextField { _ in configured = true }
        #expect(sheet.textFields == nil && !configured)
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
    }

    @Test func theAlertMovesAboveTheSoftwareKeyboard() {
        let (window, root) = scene()
        defer { window.isHidden = true }
        var keyboardTop: CGFloat?
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { note in
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            MainActor.assumeIsolated { keyboardTop = end?.minY }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let alert = login()
        root.present(alert, animated: false)
        UIApplication.shared.advanceFrame(by: 0)
        #expect(alert.textFields![0].isFirstResponder)
        for _ in 0..<10 { UIApplication.shared.advanceFrame(by: 0.05) }
        let top = try! #require(keyboardTop)
        #expect(top < window.bounds.height)
        let moved = alert.view.frame
        #expect(moved.maxY <= top)
        // Above where it sits without the keyboard (centred in the safe area).
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        #expect(moved.midY < safe.midY - 20)
        // Centred in the space between the safe area's top and the keyboard.
        let space = CGRect(x: 0, y: window.safeAreaInsets.top, width: window.bounds.width, height: top - window.safeAreaInsets.top)
        #expect(abs(moved.midY - space.midY) <= 1)
        root.dismiss(animated: false)
        for _ in 0..<10 { UIApplication.shared.advanceFrame(by: 0.05) }
    }
}
