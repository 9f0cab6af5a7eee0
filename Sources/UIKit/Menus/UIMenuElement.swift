/// The base of everything a menu lists: actions, commands, submenus and deferred elements. It carries
/// the title, subtitle and image a menu row shows, and the attribute and state types commands share.
///
/// Menus are built from elements once and shown many times; an element's title and image are read when
/// a menu shows it.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How a command looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed and not performed.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the command destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the command runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A command's check mark: off (none), on (a check mark) or mixed (a dash).
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    var storedTitle: String
    var storedSubtitle: String?
    var storedImage: UIImage?

    /// The element's title (the row's text).
    open var title: String { storedTitle }
    /// A second, smaller line under the title.
    open var subtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    /// The element's image (drawn at the row's trailing edge).
    open var image: UIImage? { storedImage }

    /// Creates an element. Apps make the concrete kinds (`UIAction`, `UICommand`, `UIMenu`,
    /// `UIDeferredMenuElement`); Tessera keeps this initializer public for subclasses.
    public init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        storedTitle = title
        storedSubtitle = subtitle
        storedImage = image
        super.init()
    }

    /// Creates an element from an archive; Tessera has no archives, so this gives an untitled element.
    public required init?(coder: NSCoder) {
        storedTitle = ""
        super.init()
    }

    // MARK: What menus read

    /// The element's attributes (commands and actions have their own; others have none).
    var menuAttributes: Attributes { [] }
    /// The element's check-mark state (commands and actions have their own).
    var menuState: State { .off }

    open override var description: String {
        mainActorDescription(of: self) { "<\(type(of: self)) title: \"\(storedTitle)\">" }
    }
}
