/// The section index along a table's trailing edge: the data source's titles stacked in the middle in
/// 11-point semibold text in the index colour (the tint by default), about 15 points wide. A touch
/// or drag on it jumps to the section of the title under the finger.
@MainActor
final class TableSectionIndexView: UIView {
    var titles: [String] = [] { didSet { setNeedsDisplay() } }
    weak var tableView: UITableView?
    var isTracking = false { didSet { setNeedsDisplay() } }

    static let width: CGFloat = 15
    static let rowHeight: CGFloat = 13
    static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// The top of the first title (the titles are centred vertically).
    private var titlesTop: CGFloat {
        ((bounds.height - CGFloat(titles.count) * Self.rowHeight) / 2).rounded()
    }

    override func draw(_ rect: CGRect) {
        let background = isTracking ? tableView?.sectionIndexTrackingBackgroundColor : tableView?.sectionIndexBackgroundColor
        if let background {
            background.resolvedColor(with: traitCollection).setFill()
            UIBezierPath(rect: bounds).fill()
        }
        let color = (tableView?.sectionIndexColor ?? tintColor ?? .systemBlue).resolvedColor(with: traitCollection)
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: color]
        var y = titlesTop
        for title in titles {
            let text = title == UITableView.indexSearch ? "⌕" : title
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: ((bounds.width - size.width) / 2).rounded(), y: y + (Self.rowHeight - size.height) / 2),
                                    withAttributes: attributes)
            y += Self.rowHeight
        }
    }

    /// The title under `y` (clamped to the first and last).
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let index = Int(((y - titlesTop) / Self.rowHeight).rounded(.down))
        return min(max(index, 0), titles.count - 1)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        jump(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        jump(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
    }

    private func jump(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self).y) else { return }
        tableView?.jumpToSectionIndex(index, title: titles[index])
    }
}

/// The section index: made when the data source has titles, pinned to the trailing edge.
extension UITableView {
    func updateSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        let shows = !titles.isEmpty && model.totalRowsAtLeast(sectionIndexMinimumDisplayRowCount) && indexDisplayMode != .alwaysHidden
        if shows {
            let view = sectionIndexView ?? TableSectionIndexView(frame: .zero)
            view.tableView = self
            if view.superview !== self { addSubview(view) }
            view.titles = titles
            sectionIndexView = view
            setNeedsLayout()
        } else if let view = sectionIndexView {
            view.removeFromSuperview()
            sectionIndexView = nil
        }
    }

    func layoutSectionIndex() {
        guard let view = sectionIndexView else { return }
        let inset = adjustedContentInset
        let height = max(0, bounds.height - inset.top - inset.bottom)
        view.frame = CGRect(x: bounds.maxX - TableSectionIndexView.width - safeAreaInsets.right, y: bounds.minY + inset.top,
                            width: TableSectionIndexView.width, height: height)
        bringSubviewToFront(view)
    }

    /// Scrolls to the section the data source gives for the index title at `index`.
    func jumpToSectionIndex(_ index: Int, title: String) {
        guard let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
        guard section >= 0, section < model.sectionCount else {
            if section >= model.sectionCount { reportBadSection(section, api: "tableView(_:sectionForSectionIndexTitle:at:)") }
            return
        }
        let top = rect(forSection: section).minY + model.sections[section].headerPadding
        let offset = clampedOffset(CGPoint(x: contentOffset.x, y: top - adjustedContentInset.top))
        setContentOffset(offset, animated: false)
    }
}

extension TableModel {
    /// Whether the table has at least `count` rows (stops counting there).
    func totalRowsAtLeast(_ count: Int) -> Bool {
        guard count > 0 else { return true }
        var total = 0
        for section in sections {
            total += section.rows.count
            if total >= count { return true }
        }
        return false
    }
}
