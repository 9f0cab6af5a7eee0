/// One row of a shown menu: an action or command (title, subtitle, trailing image, check mark), a
/// submenu (trailing chevron), the back row of an opened submenu, an inline section's title, a loading
/// deferred element, or a palette of cells. It highlights under a finger and tells its platter when it
/// is tapped.
@MainActor
final class MenuRowView: UIView {
    let item: MenuRowItem
    /// Whether the menu shows a check-mark column (some element in it has a state).
    let showsCheckColumn: Bool
    /// Called with the element chosen (a palette cell's element, else nil for the row itself).
    var onActivate: ((MenuRowItem, UIMenuElement?) -> Void)?

    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let trailingImage = UIImageView()
    private let leadingImage = UIImageView()
    private var spinner: UIActivityIndicatorView?
    private var cells: [(UIMenuElement, UIView)] = []
    private var trackedCell: Int?

    /// Whether the row shows the highlight (a finger on it, or the keyboard's choice).
    var isHighlighted = false { didSet { updateHighlight() } }

    init(item: MenuRowItem, showsCheckColumn: Bool) {
        self.item = item
        self.showsCheckColumn = showsCheckColumn
        super.init(frame: .zero)
        backgroundColor = .clear
        configure()
    }

    required init?(coder: NSCoder) {
        item = .header("")
        showsCheckColumn = false
        super.init(coder: coder)
    }

    private var tint: UIColor {
        switch item {
        case .element(let element, _):
            if element.menuAttributes.contains(.disabled) { return MenuStyle.disabled }
            if element.menuAttributes.contains(.destructive) { return MenuStyle.destructive }
            return .label
        case .submenu(let menu):
            return menu.options.contains(.destructive) ? MenuStyle.destructive : .label
        case .back: return .label
        case .header, .loading: return .secondaryLabel
        case .palette: return .label
        }
    }

