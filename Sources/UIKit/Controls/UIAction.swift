/// A handler with a title, image and identifier: what a control runs for an event, and a row of a menu.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// Names an action; adding an action to a control replaces any with the same identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A fresh identifier nothing else has.
        @MainActor static func unique() -> Identifier {
            uniqueCounter += 1
            return Identifier(rawValue: "com.tessera.action.\(uniqueCounter)")
        }
        @MainActor private static var uniqueCounter = 0
    }

    /// The action's title (a button made from the action, or a menu row, shows it).
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The action's image (a button made from the action, or a menu row, shows it).
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The image a menu shows while the action is on (iOS 17).
    open var selectedImage: UIImage?
    /// The action's identifier (a unique one unless given).
    public let identifier: Identifier
    /// The title the keyboard shortcut overlay and accessibility use (defaults to `title`).
    open var discoverabilityTitle: String?
    /// Whether the action is disabled, destructive, hidden or keeps its menu open.
    open var attributes: UIMenuElement.Attributes = []
    /// The action's check mark in a menu.
    open var state: UIMenuElement.State = .off
    /// The object that sent the action while its handler runs (the control, or the menu's source
    /// view or button), nil otherwise.
    public private(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? .unique()
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an action from an archive; Tessera has no archives, so this gives an action doing nothing.
    public required init?(coder: NSCoder) {
        identifier = .unique()
        handler = { _ in }
        super.init(coder: coder)
    }

    override var menuAttributes: UIMenuElement.Attributes { attributes }
    override var menuState: UIMenuElement.State { state }

    /// Runs the handler as a control or menu would, with `sender` as the action's sender. (`target` is
    /// what Apple's implementation passes on to actions that send a selector; a `UIAction` has none.)
    public func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UIAction title: \"\(storedTitle)\" identifier: \(identifier.rawValue)>" }
    }
}
