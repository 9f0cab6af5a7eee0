import Foundation
import Testing
@testable import UIKit

/// UITextView: its TextKit stack and defaults, sizing itself with scrolling off, scrolling a range into
/// view, and the pixels it draws.
@MainActor @Suite struct TextViewTests {
    static let words = "The quick brown fox jumps over the lazy dog and keeps running along the river bank until night falls."

    @Test func defaultsAndStack() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.textContainer.widthTracksTextView)
        #expect(view.layoutManager.textContainers.first === view.textContainer)
        #expect(view.textStorage.layoutManagers.first === view.layoutManager)
        #expect(view.isEditable && view.isSelectable && !view.allowsEditingTextAttributes)
        #expect(view.dataDetectorTypes == [] && view.textLayoutManager == nil)
        view.layoutIfNeeded()
        #expect(view.textContainer.size.width == 300)
        view.text = "Hello"
        #expect(view.attributedText.string == "Hello" && view.textStorage.length == 5)
        view.font = .systemFont(ofSize: 20)
        #expect((view.textStorage.attribute(.font, at: 4, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect(view.selectedRange == NSRange(location: 5, length: 0))

        let tk2 = UITextView(usingTextLayoutManager: true)
        #expect(tk2.textLayoutManager != nil)
        #expect(tk2.textLayoutManager?.textContainer === tk2.textContainer)
        tk2.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        tk2.text = "One\nTwo two two two two two two two two two two two two"
        #expect(tk2.textContainer.size.width == 200)
        var fragments: [NSTextLayoutFragment] = []
        tk2.textLayoutManager?.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragments.append($0); return true }
        #expect(fragments.count == 2)
        #expect(fragments[0].textLineFragments.count == 1 && fragments[1].textLineFragments.count >= 2)
        #expect(fragments[1].layoutFragmentFrame.minY == fragments[0].layoutFragmentFrame.maxY)
        #expect(fragments[1].rangeInElement.location.utf16Offset == 4)
    }

    @Test func sizesItselfWhenScrollingIsOff() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        view.font = .systemFont(ofSize: 17)
        view.text = Self.words
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let fits = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let lineCount = (fits.height - 16) / lineHeight
        #expect(fits.width == 200)
        #expect(abs(lineCount - lineCount.rounded()) < 0.1 && lineCount >= 4)
        let wide = view.sizeThatFits(CGSize(width: 2000, height: 0))
        #expect(close(wide.height, ceil(lineHeight + 16), 0.01))
        #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)

        // Self-sizing in Auto Layout: pinned width, height from the text.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        window.makeKeyAndVisible()
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        #expect(close(view.frame.height, fits.height, 0.5))
        view.text = "Short"
        window.layoutIfNeeded()
        #expect(close(view.frame.height, ceil(lineHeight + 16), 0.5))
    }

    @Test func scrollRangeToVisibleAndContentSize() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.contentInsetAdjustmentBehavior = .never
        view.text = (0..<50).map { "Line \($0)" }.joined(separator: "\n")
        view.layoutIfNeeded()
        let used = view.layoutManager.usedRect(for: view.textContainer)
        #expect(view.contentSize.height == ceil(used.maxY + 16))
        let last = (view.text as NSString).range(of: "Line 49")
        view.scrollRangeToVisible(last)
        let rect = view.layoutManager.boundingRect(forGlyphRange: last, in: view.textContainer).offsetBy(dx: 0, dy: 8)
        #expect(view.contentOffset.y > 0)
        #expect(view.bounds.contains(CGPoint(x: rect.midX, y: rect.minY + 1)) && view.bounds.maxY >= rect.maxY - 0.5)
    }

    /// Pixels: dark text on white (light), light text on black (dark), inset by 8 + 5 points.
    @Test func drawsItsTextInLightAndDark() {
        for dark in [false, true] {
            let window = phoneWindowAtScale1()
            window.overrideUserInterfaceStyle = dark ? .dark : .light
            window.backgroundColor = dark ? .black : .white
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.contentInsetAdjustmentBehavior = .never
            view.backgroundColor = .clear
            view.font = .systemFont(ofSize: 20)
            view.text = "Hello"
            window.addSubview(view)
            UIApplication.shared.advanceFrame(by: 0)
            let image = window.screen.snapshotImage()
            var inkX: [Int] = [], inkY: [Int] = []
            for y in 0..<60 {
                for x in 0..<120 {
                    let p = rgba(image, x, y)
                    let lum = (p[0] + p[1] + p[2]) / 3
                    if dark ? lum > 128 : lum < 128 { inkX.append(x); inkY.append(y) }
                }
            }
            #expect(!inkX.isEmpty)
            #expect((inkX.min() ?? 0) >= 5 && (inkX.min() ?? 99) <= 7)
            #expect((inkY.min() ?? 0) >= 8 && (inkY.min() ?? 99) <= 18, "first ink row \(inkY.min() ?? -1)")
            writeDebugImage(image, named: "textview-hello-\(dark ? "dark" : "light")")
            window.isHidden = true
        }
    }
}
