/// What a shown menu lists, row by row: the elements of a `UIMenu` flattened into sections (inline
/// menus become sections of their own; runs of other elements share one), with submenus as rows that
/// open in place, deferred elements as loading rows until they load, and palettes as one row of cells.
@MainActor
enum MenuRowItem {
    /// An action or command.
    case element(UIMenuElement, parent: UIMenu)
    /// A row that opens a submenu in place.
    case submenu(UIMenu)
    /// The header of an opened submenu: tapping it goes back to the parent.
    case back(UIMenu)
    /// The title of an inline section.
    case header(String)
    /// A deferred element that is loading.
    case loading(UIDeferredMenuElement)
    /// A palette (`.displayAsPalette`) or a small/medium inline section: cells side by side.
    case palette([UIMenuElement], parent: UIMenu, size: UIMenu.ElementSize)

    /// Whether tapping the row does something (a loading row or header does nothing).
    var isSelectable: Bool {
        switch self {
        case .element(let element, _): return !element.menuAttributes.contains(.disabled)
        case .submenu, .back: return true
        case .header, .loading, .palette: return false
        }
    }
}

/// A section of rows; sections are drawn with the thick separator between them.
struct MenuSection {
    var rows: [MenuRowItem]
}

@MainActor
enum MenuContent {
    /// The sections showing `menu`: `opened` lists the submenus opened in place (the last is shown,
    /// under a back row). `loaded` gives the elements of deferred elements that have loaded in this
    /// presentation; `startLoading` is called for each one that has not.
    static func sections(for menu: UIMenu, opened: [UIMenu], loaded: [ObjectIdentifier: [UIMenuElement]],
                         startLoading: (UIDeferredMenuElement) -> Void) -> [MenuSection] {
        var sections: [MenuSection] = []
        let shown = opened.last ?? menu
        if opened.last != nil { sections.append(MenuSection(rows: [.back(shown)])) }
        append(shown.children, of: shown, to: &sections, loaded: loaded, startLoading: startLoading)
        return sections.filter { !$0.rows.isEmpty }
    }

    private static func append(_ children: [UIMenuElement], of parent: UIMenu, to sections: inout [MenuSection],
                               loaded: [ObjectIdentifier: [UIMenuElement]], startLoading: (UIDeferredMenuElement) -> Void) {
        var run: [MenuRowItem] = []
        func flush() {
            if !run.isEmpty { sections.append(MenuSection(rows: run)) }
            run = []
        }
        for child in expand(children, loaded: loaded, startLoading: startLoading) {
            if child.menuAttributes.contains(.hidden) { continue }
            if let deferred = child as? UIDeferredMenuElement {
                run.append(.loading(deferred))
            } else if let submenu = child as? UIMenu {
                if submenu.options.contains(.displayInline) || submenu.options.contains(.displayAsPalette) {
                    flush()
                    var rows: [MenuRowItem] = []
                    if !submenu.title.isEmpty { rows.append(.header(submenu.title)) }
                    let size = submenu.options.contains(.displayAsPalette) ? UIMenu.ElementSize.small : submenu.preferredElementSize
                    if size == .small || size == .medium {
                        let cells = expand(submenu.children, loaded: loaded, startLoading: startLoading)
                            .filter { !$0.menuAttributes.contains(.hidden) && !($0 is UIDeferredMenuElement) }
                        if !cells.isEmpty { rows.append(.palette(cells, parent: submenu, size: size)) }
                        sections.append(MenuSection(rows: rows))
                    } else {
                        var inner: [MenuSection] = []
                        append(submenu.children, of: submenu, to: &inner, loaded: loaded, startLoading: startLoading)
                        // An inline menu's own runs stay one section; nested inline menus keep theirs.
                        if let first = inner.first {
                            rows += first.rows
                            sections.append(MenuSection(rows: rows))
                            sections += inner.dropFirst()
                        } else if !rows.isEmpty {
                            sections.append(MenuSection(rows: rows))
                        }
                    }
                } else {
                    run.append(.submenu(submenu))
                }
            } else {
                run.append(.element(child, parent: parent))
            }
        }
        flush()
    }

    /// The children with loaded deferred elements replaced by their elements (a deferred element not
    /// loaded yet stays, and starts loading).
    private static func expand(_ children: [UIMenuElement], loaded: [ObjectIdentifier: [UIMenuElement]],
                               startLoading: (UIDeferredMenuElement) -> Void) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        for child in children {
            if let deferred = child as? UIDeferredMenuElement {
                if let elements = loaded[ObjectIdentifier(deferred)] ?? deferred.cachedElements {
                    result += expand(elements, loaded: loaded, startLoading: startLoading)
                } else {
                    startLoading(deferred)
                    result.append(deferred)
                }
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// Every action and command the menu shows or could open, deferred elements that loaded included.
    static func leaves(of menu: UIMenu) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        for child in menu.children {
            if let submenu = child as? UIMenu { result += leaves(of: submenu) }
            else if let deferred = child as? UIDeferredMenuElement { for element in deferred.cachedElements ?? [] {
                if let submenu = element as? UIMenu { result += leaves(of: submenu) } else { result.append(element) }
            } }
            else { result.append(child) }
        }
        return result
    }
}
