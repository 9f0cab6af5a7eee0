import Foundation
import Testing
@testable import UIKit

/// Data detectors find links, phone numbers, addresses and dates; a tap on a link asks the delegate
/// (primaryActionFor, then shouldInteractWith) and opens it through UIApplication.
@MainActor @Suite struct TextViewLinkTests {
    static let text = "Call 555-123-4567 or visit https://example.com/docs today at 10am. Mail ann@example.org, or come to 1 Infinite Loop, Cupertino, CA 95014."

    func range(_ part: String) -> NSRange { (Self.text as NSString).range(of: part) }

    @Test func detectionFindsEachKind() {
        let matches = DataDetection.matches(in: Self.text, types: .all)
        let byRange = Dictionary(uniqueKeysWithValues: matches.map { ($0.range, $0) })
        #expect(byRange[range("555-123-4567")]?.url.absoluteString == "tel:5551234567")
        #expect(byRange[range("555-123-4567")]?.type == .phoneNumber)
        #expect(byRange[range("https://example.com/docs")]?.url.absoluteString == "https://example.com/docs")
        #expect(byRange[range("ann@example.org")]?.url.absoluteString == "mailto:ann@example.org")
        #expect(byRange[range("today at 10am")]?.type == .calendarEvent)
        #expect(byRange[range("1 Infinite Loop, Cupertino, CA 95014")]?.type == .address)
        #expect(matches.count == 5)
        #expect(DataDetection.matches(in: Self.text, types: .phoneNumber).map(\.range) == [range("555-123-4567")])
        #expect(DataDetection.matches(in: "version 1.2.3 costs 12", types: .all).isEmpty)
    }

    @Test func detectorsMarkLinksOnlyWhenNotEditable() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.text = Self.text
        view.dataDetectorTypes = [.phoneNumber, .link]
        #expect(view.textStorage.attribute(.link, at: range("555").location, effectiveRange: nil) == nil)
        view.isEditable = false
        var effective = NSRange()
        let phone = view.textStorage.attribute(.link, at: range("555").location, effectiveRange: &effective) as? URL
        #expect(phone?.absoluteString == "tel:5551234567" && effective == range("555-123-4567"))
        #expect(view.textStorage.attribute(.link, at: range("Infinite").location, effectiveRange: nil) == nil)
        view.isEditable = true
        #expect(view.textStorage.attribute(.link, at: range("555").location, effectiveRange: nil) == nil)
    }

    final class Recorder: UITextViewDelegate {
        var events: [String] = []
        var allow = true
        var replace = false
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            events.append("primary \(textItem.link?.absoluteString ?? "-") \(textItem.range.location),\(textItem.range.length)")
            return replace ? UIAction { _ in self.events.append("custom") } : defaultAction
        }
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            events.append("should \(URL.absoluteString) \(interaction == .invokeDefaultAction)")
            return allow
        }
    }

    final class Opened: @unchecked Sendable { var urls: [URL] = [] }

    @Test func tappingALinkAsksTheDelegateThenOpens() {
        let opened = Opened()
        let (handler, launch) = (ExternalURLOpener.handler, ExternalURLOpener.launch)
        ExternalURLOpener.handler = { _ in "fake.desktop" }
        ExternalURLOpener.launch = { url, done in opened.urls.append(url); done(true) }
        defer { (ExternalURLOpener.handler, ExternalURLOpener.launch) = (handler, launch) }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.makeKeyAndVisible()
        let view = UITextView(frame: window.bounds)
        view.contentInsetAdjustmentBehavior = .never
        view.font = .systemFont(ofSize: 17)
        view.text = Self.text
        view.isEditable = false
        view.dataDetectorTypes = .all
        let recorder = Recorder()
        view.delegate = recorder
        window.addSubview(view)
        UIApplication.shared.advanceFrame(by: 0)

        var time = CACurrentMediaTime()
        func tap(_ part: String) {
            let r = range(part)
            let box = view.layoutManager.boundingRect(forGlyphRange: NSRange(location: r.location + 1, length: 1), in: view.textContainer)
            let point = CGPoint(x: box.midX, y: box.midY + 8)
            time = max(time, CACurrentMediaTime()) + 1
            window.send(TouchInput.tap(at: point, timestamp: time))
            UIApplication.shared.advanceFrame(by: 0.5)
        }
        tap("555-123-4567")
        #expect(recorder.events == ["primary tel:5551234567 5,12", "should tel:5551234567 true"])
        #expect(opened.urls.map(\.absoluteString) == ["tel:5551234567"])

        recorder.events = []
        recorder.allow = false
        tap("example.com")
        #expect(recorder.events == ["primary https://example.com/docs \(range("https").location),24", "should https://example.com/docs true"])
        #expect(opened.urls.count == 1)

        recorder.events = []
        recorder.replace = true
        tap("ann@")
        #expect(recorder.events == ["primary mailto:ann@example.org \(range("ann@").location),15", "custom"])
        #expect(opened.urls.count == 1)

        // Not on a link: nothing.
        recorder.events = []
        tap("Call")
        #expect(recorder.events.isEmpty)
    }
}
