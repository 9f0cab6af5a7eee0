/// A handler with a title, image and identifier: what a control runs for an event, without a target.
///
/// Where Tessera differs: iOS's `UIAction` is also a menu element; Tessera has no menus yet, so the
/// menu-only members (attributes, state, discoverability title) are left out.
@preconcurrency @MainActor
open class UIAction: NSObject {
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

    /// The action's title (a button made from the action shows it).
    public var title: String
    /// A second line under the title.
    public var subtitle: String?
    /// The action's image (a button made from the action shows it).
    public var image: UIImage?
    /// The action's identifier (a unique one unless given).
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (the control), nil otherwise.
    public private(set) var sender: Any?
    let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? .unique()
        self.handler = handler
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
