import Foundation

/// A long press on a detected phone number or address in a text view shows the actions iOS offers for
/// it, in an action sheet presented by the view's controller (found through the responder chain):
/// Call, Send Message, Add to Contacts and Copy for a phone number; Get Directions, Open in Maps, Add to
/// Contacts and Copy for an address; Cancel for both. The delegate's
/// `textView(_:shouldInteractWith:in:interaction:)` is asked first, with `.presentActions`.
///
/// Where Tessera differs: Linux has no contacts, so Add to Contacts logs that and does nothing; Call,
/// Send Message and the Maps actions open `tel:`, `sms:` and Apple Maps URLs through
/// `UIApplication.shared.open` (xdg-open).
extension UITextView {
    /// The actions for a phone number or an address at `point` (view coordinates); false when there
    /// is none there (the long press then shows the edit menu).
    func presentLinkActions(at point: CGPoint) -> Bool {
        guard !isEditable, isSelectable, let item = textItem(at: point), item.contentType == .link,
              let url = item.link, let scheme = url.scheme?.lowercased() else { return false }
        let isPhone = scheme == "tel"
        let isAddress = url.host?.lowercased() == "maps.apple.com"
        guard isPhone || isAddress else { return false }
        guard let controller = sequence(first: self as UIResponder, next: { $0.next }).lazy
            .compactMap({ $0 as? UIViewController }).first else {
            TesseraLog.warning("UIKit", "UITextView: no view controller presents the actions for \(url.absoluteString); a text view needs one up its responder chain")
            return true
        }
        let allowed = delegateAsTextView?.textView(self, shouldInteractWith: url, in: item.range, interaction: .presentActions) ?? true
        guard allowed else { return true }
        let sheet = Self.linkActionSheet(text: (text as NSString).substring(with: item.range), url: url, isPhone: isPhone)
        let presenter = sequence(first: controller, next: { $0.presentedViewController }).reversed().first ?? controller
        sheet.popoverPresentationController?.sourceView = self
        let rect = textItemRect(item.range)
        sheet.popoverPresentationController?.sourceRect = rect
        presenter.present(sheet, animated: true)
        return true
    }

    /// The rectangle of `range` (view coordinates), where the action sheet's popover points on iPad.
    private func textItemRect(_ range: NSRange) -> CGRect {
        let rects = selectionRects(for: TextOffsetRange(range)).map(\.rect)
        return rects.dropFirst().reduce(rects.first ?? .zero) { $0.union($1) }
    }

    /// The action sheet for a phone number or an address (`text` as the text shows it).
    static func linkActionSheet(text: String, url: URL, isPhone: Bool) -> UIAlertController {
        let sheet = UIAlertController(title: text, message: nil, preferredStyle: .actionSheet)
        let application = UIApplication.shared
        if isPhone {
            let number = String(url.absoluteString.dropFirst("tel:".count))
            sheet.addAction(UIAlertAction(title: "Call \(text)", style: .default) { _ in application.open(url, options: [:], completionHandler: nil) })
            sheet.addAction(UIAlertAction(title: "Send Message", style: .default) { _ in
                if let sms = URL(string: "sms:" + number) { application.open(sms, options: [:], completionHandler: nil) }
            })
        } else {
            sheet.addAction(UIAlertAction(title: "Get Directions", style: .default) { _ in
                let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "q" }?.value ?? text
                var directions = URLComponents(string: "https://maps.apple.com/")
                directions?.queryItems = [URLQueryItem(name: "daddr", value: query)]
                if let target = directions?.url { application.open(target, options: [:], completionHandler: nil) }
            })
            sheet.addAction(UIAlertAction(title: "Open in Maps", style: .default) { _ in application.open(url, options: [:], completionHandler: nil) })
        }
        sheet.addAction(UIAlertAction(title: "Add to Contacts", style: .default) { _ in
            TesseraLog.warning("UIKit", "Add to Contacts: there is no contacts store on this platform; \(text) is not added")
        })
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { _ in UIPasteboard.general.string = text })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return sheet
    }
}
