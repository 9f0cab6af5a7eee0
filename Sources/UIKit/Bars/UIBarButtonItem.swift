/// A button on a toolbar or navigation bar: a title, an image, a system item, a custom view, or a space.
///
/// Where Tessera differs: there are no selectors. A target's action is a typed method reference,
/// `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: ViewController.edit)`, taking
/// nothing, the item, or the item as `Any`, as `UIControl.addTarget` does. The target is held weakly; a
/// nil target means the first object of the action's target type up the responder chain from the bar
/// showing the item.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a bar button item's title is drawn.
    public enum Style: Int, Sendable {
        /// A regular-weight title.
        case plain = 0
        /// Deprecated on iOS: drawn as `.plain`.
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// A semibold title, for the button that completes a task.
        case done = 2
    }

    /// The item's style (`.done` draws the title semibold).
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The item's width; 0 sizes the item to its content. A fixed space is exactly this wide.
    open var width: CGFloat = 0 {
        didSet {
            if !BadValue.usable(width) {
                TesseraLog.error("UIKit", "UIBarButtonItem.width: \(width) is not a usable width; 0 (automatic) is used")
                width = 0
            }
            itemDidChange()
        }
    }
    /// Titles the item might show, so that bars can reserve the widest one.
    open var possibleTitles: Set<String>? { didSet { itemDidChange() } }
    /// A view shown in place of the title and image.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The action performed when the item is tapped; replaces target-action.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                if !primaryAction.title.isEmpty { title = primaryAction.title }
                if let image = primaryAction.image { self.image = image }
            }
            itemDidChange()
        }
    }
    /// The item's menu: a tap shows it when the item has no primary action or target-action, a long
    /// press otherwise (see UIBarButtonItem+Menu.swift).
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Whether the item shows as selected.
    open var isSelected = false { didSet { itemDidChange() } }
    /// Whether a tap toggles `isSelected` before the action runs.
    open var changesSelectionAsPrimaryAction = false
    /// Whether the bar leaves the item out.
    open var isHidden = false { didSet { itemDidChange() } }

    /// The system item this item was made as, if any.
    public internal(set) var systemItem: SystemItem?
    var targetAction: BarItemTarget?

    /// The object the action is sent to (nil: the first matching responder up the chain). Setting an
    /// object whose type differs from the action's target type is reported and the action isn't sent.
    open var target: AnyObject? {
        get { targetAction?.target }
        set { targetAction?.target = newValue }
    }

    /// The tint of the item's title and template image (nil: the bar's tint). Reads back a tint that
    /// appearance rules gave the item (`UIBarButtonItem.appearance().tintColor`) once a bar showing it
    /// has applied them, as on iOS; a tint set here beats every rule.
    open var tintColor: UIColor? {
        get { propertyValue(.tintColor) }
        set { explicitValues[.tintColor] = newValue; itemDidChange() }
    }

    /// Creates an empty plain item.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required override init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderBarButtonItem(coder) }
    }

    /// Creates an item with a title and no action (`target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: NoAction?) {
        self.init()
        self.title = title
        self.style = style
    }

    /// Creates an item with an image and no action (`target: nil, action: nil`).
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: NoAction?) {
        self.init()
        self.image = image
        self.style = style
    }

    /// Creates a system item with no action (`target: nil, action: nil`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: NoAction?) {
        self.init(systemItem: systemItem)
    }

    /// Creates a system item that performs an action.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done || systemItem == .save { style = .done }
        self.primaryAction = primaryAction
        if let primaryAction, !primaryAction.title.isEmpty { title = primaryAction.title } else { title = nil }
    }

    /// Creates a system item that performs an action (the `barButtonSystemItem:` spelling).
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
    }

    /// Creates an item with a title or image that performs an action.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        if let title { self.title = title }
        if let image { self.image = image }
    }

    /// Creates an item showing a custom view (which handles its own touches).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space of a fixed width (`.fixedSpace`).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that grows to share the bar's free width with the other flexible spaces.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// Only `nil` can be passed: the `action: nil` of an item without target-action.
    public enum NoAction {}

    // MARK: Actions

    /// Runs the item's action as a tap does: toggles selection if asked, then the primary action or the
    /// target-action. `sender` is the view the bar shows the item with (for the responder chain).
    func performPrimaryAction(from view: UIView?) {
        guard isEnabled else { return }
        if presentsMenuOnTap, let view { return presentMenu(from: view) }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else {
            targetAction?.invoke(item: self, from: view)
        }
    }

    open override var description: String {
        mainActorDescription(of: self) {
            if let systemItem { return "<UIBarButtonItem system: \(systemItem)>" }
            return "<\(type(of: self)) title: \(title.map { "\"\($0)\"" } ?? "nil")\(customView.map { " customView: \(type(of: $0))" } ?? "")>"
        }
    }
}
