import Foundation
import UIKit

/// The "Keyboard" pages: an iPhone screen with a focused text field and the software keyboard up (a
/// form being filled in, the caret after the text), and one screen per keyboard type, in light and
/// dark. Each is captured headless: the field becomes first responder in a key window on an iPhone
/// screen, the keyboard's slide is run to its end, and the screen (the app's window and the
/// keyboard's) is snapshotted; then the keyboard is put away again.
@MainActor
package enum KeyboardPage {
    /// Every keyboard type with the name its page shows.
    package static let types: [(type: UIKeyboardType, name: String)] = [
        (.default, "Default"), (.asciiCapable, "ASCII Capable"), (.numbersAndPunctuation, "Numbers and Punctuation"),
        (.URL, "URL"), (.numberPad, "Number Pad"), (.phonePad, "Phone Pad"), (.namePhonePad, "Name Phone Pad"),
        (.emailAddress, "Email Address"), (.decimalPad, "Decimal Pad"), (.twitter, "Twitter"), (.webSearch, "Web Search"),
        (.asciiCapableNumberPad, "ASCII Capable Number Pad"),
    ]

    /// The catalog's pages: "Keyboard" and one per type, each in light and dark.
    package static var pages: [CatalogPage] {
        var pages = [
            CatalogPage(title: "Keyboard", render: { renderForm(style: .light) }, makeView: { make() }),
            CatalogPage(title: "Keyboard Dark", render: { renderForm(style: .dark) }),
        ]
        for (type, name) in types {
            pages.append(CatalogPage(title: "Keyboard \(name)", render: { render(type: type, name: name, style: .light) }))
            pages.append(CatalogPage(title: "Keyboard \(name) Dark", render: { render(type: type, name: name, style: .dark) }))
        }
        return pages
    }

    /// The interactive page: a field per keyboard type (tap one to get its keyboard).
    package static func make() -> UIView {
        var page = ViewPage(title: "Keyboard")
        page.section("A field per keyboard type", height: CGFloat(types.count) * 44 + 16) { content in
            for (i, (type, name)) in types.enumerated() {
                let field = UITextField(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: content.bounds.width, height: 36))
                field.borderStyle = .roundedRect
                field.placeholder = name
                field.keyboardType = type
                field.clearButtonMode = .whileEditing
                content.addSubview(field)
            }
        }
        return page.root
    }

    /// A form being filled in: the name field focused with its text typed, the default keyboard up.
    package static func renderForm(style: UIUserInterfaceStyle) -> UIImage {
        let screen = phoneScreen(scale: 3, style: style)
        let root = UIView(frame: screen.bounds)
        root.backgroundColor = .systemGroupedBackground
        title("New Contact", in: root)
        let rows: [(String, String, UIKeyboardType)] = [("First name", "Anna", .default), ("Last name", "", .default),
                                                         ("Phone", "", .phonePad), ("Email", "", .emailAddress)]
        var fields: [UITextField] = []
        for (i, (placeholder, text, type)) in rows.enumerated() {
            let field = formField(placeholder: placeholder, y: 120 + CGFloat(i) * 52, in: root)
            field.text = text
            field.keyboardType = type
            field.returnKeyType = .next
            fields.append(field)
        }
        return capture(root, on: screen, focusing: fields[0])
    }

    /// A screen with a field of `type` focused and its keyboard up.
    package static func render(type: UIKeyboardType, name: String, style: UIUserInterfaceStyle) -> UIImage {
        let screen = phoneScreen(scale: 2, style: style)
        let root = UIView(frame: screen.bounds)
        root.backgroundColor = .systemGroupedBackground
        title(name, in: root)
        let label = UILabel(frame: CGRect(x: 20, y: 108, width: root.bounds.width - 40, height: 18))
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.text = "UIKEYBOARDTYPE." + String(describing: type).uppercased()
        root.addSubview(label)
        let field = formField(placeholder: name, y: 132, in: root)
        field.keyboardType = type
        // As apps set them up: addresses and handles start in lower case; a search field's return key searches.
        if [.URL, .emailAddress, .twitter, .webSearch].contains(type) { field.autocapitalizationType = .none }
        if type == .webSearch { field.returnKeyType = .search }
        return capture(root, on: screen, focusing: field)
    }

    private static func phoneScreen(scale: CGFloat, style: UIUserInterfaceStyle) -> UIScreen {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = scale
        let screen = UIScreen(profile: profile)
        screen.userInterfaceStyle = style
        return screen
    }

    private static func title(_ text: String, in root: UIView) {
        let label = UILabel(frame: CGRect(x: 20, y: 54, width: root.bounds.width - 40, height: 41))
        label.font = .systemFont(ofSize: 34, weight: .bold)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.6
        label.textColor = .label
        label.text = text
        root.addSubview(label)
    }

    private static func formField(placeholder: String, y: CGFloat, in root: UIView) -> UITextField {
        let field = UITextField(frame: CGRect(x: 16, y: y, width: root.bounds.width - 32, height: 44))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 17)
        field.placeholder = placeholder
        field.clearButtonMode = .whileEditing
        root.addSubview(field)
        return field
    }

    /// Shows `root` in a key window on `screen`, focuses `field`, lets the keyboard slide up, and
    /// snapshots the screen; then puts the keyboard away (its slide run to the end, so the next page
    /// starts without it) and gives the key window back.
    private static func capture(_ root: UIView, on screen: UIScreen, focusing field: UITextField) -> UIImage {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.addSubview(root)
        let previousKey = UIApplication.shared.keyWindow
        window.makeKeyAndVisible()
        defer {
            field.resignFirstResponder()
            settle()
            window.isHidden = true
            root.removeFromSuperview()
            previousKey?.makeKey()
        }
        UIApplication.shared.advanceFrame(by: 0)
        field.becomeFirstResponder()
        settle()
        return screen.snapshotImage()
    }

    /// Runs frames past the keyboard's 0.25-second slide (the caret stays in its solid phase).
    private static func settle() {
        for _ in 0..<20 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
    }
}
