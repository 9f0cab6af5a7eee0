import BenchmarkSupport
import UIKit

/// The text figures: typing one character and moving the caret by a line in the middle of a
/// 2,000-paragraph text view, each against laying out the whole document.
@MainActor
enum TextBenchmarks {
    /// 2,000 paragraphs of two to four lines each on an iPhone-wide text view.
    static func makeDocument() -> String {
        let sentence = "The quick brown fox jumps over the lazy dog while the text engine keeps its lines. "
        return (0..<2_000).map { index in
            "\(index): " + String(repeating: sentence, count: 1 + index % 3)
        }.joined(separator: "\n")
    }

    /// A shown window holding a full-screen text view of the document, first responder, with the caret
    /// in the middle of the document and everything laid out and drawn once.
    static func makeScene() -> (window: UIWindow, textView: UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let textView = UITextView(frame: window.bounds)
        textView.font = .systemFont(ofSize: 17)
        textView.text = makeDocument()
        window.addSubview(textView)
        _ = textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: (textView.text as NSString).length / 2, length: 0)
        textView.scrollRangeToVisible(textView.selectedRange)
        textView.layoutManager.ensureLayout(for: textView.textContainer)
        window.layoutAndDisplay()
        _ = window.composite()
        return (window, textView)
    }

    /// Lays out the whole document again from nothing.
    @inline(never) static func layOutWholeDocument(_ textView: UITextView) {
        let length = textView.textStorage.length
        textView.layoutManager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: length), actualCharacterRange: nil)
        textView.layoutManager.ensureLayout(for: textView.textContainer)
    }

    /// (1) Typing one character (alternately a letter and its deletion, so the document stays the same
    /// size) with the frame that shows it, ÷ laying out the whole document.
    static func typing() -> Figure {
        let (window, textView) = makeScene()
        var typed = false
        let result = Comparison.run("typing", rounds: 21, ours: {
            if typed { textView.deleteBackward() } else { textView.insertText("a") }
            typed.toggle()
            window.layoutAndDisplay()
            _ = window.composite()
        }, baseline: {
            layOutWholeDocument(textView)
        })
        window.isHidden = true
        print("Typing a character in a 2,000-paragraph text view: \(result.ours.milliseconds); laying out the document \(result.baseline.milliseconds)")
        return Figure(label: "text: typing one character ÷ laying out the document", value: result.ratio, target: "≤ 0.05", met: result.ratio <= 0.05)
    }

    /// (2) Moving the caret down or up a line (the arrow keys) with its frame ÷ laying out the whole
    /// document.
    static func caretByLine() -> Figure {
        let (window, textView) = makeScene()
        var down = true
        var clock: TimeInterval = 1
        let result = Comparison.run("caret by a line", rounds: 21, ours: {
            let key: UIKeyboardHIDUsage = down ? .keyboardDownArrow : .keyboardUpArrow
            for input in KeyInput.press(key, timestamp: clock) { window.send(input) }
            clock += 0.1
            down.toggle()
            window.layoutAndDisplay()
            _ = window.composite()
        }, baseline: {
            layOutWholeDocument(textView)
        })
        window.isHidden = true
        print("Moving the caret by a line: \(result.ours.milliseconds); laying out the document \(result.baseline.milliseconds)")
        return Figure(label: "text: caret by a line ÷ laying out the document", value: result.ratio, target: "≤ 0.01", met: result.ratio <= 0.01)
    }
}

/// The keyboard figure: the first frame with the software keyboard against drawing the same keys
/// straight into one bitmap context.
@MainActor
enum KeyboardBenchmarks {
    /// The figures' scene: a shown window on its own iPhone screen at 3× with two text fields asking for
    /// different keyboards (the default one and the e-mail one), after its first frame.
    private static func scene() -> (window: UIWindow, screen: UIScreen, fields: [UITextField]) {
        var profile = UIScreen.DeviceProfile.iPhone
        profile.scale = 3
        let screen = UIScreen(profile: profile)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.frame = screen.bounds
        window.makeKeyAndVisible()
        let fields = [UIKeyboardType.default, .emailAddress].enumerated().map { index, type in
            let field = UITextField(frame: CGRect(x: 16, y: 100 + CGFloat(index) * 50, width: 358, height: 34))
            field.borderStyle = .roundedRect
            field.keyboardType = type
            window.addSubview(field)
            return field
        }
        UIApplication.shared.advanceFrame()
        return (window, screen, fields)
    }

