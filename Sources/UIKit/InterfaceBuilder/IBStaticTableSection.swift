/// One section of a table whose content the document holds (`dataMode="static"`): its header and
/// footer titles and its cells, made with the view and kept for the table's life (static cells are
/// not reused), each with the height the document gives it (`rowHeight` on the cell), if any.
struct IBStaticTableSection {
    let headerTitle: String?
    let footerTitle: String?
    let cells: [UITableViewCell]
    let heights: [CGFloat?]
}

/// The static content of a table from a document: `UITableViewController`'s data source methods
/// answer from it, as on iOS (where a static table works only under a table view controller).
extension UITableView {
    private static let staticSectionsKey: UnsafeRawPointer = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The sections of a static table (nil for a table whose data source supplies its cells).
    var staticSections: [IBStaticTableSection]? {
        get { objc_getAssociatedObject(self, Self.staticSectionsKey) as? [IBStaticTableSection] }
        set { objc_setAssociatedObject(self, Self.staticSectionsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The static cell at `indexPath`, if the table is static and has one there.
    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = staticSections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// The height the document gives the static cell at `indexPath`, if any.
    func staticRowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard let sections = staticSections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].heights.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].heights[indexPath.row]
    }

    /// Whether any static cell has a height of its own (the controller then answers every row's height).
    var hasStaticRowHeights: Bool {
        staticSections?.contains { $0.heights.contains { $0 != nil } } ?? false
    }

    /// Makes the cells of `<sections>` (a static table) in the decoding pass, so outlets and segues
    /// into them connect like any other object's.
    func decodeInterfaceBuilderStaticSections(_ sections: IBElement, pass: IBDecodingPass) {
        staticSections = sections.children.filter { $0.name == "tableViewSection" }.map { section in
            var cells: [UITableViewCell] = []
            var heights: [CGFloat?] = []
            for element in section.container("cells")?.children ?? [] where element.name == "tableViewCell" {
                guard let cell = pass.decode(element) as? UITableViewCell else { continue }
                cells.append(cell)
                heights.append(element["rowHeight"].flatMap { Double($0) }.map { CGFloat($0) }.flatMap { $0 > 0 ? $0 : nil })
            }
            return IBStaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                                        cells: cells, heights: heights)
        }
    }
}
