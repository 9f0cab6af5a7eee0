import Foundation
import UIKit

/// The "Text" page: text fields in every border style, with left and right views, with background
/// images (the `.none` style's `background` and `disabledBackground`), a secure field and a field
/// editing with a selection; a read-only text view whose text flows around an image (an exclusion
/// path) and whose links and phone numbers are detected. In light and dark.
///
/// The rendered page shows the editing field as on an iPad with a hardware keyboard: its window is
/// shown but not made key, so the software keyboard (which follows the key window) stays down and
/// the whole page shows. The "Keyboard" pages show the keyboard.
@MainActor
package enum TextPage {
    package static func make() -> (page: ViewPage, editing: UITextField) {
        var page = ViewPage(title: "Text")
        var editing: UITextField!
        page.section("Border styles", height: 4 * 44 + 16) { content in
            let styles: [(UITextField.BorderStyle, String)] = [(.none, "None"), (.line, "Line"), (.bezel, "Bezel"), (.roundedRect, "Rounded rect")]
            for (i, (style, name)) in styles.enumerated() {
                let field = textField(in: content, row: i)
                field.borderStyle = style
                if i % 2 == 0 { field.placeholder = "\(name) (placeholder)" } else { field.text = "\(name) border" }
            }
        }
        page.section("Left and right views, clear button", height: 3 * 44 + 16) { content in
            let search = textField(in: content, row: 0)
            search.borderStyle = .roundedRect
            search.placeholder = "Search"
            search.leftView = symbolView("magnifyingglass", color: .secondaryLabel)
            search.leftViewMode = .always
            search.rightView = symbolView("mic.fill", color: .secondaryLabel)
            search.rightViewMode = .unlessEditing
            let email = textField(in: content, row: 1)
            email.borderStyle = .roundedRect
            email.text = "anna@example.com"
            email.leftView = symbolView("envelope", color: .systemBlue)
            email.leftViewMode = .always
            email.clearButtonMode = .always
            let amount = textField(in: content, row: 2)
            amount.borderStyle = .roundedRect
            amount.text = "42.50"
            amount.textAlignment = .right
            let unit = UILabel(frame: CGRect(x: 0, y: 0, width: 44, height: 20))
            unit.text = "EUR"
            unit.font = .systemFont(ofSize: 15, weight: .semibold)
            unit.textColor = .secondaryLabel
            unit.textAlignment = .center
            amount.rightView = unit
            amount.rightViewMode = .always
        }
        page.section("Background images: enabled, disabled", height: 2 * 44 + 16) { content in
            let enabled = textField(in: content, row: 0)
            enabled.borderStyle = .none
            enabled.background = backgroundImage(enabled: true)
            enabled.disabledBackground = backgroundImage(enabled: false)
            enabled.text = "Custom background"
            // The images are light in both styles (as an app's own artwork usually is): dark text on them.
            enabled.textColor = .black
            enabled.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            enabled.leftViewMode = .always
            let disabled = textField(in: content, row: 1)
            disabled.borderStyle = .none
            disabled.background = backgroundImage(enabled: true)
            disabled.disabledBackground = backgroundImage(enabled: false)
            disabled.text = "Disabled"
            disabled.textColor = .darkGray
            disabled.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            disabled.leftViewMode = .always
            disabled.isEnabled = false
        }
        page.section("Secure entry; editing with a selection", height: 2 * 44 + 16) { content in
            let secure = textField(in: content, row: 0)
            secure.borderStyle = .roundedRect
            secure.isSecureTextEntry = true
            secure.text = "correct horse"
            secure.leftView = symbolView("lock.fill", color: .secondaryLabel)
            secure.leftViewMode = .always
            editing = textField(in: content, row: 1)
            editing.borderStyle = .roundedRect
            editing.text = "Select some of this text"
        }
        page.section("Text view: exclusion path, data detectors", height: 344) { content in
            content.addSubview(textView(frame: content.bounds))
        }
        return (page, editing)
    }

    /// The page as the screen shows it, with the editing field's selection ("some of").
    package static func render(style: UIUserInterfaceStyle) -> UIImage {
        let (page, editing) = make()
        let window = page.makeWindow()
        window.screen.userInterfaceStyle = style
        // Shown, not key: the field edits in its window while the software keyboard stays down.
        window.isHidden = false
        defer {
            editing.resignFirstResponder()
            window.isHidden = true
            page.root.removeFromSuperview()
        }
        editing.becomeFirstResponder()
        select(in: editing, from: 7, length: 7)
        return window.screen.snapshotImage()
    }

    /// Selects `length` characters from `from` in a field.
    package static func select(in field: UITextField, from: Int, length: Int) {
        guard let start = field.position(from: field.beginningOfDocument, offset: from),
              let end = field.position(from: start, offset: length) else { return }
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    private static func textField(in content: UIView, row: Int) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: content.bounds.width, height: 36))
        field.font = .systemFont(ofSize: 17)
        content.addSubview(field)
        return field
    }

    private static func symbolView(_ name: String, color: UIColor) -> UIView {
        let view = UIImageView(image: UIImage(systemName: name))
        view.tintColor = color
        view.contentMode = .center
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        return view
    }

    /// A field background drawn as a stretchable image: a rounded, softly shaded card with a coloured
    /// border, its corners kept by cap insets (enabled: blue; disabled: grey).
    static func backgroundImage(enabled: Bool) -> UIImage {
        let size = CGSize(width: 24, height: 36)
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let rect = CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1)
            let path = UIBezierPath(roundedRect: rect, cornerRadius: 8)
            let colors = enabled
                ? [UIColor(red: 0.93, green: 0.96, blue: 1, alpha: 1).cgColor, UIColor(red: 0.80, green: 0.88, blue: 1, alpha: 1).cgColor]
                : [UIColor(white: 0.94, alpha: 1).cgColor, UIColor(white: 0.86, alpha: 1).cgColor]
            context.cgContext.saveGState()
            path.addClip()
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1]) {
                context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: size.height), options: [])
            }
            context.cgContext.restoreGState()
            (enabled ? UIColor.systemBlue : UIColor.systemGray).setStroke()
            path.lineWidth = 1.5
            path.stroke()
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }

    /// A small landscape picture: sky, sun and hills.
    static func landscapeImage(size: CGSize = CGSize(width: 120, height: 90)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            let sky = [UIColor(red: 0.35, green: 0.62, blue: 0.95, alpha: 1).cgColor, UIColor(red: 0.80, green: 0.90, blue: 1, alpha: 1).cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: sky as CFArray, locations: [0, 1]) {
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.62, y: size.height * 0.12, width: 22, height: 22)).fill()
            let far = UIBezierPath()
            far.move(to: CGPoint(x: 0, y: size.height * 0.7))
            far.addQuadCurve(to: CGPoint(x: size.width, y: size.height * 0.55), controlPoint: CGPoint(x: size.width * 0.45, y: size.height * 0.3))
            far.addLine(to: CGPoint(x: size.width, y: size.height))
            far.addLine(to: CGPoint(x: 0, y: size.height))
            far.close()
            UIColor(red: 0.30, green: 0.62, blue: 0.35, alpha: 1).setFill()
            far.fill()
            let near = UIBezierPath()
            near.move(to: CGPoint(x: 0, y: size.height * 0.85))
            near.addQuadCurve(to: CGPoint(x: size.width, y: size.height * 0.8), controlPoint: CGPoint(x: size.width * 0.7, y: size.height * 0.6))
            near.addLine(to: CGPoint(x: size.width, y: size.height))
            near.addLine(to: CGPoint(x: 0, y: size.height))
            near.close()
            UIColor(red: 0.18, green: 0.48, blue: 0.25, alpha: 1).setFill()
            near.fill()
        }
    }

    static let sampleText = """
        Text flows around the picture: the text container's exclusion path is the image view's frame, \
        so each line fragment beside it is shortened and the lines below use the full width again. \
        Links such as https://www.swift.org and phone numbers such as +1 (408) 555-0123 are detected \
        and drawn as links, because the text view is selectable and not editable. Call 020 7946 0018 \
        or visit www.example.com for more. The rest of this paragraph continues under the picture, \
        wrapping at the text view's full width, as TextKit lays out every line fragment in its container.
        """

    /// A read-only text view with a picture and an exclusion path around it, detecting links and phone numbers.
    package static func textView(frame: CGRect) -> UITextView {
        let view = UITextView(frame: frame)
        view.isEditable = false
        view.isSelectable = true
        view.dataDetectorTypes = [.link, .phoneNumber]
        view.font = .systemFont(ofSize: 15)
        view.textColor = .label
        view.backgroundColor = .clear
        view.text = sampleText
        let picture = UIImageView(image: landscapeImage())
        picture.frame = CGRect(x: frame.width - 128, y: 8, width: 120, height: 90)
        picture.layer.cornerRadius = 8
        picture.clipsToBounds = true
        view.addSubview(picture)
        // Exclusion paths are in the text container's coordinates: the view's, less the container inset.
        let inset = view.textContainerInset
        let excluded = picture.frame.offsetBy(dx: -inset.left, dy: -inset.top).insetBy(dx: -6, dy: -4)
        view.textContainer.exclusionPaths = [UIBezierPath(rect: excluded)]
        return view
    }
}