    /// The keyboard put away between rounds.
    private static func putAway(_ fields: [UITextField]) {
        for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
        SoftwareKeyboard.shared.reset()
        UIApplication.shared.advanceFrame()
    }

    /// (3) A text field becoming first responder on an iPhone and the frame that first shows the
    /// keyboard, drawing its keys (the two fields take turns, so each round's keyboard differs from the
    /// last one drawn; the keys go straight into the frame, so only those the slide has brought on
    /// screen are drawn) ÷ drawing all the same keys into a context of the keyboard's size; and (4) the same
    /// field focused again, whose keyboard shows the keys it drew before ÷ drawing them.
    static func firstFrame() -> [Figure] {
        let (window, screen, fields) = scene()
        let size = SoftwareKeyboard.drawKeys(for: fields[0], on: screen, style: .light, in: makeContext(CGSize(width: 1, height: 1), scale: 1))
        let context = makeContext(size, scale: screen.scale)
        var ours = 0, baseline = 0
        let drawing = Comparison.run("keyboard first frame", rounds: 21, prepare: { isOurs in
            if isOurs { putAway(fields) }
        }, ours: {
            _ = fields[ours % 2].becomeFirstResponder()
            UIApplication.shared.advanceFrame()
            ours += 1
        }, baseline: {
            context.clear(CGRect(origin: .zero, size: size))
            SoftwareKeyboard.drawKeys(for: fields[baseline % 2], on: screen, style: .light, in: context)
            baseline += 1
        })
        let again = Comparison.run("keyboard shown again", rounds: 21, prepare: { isOurs in
            if isOurs { putAway(fields) }
        }, ours: {
            _ = fields[0].becomeFirstResponder()
            UIApplication.shared.advanceFrame()
        }, baseline: {
            context.clear(CGRect(origin: .zero, size: size))
            SoftwareKeyboard.drawKeys(for: fields[0], on: screen, style: .light, in: context)
        })
        putAway(fields)
        window.isHidden = true
        print("First frame with the software keyboard \(drawing.ours.milliseconds); its keys drawn into one context \(drawing.baseline.milliseconds); shown again for the same field \(again.ours.milliseconds)")
        return [Figure(label: "keyboard: first frame ÷ its keys drawn directly", value: drawing.ratio, target: "≤ 1.10", met: drawing.ratio <= 1.1),
                Figure(label: "keyboard: shown again, same keys ÷ keys drawn directly", value: again.ratio, target: "≤ 0.5", met: again.ratio <= 0.5)]
    }

    /// The keyboard figure's sides for callgrind: after four warm-up rounds (which make the symbols, fonts
    /// and glyph caches both sides share), ten first frames with the keyboard, the two fields taking turns
    /// (collect on `measuredFirstFrames`), or with `direct`, the same keys drawn into one context ten times
    /// (collect on `measuredDirectDrawing`).
    static func profile(direct: Bool = false) {
        let (window, screen, fields) = scene()
        showKeyboards(fields, rounds: 4)
        if direct {
            let size = SoftwareKeyboard.drawKeys(for: fields[0], on: screen, style: .light, in: makeContext(CGSize(width: 1, height: 1), scale: 1))
            measuredDirectDrawing(fields, screen: screen, context: makeContext(size, scale: screen.scale), size: size)
        } else {
            measuredFirstFrames(fields)
        }
        window.isHidden = true
    }

    @inline(never)
    private static func measuredFirstFrames(_ fields: [UITextField]) { showKeyboards(fields, rounds: 10) }

    /// `rounds` first frames with the keyboard, the fields taking turns, put away after each.
    private static func showKeyboards(_ fields: [UITextField], rounds: Int) {
        for round in 0..<rounds {
            _ = fields[round % 2].becomeFirstResponder()
            UIApplication.shared.advanceFrame()
            putAway(fields)
        }
    }

    @inline(never)
    private static func measuredDirectDrawing(_ fields: [UITextField], screen: UIScreen, context: CGContext, size: CGSize) {
        for round in 0..<10 {
            context.clear(CGRect(origin: .zero, size: size))
            SoftwareKeyboard.drawKeys(for: fields[round % 2], on: screen, style: .light, in: context)
        }
    }

    /// A bitmap context of `size` points at `scale` in the native pixel layout (BGRA, premultiplied), with
    /// user space in points (origin top left).
    static func makeContext(_ size: CGSize, scale: CGFloat) -> CGContext {
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return context
    }
}
