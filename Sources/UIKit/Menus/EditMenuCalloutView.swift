/// The edit menu's bar: a dark rounded capsule with white titles separated by hairlines, an arrow
/// pointing at the target, pages behind chevrons when the commands don't fit, and submenus opening in
/// the bar behind a back chevron.
@MainActor
final class EditMenuCalloutView: UIView {
    /// The bar's height without the arrow, the arrow's height and width, and an item's padding.
    static let barHeight: CGFloat = 36
    static let arrowHeight: CGFloat = 8
    static let arrowWidth: CGFloat = 18
    static let padding: CGFloat = 12
    static let chevronWidth: CGFloat = 34
    static let cornerRadius: CGFloat = 8
    static let fill = UIColor(white: 0.12, alpha: 0.94)
    static let separator = UIColor(white: 1, alpha: 0.25)
    static let highlight = UIColor(white: 1, alpha: 0.18)

    enum Item {
        case element(UIMenuElement)
        case submenu(UIMenu)
        case back
        case previousPage
        case nextPage
    }

    private let root: UIMenu
    private var opened: [UIMenu] = []
    private var page = 0
    private var pages: [[UIMenuElement]] = [[]]
    private(set) var items: [(Item, CGRect)] = []
    private var maximumWidth: CGFloat = 300
    private var pressed: Int?
    /// Called with the chosen element.
    var onChoose: ((UIMenuElement) -> Void)?
    /// Whether the arrow is on top (the bar below its target).
    var arrowPointsUp = false { didSet { relayoutRows() } }
    /// The arrow's x in the view's coordinates.
    var arrowX: CGFloat = 0 { didSet { setNeedsDisplay() } }

    init(menu: UIMenu) {
        root = menu
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        root = UIMenu(children: [])
        super.init(coder: coder)
    }

    private static let font = UIFont.systemFont(ofSize: 15)

