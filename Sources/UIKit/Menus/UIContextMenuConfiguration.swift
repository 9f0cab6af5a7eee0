/// Gives a context menu's preview: a view controller shown in place of the lifted view (nil: lift the view).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Gives a context menu's menu from the system's suggested elements (nil: no menu, only the preview).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: an identifier the delegate can recognise the menu by, a preview provider
/// and an action provider. The delegate returns one from
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The order elements show in, relative to the menu's position on screen.
    public enum ElementOrder: Int, Sendable {
        /// The system's choice (priority order, reversed when the menu shows above its source on iOS).
        case automatic = 0
        /// The first element nearest the source.
        case priority = 1
        /// The elements in the order given, always top to bottom.
        case fixed = 2
    }

    /// The configuration's identifier (a unique string unless given).
    public let identifier: any NSCopying
    /// Makes the preview view controller.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    let actionProvider: UIContextMenuActionProvider?
    /// The order elements show in. Tessera always shows them top to bottom (`.fixed`).
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// Creates a configuration without preview or menu providers.
    public convenience override init() {
        self.init(identifier: nil, previewProvider: nil, actionProvider: nil)
    }
}
