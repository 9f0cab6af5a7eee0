/// A menu command that sends an action up the responder chain, as the main menu's and edit menus'
/// commands do: the first responder of the action's type (from the first responder of the window
/// showing the menu, else from the menu's source view) performs it.
///
/// Where Tessera differs: without selectors the action is a typed method reference,
/// `UICommand(title: "Duplicate", action: Document.duplicate)`, taking the command or nothing; the
/// responder that performs it is the first one up the chain that is an instance of the method's type.
/// `alternates` (commands chosen with a modifier held in macOS menus) are not offered.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The command's title.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The command's image.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The image shown while the command is on (iOS 17).
    open var selectedImage: UIImage?
    /// The title the shortcut overlay and accessibility use.
    open var discoverabilityTitle: String?
    /// Whether the command is disabled, destructive, hidden or keeps its menu open.
    open var attributes: UIMenuElement.Attributes = []
    /// The command's check mark.
    open var state: UIMenuElement.State = .off
    /// Data for the action to tell commands sharing one method apart.
    open var propertyList: Any?
    /// The object that sent the command while its action runs (the menu's source), nil otherwise.
    public private(set) var sender: Any?

    /// Performs the action from a responder; false when no responder up the chain could.
    private let perform: @MainActor (UICommand, UIResponder?) -> Bool

    /// The designated initializer: a title and a way to perform from a responder.
    init(title: String, image: UIImage?, perform: @escaping @MainActor (UICommand, UIResponder?) -> Bool) {
        self.perform = perform
        super.init(title: title, image: image)
    }

    /// Creates a command from an archive; Tessera has no archives, so this gives a command doing nothing.
    public required init?(coder: NSCoder) {
        perform = { _, _ in false }
        super.init(coder: coder)
    }

    /// A command calling a method taking the command, on the first responder of its type up the chain.
    public convenience init<Target: AnyObject>(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                                               selectedImage: UIImage? = nil, action: @escaping (Target) -> (UICommand) -> Void,
                                               propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                               attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image) { command, start in
            guard let target: Target = UICommand.responder(from: start) else { return false }
            action(target)(command)
            return true
        }
        configure(subtitle: subtitle, selectedImage: selectedImage, propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A command calling a method taking nothing, on the first responder of its type up the chain.
    public convenience init<Target: AnyObject>(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                                               selectedImage: UIImage? = nil, action: @escaping (Target) -> () -> Void,
                                               propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                               attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image) { _, start in
            guard let target: Target = UICommand.responder(from: start) else { return false }
            action(target)()
            return true
        }
        configure(subtitle: subtitle, selectedImage: selectedImage, propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    private func configure(subtitle: String?, selectedImage: UIImage?, propertyList: Any?, discoverabilityTitle: String?,
                           attributes: UIMenuElement.Attributes, state: UIMenuElement.State) {
        self.subtitle = subtitle
        self.selectedImage = selectedImage
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    override var menuAttributes: UIMenuElement.Attributes { attributes }
    override var menuState: UIMenuElement.State { state }

    /// The first responder from `start` up the chain that is a `Target`.
    static func responder<Target: AnyObject>(from start: UIResponder?) -> Target? {
        var current = start
        while let responder = current {
            if let target = responder as? Target { return target }
            current = responder.next
        }
        return nil
    }

    /// Performs the command from `start` up the chain, with `sender` set; false when nothing could.
    func performAction(from start: UIResponder?, sender: Any? = nil) -> Bool {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        return perform(self, start)
    }

    open override var description: String {
        mainActorDescription(of: self) { "<\(type(of: self)) title: \"\(storedTitle)\">" }
    }
}
