import Foundation
import Testing
@testable import UIKit

/// Pixels of the alert's text fields and the text field's edit menu, in light and dark (the PNGs go to
/// /tmp for a person to look at).
@MainActor @Suite struct TextIntegrationRenderingTests {
    @Test(arguments: [false, true]) func alertWithTextFields(dark: Bool) throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        UIApplication.shared.advanceFrame(by: 0)
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        for _ in 0..<10 { UIApplication.shared.advanceFrame(by: 0.05) }
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "textint-alert-\(dark ? "dark" : "light")")
        // The field box is lighter (light) or darker (dark) than the alert's material around it.
        let box = alert.contentView!.fieldGroup.convert(alert.contentView!.fieldGroup.bounds, to: nil)
        let inside = rgba(image, Int(box.maxX) - 10, Int(box.minY) + 15)
        let outside = rgba(image, Int(box.maxX) + 8, Int(box.minY) + 15)
        if dark { #expect(inside[0] < outside[0]) } else { #expect(inside[0] > outside[0]) }
        root.dismiss(animated: false)
        for _ in 0..<10 { UIApplication.shared.advanceFrame(by: 0.05) }
    }

    @Test(arguments: [false, true]) func editMenuOverASelection(dark: Bool) throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = dark ? .black : .white
        UIPasteboard.general.string = "pasted"
        let field = UITextField(frame: CGRect(x: 20, y: 300, width: 350, height: 34))
        field.borderStyle = .roundedRect
        field.text = "The quick brown fox"
        window.addSubview(field)
        UIApplication.shared.advanceFrame(by: 0)
        _ = field.becomeFirstResponder()
        field.selectedTextRange = TextOffsetRange(NSRange(location: 4, length: 5))
        field.editor.editMenu?.present()
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "textint-editmenu-\(dark ? "dark" : "light")")
        let callout = try #require(field.editMenuInteraction?.calloutView)
        let bar = callout.convert(callout.bounds, to: nil)
        // The bar is dark in both appearances.
        let pixel = rgba(image, Int(bar.minX) + 30, Int(bar.minY) + 6)
        #expect(pixel[0] < 120)
        _ = field.resignFirstResponder()
    }
}

/// The phone number's action sheet, in light and dark (a PNG for a person to look at).
@MainActor @Suite struct LinkActionSheetRenderingTests {
    @Test(arguments: [false, true]) func phoneActionSheet(dark: Bool) throws {
        let window = phoneWindowAtScale1()
        defer { window.isHidden = true }
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 100))
        textView.isEditable = false
        textView.dataDetectorTypes = [.phoneNumber]
        textView.text = "Call 555-123-4567 today."
        root.view.addSubview(textView)
        UIApplication.shared.advanceFrame(by: 0)
        let rect = textView.selectionRects(for: TextOffsetRange(NSRange(location: 7, length: 1)))[0].rect
        #expect(textView.presentLinkActions(at: CGPoint(x: rect.midX, y: rect.midY)))
        for _ in 0..<10 { UIApplication.shared.advanceFrame(by: 0.05) }
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "textint-phonesheet-\(dark ? "dark" : "light")")
        let sheet = try #require(root.presentedViewController as? UIAlertController)
        // The sheet sits at the bottom, above the home indicator's safe area.
        #expect(sheet.view.frame.maxY <= window.bounds.height - window.safeAreaInsets.bottom)
        root.dismiss(animated: false)
        UIApplication.shared.advanceFrame(by: 0)
    }
}
