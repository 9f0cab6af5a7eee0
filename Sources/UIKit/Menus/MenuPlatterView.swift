/// The rounded platter a shown menu draws: its rows in sections, hairlines between rows and a thicker
/// band between sections, scrolling when taller than the room it has.
@MainActor
final class MenuPlatterView: UIView {
    /// The rows, top to bottom.
    private(set) var rows: [MenuRowView] = []
    private var container: UIView = UIView()
    private var contentHeight: CGFloat = 0
    /// Called when a row (or a palette cell) is tapped.
    var onActivate: ((MenuRowItem, UIMenuElement?) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        layer.cornerRadius = MenuStyle.cornerRadius
        layer.masksToBounds = true
        // iOS's menus are a material: the app behind them shows through, blurred.
        let material = UIVisualEffectView(effect: UIBlurEffect(style: MenuStyle.material))
        material.frame = bounds
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        material.isUserInteractionEnabled = false
        addSubview(material)
        addSubview(container)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `sections`, `width` wide, at most `maximumHeight` tall; returns the platter's height.
    @discardableResult
    func show(_ sections: [MenuSection], width: CGFloat, maximumHeight: CGFloat) -> CGFloat {
        container.removeFromSuperview()
        rows = []
        let showsChecks = sections.contains { $0.rows.contains { row in
            if case .element(let element, _) = row { return element.menuState != .off }
            return false
        } }
        var views: [UIView] = []
        var y: CGFloat = 0
        let hairline = 1 / max(1, traitCollection.displayScale)
        for (sectionIndex, section) in sections.enumerated() {
            if sectionIndex > 0 {
                let band = UIView(frame: CGRect(x: 0, y: y, width: width, height: MenuStyle.sectionGap))
                band.backgroundColor = MenuStyle.sectionSeparator
                views.append(band)
                y += MenuStyle.sectionGap
            }
            for (rowIndex, item) in section.rows.enumerated() {
                if rowIndex > 0, !(isHeader(section.rows[rowIndex - 1])) {
                    let line = UIView(frame: CGRect(x: 0, y: y, width: width, height: hairline))
                    line.backgroundColor = MenuStyle.separator
                    views.append(line)
                }
                let row = MenuRowView(item: item, showsCheckColumn: showsChecks)
                let height = row.height(forWidth: width)
                row.frame = CGRect(x: 0, y: y, width: width, height: height)
                row.onActivate = { [weak self] item, element in self?.onActivate?(item, element) }
                rows.append(row)
                views.append(row)
                y += height
            }
        }
        contentHeight = y
        let height = min(y, maximumHeight)
        if y > maximumHeight {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: width, height: height))
            scroll.contentSize = CGSize(width: width, height: y)
            scroll.showsHorizontalScrollIndicator = false
            container = scroll
        } else {
            container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        }
        for view in views { container.addSubview(view) }
        addSubview(container)
        return height
    }

    private func isHeader(_ item: MenuRowItem) -> Bool {
        if case .header = item { return true }
        return false
    }

    /// The rows a keyboard can move between.
    var selectableRows: [MenuRowView] { rows.filter { $0.item.isSelectable } }

    /// Shows `row` (scrolling it into view when the platter scrolls).
    func reveal(_ row: MenuRowView) {
        (container as? UIScrollView)?.scrollRectToVisible(row.frame, animated: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        container.frame = bounds
    }
}
