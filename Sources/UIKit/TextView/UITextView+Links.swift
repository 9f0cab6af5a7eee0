import Foundation

/// Links in a text view: data detection, hit testing and what a tap does.
extension UITextView {
    /// Marks what `dataDetectorTypes` finds as links in the storage (as iOS does), when the view is not
    /// editable; removes the links it added before.
    func detectData() {
        let storage = textStorage
        isUpdatingStorage = true
        defer { isUpdatingStorage = false }
        storage.beginEditing()
        for range in detectedRanges where range.location + range.length <= storage.length {
            storage.removeAttribute(.link, range: range)
        }
        detectedRanges = []
        if !isEditable && !dataDetectorTypes.isEmpty {
            var existing: [NSRange] = []
            var location = 0
            while location < storage.length {
                var range = NSRange(location: 0, length: 0)
                let value = storage.attribute(.link, at: location, effectiveRange: &range)
                if value != nil { existing.append(range) }
                location = max(location + 1, range.location + range.length)
            }
            for match in DataDetection.matches(in: storage.string, types: dataDetectorTypes, excluding: existing) {
                storage.addAttribute(.link, value: match.url, range: match.range)
                detectedRanges.append(match.range)
            }
        }
        storage.endEditing()
    }

    /// The link (or attachment) under `point` (view content coordinates): its item, or nil.
    func textItem(at point: CGPoint) -> UITextItem? {
        let storage = textStorage
        guard storage.length > 0 else { return nil }
        let local = containerPoint(point)
        let index = withTraits { layoutManager.glyphIndex(for: local, in: textContainer) }
        guard index < storage.length else { return nil }
        // The point must be on the glyph's line, within the glyph's box.
        let box = withTraits { layoutManager.boundingRect(forGlyphRange: NSRange(location: index, length: 1), in: textContainer) }
        guard box.insetBy(dx: -2, dy: -2).contains(local) else { return nil }
        var range = NSRange(location: 0, length: 0)
        if let value = storage.attribute(.link, at: index, effectiveRange: &range) {
            let url = (value as? URL) ?? (value as? String).flatMap { URL(string: $0) } ?? (value as? NSURL).map { $0 as URL }
            guard let url else { return nil }
            return UITextItem(contentType: .link, range: range, link: url)
        }
        if let attachment = storage.attribute(.attachment, at: index, effectiveRange: &range) as? NSTextAttachment {
            return UITextItem(contentType: .textAttachment, range: range, textAttachment: attachment)
        }
        return nil
    }

    /// A tap on a link of a selectable, non-editable view: the delegate picks the action (by default
    /// asking `shouldInteractWith` and opening the URL), which then runs.
    func handleLinkTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, isSelectable, !isEditable else { return }
        guard let item = textItem(at: recognizer.location(in: self)) else { return }
        interact(with: item)
    }

    /// Runs the primary action of `item`, as a tap does.
    func interact(with item: UITextItem) {
        let defaultAction = UIAction(title: item.link.map { _ in "Open Link" } ?? "Open") { [weak self] _ in
            guard let self else { return }
            let delegate = self.delegateAsTextView
            switch item.contentType {
            case .link:
                guard let url = item.link else { return }
                let allowed = delegate?.textView(self, shouldInteractWith: url, in: item.range, interaction: .invokeDefaultAction) ?? true
                if allowed { UIApplication.shared.open(url, options: [:], completionHandler: nil) }
            case .textAttachment:
                if let attachment = item.textAttachment {
                    _ = delegate?.textView(self, shouldInteractWith: attachment, in: item.range, interaction: .invokeDefaultAction)
                }
            case .tag:
                break
            }
        }
        let action = delegateAsTextView.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?.perform(sender: self)
    }
}
