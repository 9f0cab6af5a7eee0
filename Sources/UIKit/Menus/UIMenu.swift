/// A menu: a titled list of elements (actions, commands, submenus, deferred elements), shown by context
/// menus, buttons and bar button items, and nested in other menus as submenus or inline sections.
///
/// A menu is immutable once made: `replacingChildren(_:)` makes a copy with other children.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows inside its parent.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent as a section, between thicker separators, instead of
        /// behind a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu row is red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it on and its siblings off (pop-up buttons use this).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of images (a palette).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the elements of an inline section.
    public enum ElementSize: Int, Sendable {
        /// Images only, several to a row.
        case small = 0
        /// Image over title, three to a row.
        case medium = 1
        /// A full row each (the default).
        case large = 2
        /// Chosen by the system (large here).
        case automatic = -1
    }

    /// The menu's identifier (a unique one unless given).
    public let identifier: Identifier
    /// How the menu shows in its parent.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// The size of the children when the menu is an inline section.
    open var preferredElementSize: ElementSize = .large

    /// The children (searched through inline sections) whose state is `.on`.
    public var selectedElements: [UIMenuElement] {
        var result: [UIMenuElement] = []
        for child in children {
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) {
                result += menu.selectedElements
            } else if child.menuState == .on {
                result.append(child)
            }
        }
        return result
    }

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? .unique()
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
        self.preferredElementSize = preferredElementSize
    }

    /// Creates a menu from an archive; Tessera has no archives, so this gives an empty menu.
    public required init?(coder: NSCoder) {
        identifier = .unique()
        options = []
        children = []
        super.init(coder: coder)
    }

    /// A copy of this menu (same title, image, identifier and options) with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
                          preferredElementSize: preferredElementSize, children: newChildren)
        return menu
    }

    open override var description: String {
        mainActorDescription(of: self) { "<UIMenu title: \"\(storedTitle)\" identifier: \(identifier.rawValue) children: \(children.count)>" }
    }
}
