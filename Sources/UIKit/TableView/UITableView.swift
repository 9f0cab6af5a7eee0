/// A scrolling list of rows in sections: UIKit's table view.
///
/// Its data source says how many sections and rows there are and makes a cell for each row it shows;
/// its delegate (any `UITableViewDelegate` assigned to `delegate`) decides heights, header and footer
/// views, selection and editing. Only the rows on screen have cells: cells scrolled away go back to a
/// reuse queue per identifier (`dequeueReusableCell(withIdentifier:for:)`), so memory and work follow
/// what is visible, never the row count. Heights live in an index that is O(log n) to query, filled
/// in as rows are shown: unmeasured rows count at their estimate (`estimatedRowHeight`), and when a
/// row above the visible area turns out taller or shorter the content offset moves with it, so what
/// is on screen stays put.
///
/// Styles: `.plain` (floating section headers, separators inset 16 points), `.grouped` and
/// `.insetGrouped` (sections on the grouped background; inset-grouped sections are cards with 10-point
/// corners inset 20 points from the edges on an iPhone).
///
/// Where Tessera differs: there are no nibs, so cells and header-footer views are registered by class
/// only; `delegate` keeps `UIScrollView`'s declared type (see `UITableViewDelegate`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's style, chosen when it is made.
    public let style: Style

    /// Supplies sections, rows and cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            defaults = []
            probedCommit = false
            setNeedsReload()
        }
    }

    /// Told ahead of time which rows will soon be shown.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Whether prefetching is on (true by default; it needs a `prefetchDataSource`).
    open var isPrefetchingEnabled = true

    /// The scroll view's delegate; a `UITableViewDelegate` assigned here is also the table's delegate.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            defaults = []
            updateContextMenuInteraction()
            setNeedsReload()
        }
    }

    /// The delegate as a table delegate (nil when it is only a scroll view delegate).
    weak var tableDelegate: (any UITableViewDelegate)?

    // MARK: Metrics

    /// The height of every row, unless the delegate gives one per row. `UITableView.automaticDimension`
    /// by default, as on iOS: each cell is sized to fit its content as it appears (a one-line cell in
    /// the default font is 44 points, iOS's standard row).
    open var rowHeight: CGFloat = automaticDimension { didSet { if rowHeight != oldValue { setNeedsReload() } } }
    /// The height of section headers (`automaticDimension` by default: from the title or the view).
    open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// The height of section footers (`automaticDimension` by default).
    open var sectionFooterHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// The height rows count at until they are shown (`automaticDimension` by default: `rowHeight`,
    /// or 44 for self-sizing rows). 0 turns estimates off: every row's height is asked for up front.
    open var estimatedRowHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// The height headers count at until shown (`automaticDimension` by default).
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// The height footers count at until shown (`automaticDimension` by default).
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// Space above each section header (`automaticDimension` by default: 22 points in plain tables
    /// above headers that have a title or view, as iOS 15 and later; none in grouped tables, whose
    /// section spacing already includes it).
    open var sectionHeaderTopPadding: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    /// How tall an empty row below the content is (`automaticDimension`); Tessera draws no filler rows,
    /// as iOS 15 and later for plain tables with `fillerRowHeight` left automatic.
    open var fillerRowHeight: CGFloat = automaticDimension

    // MARK: Separators

    /// Whether rows have separators (`.singleLine` by default).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout(); refreshCellChrome() } }
    /// The separators' colour (`.separator` by default).
    open var separatorColor: UIColor? {
        get { storedSeparatorColor }
        set {
            guard appearanceAllowsSetting(Self.separatorColorAppearance) else { return }
            storedSeparatorColor = newValue
            refreshCellChrome()
        }
    }
    var storedSeparatorColor: UIColor? = .separator
    /// A blur or vibrancy effect for the separators (nil by default). Stored only: Tessera draws the
    /// separators in `separatorColor` whatever the effect.
    open var separatorEffect: UIVisualEffect?
    /// The default inset of the separators (16 points from the leading edge on iPhone: iOS's cell
    /// layout margin); a cell's own `separatorInset` overrides it.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { refreshCellChrome() }
    }
    /// What separator insets are measured from (`.fromCellEdges` by default).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { refreshCellChrome() } }

    // MARK: Backgrounds and headers

    /// A view behind all the rows, sized to the table (nil by default).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section, as tall as its frame and as wide as the table.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section, as tall as its frame and as wide as the table.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }

    /// Whether cell content follows the readable width (false by default; on iPhone the same).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether the content insets follow the safe area (true by default).
    open var insetsContentViewsToSafeArea = true

    // MARK: Selection

    /// Whether rows can be selected outside editing (true by default).
    open var allowsSelection = true
    /// Whether rows can be selected while editing (false by default).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once outside editing (false by default).
    open var allowsMultipleSelection = false
    /// Whether several rows can be selected at once while editing (false by default).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether selecting a row follows keyboard focus (false by default). Stored only: Tessera has no
    /// focus engine, so nothing moves focus between rows.
    open var selectionFollowsFocus = false
    /// Whether rows can take keyboard focus (Tab reaches the table, the arrows move between rows). By
    /// default true where windows have keyboard focus (iPad and Mac screens) and false on the iPhone
    /// idiom, as the system decides on iOS; the delegate's `tableView(_:canFocusRowAt:)` decides first.
    open var allowsFocus: Bool {
        get { explicitAllowsFocus ?? (traitCollection.userInterfaceIdiom != .phone) }
        set { explicitAllowsFocus = newValue }
    }
    private var explicitAllowsFocus: Bool?
    /// A table is a focus group: Tab enters and leaves it, the arrows move between its rows.
    override package class var formsFocusGroup: Bool { true }
    /// Whether rows can take keyboard focus while the table is editing (false by default). Stored
    /// only: Tessera's focus does not look at editing.
    open var allowsFocusDuringEditing = false
    /// Whether the table gives focus back to the last focused row (false by default). Stored only:
    /// Tessera's focus always returns to the item a group had last.
    open var remembersLastFocusedIndexPath = false

    // MARK: Self-sizing

    /// Whether a self-sizing cell resizes itself when it calls `invalidateIntrinsicContentSize()`
    /// (on itself or its content view) or gets a new `contentConfiguration` (`.enabled` by default, as
    /// on iOS 16 and later). The row is measured again in the next layout pass. Where Tessera differs:
    /// `.enabledIncludingConstraints` behaves as `.enabled` (constraint changes inside the content view
    /// do not invalidate the cell by themselves; call `invalidateIntrinsicContentSize()`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Rows whose cells asked to be measured again.
    var selfSizingRows: Set<IndexPath> = []
    /// Whether cells' size invalidations are ignored (while the table measures and places them).
    var selfSizingSuspended = false

    // MARK: Section index

    /// How many rows a table needs before it shows its section index (0: always).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The colour of the index titles (nil: the tint colour).
    open var sectionIndexColor: UIColor? {
        get { storedSectionIndexColor }
        set {
            guard appearanceAllowsSetting(Self.sectionIndexColorAppearance) else { return }
            storedSectionIndexColor = newValue
            sectionIndexView?.setNeedsDisplay()
        }
    }
    var storedSectionIndexColor: UIColor?
    /// The colour behind the index while it is not touched (nil: clear).
    open var sectionIndexBackgroundColor: UIColor? {
        get { storedSectionIndexBackgroundColor }
        set {
            guard appearanceAllowsSetting(Self.sectionIndexBackgroundColorAppearance) else { return }
            storedSectionIndexBackgroundColor = newValue
            sectionIndexView?.setNeedsDisplay()
        }
    }
    var storedSectionIndexBackgroundColor: UIColor?
    /// The colour behind the index while it is touched (nil: clear).
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        get { storedSectionIndexTrackingBackgroundColor }
        set {
            guard appearanceAllowsSetting(Self.sectionIndexTrackingBackgroundColorAppearance) else { return }
            storedSectionIndexTrackingBackgroundColor = newValue
            sectionIndexView?.setNeedsDisplay()
        }
    }
    var storedSectionIndexTrackingBackgroundColor: UIColor?

    // MARK: Editing

    /// Whether the table is editing (delete/insert controls, reorder grips).
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    var editingFlag = false

    /// Whether drags reorder rows (Tessera has no drag and drop between apps; false by default).
    open var dragInteractionEnabled = false
    /// Whether a row is being dragged (Tessera: a row being reordered by its grip).
    open var hasActiveDrag: Bool { reorder != nil }
    /// Whether something is being dropped on the table. Always false: Tessera has no drag and drop.
    open var hasActiveDrop: Bool { false }

    // MARK: State

    /// What the table knows about its sections (counts and heights).
    var model = TableModel()
    /// Which height methods the delegate implements.
    var heightPolicy = HeightPolicy()
    /// A visible cell being reconfigured: dequeuing for its row hands it back.
    var reconfiguringCell: (indexPath: IndexPath, cell: UITableViewCell)?
    /// The width the model's measurements were made at.
    var modelWidth: CGFloat = 0
    /// Sections whose header or footer height is given (not automatic).
    var explicitHeaderHeights: [Int: Bool] = [:]
    var explicitFooterHeights: [Int: Bool] = [:]
    /// Whether the counts and heights must be asked for again before the next layout.
    var needsReload = true
    /// The delegate and data source methods found not implemented (their defaults ran).
    var defaults: DefaultsCalled = []
    /// Whether `commit` has been probed.
    var probedCommit = false
    /// Whether the data source commits edits (see `UITableViewDataSource`).
    var commitsEdits = false

    /// Cells on screen by index path.
    var visibleCellMap: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen by section.
    var visibleHeaderMap: [Int: UIView] = [:]
    var visibleFooterMap: [Int: UIView] = [:]
    /// Header and footer views made for sections that are measured but not yet laid out.
    var pendingHeaderViews: [Int: UIView] = [:]
    var pendingFooterViews: [Int: UIView] = [:]

    /// Registered classes and their queues of reusable views.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Registered nibs (InterfaceBuilder/), read for every cell made from one.
    var registeredCellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// How many cells the table has made from registered classes (for tests and diagnostics).
    var cellsCreated = 0

    /// The selected rows and the row a touch highlights.
    var selectedRows: Set<IndexPath> = []
    var touchedRow: IndexPath?
    var touchedRowHighlighted = false

    /// Rows handed to the prefetch data source and not yet shown or cancelled.
    var prefetchedRows: Set<IndexPath> = []
    /// The content offset at the last layout, to know which way the content moves.
    var lastTiledOffset: CGFloat = 0

    /// Batch updates being collected.
    var pendingUpdates: TableUpdates?
    var updateDepth = 0
    /// Cells animating out after a deletion.
    var departingCells: [UITableViewCell] = []

    /// The section index view, when the data source has titles.
    var sectionIndexView: TableSectionIndexView?
    /// A row being dragged by its grip.
    var reorder: TableReorder?
    /// The row whose swipe actions show.
    var swipe: SwipeActions?
    /// The recognizer that swipes rows sideways.
    let swipePan = UIPanGestureRecognizer()
    /// Whether the touch in progress closes open swipe actions.
    var touchClosesSwipe = false
    /// The context menu interaction and its delegate, while the table has a table delegate (see
    /// `UITableView+ContextMenu`).
    var contextMenuBridge: TableContextMenuBridge?

    // MARK: Making one

    /// Makes a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTable()
    }

    /// Makes a plain table.
    public override init(frame: CGRect) {
        self.style = .plain
        super.init(frame: frame)
        configureTable()
    }

    /// Makes a table from an archive: from a storyboard or nib, with the attributes Interface
    /// Builder gave it (see InterfaceBuilder/); from any other coder, a default one.
    public required init?(coder: NSCoder) {
        self.style = Self.interfaceBuilderStyle(coder) ?? .plain
        super.init(coder: coder)
        configureTable()
        if let coder = coder.interfaceBuilder { decodeInterfaceBuilderTable(coder) }
    }

    private func configureTable() {
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        installSwipeRecognizer()
    }

    /// Lays the table out: reloads when asked to, then shows the rows, headers and footers in the
    /// visible area (measuring rows as they appear) and recycles the rest.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadModel() }
        layoutTable()
    }

    /// Turns editing on or off: rows show their editing controls (per `editingStyleForRowAt`) and,
    /// where the data source lets them move, reorder grips; animated, the content slides over 0.3 s.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }

    /// A finger down on a row (delivered after the scroll view's content-touch delay) highlights it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        tableTouchesBegan(touches)
    }

    /// The lift selects the highlighted row.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        tableTouchesEnded(touches)
    }

    /// A touch taken by a drag ends the highlight without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        tableTouchesCancelled(touches)
    }

    /// The row-swiping recognizer begins only for a sideways drag on a row with actions.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipePan { return swipeShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A table lets a drag take touches from controls in its cells (a switch or button in a row does
    /// not stop the table from scrolling), as in UIKit.
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    // MARK: Registration and reuse

    /// Registers a cell class under `identifier`: `dequeueReusableCell` makes cells of it with
    /// `init(style: .default, reuseIdentifier:)` when the queue is empty. Registering nil forgets it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        ReuseRegistry.register(cellClass, as: UITableViewCell.self, key: identifier, in: &cellClasses,
                               api: "UITableView.register(_:forCellReuseIdentifier:)")
    }

    /// Registers a header or footer view class under `identifier` (nil forgets it).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        ReuseRegistry.register(aClass, as: UITableViewHeaderFooterView.self, key: identifier, in: &headerFooterClasses,
                               api: "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)")
    }

    /// A cell from the reuse queue for `identifier`, or a new one of the registered class; nil when the
    /// queue is empty and no class is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            AccessibilityChanges.mark(cell)
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else { return makeCellFromNib(withIdentifier: identifier) }
        cellsCreated += 1
        let cell = type.init(tableReuseIdentifier: identifier)
        cell.tableView = self
        cell.chrome.tableStyle = style
        return cell
    }

    /// A cell for the row at `indexPath` from the reuse queue or the registered class, sized for the
    /// row. UIKit raises when nothing is registered under `identifier`; Tessera logs it and returns a
    /// plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath,
           reconfiguring.cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return reconfiguring.cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            cell.tableView = self
            return cell
        }
        TesseraLog.errorOnce("UIKit", key: "table-unregistered-\(identifier)",
                             "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; a default cell is used")
        cellsCreated += 1
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.tableView = self
        return cell
    }

    /// A header or footer view from the reuse queue or the registered class (nil when neither has one).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooters[identifier], let view = queue.popLast() {
            reusableHeaderFooters[identifier] = queue
            AccessibilityChanges.mark(view)
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterClasses[identifier] else { return nil }
        let view = type.init(tableReuseIdentifier: identifier)
        view.tableStyle = style
        return view
    }

    /// Puts a cell that left the screen back in its queue (hidden, kept as a subview, as UIKit does).
    func enqueue(_ cell: UITableViewCell) {
        cell.isHidden = true
        cell.setHighlighted(false, animated: false)
        cell.isSelected = false
        cell.resetSwipe()
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        reusableCells[identifier, default: []].append(cell)
    }

    /// Puts a header or footer view back in its queue.
    func enqueueHeaderFooter(_ view: UIView) {
        guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        reusableHeaderFooters[identifier, default: []].append(view)
    }

    // MARK: Reloading

    /// Asks the data source again for everything: sections, rows, heights; the visible cells are
    /// replaced on the next layout. Selection is cleared, as in UIKit.
    open func reloadData() {
        selectedRows.removeAll()
        setNeedsReload()
        layoutIfNeeded()
    }

    /// Reloads the section index titles.
    open func reloadSectionIndexTitles() {
        updateSectionIndex()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Which delegate and data source methods ran their defaults.
    struct DefaultsCalled: OptionSet {
        let rawValue: Int
        static let rowHeight = DefaultsCalled(rawValue: 1)
        static let estimatedRowHeight = DefaultsCalled(rawValue: 2)
        static let headerHeight = DefaultsCalled(rawValue: 4)
        static let footerHeight = DefaultsCalled(rawValue: 8)
        static let commit = DefaultsCalled(rawValue: 16)
        static let move = DefaultsCalled(rawValue: 32)
        static let probedMove = DefaultsCalled(rawValue: 64)
        static let contextMenu = DefaultsCalled(rawValue: 128)
    }

    /// Whether the data source implements `moveRowAt` (probed once with a move of `indexPath` onto
    /// itself, which changes nothing).
    func dataSourceImplementsMove(probing indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        if !defaults.contains(.probedMove) {
            defaults.insert(.probedMove)
            if model.contains(indexPath) { dataSource.tableView(self, moveRowAt: indexPath, to: indexPath) }
        }
        return !defaults.contains(.move)
    }

    /// Whether the data source commits edits (probed once with `.none`, which data sources ignore).
    func dataSourceCommitsEdits() -> Bool {
        guard let dataSource else { return false }
        if !probedCommit {
            probedCommit = true
            defaults.remove(.commit)
            if model.sectionCount > 0, let first = model.firstIndexPath {
                dataSource.tableView(self, commit: .none, forRowAt: first)
                commitsEdits = !defaults.contains(.commit)
            } else {
                probedCommit = false
                return false
            }
        }
        return commitsEdits
    }

    /// Whether the row may be edited.
    func canEdit(_ indexPath: IndexPath) -> Bool {
        dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    }

    /// Restyles the visible cells' separators and backgrounds.
    func refreshCellChrome() {
        for (indexPath, cell) in visibleCellMap { applyChrome(to: cell, at: indexPath) }
    }
}
