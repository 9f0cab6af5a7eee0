import CatalogPages
import Testing
import UIKit

/// The Text, Keyboard and Presentation pages: each renders the state it names (the keyboard up, a
/// selection, text around a picture, a sheet or menu over the list) at the screen's size, and leaves the
/// app as it found it (no keyboard, no menu, the same key window).
@MainActor @Suite struct TextKeyboardPresentationPagesTests {
    /// A pixel as [r, g, b, a], `x` and `y` in points of an image of `scale`.
    private func pixel(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let scale = image.scale
        guard let p = image.cgImage?.pixel(x: Int(x * scale), y: Int(y * scale)) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    private func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The share of sampled points (every 10 points) whose colours differ.
    private func differingShare(_ a: UIImage, _ b: UIImage) -> Double {
        var differing = 0, total = 0
        for y in stride(from: CGFloat(5), to: min(a.size.height, b.size.height), by: 10) {
            for x in stride(from: CGFloat(5), to: min(a.size.width, b.size.width), by: 10) {
                total += 1
                if !close(pixel(a, x, y), pixel(b, x, y), 10) { differing += 1 }
            }
        }
        return Double(differing) / Double(max(total, 1))
    }

    /// A plain key window on an iPhone screen, to see what is left on screen after a page rendered.
    private func plainPhoneScreenImage() -> (UIImage, UIWindow) {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = 1
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return (screen.snapshotImage(), window)
    }

    @Test func theCatalogListsTheNewPagesInLightAndDark() {
        let titles = Set(Catalog.pages.map(\.title))
        for title in ["Text", "Keyboard", "Presentation Sheet", "Presentation Alert", "Presentation Action Sheet",
                      "Presentation Context Menu", "Presentation Pull-Down Menu"] {
            #expect(titles.contains(title) && titles.contains(title + " Dark"), "\(title)")
        }
        for (_, name) in KeyboardPage.types {
            #expect(titles.contains("Keyboard \(name)") && titles.contains("Keyboard \(name) Dark"), "\(name)")
        }
        #expect(KeyboardPage.types.count == 12)
        #expect(Set(Catalog.pages.map(\.fileName)).count == Catalog.pages.count, "no two pages share a file")
    }

    @Test func theKeyboardShowsUnderTheFocusedFieldAndGoesAwayAfter() {
        let host = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.makeKeyAndVisible()
        defer { host.isHidden = true }
        let light = KeyboardPage.renderForm(style: .light)
        #expect(light.size == CGSize(width: 390, height: 844) && light.scale == 3)
        #expect(host.isKeyWindow, "the key window is given back")
        // The default keyboard is 291 points tall from the screen's bottom: its grey background, a white
        // letter key ("q" at 3...36, 8...50 in the keyboard) and the app above it.
        #expect(close(pixel(light, 1, 844 - 289), [209, 211, 217, 255]), "\(pixel(light, 1, 844 - 289))")
        #expect(close(pixel(light, 10, 844 - 291 + 20), [255, 255, 255, 255]))
        #expect(close(pixel(light, 1, 844 - 300), [242, 242, 247, 255]), "the grouped background above the keyboard")
        let dark = KeyboardPage.renderForm(style: .dark)
        #expect(close(pixel(dark, 1, 844 - 289), [43, 43, 43, 255]), "\(pixel(dark, 1, 844 - 289))")
        #expect(close(pixel(dark, 1, 844 - 300), [0, 0, 0, 255]), "the dark grouped background")

        // Rendering left no keyboard behind: a plain window shows white to its bottom.
        let (after, window) = plainPhoneScreenImage()
        defer { window.isHidden = true }
        #expect(close(pixel(after, 10, 844 - 291 + 20), [255, 255, 255, 255]) && close(pixel(after, 1, 844 - 100), [255, 255, 255, 255]))
    }

    @Test func eachKeyboardTypeHasItsOwnKeys() {
        let letters = KeyboardPage.render(type: .default, name: "Default", style: .light)
        let numberPad = KeyboardPage.render(type: .numberPad, name: "Number Pad", style: .light)
        let url = KeyboardPage.render(type: .URL, name: "URL", style: .light)
        #expect(letters.size == CGSize(width: 390, height: 844))
        // The number pad is 250 points tall: 30 points below the letters' top edge is still the app.
        #expect(close(pixel(letters, 1, 844 - 280), [209, 211, 217, 255]))
        #expect(close(pixel(numberPad, 1, 844 - 280), [242, 242, 247, 255]), "\(pixel(numberPad, 1, 844 - 280))")
        #expect(close(pixel(numberPad, 1, 844 - 240), [209, 211, 217, 255]) || close(pixel(numberPad, 1, 844 - 240), [255, 255, 255, 255]))
        // The URL keyboard differs from the default one in its bottom row only.
        let bottomRow = (0..<39).contains { i in
            let x = CGFloat(i) * 10 + 5
            return !close(pixel(letters, x, 844 - 291 + 190), pixel(url, x, 844 - 291 + 190), 10)
        }
        #expect(bottomRow)
        #expect(close(pixel(letters, 10, 844 - 291 + 20), pixel(url, 10, 844 - 291 + 20)), "the same q key")
    }

    @Test func theTextPageShowsTheSelectionWithoutAKeyboard() {
        let host = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.makeKeyAndVisible()
        defer { host.isHidden = true }
        let light = TextPage.render(style: .light)
        let dark = TextPage.render(style: .dark)
        #expect(light.size.width == 390 && light.size.height > 800 && light.scale == 3)
        #expect(host.isKeyWindow)
        #expect(close(pixel(light, 4, 4), [242, 242, 247, 255]) && close(pixel(dark, 4, 4), [0, 0, 0, 255]))
        // The bottom is the text view's card, not a keyboard.
        let bottom = pixel(light, 4, light.size.height - 30)
        #expect(close(bottom, [242, 242, 247, 255]), "\(bottom)")
        #expect(differingShare(light, dark) > 0.5)

        // The editing field's selection: a light blue highlight (the tint at 20% over white).
        let (page, editing) = TextPage.make()
        let window = page.makeWindow(scale: 1)
        window.isHidden = false
        defer { window.isHidden = true; editing.resignFirstResponder() }
        #expect(editing.becomeFirstResponder())
        TextPage.select(in: editing, from: 7, length: 7)
        let shot = window.screen.snapshotImage()
        let frame = editing.convert(editing.bounds, to: window)
        let highlighted = stride(from: frame.minX, to: frame.maxX, by: 1).contains { x in
            let p = pixel(shot, x, frame.midY)
            return p.count == 4 && p[2] > 230 && p[0] < 225 && p[0] > 180
        }
        #expect(highlighted, "a selection highlight in the field")
        #expect(editing.offset(from: editing.beginningOfDocument, to: editing.selectedTextRange!.start) == 7)
    }

    @Test func theTextViewFlowsAroundThePicture() throws {
        let view = TextPage.textView(frame: CGRect(x: 0, y: 0, width: 334, height: 300))
        let imageViews: [UIImageView] = view.subviews.compactMap { $0 as? UIImageView }
        let picture = try #require(imageViews.first { (imageView: UIImageView) -> Bool in imageView.image != nil && imageView.bounds.width == 120 })
        view.layoutIfNeeded()
        var beside = 0, below = 0
        var position: UITextPosition? = view.beginningOfDocument
        while let current = position {
            let caret = view.caretRect(for: current)
            if caret.midY > picture.frame.minY && caret.midY < picture.frame.maxY {
                #expect(caret.minX < picture.frame.minX, "no text under the picture: \(caret)")
                beside += 1
            } else if caret.minY > picture.frame.maxY && caret.minX > picture.frame.minX {
                below += 1
            }
            position = view.position(from: current, offset: 1)
        }
        #expect(beside > 50, "lines run beside the picture")
        #expect(below > 10, "lines below the picture use the full width")
        #expect(view.dataDetectorTypes == UIDataDetectorTypes([.link, .phoneNumber]) && !view.isEditable)
    }

    @Test func presentationStatesRenderAndLeaveNothingBehind() {
        let host = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.makeKeyAndVisible()
        defer { host.isHidden = true }
        var images: [PresentationPage.State: UIImage] = [:]
        for state in PresentationPage.State.allCases {
            let image = PresentationPage.render(state, style: .light)
            #expect(image.size == CGSize(width: 390, height: 844), "\(state)")
            #expect(host.isKeyWindow, "\(state) gives the key window back (a menu's overlay is dismissed)")
            images[state] = image
        }
        // Sheet and alert dim the list: its grouped background at the top is darker than (242, 242, 247).
        for state in [PresentationPage.State.sheet, .alert, .actionSheet] {
            let top = pixel(images[state]!, 4, 20)
            #expect(top.count == 4 && top[0] < 200, "\(state): \(top)")
        }
        // The sheet's medium detent: its white card covers the lower half, its top above the middle.
        #expect(close(pixel(images[.sheet]!, 195, 700), [255, 255, 255, 255]))
        // Every state looks different from every other.
        let states = PresentationPage.State.allCases
        for (i, a) in states.enumerated() {
            for b in states[(i + 1)...] {
                #expect(differingShare(images[a]!, images[b]!) > 0.02, "\(a) vs \(b)")
            }
        }
        // Dark: the sheet is elevated (systemBackground in an elevated context is (28, 28, 30)).
        let dark = PresentationPage.render(.sheet, style: .dark)
        #expect(close(pixel(dark, 195, 700), [28, 28, 30, 255]), "\(pixel(dark, 195, 700))")
    }

    /// Taps the middle of `view` through its window's touch path.
    private func tap(_ view: UIView, at time: inout TimeInterval) {
        guard let window = view.window else { Issue.record("not in a window"); return }
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        time = max(time, CACurrentMediaTime()) + 0.4
        window.send(TouchInput(phase: .down, location: point, timestamp: time))
        time += 0.05
        window.send(TouchInput(phase: .up, location: point, timestamp: time))
        UIApplication.shared.advanceFrame(by: 0)
    }

    private func allSubviews<T: UIView>(of view: UIView, _ type: T.Type) -> [T] {
        view.subviews.flatMap { ([$0 as? T].compactMap { $0 }) + allSubviews(of: $0, type) }
    }

    @Test func theLivePagesPresentAndEdit() throws {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = 1
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { root.presentedViewController?.dismiss(animated: false); window.rootViewController = nil; window.isHidden = true }
        var time: TimeInterval = 0

        // Presentation: "Show Alert" presents an alert from the window's root view controller.
        let presentation = PresentationPage.make()
        root.view.addSubview(presentation)
        UIApplication.shared.advanceFrame(by: 0)
        let buttons = allSubviews(of: presentation, UIButton.self)
        let showAlert = try #require(buttons.first { $0.configuration?.title == "Show Alert" })
        tap(showAlert, at: &time)
        for _ in 0..<30 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        let alert = try #require(root.presentedViewController as? UIAlertController)
        #expect(alert.preferredStyle == .alert && alert.actions.map(\.title) == ["Cancel", "Delete"])
        root.dismiss(animated: false)
        #expect(buttons.contains { $0.showsMenuAsPrimaryAction && $0.menu?.children.count == 4 }, "the pull-down button")
        presentation.removeFromSuperview()

        // Keyboard: a field per type; tapping one makes it first responder with its keyboard type.
        let keyboard = KeyboardPage.make()
        root.view.addSubview(keyboard)
        UIApplication.shared.advanceFrame(by: 0)
        let fields = allSubviews(of: keyboard, UITextField.self)
        #expect(fields.map(\.keyboardType) == KeyboardPage.types.map(\.type))
        tap(fields[3], at: &time)
        #expect(fields[3].isFirstResponder && fields[3].keyboardType == .URL)
        fields[3].resignFirstResponder()
        for _ in 0..<20 { UIApplication.shared.advanceFrame(by: 1.0 / 60) }
        keyboard.removeFromSuperview()
    }
}
