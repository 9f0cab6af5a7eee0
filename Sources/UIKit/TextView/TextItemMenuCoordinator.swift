import Foundation

/// The context menu of a text view's links (iOS 17): a long press on a link that is not a phone number
/// or an address (those show their action sheet) shows the default menu (Open Link, Copy Link) or what
/// the delegate's `textView(_:menuConfigurationFor:defaultMenu:)` makes of it, and tells the delegate
/// when it shows and ends.
@MainActor
final class TextItemMenuCoordinator: NSObject, UIContextMenuInteractionDelegate {
    private weak var textView: UITextView?
    private var item: UITextItem?
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)

    init(textView: UITextView) {
        self.textView = textView
        super.init()
    }

    /// The link at `location` that gets a context menu (not phone numbers and addresses).
    static func menuItem(in textView: UITextView, at location: CGPoint) -> UITextItem? {
        guard !textView.isEditable, textView.isSelectable, let item = textView.textItem(at: location),
              item.contentType == .link, let url = item.link else { return nil }
        if url.scheme?.lowercased() == "tel" || url.host?.lowercased() == "maps.apple.com" { return nil }
        return item
    }

    /// The menu iOS shows for a link.
    func defaultMenu(for item: UITextItem) -> UIMenu {
        guard let url = item.link else { return UIMenu(children: []) }
        let open = UIAction(title: "Open Link", image: UIImage(systemName: "safari")) { [weak self] _ in
            guard let textView = self?.textView else { return }
            textView.interact(with: item)
        }
        let copy = UIAction(title: "Copy Link", image: UIImage(systemName: "doc.on.doc")) { _ in
            UIPasteboard.general.url = url
        }
        return UIMenu(title: url.absoluteString, children: [open, copy])
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let textView, let item = Self.menuItem(in: textView, at: location) else { return nil }
        let defaultMenu = defaultMenu(for: item)
        let configuration: UITextItem.MenuConfiguration?
        if let delegate = textView.delegateAsTextView {
            configuration = delegate.textView(textView, menuConfigurationFor: item, defaultMenu: defaultMenu)
        } else {
            configuration = UITextItem.MenuConfiguration(menu: defaultMenu)
        }
        guard let configuration else { return nil }
        self.item = item
        let menu = configuration.menu
        return UIContextMenuConfiguration(previewProvider: nil, actionProvider: { _ in menu })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let textView, let item, let animator else { return }
        textView.delegateAsTextView?.textView(textView, textItemMenuWillDisplayFor: item, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let textView, let item, let animator else { return }
        self.item = nil
        textView.delegateAsTextView?.textView(textView, textItemMenuWillEndFor: item, animator: animator)
    }
}
