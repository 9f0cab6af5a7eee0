/// A view at the leading or trailing edge of a list cell (`UICollectionViewListCell.accessories`): a
/// disclosure chevron, a checkmark, editing controls (delete, insert, reorder, multiselect), an outline
/// disclosure for expandable items, a detail button, a label, or a view of your own.
///
/// System accessories have fixed places: leading, from the edge inward, multiselect, delete, insert;
/// trailing, from the content outward, label, detail, checkmark, outline disclosure, disclosure
/// indicator, reorder. A custom view's `placement` says where among them it goes.
///
/// A pop-up menu accessory (`popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`) goes
/// between the checkmark and the outline disclosure.
public struct UICellAccessory {
    /// When an accessory shows: always, only while the list is editing, or only while it is not.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// In and out of editing.
        case always
        /// Only while editing.
        case whenEditing
        /// Only while not editing.
        case whenNotEditing

        /// Whether an accessory with this state shows in a cell that is or is not editing.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: return true
            case .whenEditing: return editing
            case .whenNotEditing: return !editing
            }
        }
    }

    /// How wide the space reserved for an accessory is; the accessory is centred in it.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
        /// The system's standard width for the accessory's kind, so rows line up.
        case standard
    }

    /// The kind of an accessory.
    public enum AccessoryType: Int, Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, customView
        case popUpMenu, detail
    }

    /// Where in the list of accessories at one edge a custom accessory goes: given the accessories
    /// already placed at that edge (in order from the content outward), the index to insert at.
    public typealias Position = ([UICellAccessory]) -> Int

    /// What runs when an accessory with an action (delete, insert, outline disclosure, detail) is tapped.
    public typealias ActionHandler = @MainActor () -> Void

    /// The edge a custom accessory goes on and where among the accessories there.
    public enum Placement {
        /// At the leading edge, shown in `displayed` states, at the index `at` returns.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge, shown in `displayed` states, at the index `at` returns.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// A position just before an accessory of a type (nearer the content), or nearest the content when
    /// there is none.
    public static func position(before accessory: AccessoryType) -> Position {
        { accessories in accessories.firstIndex { $0.accessoryType == accessory } ?? 0 }
    }

    /// A position just after an accessory of a type (further from the content), or furthest from the
    /// content when there is none.
    public static func position(after accessory: AccessoryType) -> Position {
        { accessories in accessories.lastIndex { $0.accessoryType == accessory }.map { $0 + 1 } ?? accessories.count }
    }

    /// What the accessory is, with its options.
    enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions, ActionHandler?)
        case insert(InsertOptions, ActionHandler?)
        case reorder(ReorderOptions)
        case multiselect(MultiselectOptions)
        case label(String, LabelOptions)
        case detail(DetailOptions, ActionHandler?)
        case popUpMenu(UIMenu, PopUpMenuOptions, MenuSelectedElementDidChangeHandler?)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState

    init(_ kind: Kind, displayed: DisplayedState) {
        self.kind = kind
        displayedState = displayed
    }

    /// The accessory's kind.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: return .disclosureIndicator
        case .outlineDisclosure: return .outlineDisclosure
        case .checkmark: return .checkmark
        case .delete: return .delete
        case .insert: return .insert
        case .reorder: return .reorder
        case .multiselect: return .multiselect
        case .label: return .label
        case .detail: return .detail
        case .popUpMenu: return .popUpMenu
        case .customView: return .customView
        }
    }

    // MARK: Making accessories

    /// A chevron pointing to the trailing edge: tapping the row shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator(options), displayed: displayed)
    }

    /// A checkmark in the tint colour: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark(options), displayed: displayed)
    }

    /// A red circle with a minus at the leading edge while editing: tapping it runs the handler (or, with
    /// none, reveals the row's trailing swipe actions).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(options, actionHandler), displayed: displayed)
    }

    /// A green circle with a plus at the leading edge while editing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(options, actionHandler), displayed: displayed)
    }

    /// A grip of three lines at the trailing edge while editing: drag it to move the row.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder(options), displayed: displayed)
    }

    /// A selection circle at the leading edge while editing, filled with a checkmark while the row is
    /// selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect(options), displayed: displayed)
    }

    /// A chevron that turns down while the row is expanded: tapping it expands or collapses the item's
    /// children (or runs the handler).
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    /// A short text at the trailing edge, in `secondaryLabel`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, options), displayed: displayed)
    }

    /// An "i" in a circle, in the tint colour: tapping it runs the handler (shows details).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail(options, actionHandler), displayed: displayed)
    }

    /// A view of your own, placed as its configuration says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(.customView(configuration), displayed: displayed)
    }
}
