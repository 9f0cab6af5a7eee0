/// A row of a table: a content view for your subviews (or the classic labels and image of a
/// `CellStyle`), an accessory on the trailing side, backgrounds for the normal and selected states,
/// and the editing controls the table shows while editing.
///
/// Tables make cells with `dequeueReusableCell(withIdentifier:for:)` and reuse them as rows scroll
/// away: override `prepareForReuse()` to reset what a row set.
///
/// Metrics (iOS 17 on iPhone): content 16 points from the cell's edges (its layout margins) and 11
/// points from top and bottom, so a 17-point body line makes the 44-point default row; a detail on
/// the trailing side in `.secondaryLabel`; a separator hairline 16 points from the leading edge, or
/// from where the text starts when the cell has an image; the grey selection `.systemGray4`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// A self-sizing cell (`SelfSizingCell`).
    override class var isSelfSizingCell: Bool { true }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The classic layout the cell was made with.
    let cellStyle: CellStyle

    /// Where your subviews go: it leaves room for the accessory and the editing controls.
    open private(set) var contentView = UIView()

    /// The main label (made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: cellStyle == .value2 ? .footnote : .body)
        label.textColor = cellStyle == .value2 ? tintColor : .label
        if cellStyle == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }
    var storedTextLabel: UILabel?

    /// The detail label (nil in the `.default` style; made on first use).
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        guard cellStyle != .default else { return nil }
        let label = UILabel()
        switch cellStyle {
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .label
        case .subtitle, .default:
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .label
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }
    var storedDetailTextLabel: UILabel?

    /// The image on the leading side (made on first use; shown when it has an image).
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        view.contentMode = .center
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }
    var storedImageView: UIImageView?

    // MARK: Backgrounds

    /// A view behind everything (nil: the table's style colour).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted (by default a
    /// `.systemGray4` fill, made on first use).
    open var selectedBackgroundView: UIView? {
        get {
            if let storedSelectedBackgroundView { return storedSelectedBackgroundView }
            guard !selectedBackgroundCleared else { return nil }
            let view = UIView()
            view.backgroundColor = .systemGray4
            storedSelectedBackgroundView = view
            return view
        }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            selectedBackgroundCleared = newValue == nil
            updateSelectionAppearance()
        }
    }
    var storedSelectedBackgroundView: UIView?
    private var selectedBackgroundCleared = false

    /// The view shown behind a selected cell while the table allows multiple selection (nil: the
    /// selected background).
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectionAppearance()
        }
    }

    /// The cell's background colour; setting it replaces the table's style colour.
    open override var backgroundColor: UIColor? {
        didSet { if !settingStyleBackground { hasOwnBackgroundColor = true } }
    }
    var hasOwnBackgroundColor = false
    private var settingStyleBackground = false

    // MARK: Accessories

    /// The standard accessory on the trailing side (`.none` by default).
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryChanged() } } }
    /// A view shown as the accessory instead of `accessoryType`'s (a switch, say).
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryChanged()
        }
    }
    /// The accessory while the table edits (`.none` by default).
    open var editingAccessoryType: AccessoryType = .none { didSet { accessoryChanged() } }
    /// A view shown as the accessory while editing.
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            accessoryChanged()
        }
    }

    // MARK: Selection

    /// How selection looks (`.default`: grey).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance() } }

    /// Whether the cell is selected; setting it changes at once.
    open var isSelected: Bool {
        get { selectedFlag }
        set { setSelected(newValue, animated: false) }
    }
    var selectedFlag = false

    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { highlightedFlag }
        set { setHighlighted(newValue, animated: false) }
    }
    var highlightedFlag = false

    /// Selects or deselects the cell: the selected background shows and the labels highlight.
    /// Animated deselection fades the background out over 0.3 seconds, as UIKit's.
    open func setSelected(_ selected: Bool, animated: Bool) {
        AccessibilityChanges.markContent(self)
        selectedFlag = selected
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateCellConfiguration()
    }

    /// Highlights the cell or ends the highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedFlag = highlighted
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateCellConfiguration()
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    var editingFlag = false

    /// Shows or hides the editing controls (the table calls it for its cells).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingFlag else { return }
        willTransition(to: editing ? .showingEditControl : [])
        editingFlag = editing
        accessoryChanged()
        if animated {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        }
        didTransition(to: editing ? .showingEditControl : [])
        setNeedsUpdateCellConfiguration()
    }

    /// The editing control the table chose for the row.
    open internal(set) var editingStyle: EditingStyle = .none { didSet { if editingStyle != oldValue { accessoryChanged() } } }
    /// Whether the delete confirmation shows.
    open internal(set) var showingDeleteConfirmation = false
    /// Whether the row shows a reorder grip while editing, when the data source allows moving it
    /// (false by default).
    open var showsReorderControl = false { didSet { accessoryChanged() } }
    /// Whether the content moves right for the editing control (true by default).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// How deep the row is indented, in `indentationWidth`s.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level (10 points).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Called before the cell shows or hides editing controls or the delete confirmation.
    open func willTransition(to state: StateMask) {}
    /// Called after the cell showed or hid editing controls or the delete confirmation.
    open func didTransition(to state: StateMask) {}

    // MARK: Separator and focus

    /// The inset of the separator under the cell (and of its content in UIKit's default layout). By
    /// default the table's `separatorInset`, or the text's start when the cell shows an image.
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? automaticSeparatorInset }
        set {
            guard appearanceAllowsSetting(Self.separatorInsetAppearance) else { return }
            explicitSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var explicitSeparatorInset: UIEdgeInsets?

    /// How the cell looks when focused.
    open var focusStyle: FocusStyle = .default

    /// A row takes keyboard focus when its table allows it: the delegate's
    /// `tableView(_:canFocusRowAt:)`, else the table's `allowsFocus`.
    open override var canBecomeFocused: Bool {
        guard let table = tableView, let indexPath = table.indexPath(for: self) else { return false }
        return table.tableDelegate?.tableView(table, canFocusRowAt: indexPath) ?? table.allowsFocus
    }
    /// Whether the cell takes touches while it is being dragged (false by default).
    open var userInteractionEnabledWhileDragging = false
    /// Called when the cell's drag state changes.
    open func dragStateDidChange(_ dragState: DragState) {}

    // MARK: Table state

    /// The table showing the cell (weak: the table owns its cells).
    weak var tableView: UITableView?
    /// The cell's place in its section, the table's style, and the separator settings (set by the
    /// table before each layout).
    var chrome = CellChrome()
    /// The separator hairline.
    let separatorView = UIView()
    /// The accessory drawn for `accessoryType`.
    var standardAccessory: TableAccessoryView?
    /// The editing control (minus or plus) and the reorder grip.
    var editingControl: TableEditingControl?
    var reorderControl: TableReorderControl?
    /// How far the content is swiped sideways to show swipe actions.
    var swipeOffset: CGFloat = 0
    /// Where the text starts (cell coordinates), for the automatic separator inset.
    var textStart: CGFloat = 16
    /// Whether the table lets the row move.
    var reorderAllowed = false
    /// Whether the table edits with multiple selection (the editing control is a selection circle).
    var selectsMultipleWhileEditing = false
    /// The content configuration's view.
    var contentSlot = ContentConfigurationSlot()
    /// The background configuration's view.
    var backgroundConfigurationView: BackgroundConfigurationView?
    /// Whether the configuration state changed since the configurations were last updated.
    var needsConfigurationUpdate = false

    // MARK: Making one

    /// Makes a cell of `style` reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        configureCell()
    }

    /// Makes a `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table makes a registered class: `init(style: .default, reuseIdentifier:)` (Swift needs
    /// a required initializer to make an instance from a class value; subclasses that override
    /// `init(style:reuseIdentifier:)` inherit this one).
    public required convenience init(tableReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Makes a cell from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        self.cellStyle = Self.interfaceBuilderStyle(coder) ?? .default
        self.reuseIdentifier = coder.interfaceBuilder?.string("reuseIdentifier")
        super.init(coder: coder)
        configureCell()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderCell(coder) }
    }

    private func configureCell() {
        viewFlags.insert(.selfSizingCellOrContent)
        contentView.viewFlags.insert(.selfSizingCellOrContent)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        insetsLayoutMarginsFromSafeArea = false
        contentView.preservesSuperviewLayoutMargins = false
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(contentView)
        separatorView.isUserInteractionEnabled = false
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    /// Called before the table hands the cell out again: reset what the last row set. The default
    /// resets nothing the row chose (as UIKit's), only the state the table gave it.
    open func prepareForReuse() {}

    /// Lays out the editing control, reorder grip, accessory and content view, the classic labels and
    /// image, the separator and the backgrounds.
    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            let state = configurationState
            updateConfiguration(using: state)
            refreshConfigurations()
        }
        super.layoutSubviews()
        layoutCell()
    }

    /// The cell's height for `size.width`: the classic content plus 11 points above and below (at
    /// least 44 points, iOS's default row), including the separator's hairline.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        classicFittingSize(size)
    }

    /// Sets the table style's background colour (not the cell's own).
    func setStyleBackground(_ color: UIColor) {
        settingStyleBackground = true
        backgroundColor = color
        settingStyleBackground = false
    }

    // MARK: Configurations

    /// What the content view shows, as a configuration (a `UIListContentConfiguration` from
    /// `defaultContentConfiguration()`, or your own); it replaces the classic labels and image.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            applyContentConfiguration()
            selfSizingInvalidated()
        }
    }

    /// What the background shows, as a configuration (nil: the classic backgrounds and the table
    /// style's colour). With one, the selected look comes from the configuration's state styling.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// Whether the content configuration is restyled for each new state (true by default).
    open var automaticallyUpdatesContentConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the background configuration is restyled for each new state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true { didSet { setNeedsUpdateConfiguration() } }

    /// Runs whenever the cell's configuration state changes, to update its configurations.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void
    /// Called with the cell and its state whenever the state changes (after `updateConfiguration(using:)`
    /// would be called).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state now: traits, selected, highlighted, editing, swiped, reordering.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedFlag
        state.isHighlighted = highlightedFlag
        state.isEditing = editingFlag
        state.isSwiped = swipeOffset != 0
        state.isReordering = tableView?.reorder?.cell === self
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`: the default calls `configurationUpdateHandler`; the cell
    /// then restyles its configurations for the state when it updates them automatically. Override to
    /// set configurations from the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// A list content configuration styled for this cell: `.cell()`, or `.subtitleCell()` and
    /// `.valueCell()` for cells made in those classic styles.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// A background configuration for the table's style (`listPlainCell` or `listGroupedCell`).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        chrome.tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    /// Whether the cell is swiped open.
    var isSwiped: Bool { swipeOffset != 0 }

    /// The configuration state changed (selection, highlight, editing); the configuration API
    /// refreshes on the next layout.
    func setNeedsUpdateCellConfiguration() {
        setNeedsUpdateConfiguration()
    }
}

/// What the table tells a cell about its place: the style, where it sits in its section, and how
/// its separator shows.
struct CellChrome: Equatable {
    var tableStyle: UITableView.Style = .plain
    var isFirstInSection = true
    var isLastInSection = true
    var showsSeparator = true
    var separatorColor: UIColor? = .separator
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    var insetReference: UITableView.SeparatorInsetReference = .fromCellEdges
    var multipleSelection = false

    static func == (a: CellChrome, b: CellChrome) -> Bool {
        a.tableStyle == b.tableStyle && a.isFirstInSection == b.isFirstInSection && a.isLastInSection == b.isLastInSection
            && a.showsSeparator == b.showsSeparator && a.separatorColor === b.separatorColor
            && a.tableSeparatorInset == b.tableSeparatorInset && a.insetReference == b.insetReference
            && a.multipleSelection == b.multipleSelection
    }
}
