import Foundation
import Testing
@testable import UIKit

/// Renders every border style, placeholder, overlay views, the clear button, a secure field, and a
/// field editing with a caret and with a selection, in light and dark, to /tmp/textfield-*.png (to look
/// at), and checks the pixels that identify each part.
@MainActor @Suite struct TextFieldRenderingTests {
    func gallery(dark: Bool) -> (UIWindow, [UITextField]) {
        let window = phoneWindowAtScale1()
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = dark ? .black : UIColor(white: 0.95, alpha: 1)
        var fields: [UITextField] = []
        func add(_ configure: (UITextField) -> Void) {
            let field = UITextField(frame: CGRect(x: 20, y: 60 + CGFloat(fields.count) * 50, width: 300, height: 34))
            configure(field)
            window.addSubview(field)
            fields.append(field)
        }
        add { $0.borderStyle = .none; $0.text = "No border" }
        add { $0.borderStyle = .line; $0.text = "Line" }
        add { $0.borderStyle = .bezel; $0.text = "Bezel" }
        add { $0.borderStyle = .roundedRect; $0.placeholder = "Rounded, placeholder" }
        add { f in
            f.borderStyle = .roundedRect
            f.text = "Left and right views"
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
            left.backgroundColor = .systemRed
            let right = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            right.backgroundColor = .systemGreen
            f.leftView = left
            f.leftViewMode = .always
            f.rightView = right
            f.rightViewMode = .always
        }
        add { $0.borderStyle = .roundedRect; $0.text = "Clear button"; $0.clearButtonMode = .always }
        add { $0.borderStyle = .roundedRect; $0.text = "secret"; $0.isSecureTextEntry = true }
        add { $0.borderStyle = .roundedRect; $0.text = "Editing with a caret" }
        add { $0.borderStyle = .roundedRect; $0.text = "Editing with a selection" }
        add { $0.borderStyle = .roundedRect; $0.text = "Centered"; $0.textAlignment = .center }
        return (window, fields)
    }

    @Test(arguments: [false, true]) func renderGallery(dark: Bool) throws {
        let (window, fields) = gallery(dark: dark)
        fields[8].becomeFirstResponder()
        fields[8].selectedTextRange = fields[8].textRange(from: fields[8].position(from: fields[8].beginningOfDocument, offset: 13)!,
                                                           to: fields[8].position(from: fields[8].beginningOfDocument, offset: 17)!)
        let caretField = fields[7]
        caretField.becomeFirstResponder()
        window.layoutIfNeeded()
        UIApplication.shared.advanceFrame()
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "textfield-\(dark ? "dark" : "light")")
        // The caret: tint blue, 2 pt wide, at the end of the text.
        let caret = caretField.convert(caretField.caretRect(for: caretField.endOfDocument), to: window)
        let px = rgba(image, Int(caret.midX), Int(caret.midY))
        #expect(px[2] > 200 && px[0] < 60)
        // Only the editing field shows its selection: the other field's went with its editing.
        #expect(fields[8].editor.decorations.selectionView.isHidden)
        // The clear button's grey circle.
        let clear = fields[5].convert(fields[5].clearButtonRect(forBounds: fields[5].bounds), to: window)
        let circle = rgba(image, Int(clear.midX) + 5, Int(clear.midY))
        #expect(dark ? (circle[0] > 40 && circle[0] < 150) : (circle[0] > 100 && circle[0] < 235))
        // The left view's red.
        let left = rgba(image, 20 + 10, 60 + 4 * 50 + 17)
        #expect(left[0] > 200 && left[1] < 100)
        // Bullets for the secure text, never its letters.
        #expect(fields[6].displayString == "••••••")
    }

    @Test func selectionHighlightDraws() throws {
        let (window, fields) = gallery(dark: false)
        let field = fields[8]
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 13)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 17)!)
        window.layoutIfNeeded()
        UIApplication.shared.advanceFrame()
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: "textfield-selection")
        let rects = field.selectionRects(for: field.selectedTextRange!)
        #expect(rects.count == 1)
        let r = field.convert(rects[0].rect, to: window)
        // A light blue wash (tint at 20%) over white, away from the glyphs' ink at the top edge.
        let wash = rgba(image, Int(r.minX) + 1, Int(r.minY) + 1)
        #expect(wash[2] > 240 && wash[0] < 235 && wash[0] > 180)
    }
}
