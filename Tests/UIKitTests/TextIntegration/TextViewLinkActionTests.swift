import Foundation
import Testing
@testable import UIKit

/// A long press on a detected phone number or address shows iOS's action sheet from the view's
/// controller; the delegate can refuse it; without a controller nothing shows.
@MainActor @Suite struct TextViewLinkActionTests {
    final class Refuser: UITextViewDelegate {
        var asked: [String] = []
        var allow = true
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            asked.append("\(URL.absoluteString) \(interaction == .presentActions ? "actions" : "other")")
            return allow
        }
    }

    static let text = "Call 555-123-4567 or visit 1 Infinite Loop, Cupertino, CA 95014 soon."

    private func scene() -> (UIWindow, UIViewController, UITextView) {
        let window = phoneWindowAtScale1()
        let root = UIViewController()
        window.rootViewController = root
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        textView.isEditable = false
        textView.dataDetectorTypes = [.phoneNumber, .address]
        textView.text = Self.text
        root.view.addSubview(textView)
        UIApplication.shared.advanceFrame(by: 0)
        return (window, root, textView)
    }

    private func point(of substring: String, in textView: UITextView) -> CGPoint {
        let range = (Self.text as NSString).range(of: substring)
        let rect = textView.selectionRects(for: TextOffsetRange(NSRange(location: range.location + 1, length: 1)))[0].rect
        return textView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    private func longPress(_ window: UIWindow, at point: CGPoint) {
        let t = CACurrentMediaTime() + 1
        window.send(TouchInput(phase: .down, location: point, timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.6)
        window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.7))
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test func aPhoneNumberOffersCallMessageContactsAndCopy() {
        let (window, root, textView) = scene()
        defer { window.isHidden = true }
        let delegate = Refuser()
        textView.delegate = delegate
        longPress(window, at: point(of: "555-123-4567", in: textView))
        let sheet = root.presentedViewController as? UIAlertController
        #expect(sheet?.preferredStyle == .actionSheet)
        #expect(sheet?.title == "555-123-4567")
        #expect(sheet?.actions.map(\.title) == ["Call 555-123-4567", "Send Message", "Add to Contacts", "Copy", "Cancel"])
        #expect(sheet?.actions.last?.style == .cancel)
        #expect(delegate.asked == ["tel:5551234567 actions"])
        // No edit menu over the sheet.
        #expect(textView.editMenuInteraction?.visibleTitles.isEmpty == true)
        root.dismiss(animated: false)
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test func anAddressOffersDirectionsMapsContactsAndCopy() {
        let (window, root, textView) = scene()
        defer { window.isHidden = true }
        longPress(window, at: point(of: "Infinite", in: textView))
        let sheet = root.presentedViewController as? UIAlertController
        #expect(sheet?.title == "1 Infinite Loop, Cupertino, CA 95014")
        #expect(sheet?.actions.map(\.title) == ["Get Directions", "Open in Maps", "Add to Contacts", "Copy", "Cancel"])
        root.dismiss(animated: false)
        UIApplication.shared.advanceFrame(by: 0)
    }

    @Test func copyPutsTheNumberOnThePasteboard() {
        let sheet = UITextView.linkActionSheet(text: "555-123-4567", url: URL(string: "tel:5551234567")!, isPhone: true)
        UIPasteboard.general.string = nil
        let copy = sheet.actions.first { $0.title == "Copy" }!
        copy.handler?(copy)
        #expect(UIPasteboard.general.string == "555-123-4567")
    }

    @Test func theDelegateCanRefuseAndAViewWithoutControllerShowsNothing() {
        let (window, root, textView) = scene()
        defer { window.isHidden = true }
        let delegate = Refuser()
        delegate.allow = false
        textView.delegate = delegate
        longPress(window, at: point(of: "555-123-4567", in: textView))
        #expect(root.presentedViewController == nil && delegate.asked.count == 1)

        // Straight in a window, no controller: logged, nothing shows.
        textView.delegate = nil
        textView.removeFromSuperview()
        window.addSubview(textView)
        UIApplication.shared.advanceFrame(by: 0)
        longPress(window, at: point(of: "555-123-4567", in: textView))
        #expect(root.presentedViewController == nil)
    }
}

/// iOS 17's text item menus: a long press on a web link shows the default menu, or the delegate's, as
/// a context menu, and the delegate hears it show and end.
@MainActor @Suite struct TextItemMenuTests {
    final class Shaper: UITextViewDelegate {
        var log: [String] = []
        var replace = false
        func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
            log.append("config \(textItem.link?.absoluteString ?? "") \(defaultMenu.children.map(\.title))")
            guard replace else { return UITextItem.MenuConfiguration(menu: defaultMenu) }
            return UITextItem.MenuConfiguration(menu: UIMenu(children: [UIAction(title: "Bookmark") { _ in }]))
        }
        func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating) {
            log.append("willDisplay")
        }
        func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating) {
            log.append("willEnd")
        }
    }

    @Test func aLongPressOnALinkShowsItsMenu() {
        let window = phoneWindowAtScale1()
        defer { MenuPresentation.current?.dismiss(performing: nil); window.isHidden = true }
        let text = "Visit https://example.com today"
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        textView.isEditable = false
        textView.dataDetectorTypes = [.link]
        textView.text = text
        let shaper = Shaper()
        shaper.replace = true
        textView.delegate = shaper
        window.addSubview(textView)
        UIApplication.shared.advanceFrame(by: 0)
        let range = (text as NSString).range(of: "example")
        let rect = textView.selectionRects(for: TextOffsetRange(NSRange(location: range.location + 2, length: 1)))[0].rect
        let point = textView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
        let t = CACurrentMediaTime() + 1
        window.send(TouchInput(phase: .down, location: point, timestamp: t))
        UIApplication.shared.advanceFrame(by: 0.6)
        window.send(TouchInput(phase: .up, location: point, timestamp: t + 0.7))
        UIApplication.shared.advanceFrame(by: 0)
        #expect(shaper.log == ["config https://example.com [\"Open Link\", \"Copy Link\"]", "willDisplay"])
        let presentation = MenuPresentation.current
        #expect(presentation != nil)
        #expect(presentation.map { MenuContent.leaves(of: $0.menu).map(\.title) } == ["Bookmark"])
        // No edit menu with it.
        #expect(textView.editMenuInteraction?.visibleTitles.isEmpty == true)
        presentation?.dismiss(performing: nil)
        UIApplication.shared.advanceFrame(by: 0.5)
        #expect(shaper.log.last == "willEnd")
    }
}
