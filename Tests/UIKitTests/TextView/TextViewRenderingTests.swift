import Foundation
import Testing
@testable import UIKit

/// The seed's text view: paragraphs flowing around an image through `textContainer.exclusionPaths`,
/// with detected links and phone numbers, in light and dark. Writes PNGs to /tmp to look at.
@MainActor @Suite struct TextViewRenderingTests {
    static let text = """
        Tessera lays text out with TextKit: paragraphs wrap inside the text container and flow around \
        the picture on the left, which sits in an exclusion path. Visit https://example.com/tessera or \
        call 555-123-4567 for more.

        The second paragraph continues below the picture at the full width of the view. Meet us Friday at 3pm \
        at 1 Infinite Loop, Cupertino, CA 95014.
        """

    @Test func seedTextViewFlowsAroundAnImage() {
        for dark in [false, true] {
            let window = phoneWindowAtScale1()
            window.overrideUserInterfaceStyle = dark ? .dark : .light
            window.backgroundColor = .systemBackground
            let view = UITextView(frame: CGRect(x: 10, y: 60, width: 360, height: 400))
            view.contentInsetAdjustmentBehavior = .never
            view.backgroundColor = .systemBackground
            view.font = .systemFont(ofSize: 17)
            view.text = Self.text
            view.isEditable = false
            view.dataDetectorTypes = .all
            let picture = UIImageView(frame: CGRect(x: 5, y: 8, width: 100, height: 100))
            picture.backgroundColor = .systemOrange
            view.addSubview(picture)
            view.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 110, height: 104))]
            window.addSubview(view)
            UIApplication.shared.advanceFrame(by: 0)
            let image = window.screen.snapshotImage()
            writeDebugImage(image, named: "textview-sample-\(dark ? "dark" : "light")")

            // Text beside the picture starts right of it; below it, at the padding.
            let lm = view.layoutManager
            let first = lm.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
            #expect(first.minX == 110)
            let secondParagraph = (view.text as NSString).range(of: "The second").location
            #expect(lm.lineFragmentRect(forGlyphAt: secondParagraph, effectiveRange: nil).minX == 0)
            // The link is drawn in the link colour: some pixels of the URL are blue-ish.
            let url = (view.text as NSString).range(of: "https://example.com/tessera")
            let box = lm.boundingRect(forGlyphRange: url, in: view.textContainer)
            var blue = 0
            for y in Int(box.minY)..<Int(box.maxY) {
                for x in Int(box.minX)..<Int(min(box.maxX, 359)) {
                    let p = rgba(image, 10 + x, 60 + 8 + y)
                    if p[2] > 180 && p[0] < 120 { blue += 1 }
                }
            }
            #expect(blue > 20)
            // No text ink over the picture.
            #expect(close(rgba(image, 10 + 50, 60 + 50), dark ? [255, 159, 10, 255] : [255, 149, 0, 255], 6))
            window.isHidden = true
        }
    }
}

extension TextViewRenderingTests {
    /// A 300-point-wide text view at y 60 in a phone window at 1×, editing `text` with `selection`
    /// selected, and the screen after a frame.
    private func selectedTextView(_ text: String, height: CGFloat, alignment: NSTextAlignment = .natural,
                                  selection: NSRange, named name: String) -> (UIWindow, UITextView, UIImage) {
        let window = phoneWindowAtScale1()
        let view = UITextView(frame: CGRect(x: 0, y: 60, width: 300, height: height))
        view.contentInsetAdjustmentBehavior = .never
        view.font = .systemFont(ofSize: 17)
        view.textAlignment = alignment
        view.text = text
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.selectedRange = selection
        UIApplication.shared.advanceFrame(by: 0)
        let image = window.screen.snapshotImage()
        writeDebugImage(image, named: name)
        return (window, view, image)
    }

    /// An editable text view with a two-line selection: the highlight covers the selected glyphs, from
    /// the first line's start to the end of the selection on the second.
    @Test func selectionHighlightFollowsTextKitLines() {
        let (window, view, image) = selectedTextView("First line of text\nSecond line", height: 200,
                                                     selection: NSRange(location: 6, length: 16), named: "textview-selection")
        let rects = view.selectionRects(for: view.selectedTextRange!).map(\.rect)
        #expect(rects.count == 2)
        // Inside the first rectangle, away from glyphs' ink, the highlight tints the background.
        let probe = rgba(image, Int(rects[0].maxX) - 2, 60 + Int(rects[0].minY) + 1)
        #expect(probe[0] < 250 || probe[1] < 250 || probe[2] < 250)
        let outside = rgba(image, Int(rects[1].maxX) + 20, 60 + Int(rects[1].midY))
        #expect(close(outside, [255, 255, 255, 255], 3))
        window.isHidden = true
    }

    /// In centred and right-aligned text the highlight starts and ends at the carets of the
    /// selection's ends, and is drawn there.
    @Test func selectionHighlightSitsUnderAlignedText() {
        for alignment in [NSTextAlignment.center, .right] {
            let (window, view, image) = selectedTextView("Hello world", height: 100, alignment: alignment,
                                                         selection: NSRange(location: 0, length: 5),
                                                         named: "textview-selection-\(alignment.rawValue)")
            let range = view.selectedTextRange!
            let rects = view.selectionRects(for: range).map(\.rect)
            #expect(rects.count == 1)
            let start = view.caretRect(for: range.start), end = view.caretRect(for: range.end)
            // A caret is 2 points wide, centred on its position.
            #expect(abs(rects[0].minX - start.midX) < 0.5 && abs(rects[0].maxX - end.midX) < 0.5, "\(alignment.rawValue): \(rects) \(start) \(end)")
            // The highlight tints the background just inside its leading edge, above the glyphs' ink.
            let probe = rgba(image, Int(rects[0].minX) + 1, 60 + Int(rects[0].minY) + 1)
            #expect(probe[0] < 250 || probe[1] < 250 || probe[2] < 250, "\(alignment.rawValue): \(probe)")
            window.isHidden = true
        }
    }
}
