/// The base of the things menus list: a title, an image, and the attributes and state types commands
/// share.
///
/// Where Tessera differs: `UIAction` and `UIKeyCommand` do not derive from it yet (menus themselves are
/// not built); they use its `Attributes` and `State`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How a command looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed and not performed.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the command runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A command's check mark.
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    /// The element's title.
    open var title: String
    /// The element's image.
    open var image: UIImage?

    /// Creates an element.
    public init(title: String, image: UIImage? = nil) {
        self.title = title
        self.image = image
    }
}