    /// The elements of a menu as the bar lists them: inline menus flattened, deferred elements that
    /// loaded replaced by their elements, hidden ones left out.
    private static func flatten(_ menu: UIMenu) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        for child in menu.children where !child.menuAttributes.contains(.hidden) {
            if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                result += flatten(submenu)
            } else if let deferred = child as? UIDeferredMenuElement {
                var loaded: [UIMenuElement] = []
                deferred.load { loaded = $0 }
                result += flatten(UIMenu(children: loaded))
            } else {
                result.append(child)
            }
        }
        return result
    }

    private func width(of item: Item) -> CGFloat {
        switch item {
        case .element(let element):
            if element.title.isEmpty, element.image != nil { return 44 }
            return ceil(element.title.size(withAttributes: [.font: Self.font]).width) + 2 * Self.padding
        case .submenu(let menu):
            return ceil(menu.title.size(withAttributes: [.font: Self.font]).width) + 2 * Self.padding + 14
        case .back, .previousPage, .nextPage:
            return Self.chevronWidth
        }
    }

    /// Lays the bar out for the current submenu and page, at most `maximumWidth` wide.
    func layout(maximumWidth: CGFloat) {
        self.maximumWidth = maximumWidth
        let elements = Self.flatten(opened.last ?? root)
        let lead: [Item] = opened.isEmpty ? [] : [.back]
        let leadWidth = lead.reduce(0) { $0 + width(of: $1) }
        func item(_ element: UIMenuElement) -> Item {
            if let menu = element as? UIMenu { return .submenu(menu) }
            return .element(element)
        }
        let total = elements.reduce(leadWidth) { $0 + width(of: item($1)) }
        pages = []
        if total <= maximumWidth {
            pages = [elements]
        } else {
            var current: [UIMenuElement] = []
            var used = leadWidth + 2 * Self.chevronWidth
            for element in elements {
                let w = width(of: item(element))
                if !current.isEmpty, used + w > maximumWidth {
                    pages.append(current)
                    current = []
                    used = leadWidth + 2 * Self.chevronWidth
                }
                current.append(element)
                used += w
            }
            if !current.isEmpty { pages.append(current) }
        }
        page = min(page, max(0, pages.count - 1))
        var row: [Item] = lead
        if pages.count > 1 { row.append(.previousPage) }
        row += (pages.isEmpty ? [] : pages[page]).map(item)
        if pages.count > 1 { row.append(.nextPage) }
        var x: CGFloat = 0
        let top: CGFloat = arrowPointsUp ? Self.arrowHeight : 0
        items = row.map { entry in
            let w = width(of: entry)
            defer { x += w }
            return (entry, CGRect(x: x, y: top, width: w, height: Self.barHeight))
        }
        bounds = CGRect(x: 0, y: 0, width: x, height: Self.barHeight + Self.arrowHeight)
        setNeedsDisplay()
    }

    private func relayoutRows() {
        let top: CGFloat = arrowPointsUp ? Self.arrowHeight : 0
        items = items.map { ($0.0, CGRect(x: $0.1.minX, y: top, width: $0.1.width, height: $0.1.height)) }
        setNeedsDisplay()
    }

    /// The titles on the page showing (chevrons as "<", ">" and "‹ back").
    var pageTitles: [String] {
        items.map { entry in
            switch entry.0 {
            case .element(let element): return element.title
            case .submenu(let menu): return menu.title + " >"
            case .back: return "‹"
            case .previousPage: return "<"
            case .nextPage: return ">"
            }
        }
    }

    /// The frame of the item titled `title` (as `pageTitles` names it).
    func itemFrame(_ title: String) -> CGRect? {
        guard let index = pageTitles.firstIndex(of: title) else { return nil }
        return items[index].1
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let top: CGFloat = arrowPointsUp ? Self.arrowHeight : 0
        let bar = CGRect(x: 0, y: top, width: bounds.width, height: Self.barHeight)
        let path = UIBezierPath(roundedRect: bar, cornerRadius: Self.cornerRadius)
        let tip = min(max(arrowX, Self.cornerRadius + Self.arrowWidth / 2), bounds.width - Self.cornerRadius - Self.arrowWidth / 2)
        let arrow = UIBezierPath()
        if arrowPointsUp {
            arrow.move(to: CGPoint(x: tip - Self.arrowWidth / 2, y: top + 0.5))
            arrow.addLine(to: CGPoint(x: tip, y: 0))
            arrow.addLine(to: CGPoint(x: tip + Self.arrowWidth / 2, y: top + 0.5))
        } else {
            arrow.move(to: CGPoint(x: tip - Self.arrowWidth / 2, y: bar.maxY - 0.5))
            arrow.addLine(to: CGPoint(x: tip, y: bounds.height))
            arrow.addLine(to: CGPoint(x: tip + Self.arrowWidth / 2, y: bar.maxY - 0.5))
        }
        arrow.close()
        Self.fill.setFill()
        path.fill()
        arrow.fill()
        let scale = max(1, traitCollection.displayScale)
        for (index, entry) in items.enumerated() {
            let frame = entry.1
            if index == pressed {
                context.saveGState()
                path.addClip()
                Self.highlight.setFill()
                context.fill(frame)
                context.restoreGState()
            }
            if index > 0 {
                Self.separator.setFill()
                context.fill(CGRect(x: frame.minX, y: frame.minY + 8, width: 1 / scale, height: frame.height - 16))
            }
            let disabled: Bool
            var title: String?
            var symbol: String?
            switch entry.0 {
            case .element(let element):
                disabled = element.menuAttributes.contains(.disabled)
                if element.title.isEmpty { symbol = nil } else { title = element.title }
            case .submenu(let menu):
                disabled = false
                title = menu.title
                symbol = "chevron.right"
            case .back:
                disabled = false
                symbol = "chevron.left"
            case .previousPage:
                disabled = page == 0
                symbol = "chevron.left"
            case .nextPage:
                disabled = page == pages.count - 1
                symbol = "chevron.right"
            }
            let color = disabled ? UIColor(white: 1, alpha: 0.35) : .white
            if let title {
                let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: color]
                let size = title.size(withAttributes: attributes)
                let room = symbol == nil ? frame.width : frame.width - 14
                title.draw(at: CGPoint(x: frame.minX + (room - size.width) / 2, y: frame.midY - size.height / 2),
                                         withAttributes: attributes)
            }
            if case .element(let element) = entry.0, element.title.isEmpty, let image = element.image {
                image.withTintColor(color).draw(in: CGRect(x: frame.midX - 9, y: frame.midY - 9, width: 18, height: 18))
            }
            if let symbol, let image = UIImage(systemName: symbol) {
                let side: CGFloat = title == nil ? 12 : 9
                let x = title == nil ? frame.midX - side / 2 : frame.maxX - Self.padding - side
                image.withTintColor(color).draw(in: CGRect(x: x, y: frame.midY - side / 2, width: side, height: side))
            }
        }
    }

    // MARK: Touches

    private func index(at point: CGPoint) -> Int? {
        items.firstIndex { $0.1.contains(point) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressed = touches.first.flatMap { index(at: $0.location(in: self)) }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressed = nil; setNeedsDisplay() }
        guard let touch = touches.first, let index = index(at: touch.location(in: self)), index == pressed else { return }
        switch items[index].0 {
        case .element(let element): onChoose?(element)
        case .submenu(let menu): opened.append(menu); page = 0; relayout()
        case .back: opened.removeLast(); page = 0; relayout()
        case .previousPage: if page > 0 { page -= 1; relayout() }
        case .nextPage: if page < pages.count - 1 { page += 1; relayout() }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressed = nil
        setNeedsDisplay()
    }

    /// Lays out again keeping the arrow's place (the bar's width changes around its centre).
    private func relayout() {
        let oldCenter = center
        let arrowScreenX = frame.minX + arrowX
        layout(maximumWidth: maximumWidth)
        var newFrame = frame
        newFrame.origin.x = max(8, oldCenter.x - bounds.width / 2)
        if let superview, newFrame.maxX > superview.bounds.width - 8 { newFrame.origin.x = max(8, superview.bounds.width - 8 - newFrame.width) }
        newFrame.origin.y = frame.minY
        frame = newFrame
        arrowX = arrowScreenX - newFrame.minX
    }
}
