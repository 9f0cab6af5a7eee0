import Foundation

/// A collection view cell for lists (a compositional layout's list sections): a content configuration
/// with cell accessories at its edges (disclosure chevrons, checkmarks, editing controls, outline
/// disclosures, custom views), indentation for outlines, and a separator layout guide that follows the
/// text.
///
/// Layout, left to right in left-to-right layouts: the cell's leading layout margin (16 points, or the
/// collection view's when larger, such as a landscape safe area), the indentation
/// (`indentationLevel` × `indentationWidth`, also moving the leading accessories when
/// `indentsAccessories`), the leading accessories from the edge inward, the content view, then the
/// trailing accessories out to the trailing margin. Accessories sit 8 points apart; the content's own
/// margins (16 points) space its text from them. The content view takes the rest, and a list content
/// configuration in it sizes the cell (`systemLayoutSizeFitting`), so estimated list heights self-size.
///
/// Where Tessera differs: the delete accessory does nothing when tapped unless it has an action
/// handler (on iOS it reveals the swipe actions); without a handler, the outline disclosure expands or
/// collapses the item in the diffable data source's section snapshot, as on iOS; `defaultContentConfiguration()` is the base class's `.cell()` for every list
/// appearance.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, shown at the edges as their kinds and placements say (in and out of editing
    /// as their `displayedState` says).
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }

    /// How many steps the content is indented (an outline item's depth); negative values count as 0.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one indentation step (17 points by default).
    open var indentationWidth: CGFloat = 17 {
        didSet {
            if !BadValue.usable(indentationWidth) {
                TesseraLog.error("UIKit", "UICollectionViewListCell.indentationWidth: \(indentationWidth) is not a usable width; 17 is used")
                indentationWidth = 17
            }
            setNeedsLayout()
        }
    }

    /// Whether the leading accessories move with the indentation (true by default); when false only
    /// the content is indented.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// The list look the cell is in, which picks its default background (the list layout sets it).
    enum ListAppearance { case plain, grouped, sidebar, accompaniedSidebar }

    /// The list look the cell is in: a cell whose background configuration is still the previous
    /// look's default takes the new look's.
    var listAppearance: ListAppearance = .plain {
        didSet {
            guard listAppearance != oldValue else { return }
            if backgroundConfiguration == nil || backgroundConfiguration == Self.defaultBackground(for: oldValue) {
                backgroundConfiguration = Self.defaultBackground(for: listAppearance)
            }
        }
    }

    /// The background a list look gives its cells.
    static func defaultBackground(for appearance: ListAppearance) -> UIBackgroundConfiguration {
        switch appearance {
        case .plain: return .listPlainCell()
        case .grouped: return .listGroupedCell()
        case .sidebar: return .listSidebarCell()
        case .accompaniedSidebar: return .listAccompaniedSidebarCell()
        }
    }

    /// The accessory views, one per accessory, in `accessories` order.
    private(set) var accessoryViews: [CellAccessoryView] = []
    private var lastEditing = false
    private var separatorGuide: UILayoutGuide?
    private var separatorLeadingConstraint: NSLayoutConstraint?
    /// The separator's leading inset from the cell's leading edge (the text's leading edge).
    private(set) var separatorLeadingInset: CGFloat = 0

    /// A list cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    /// Creates a cell from an archive; Tessera has no nibs, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        preservesSuperviewLayoutMargins = true
        insetsLayoutMarginsFromSafeArea = false
        contentView.preservesSuperviewLayoutMargins = true
        backgroundConfiguration = .listPlainCell()
    }

    /// A guide along the cell's bottom edge whose leading edge is where the separator starts (the text's
    /// leading edge); constrain its `leadingAnchor` to move the separator.
    public var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: separatorLeadingInset)
        NSLayoutConstraint.activate([
            leading,
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
        ])
        separatorGuide = guide
        separatorLeadingConstraint = leading
        return guide
    }

    // MARK: State

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        lastEditing = state.isEditing
        for view in accessoryViews {
            view.isSelectedRow = state.isSelected
            view.isExpanded = state.isExpanded
            view.isHidden = !view.accessory.displayedState.shows(editing: state.isEditing) || view.isAccessoryHidden
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        setNeedsUpdateConfiguration()
    }

    /// Expands or collapses this cell's item in its diffable data source's section snapshot.
    private func toggleOutlineExpansion() {
        guard let collectionView = superview as? UICollectionView, let path = collectionView.indexPath(for: self),
              let outline = collectionView.dataSource as? any DiffableOutlineDataSource else { return }
        outline.toggleExpansion(at: path, animated: true)
        setNeedsUpdateConfiguration()
    }

    private func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { CellAccessoryView(accessory: $0) }
        let header = contentConfiguration.map { config in
            (config as? UIListContentConfiguration).map { !$0.style.isCell } ?? false
        } ?? false
        for view in accessoryViews {
            if case .outlineDisclosure = view.accessory.kind {
                view.defaultAction = { [weak self] in self?.toggleOutlineExpansion() }
            }
            if case .delete = view.accessory.kind {
                view.defaultAction = { [weak self] in
                    guard let self, let collectionView = self.superview as? UICollectionView else { return }
                    collectionView.revealTrailingSwipeActions(of: self)
                }
            }
            view.isHeader = header
            view.isHidden = !view.accessory.displayedState.shows(editing: lastEditing) || view.isAccessoryHidden
            addSubview(view)
        }
        setNeedsUpdateConfiguration()
    }

    // MARK: Layout

    /// The accessories at each edge in order from the content outward, with the system ones in their
    /// fixed places and custom ones where their placements put them.
    func orderedAccessories(editing: Bool) -> (leading: [CellAccessoryView], trailing: [CellAccessoryView]) {
        let leadingOrder: [UICellAccessory.AccessoryType] = [.insert, .delete, .multiselect]
        let trailingOrder: [UICellAccessory.AccessoryType] = [.label, .detail, .checkmark, .popUpMenu, .outlineDisclosure,
                                                              .disclosureIndicator, .reorder]
        var leading: [CellAccessoryView] = [], trailing: [CellAccessoryView] = []
        var customs: [(CellAccessoryView, UICellAccessory.CustomViewConfiguration)] = []
        for view in accessoryViews where view.accessory.displayedState.shows(editing: editing) {
            if case .customView(let configuration) = view.accessory.kind {
                customs.append((view, configuration))
            } else if leadingOrder.contains(view.accessory.accessoryType) {
                leading.append(view)
            } else {
                trailing.append(view)
            }
        }
        leading.sort { leadingOrder.firstIndex(of: $0.accessory.accessoryType)! < leadingOrder.firstIndex(of: $1.accessory.accessoryType)! }
        trailing.sort { trailingOrder.firstIndex(of: $0.accessory.accessoryType)! < trailingOrder.firstIndex(of: $1.accessory.accessoryType)! }
        for (view, configuration) in customs {
            switch configuration.placement {
            case .leading(_, let position):
                let index = position(leading.map(\.accessory))
                leading.insert(view, at: min(max(index, 0), leading.count))
            case .trailing(_, let position):
                let index = position(trailing.map(\.accessory))
                trailing.insert(view, at: min(max(index, 0), trailing.count))
            }
        }
        return (leading, trailing)
    }

    /// The space between neighbouring accessories.
    static let accessorySpacing: CGFloat = 8

    /// Where the accessories and the content view go in a width, left to right.
    struct Layout {
        var accessories: [(CellAccessoryView, x: CGFloat, width: CGFloat)] = []
        var contentMinX: CGFloat = 0
        var contentMaxX: CGFloat = 0
    }

    func computeLayout(width: CGFloat) -> Layout {
        let (leading, trailing) = orderedAccessories(editing: lastEditing)
        let margins = layoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leadingMargin = rightToLeft ? margins.right : margins.left
        let trailingMargin = rightToLeft ? margins.left : margins.right
        let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
        var layout = Layout()
        // Leading accessories from the leading margin inward (the array runs from the content outward).
        var x = indentsAccessories ? indent : 0
        if !leading.isEmpty {
            x += leadingMargin
            for view in leading.reversed() {
                let w = view.reservedWidth
                layout.accessories.append((view, x, w))
                x += w + Self.accessorySpacing
            }
            x -= Self.accessorySpacing
        }
        layout.contentMinX = max(x, indent)
        // Trailing accessories from the trailing margin inward.
        var end = width
        if !trailing.isEmpty {
            end -= trailingMargin
            for view in trailing.reversed() {
                let w = view.reservedWidth
                end -= w
                layout.accessories.append((view, end, w))
                end -= Self.accessorySpacing
            }
            end += Self.accessorySpacing
        }
        layout.contentMaxX = max(end, layout.contentMinX)
        if rightToLeft {
            layout.accessories = layout.accessories.map { ($0.0, width - $0.x - $0.width, $0.width) }
            let minX = width - layout.contentMaxX
            layout.contentMaxX = width - layout.contentMinX
            layout.contentMinX = minX
        }
        return layout
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // In the cell's own coordinates from the origin: a swiped cell moves its bounds' origin so
        // its content and accessories slide over the swipe actions.
        let b = CGRect(origin: .zero, size: bounds.size)
        let layout = computeLayout(width: b.width)
        for (view, x, w) in layout.accessories {
            view.frame = CGRect(x: x, y: 0, width: w, height: b.height)
            bringSubviewToFront(view)
        }
        contentView.frame = CGRect(x: layout.contentMinX, y: 0,
                                   width: layout.contentMaxX - layout.contentMinX, height: b.height)
        updateSeparatorInset()
    }

    /// Moves the separator guide's leading edge to the text's leading edge.
    /// The list content view in the content view laid itself out (after a new configuration): the
    /// separator follows its text.
    func listContentDidLayOut() { updateSeparatorInset(contentLaidOut: true) }

    private func updateSeparatorInset(contentLaidOut: Bool = false) {
        if !contentLaidOut { (configurationStorage.slot.view as? UIListContentView)?.layoutIfNeeded() }
        var inset = contentView.frame.minX
        if let list = configurationStorage.slot.view as? UIListContentView, !list.textLabel.isHidden {
            inset = list.convert(list.textLabel.frame, to: self).minX
        } else {
            inset += contentView.layoutMargins.left
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            var right = bounds.width - contentView.frame.maxX
            if let list = configurationStorage.slot.view as? UIListContentView, !list.textLabel.isHidden {
                right = bounds.width - list.convert(list.textLabel.frame, to: self).maxX
            }
            inset = right
        }
        separatorLeadingInset = inset
        if let constraint = separatorLeadingConstraint, constraint.constant != inset { constraint.constant = inset }
    }

    // MARK: Sizing

    /// The height the cell needs at the target's width: the content configuration's height in the
    /// width left by the accessories and indentation (at least the tallest accessory); without a
    /// content configuration, Auto Layout's answer for the content view.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConfigurationIfNeeded()
        guard contentConfiguration != nil, configurationStorage.slot.view != nil,
              BadValue.usable(targetSize.width), targetSize.width > 0 else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let layout = computeLayout(width: targetSize.width)
        let contentWidth = layout.contentMaxX - layout.contentMinX
        // The content view's margins reach in from the cell, so measure it in place.
        let saved = contentView.frame
        contentView.frame = CGRect(x: layout.contentMinX, y: 0, width: contentWidth, height: max(saved.height, 1))
        configurationStorage.slot.view?.frame = contentView.bounds
        var height = configurationStorage.slot.fittingSize(width: contentWidth)?.height ?? 0
        contentView.frame = saved
        configurationStorage.slot.view?.frame = contentView.bounds
        for (view, _, _) in layout.accessories where !view.isHidden { height = max(height, view.glyphSize.height) }
        return CGSize(width: targetSize.width, height: height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}

// The list content view in the cell tells it when it laid out (its separator follows the text).
extension UICollectionViewListCell: ListContentLayoutObserving {}
