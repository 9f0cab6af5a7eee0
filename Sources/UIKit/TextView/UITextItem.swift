import Foundation

/// Something in a text view a person can interact with (iOS 17): a link, an attachment or a tag,
/// with its range. The delegate's `textView(_:primaryActionFor:defaultAction:)` receives it on a tap.
@preconcurrency @MainActor
open class UITextItem: NSObject {
    /// What kind of item it is.
    public enum ContentType: Int, Sendable {
        /// A link (`link` is set).
        case link
        /// A text attachment (`textAttachment` is set).
        case textAttachment
        /// A custom tag (`tagIdentifier` is set).
        case tag
    }

    /// The item's kind.
    public let contentType: ContentType
    /// The item's characters in the text view's text.
    public let range: NSRange
    /// The link's URL, for links.
    public let link: URL?
    /// The attachment, for attachments.
    public let textAttachment: NSTextAttachment?
    /// The tag, for tags.
    public let tagIdentifier: String?

    init(contentType: ContentType, range: NSRange, link: URL? = nil, textAttachment: NSTextAttachment? = nil, tagIdentifier: String? = nil) {
        self.contentType = contentType
        self.range = range
        self.link = link
        self.textAttachment = textAttachment
        self.tagIdentifier = tagIdentifier
        super.init()
    }
}

/// How a person interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the item's default action.
    case invokeDefaultAction = 0
    /// A long press: the item's actions.
    case presentActions = 1
    /// A preview (3D Touch era; not sent in Tessera).
    case preview = 2
}
