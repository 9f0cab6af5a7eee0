/// What a table knows about its content's geometry: per section the row heights (a `RowHeightIndex`),
/// the header's padding and height and the footer's height; the table header and footer heights; and
/// the sections' tops, recomputed lazily from the first section whose height changed.
struct TableModel {
    struct Section {
        var rows: RowHeightIndex
        /// Space above the header (`sectionHeaderTopPadding`).
        var headerPadding: CGFloat = 0
        var header: CGFloat = 0
        var footer: CGFloat = 0
        /// Whether the header's and footer's views have been asked for and their heights settled.
        var headerResolved = false
        var footerResolved = false
        /// The header and footer titles (asked for at reload: cheap, and needed for heights).
        var headerTitle: String?
        var footerTitle: String?

        var height: CGFloat { headerPadding + header + rows.total + footer }
    }

    var sections: [Section] = []
    /// The table header's and footer's heights.
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    /// Whether rows need measuring when they are shown (else the estimate is exact).
    var measuresRows = false

    /// Each section's top, valid below `validTops`.
    private var tops: [CGFloat] = []
    private var validTops = 0

    var sectionCount: Int { sections.count }

    mutating func setSections(_ sections: [Section]) {
        self.sections = sections
        tops = Array(repeating: 0, count: sections.count + 1)
        validTops = 0
    }

    /// Call after any height in section `section` changed.
    mutating func sectionChanged(_ section: Int) {
        validTops = min(validTops, max(0, section + 1))
    }

    mutating func tableHeaderChanged() { validTops = 0 }

    /// The top of section `section` (its header padding's top); `sectionCount` gives the end of the
    /// last section.
    mutating func top(ofSection section: Int) -> CGFloat {
        let section = min(max(section, 0), sections.count)
        if tops.count != sections.count + 1 {
            tops = Array(repeating: 0, count: sections.count + 1)
            validTops = 0
        }
        if validTops == 0 {
            tops[0] = tableHeader
            validTops = 1
        }
        while validTops <= section {
            tops[validTops] = tops[validTops - 1] + sections[validTops - 1].height
            validTops += 1
        }
        return tops[section]
    }

    /// The height of the whole content.
    mutating func contentHeight() -> CGFloat { top(ofSection: sections.count) + tableFooter }

    /// The section covering `y` (the last one when `y` is past the end).
    mutating func section(at y: CGFloat) -> Int {
        guard !sections.isEmpty else { return 0 }
        _ = top(ofSection: sections.count)
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    func rowCount(_ section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].rows.count : 0
    }

    /// The first row of the table, if any.
    var firstIndexPath: IndexPath? {
        for (s, section) in sections.enumerated() where section.rows.count > 0 { return IndexPath(row: 0, section: s) }
        return nil
    }

    /// The top of the first row of `section`.
    mutating func rowsTop(_ section: Int) -> CGFloat {
        top(ofSection: section) + sections[section].headerPadding + sections[section].header
    }

    /// The vertical extent of the row at `indexPath` (content coordinates).
    mutating func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let s = indexPath.section
        let rows = sections[s].rows
        return (rowsTop(s) + rows.offset(ofRow: indexPath.row), rows.height(indexPath.row))
    }

    /// The row covering `y`, or nil when `y` falls on a header, footer or outside the rows.
    mutating func indexPath(at y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty, y >= tableHeader else { return nil }
        let s = section(at: y)
        let rowsTop = rowsTop(s)
        let rows = sections[s].rows
        guard rows.count > 0, y >= rowsTop, y < rowsTop + rows.total else { return nil }
        return IndexPath(row: rows.row(at: y - rowsTop), section: s)
    }

    /// The first row at or below `y` (nil when none).
    mutating func firstIndexPath(atOrBelow y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        var s = section(at: max(y, 0))
        while s < sections.count {
            let rowsTop = rowsTop(s)
            let rows = sections[s].rows
            if rows.count > 0 && rowsTop + rows.total > y {
                return IndexPath(row: y <= rowsTop ? 0 : rows.row(at: y - rowsTop), section: s)
            }
            s += 1
        }
        return nil
    }

    /// The row after `indexPath`, crossing into later sections.
    func indexPath(after indexPath: IndexPath) -> IndexPath? {
        var s = indexPath.section, r = indexPath.row + 1
        while s < sections.count {
            if r < sections[s].rows.count { return IndexPath(row: r, section: s) }
            s += 1
            r = 0
        }
        return nil
    }

    /// Records a row's measured height; returns the change.
    mutating func setHeight(_ height: CGFloat, for indexPath: IndexPath) -> CGFloat {
        guard contains(indexPath) else { return 0 }
        let change = sections[indexPath.section].rows.setHeight(height, forRow: indexPath.row)
        if change != 0 { sectionChanged(indexPath.section) }
        return change
    }

    /// The total number of rows.
    var totalRows: Int { sections.reduce(0) { $0 + $1.rows.count } }
}