    private func configure() {
        titleLabel.numberOfLines = 2
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = tint
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 2
        trailingImage.contentMode = .scaleAspectFit
        trailingImage.tintColor = tint
        leadingImage.contentMode = .scaleAspectFit
        leadingImage.tintColor = tint
        switch item {
        case .element(let element, _):
            titleLabel.text = element.title
            subtitleLabel.text = element.subtitle
            let selected = (element as? UIAction)?.selectedImage ?? (element as? UICommand)?.selectedImage
            trailingImage.image = element.menuState == .on ? (selected ?? element.image) : element.image
            switch element.menuState {
            case .on: leadingImage.image = UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(weight: .semibold))
            case .mixed: leadingImage.image = UIImage(systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(weight: .semibold))
            case .off: break
            }
        case .submenu(let menu):
            titleLabel.text = menu.title
            subtitleLabel.text = menu.subtitle
            trailingImage.image = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(weight: .semibold))
        case .back(let menu):
            titleLabel.text = menu.title
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            leadingImage.image = UIImage(systemName: "chevron.left", withConfiguration: UIImage.SymbolConfiguration(weight: .semibold))
        case .header(let title):
            titleLabel.text = title
            titleLabel.font = .systemFont(ofSize: 13)
            titleLabel.numberOfLines = 1
        case .loading:
            titleLabel.text = "Loading…"
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            addSubview(spinner)
            self.spinner = spinner
        case .palette(let elements, _, let size):
            for element in elements {
                let cell = UIView()
                let image = UIImageView(image: element.image)
                image.contentMode = .scaleAspectFit
                image.tintColor = element.menuAttributes.contains(.disabled) ? MenuStyle.disabled
                    : element.menuAttributes.contains(.destructive) ? MenuStyle.destructive : .label
                cell.addSubview(image)
                if size == .medium {
                    let label = UILabel()
                    label.text = element.title
                    label.font = .systemFont(ofSize: 12)
                    label.textAlignment = .center
                    label.textColor = image.tintColor
                    cell.addSubview(label)
                }
                if element.menuState == .on {
                    cell.backgroundColor = MenuStyle.highlight
                    cell.layer.cornerRadius = 8
                }
                addSubview(cell)
                cells.append((element, cell))
            }
        }
        if titleLabel.text != nil { addSubview(titleLabel) }
        if subtitleLabel.text != nil { addSubview(subtitleLabel) }
        if trailingImage.image != nil { addSubview(trailingImage) }
        if leadingImage.image != nil { addSubview(leadingImage) }
    }

    /// The row's height at the platter's width.
    func height(forWidth width: CGFloat) -> CGFloat {
        switch item {
        case .header: return MenuStyle.headerHeight
        case .palette(_, _, let size): return size == .medium ? MenuStyle.mediumHeight : MenuStyle.paletteHeight
        default:
            let textWidth = textFrameWidth(width)
            var height = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            if subtitleLabel.text != nil {
                height += 2 + subtitleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            }
            return max(MenuStyle.rowHeight, ceil(height + 22))
        }
    }

    private var textLeading: CGFloat {
        if case .back = item { return MenuStyle.checkColumn }
        return showsCheckColumn ? MenuStyle.checkColumn : MenuStyle.inset
    }

    private func textFrameWidth(_ width: CGFloat) -> CGFloat {
        let trailing = (trailingImage.image != nil || spinner != nil) ? MenuStyle.inset + MenuStyle.imageSide + 12 : MenuStyle.inset
        return max(1, width - textLeading - trailing)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, height = bounds.height
        if case .palette(_, _, let size) = item, !cells.isEmpty {
            let cellWidth = (width - 2 * 8) / CGFloat(cells.count)
            for (index, (_, cell)) in cells.enumerated() {
                cell.frame = CGRect(x: 8 + CGFloat(index) * cellWidth, y: 4, width: cellWidth, height: height - 8)
                let image = cell.subviews.first
                if size == .medium {
                    image?.frame = CGRect(x: (cellWidth - 24) / 2, y: 8, width: 24, height: 24)
                    cell.subviews.last?.frame = CGRect(x: 0, y: 38, width: cellWidth, height: 16)
                } else {
                    image?.frame = CGRect(x: (cellWidth - 22) / 2, y: (cell.frame.height - 22) / 2, width: 22, height: 22)
                }
            }
            return
        }
        let textWidth = textFrameWidth(width)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let subtitleHeight = subtitleLabel.text == nil ? 0
            : subtitleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height + 2
        if case .header = item {
            titleLabel.frame = CGRect(x: MenuStyle.inset, y: height - titleHeight - 6, width: textWidth, height: titleHeight)
        } else {
            let top = ((height - titleHeight - subtitleHeight) / 2).rounded()
            titleLabel.frame = CGRect(x: textLeading, y: top, width: textWidth, height: titleHeight)
            subtitleLabel.frame = CGRect(x: textLeading, y: top + titleHeight + 2, width: textWidth, height: max(0, subtitleHeight - 2))
        }
        let side = MenuStyle.imageSide
        trailingImage.frame = CGRect(x: width - MenuStyle.inset - side, y: ((height - side) / 2).rounded(), width: side, height: side)
        if case .submenu = item {
            trailingImage.frame = trailingImage.frame.insetBy(dx: 3, dy: 3)
        }
        leadingImage.frame = CGRect(x: 14, y: ((height - 16) / 2).rounded(), width: 16, height: 16)
        if let spinner {
            spinner.center = CGPoint(x: width - MenuStyle.inset - side / 2, y: height / 2)
        }
    }

    private func updateHighlight() {
        backgroundColor = isHighlighted && item.isSelectable ? MenuStyle.highlight : .clear
    }

    /// The palette cell under `point` (in the row's coordinates).
    private func cellIndex(at point: CGPoint) -> Int? {
        cells.firstIndex { $0.1.frame.contains(point) }
    }

    /// The element of the palette cell under `point`, if enabled.
    func paletteElement(at point: CGPoint) -> UIMenuElement? {
        guard let index = cellIndex(at: point) else { return nil }
        let element = cells[index].0
        return element.menuAttributes.contains(.disabled) ? nil : element
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if case .palette = item {
            trackedCell = cellIndex(at: touch.location(in: self))
            return
        }
        isHighlighted = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if case .palette = item { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if case .palette = item {
            if let cell = trackedCell, cellIndex(at: point) == cell, let element = paletteElement(at: point) {
                onActivate?(item, element)
            }
            trackedCell = nil
            return
        }
        let inside = bounds.contains(point)
        isHighlighted = false
        if inside && item.isSelectable { onActivate?(item, nil) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        trackedCell = nil
    }
}
